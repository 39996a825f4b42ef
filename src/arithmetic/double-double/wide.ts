/**
 * A double-double value and what every operation in this folder builds it from.
 *
 * A `Wide` is an unevaluated sum hi + lo of two doubles, normalised (hi = fl(hi + lo), so
 * |lo| ≤ ulp(hi)/2: about 106 significant bits, some 32 digits), and a bound `e` on its
 * absolute error. The invariant is binary's (../binary/bound.ts): the result decimal.js (28
 * significant digits, ROUND_HALF_UP) computes lies in [hi + lo − e, hi + lo + e], and so does
 * the exact real result of the same operations on the exact inputs, except that a growth
 * factor holds decimal's own base raised to the power (./growth-factor.ts) rather than the
 * exact one; `e = 0` means both are exactly hi + lo. Bounds are computed in float64 and
 * rounded upwards with binary's `up` (each bound formula here has fewer than 20 operations on
 * non-negative numbers, as `up` requires).
 *
 * Since decimal.js rounds every + − × ÷ to 28 digits (half a unit in the 28th digit, at most
 * 5e-28 of the result, see `decimallyRounded` in ./add.ts), that allowance, not the 2^-104 of
 * double-double's own rounding, is what a bound mostly holds; it is still some 10^-9 of a
 * paisa on ₹10^16, so long schedules and large figures round to the paisa with room to spare.
 *
 * Spreads: a Wide is made member by member, never copied as `{ ...x }`. V8 makes such a copy
 * of an object whose fields hold doubles by turning those fields into tagged ones, in the
 * shape every Wide shares, so that from then on each value boxes its doubles anew: one
 * fractional power (exp-log.ts's series started as a copy) made a 30-year rent-vs-buy take
 * 22 % more CPU for the rest of the process.
 */
import { Uncertain } from '../arithmetic.ts'
import { decimalExact } from '../binary/bound.ts'
import { productError } from '../binary/two-product.ts'

export interface Wide {
  /** The leading double: the double nearest hi + lo. */
  readonly hi: number
  /** The trailing double, |lo| ≤ ulp(hi)/2. */
  readonly lo: number
  /** A bound on |hi + lo − exact| and on |hi + lo − decimal.js's result|. */
  readonly e: number
  /**
   * From 0 up: the value is an exact decimal, N × 10^-places for an integer N, which decimal.js
   * computes without rounding, so that it is both the exact and the decimal result
   * (./exact-decimal.ts). NOT_EXACT (−1) when that is not known.
   */
  readonly places: number
}

export const NOT_EXACT = -1

export const ZERO: Wide = { hi: 0, lo: 0, e: 0, places: 0 }
export const ONE: Wide = { hi: 1, lo: 0, e: 0, places: 0 }

/**
 * A Wide under construction, or a real result written in place to be read at once (add.ts's
 * SUM, multiply.ts's PRODUCT): a value made only to be read once and dropped would still be
 * allocated, V8 not removing it across these calls, doubling what an operation allocates.
 */
export interface MutableWide {
  hi: number
  lo: number
  e: number
  /** Always NOT_EXACT: a real result under construction makes no claim of decimal exactness. */
  readonly places: number
}

/** A new MutableWide (its members start as doubles, the representation they keep). */
export function scratchWide(): MutableWide {
  return { hi: 0.5, lo: 0.5, e: 0.5, places: NOT_EXACT }
}

/** Whether `x` is a Wide (and not, say, a record of them). */
export function isWide(x: unknown): x is Wide {
  return typeof x === 'object' && x !== null && typeof (x as Wide).hi === 'number' && typeof (x as Wide).lo === 'number' && typeof (x as Wide).e === 'number'
}

/** Whether hi, lo and e are within float64's range; beyond it there is nothing to certify. */
export function inRange(hi: number, lo: number, e: number): boolean {
  return Math.abs(hi) <= Number.MAX_VALUE && Math.abs(lo) <= Number.MAX_VALUE && e <= Number.MAX_VALUE
}

/** A Wide value; beyond float64's range (or an unbounded bound) Uncertain. */
export function wide(hi: number, lo: number, e: number, operation: string, places = NOT_EXACT): Wide {
  if (!inRange(hi, lo, e)) throw new Uncertain(operation)
  return { hi, lo, e, places }
}

/** The same value and bound, known to be an exact decimal with `places` places (or not: NOT_EXACT). */
export function withPlaces(x: Wide, places: number): Wide {
  return x.places === places ? x : { hi: x.hi, lo: x.lo, e: x.e, places }
}

