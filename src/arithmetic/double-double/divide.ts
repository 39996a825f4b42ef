/**
 * a ÷ b.
 *
 * Uncertain when b's interval reaches zero (decimal.js then answers ±Infinity or NaN).
 *
 * The quotient q of the values themselves (a_v = a_h + a_l, b_v = b_h + b_l) is computed by long
 * division: q₁ = fl(a_h / b_h), the remainder r = a_v − q₁ b_v in double-double, q₂ = fl(r_h / b_h),
 * q = q₁ + q₂ normalised by TwoSum. How q was found does not matter to the bound, which is a
 * posteriori: the residual R = a_v − q b_v is computed again with the real product and sum of
 * this folder, which bound their own error by ε_R, so
 *   |a_v / b_v − q| = |a_v − q b_v| / |b_v| ≤ (|R| + ε_R) / (|b_v| − |b_l| slack),
 * taking |b_v| ≥ |b_h| (1 − 2^-52). A zero residual computed exactly makes q exact.
 * The operands' bounds then carry as in binary (../binary/divide.ts): for |Δa| ≤ e_a and
 * |Δb| ≤ e_b, |(a + Δa)/(b + Δb) − a/b| ≤ (e_a + |a/b| e_b) / (|b| − e_b), with |a/b| ≤ |q| + its
 * error. `div` then adds the decimal path's rounding of the quotient to 28 digits, unless the
 * quotient is an exact decimal decimal.js holds in 28 digits (`quotientPlaces`).
 */
import { Uncertain } from '../arithmetic.ts'
import { sumError } from '../binary/two-sum.ts'
import { HALF_ULP, up } from '../binary/bound.ts'
import { productError } from '../binary/two-product.ts'
import { quotientIsExact } from '../binary/divide.ts'
import { DIVISOR, splitDivisor } from '../binary/exact-decimal.ts'
import { realSum, decimallyRounded } from './add.ts'
import { realProduct } from './multiply.ts'
import { digitsDivisibleBy, digitsOf } from './exact-decimal.ts'
import { NOT_EXACT, ZERO, inRange, magnitude, scratchWide, type MutableWide, type Wide } from './wide.ts'

/** Below |b_h| by more than |b_l| and the rounding of this product: a lower bound on |b_v|. */
const BELOW = 1 - 2 ** -51

/** A lower bound on |b_v|, above b's bound; Uncertain when b's interval reaches zero. */
function awayFromZero(b: Wide, operation: string): number {
  const bLow = Math.abs(b.hi) * BELOW
  if (!(b.e < bLow)) throw new Uncertain(operation)
  return bLow
}

export function realQuotient(a: Wide, b: Wide, operation: string): Wide {
  // made as every MutableWide is, its members doubles from the start (one shape for every value)
  const out = scratchWide()
  quotientInto(a, b, out, operation)
  return out
}

/** Writes a_v / b_v with its bound to `out` (see the header); Uncertain when b may be zero or the result is beyond float64. */
function quotientInto(a: Wide, b: Wide, out: MutableWide, operation: string): void {
  const bLow = awayFromZero(b, operation)
  if (b.lo === 0 && quotientByDouble(a, b.hi, out)) {
    if (b.e !== 0) out.e = up(out.e + carried(a, magnitude(out) + out.e, b, bLow))
  } else longQuotient(a, b, bLow, out, operation)
  if (!inRange(out.hi, out.lo, out.e)) throw new Uncertain(operation)
}

/** a_v / b_v by long division (see the header), written to `out`. */
function longQuotient(a: Wide, b: Wide, bLow: number, out: MutableWide, operation: string): void {
  const bExact: Wide = b.e === 0 ? b : { hi: b.hi, lo: b.lo, e: 0, places: NOT_EXACT }
  const aExact: Wide = a.e === 0 ? a : { hi: a.hi, lo: a.lo, e: 0, places: NOT_EXACT }
  const q1 = a.hi / b.hi
  const p1 = realProduct({ hi: q1, lo: 0, e: 0, places: NOT_EXACT }, bExact, operation)
  const r = realSum(a.hi, a.lo, 0, -p1.hi, -p1.lo, 0, operation)
  const q2 = r.hi / b.hi
  const hi = q1 + q2
  const lo = sumError(q1, q2, hi)
  const q: Wide = { hi, lo, e: 0, places: NOT_EXACT }
  // The residual a_v − q b_v and the bound of its computation.
  const product = realProduct(q, bExact, operation)
  const residual = realSum(aExact.hi, aExact.lo, 0, -product.hi, -product.lo, product.e, operation)
  const residualBound = residual.e === 0 && residual.hi === 0 ? 0 : up(magnitude(residual) + residual.e)
  const own = residualBound === 0 ? 0 : up(residualBound / bLow)
  out.hi = hi
  out.lo = lo
  if (a.e === 0 && b.e === 0) out.e = own
  else out.e = up(own + carried(a, magnitude(q) + own, b, bLow))
}

