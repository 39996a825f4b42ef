/**
 * a ÷ b.
 *
 * Uncertain when b's interval reaches zero (decimal.js then answers ±Infinity or NaN).
 * Bound: for |Δa| ≤ e_a and |Δb| ≤ e_b,
 *   |(a + Δa)/(b + Δb) − a/b| = |Δa·b − a·Δb| / |b(b + Δb)| ≤ (e_a + |a/b| e_b) / (|b| − e_b);
 * plus this quotient's rounding error (at most 2^-53 |v|; zero when v × b = a exactly, checked
 * with TwoProduct); plus the decimal path's rounding to 28 digits of a quotient at most
 * |v| + carried in size. |a/b| is taken as |v|: its relative difference, one rounding, is
 * within the slack of `up`. An exact zero divided by any b is exactly zero, as in decimal.js
 * (a shortfall of 0 spread over any number of instalments is 0 each).
 * Places: those of an exact decimal quotient (quotientPlaces), which decimal.js, rounding
 * correctly to 28 digits, returns unrounded while it fits them.
 */
import { Uncertain } from '../arithmetic.ts'
import { productError } from './two-product.ts'
import { DIVISOR, digitsOf, splitDivisor } from './exact-decimal.ts'
import { DECIMAL_ROUNDING, HALF_ULP, NOT_EXACT, bounded, decimalResult, up, type Bounded } from './bound.ts'

export function div(a: Bounded, b: Bounded): Bounded {
  const q = realQuotient(a.v, a.e, b.v, b.e, 'div')
  if (q.v === 0 && q.e === 0) return q // an exact zero's quotient, exactly zero
  return decimalResult(q.v, q.e, q.e === 0, DECIMAL_ROUNDING, quotientPlaces(a, b), 'div')
}

/**
 * The places of a ÷ b when that is an exact decimal (see splitDivisor): b's digits come from
 * its value when it is a whole number held exactly (bound 0: its value is v itself, in decimal
 * as in the reals), else from its places; a's, only when the divisor has a factor other than 2
 * and 5 (1,274,000.10 ÷ 12 is 106,166.675, as 3 divides 127,400,010).
 */
function quotientPlaces(a: Bounded, b: Bounded): number {
  if (a.places < 0) return NOT_EXACT
  const whole = b.e === 0 && Number.isSafeInteger(b.v)
  const digits = whole ? b.v : digitsOf(b)
  if (digits === undefined || digits === 0) return NOT_EXACT
  splitDivisor(digits)
  if (DIVISOR.rest !== 1) {
    const n = digitsOf(a)
    if (n === undefined || n % DIVISOR.rest !== 0) return NOT_EXACT
  }
  return Math.max(0, a.places + DIVISOR.places - (whole ? 0 : b.places))
}

/** The quotient of two bounded values with the bound of the real quotient (no decimal rounding). */
export function realQuotient(av: number, ae: number, bv: number, be: number, operation: string): Bounded {
  if (!(be < Math.abs(bv))) throw new Uncertain(operation)
  const v = av / bv
  if (av === 0 && ae === 0) return { v, e: 0, places: 0 }
  const exact = quotientIsExact(av, bv, v)
  if (ae === 0 && be === 0 && exact) return bounded(v, 0, operation)
  const rounding = exact ? 0 : Math.abs(v) * HALF_ULP
  return bounded(v, up((ae + Math.abs(v) * be) / (Math.abs(bv) - be) + rounding), operation)
}

/**
 * Whether q = fl(a / b) is the exact quotient: with q × b = p + r exactly (TwoProduct), q is
 * exact when a − p = r. a − p is exact (Sterbenz: p is within a factor 2 of a), and a float
 * difference is zero only when its operands are equal.
 */
export function quotientIsExact(a: number, b: number, q: number): boolean {
  const p = q * b
  const r = productError(q, b, p)
  return !Number.isNaN(r) && a - p === r
}