/** The most places an exact decimal is followed with: 10^40 still has an exact double-double (5^40 < 2^106). */
export const MOST_PLACES = 40

/** 10^0 … 10^MOST_PLACES as exact double-doubles: hi the double nearest the power, lo the rest (5^k < 2^106). */
export const POWERS_OF_TEN: readonly Wide[] = Array.from({ length: MOST_PLACES + 1 }, (_, k) => {
  const n = 10n ** BigInt(k)
  const hi = Number(n)
  return { hi, lo: Number(n - BigInt(hi)), e: 0, places: 0 }
})

/**
 * The places of a result that is N × 10^-places exactly (the operands exact decimals) and whose
 * size is at most `size`, when decimal.js does not round it: N below 10^28 has at most 28
 * digits. The product with 10^places may be a little off, so N is kept below 0.999 × 10^28.
 * NOT_EXACT when places is, or exceeds MOST_PLACES, or N may need more digits.
 *
 * The places returned are a small integer V8 holds untagged (`| 0`, safe below MOST_PLACES):
 * places computed from a double (a power's exponent read from a value, 2 × 2.0) would be
 * stored as a boxed number, and one such store changes the field's representation in every
 * Wide's shape from then on, so that each later value of any calculation allocates a box for
 * its places and every long calculation after one such request is much slower.
 */
export function exactPlaces(size: number, places: number): number {
  if (places < 0 || places > MOST_PLACES) return NOT_EXACT
  return size * POWERS_OF_TEN[places]!.hi < 0.999e28 ? places | 0 : NOT_EXACT
}

/** |hi + lo|, rounded upwards (|lo| ≤ ulp(hi)/2, so this is |hi| (1 + 2^-52) at most). */
export function magnitude(x: Wide): number {
  return Math.abs(x.hi) + Math.abs(x.lo)
}

/**
 * Whether decimal.js holds hi + lo exactly in 28 significant digits, so that an exact result
 * equal to it is not rounded by the decimal path. A multiple of 2^-k (k ≥ 0) has at most k
 * decimal places, so one below 10^(28 − k) in size has at most 28 digits. lo's lowest bit is
 * below hi's (|lo| ≤ ulp(hi)/2), so hi + lo is a multiple of 2^-k exactly when lo is. 0.9
 * keeps the size test strict despite 10^(28 − k) and |hi| + |lo| being rounded.
 */
export function decimalExactWide(hi: number, lo: number): boolean {
  if (lo === 0) return decimalExact(hi)
  let k = 0
  for (let x = lo; !Number.isInteger(x); x *= 2) if (++k > 28) return false
  return Math.abs(hi) + Math.abs(lo) < 0.9 * 10 ** (28 - k)
}

/**
 * The decimal digits of the integer k = hi + lo (both integers, normalised; `-` first when
 * negative). Below 2^100, as every figure's k is, in doubles (several times quicker than through
 * a BigInt): |k| is cut into U × 10^15 + R, 0 ≤ R < 10^15, and written as U's digits then R's
 * fifteen. Beyond, through a BigInt.
 *
 * With H = |hi| and L = ±lo (so that |k| = H + L), U = ⌊H / 10^15⌋ is below 2^100 / 10^15 < 2^51
 * and perhaps one off; U × 10^15 = p + t exactly (TwoProduct, both integers). Where H ≥ 10^15,
 * p is within a factor of 2 of H, so H − p is exact (Sterbenz), and R = (H − p) − t + L sums
 * integers of at most some 10^15 + 2^48 in size (|t| ≤ ulp(p)/2, |L| ≤ ulp(H)/2 ≤ 2^47), exact
 * below 2^53. R is then brought into [0, 10^15) a 10^15 at a time, U moving the other way.
 * Where H < 10^15, k is a safe integer and written as one.
 */
export function integerDigits(hi: number, lo: number): string {
  const sign = hi < 0 ? '-' : ''
  const H = Math.abs(hi)
  const L = hi < 0 ? -lo : lo
  if (H < SPLIT) return sign + String(H + L)
  if (!(H < 2 ** 100)) return String(BigInt(hi) + BigInt(lo))
  let U = Math.floor(H / SPLIT)
  const p = U * SPLIT
  let R = H - p - productError(U, SPLIT, p) + L
  while (R < 0) {
    R += SPLIT
    U--
  }
  while (R >= SPLIT) {
    R -= SPLIT
    U++
  }
  return sign + String(U) + String(R).padStart(15, '0')
}

/** 10^15, where integerDigits cuts an integer's digits. */
const SPLIT = 1e15