/**
 * What the operands' bounds add to a quotient of size at most `size`:
 * (e_a + |a/b| e_b) / (|b| − e_b), with |b| ≥ bLow (see the header).
 */
function carried(a: Wide, size: number, b: Wide, bLow: number): number {
  return up((a.e + size * b.e) / (bLow - b.e))
}

/**
 * a_v / f for a double f (rates over 100 or 1200, an amount over 10^places), with a's own bound
 * carried, written to `out`: half the work of the long division above. q₁ = fl(a_h / f); q₁ f =
 * p + t exactly (TwoProduct); a_h − p is exact (Sterbenz: p is within a factor 2 of a_h); r =
 * (a_h − p − t) + a_l drops two rounding errors, known exactly by TwoSum, so a_v − q₁ f = r + ε₁
 * + ε₂; q₂ = fl(r / f) is off by at most 2^-53 |q₂| (0 when q₂ f = r exactly, checked with
 * TwoProduct); q₁ + q₂ is renormalised exactly. So |a_v / f − q| ≤ (|ε₁| + |ε₂|) / |f| + |r / f −
 * q₂|, plus e_a / |f|. False, with `out` untouched, where TwoProduct cannot be used (the caller
 * then divides the long way).
 */
function quotientByDouble(a: Wide, f: number, out: MutableWide): boolean {
  const q1 = a.hi / f
  const p = q1 * f
  const t = productError(q1, f, p)
  if (Number.isNaN(t) || q1 === 0) return false
  const d = a.hi - p
  const r1 = d - t
  const r = r1 + a.lo
  const dropped = Math.abs(sumError(d, -t, r1)) + Math.abs(sumError(r1, a.lo, r))
  const q2 = r / f
  const q2Error = q2 === 0 || quotientIsExact(r, f, q2) ? 0 : Math.abs(q2) * HALF_ULP
  const hi = q1 + q2
  out.hi = hi
  out.lo = sumError(q1, q2, hi)
  const own = dropped === 0 && q2Error === 0 ? 0 : up(dropped / Math.abs(f) + q2Error)
  out.e = a.e === 0 ? own : up(own + a.e / Math.abs(f))
  return true
}

/** Where `div` has its real quotient written, to be read at once (wide.ts's MutableWide). */
const QUOTIENT = scratchWide()

export function div(a: Wide, b: Wide): Wide {
  // An exact zero divided is an exact zero, in decimal as in the reals.
  if (a.hi === 0 && a.e === 0) {
    awayFromZero(b, 'div')
    return ZERO
  }
  quotientInto(a, b, QUOTIENT, 'div')
  return decimallyRounded(QUOTIENT, 'div', quotientPlaces(a, b))
}

/**
 * The places of a ÷ b when that is an exact decimal (../binary/exact-decimal.ts's splitDivisor):
 * b's digits come from its value when it is a whole number held exactly (bound 0: its value is
 * hi itself, in decimal as in the reals), else from its places (exact-decimal.ts); a's, only
 * when the divisor has a factor other than 2 and 5 (1,740 ÷ 12 is 145).
 */
function quotientPlaces(a: Wide, b: Wide): number {
  if (a.places < 0) return NOT_EXACT
  const whole = b.e === 0 && b.lo === 0 && Number.isSafeInteger(b.hi)
  const digits = whole ? b.hi : b.places >= 0 ? Number(digitsOf(b) ?? NaN) : NaN
  if (!Number.isSafeInteger(digits) || digits === 0) return NOT_EXACT
  splitDivisor(digits)
  if (DIVISOR.rest !== 1 && !digitsDivisibleBy(a, DIVISOR.rest)) return NOT_EXACT
  return Math.max(0, a.places + DIVISOR.places - (whole ? 0 : b.places))
}
