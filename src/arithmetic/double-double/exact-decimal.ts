/**
 * Decisions on exact decimals: what no interval can settle, the digits do.
 *
 * An exact tie (₹1,00,00,000 × 1.05^5 = ₹1,27,62,815.625 to the paisa) or an exact equality (an
 * income landing on a slab's threshold) has an interval holding the very point to decide, since
 * the double-double of 1.05 is not 1.05. But a value made from decimal literals by +, −, ×,
 * whole powers and divisions that come out exact (divide.ts), with no result beyond 28
 * digits, is computed by decimal.js without rounding: it is exactly N × 10^-places, the exact
 * result as well, and the operations record that in `places` (wide.ts). When its interval is
 * narrower than half a unit at that many places, only one integer N lies within it, so N is
 * known, and the decision decimal.js makes on that value is made on N, exactly, in BigInt.
 * These paths are taken only where the interval cannot decide (and for a quotient by a
 * divisor with factors other than 2 and 5), so they cost nothing otherwise.
 */
import type { Sign } from '../arithmetic.ts'
import { SMALL, UNITS, roundedDigits, rounds, type Rounding } from '../binary/exact-decimal.ts'
import { productInto } from './multiply.ts'
import { POWERS_OF_TEN, scratchWide, type Wide } from './wide.ts'

/** |N| below this keeps N's double-double pair exact and its scaling within range. */
const LARGEST = 2 ** 100

/**
 * N with x = N × 10^-x.places, when x is an exact decimal and its interval pins N: the scaled
 * interval y = x × 10^places (its bound including the product's rounding) is narrower than ±¼,
 * so N is the integer nearest y. When hi is an integer that is hi + the integer nearest lo
 * (|lo − (N − hi)| ≤ ¼); when it is not, |hi| < 2^52, |lo| ≤ ulp(hi)/2 and hi is within ¼ +
 * |lo| < ½ of N, so N is the integer nearest hi.
 */
export function digitsOf(x: Wide): bigint | undefined {
  const y = pinned(x)
  return y === undefined ? undefined : bigDigits(y)
}

/** N, the integer nearest the pinned y (see digitsOf). */
function bigDigits(y: Wide): bigint {
  return Number.isInteger(y.hi) ? BigInt(y.hi) + BigInt(Math.round(y.lo)) : BigInt(Math.round(y.hi))
}

/** Where `pinned` writes x × 10^places, to be read at once by its caller (wide.ts's MutableWide). */
const SCALED = scratchWide()

/**
 * x × 10^x.places, whose nearest integer is N, when x is an exact decimal whose interval pins N
 * (see digitsOf); written in a scratch value, read before the next call.
 */
function pinned(x: Wide): Wide | undefined {
  if (x.places < 0) return undefined
  const ten = POWERS_OF_TEN[x.places]!
  // A value too large to have its digits pinned is left before the product could overflow.
  if (!(Math.abs(x.hi) * ten.hi < LARGEST)) return undefined
  productInto(x, ten, SCALED, 'exact decimal', x.e === 0)
  if (!(SCALED.e < 0.25) || !(Math.abs(SCALED.hi) < LARGEST)) return undefined
  return SCALED
}

/**
 * N of digitsOf as a double, when |N| < 2^52: N = hi + the integer nearest lo (|lo| ≤ ½ for an
 * integer hi below 2^53, so that is hi, hi + 1 or hi − 1) or the integer nearest hi, exact in a
 * double. Undefined for a larger N.
 */
function smallDigits(y: Wide): number | undefined {
  const n = Number.isInteger(y.hi) ? y.hi + Math.round(y.lo) : Math.round(y.hi)
  return Math.abs(n) < SMALL ? n : undefined
}

/**
 * Whether the whole number n (0 < n < 2^53) divides N, the digits of the exact decimal x; false
 * when x's digits are not pinned. N is hi + the integer nearest lo, or the integer nearest hi
 * (see digitsOf), and the remainder of a double by a double is exact: N mod n is the remainder
 * of the two parts' remainders, with no BigInt. A zero-rate loan's balances, divided by the
 * months of its level payment, are tested so several times a year of its schedule.
 */
export function digitsDivisibleBy(x: Wide, n: number): boolean {
  const y = pinned(x)
  if (y === undefined) return false
  const rest = Number.isInteger(y.hi) ? (y.hi % n) + (Math.round(y.lo) % n) : Math.round(y.hi) % n
  return rest % n === 0
}

/** The order of a and b from their digits, or undefined when either is not a pinned exact decimal. */
export function exactOrder(a: Wide, b: Wide): Sign | undefined {
  const m = digitsOf(a)
  const n = m === undefined ? undefined : digitsOf(b)
  if (m === undefined || n === undefined) return undefined
  const places = Math.max(a.places, b.places)
  const x = m * 10n ** BigInt(places - a.places)
  const y = n * 10n ** BigInt(places - b.places)
  return x < y ? -1 : x > y ? 1 : 0
}

/** The sign of x from its digits, or undefined. */
export function exactSign(x: Wide): Sign | undefined {
  const n = digitsOf(x)
  return n === undefined ? undefined : n < 0n ? -1 : n > 0n ? 1 : 0
}

/**
 * The integer k with k × 10^-places the rounding of the exact decimal x, as decimal.js rounds it
 * (toDecimalPlaces with ROUND_HALF_UP or ROUND_UP, floor, ceil, all exact), as an exact
 * double-double pair; undefined when x's digits are not pinned or k is beyond a pair.
 */
export function exactRounded(x: Wide, places: number, rounding: Rounding): Wide | undefined {
  const y = pinned(x)
  if (y === undefined) return undefined
  const shift = x.places - places
  const n = smallDigits(y)
  if (n !== undefined && shift >= 0 && shift < UNITS.length) {
    const k = roundedDigits(n, UNITS[shift]!, rounding)
    return { hi: k, lo: 0, e: 0, places: 0 }
  }
  const digits = bigDigits(y)
  let k: bigint
  if (shift <= 0) k = digits * 10n ** BigInt(-shift)
  else {
    const unit = 10n ** BigInt(shift)
    k = digits / unit // towards zero
    const rest = digits - k * unit
    if (rounds(rounding, 2n * (rest < 0n ? -rest : rest) >= unit, rest < 0n, rest !== 0n)) k += rounding === 'floor' ? -1n : rounding === 'ceil' ? 1n : digits < 0n ? -1n : 1n
  }
  if (!(Math.abs(Number(k)) < LARGEST)) return undefined
  const hi = Number(k)
  return { hi, lo: Number(k - BigInt(hi)), e: 0, places: 0 }
}

/** Whether the exact decimal x is an integer, from its digits; undefined when they are not pinned. */
export function exactIsInteger(x: Wide): boolean | undefined {
  const n = digitsOf(x)
  return n === undefined ? undefined : n % 10n ** BigInt(x.places) === 0n
}
