/**
 * A binary value and the constants every bound is built from.
 *
 * A `Bounded` is a float64 `v`, a bound `e` on its absolute error and, where known, its decimal
 * places. The invariant every operation keeps: both the exact real result of the same
 * operations on the exact inputs and the result decimal.js (28 significant digits,
 * ROUND_HALF_UP) computes lie in [v − e, v + e]. `e = 0` therefore means both are exactly `v`.
 * `places` ≥ 0 means both are also one decimal with that many places (./exact-decimal.ts).
 *
 * A bound is itself computed in floating point, so it is rounded upwards by `up`:
 * - every bound formula in this folder is a sum of products and quotients of non-negative
 *   numbers with fewer than 20 floating-point operations; each rounds to nearest and so loses
 *   at most a factor (1 − 2^-53), and (1 − 2^-53)^21 × (1 + 2^-48) > 1;
 * - in the subnormal range an operation may lose up to 2^-1075 absolutely instead; 21 such
 *   losses stay below 2^-1070, which `up` adds (it is absorbed, harmlessly, when the bound is
 *   large enough for its relative slack to cover those losses many times over).
 */
import { Uncertain } from '../arithmetic.ts'

export interface Bounded {
  /** The float64 value. */
  readonly v: number
  /** A bound on |v − exact| and on |v − decimal.js's result|. */
  readonly e: number
  /**
   * When not NOT_EXACT: the exact result and decimal.js's are one decimal, an integer times
   * 10^-places (./exact-decimal.ts).
   */
  readonly places: number
}

/** `places` of a value not known to be an exact decimal. */
export const NOT_EXACT = -1

/** Unit roundoff of float64: a rounding to nearest is off by at most 2^-53 of the result. */
export const HALF_ULP = 2 ** -53

const UP = 1 + 2 ** -48
const TINY = 2 ** -1070

/** A bound computed in float64, made large enough to cover its own rounding (see above). */
export function up(bound: number): number {
  return bound * UP + TINY
}

/**
 * decimal.js rounds the result of + − × ÷ correctly to 28 significant digits: off by at most
 * half a unit in the 28th digit, which is at most 5e-28 of the result. Twice that is used.
 */
export const DECIMAL_ROUNDING = 1e-27

/**
 * decimal.js's `pow` (integer powers by squaring with guard digits; other exponents through
 * exp and ln) promises results "almost always correctly rounded", not always; a thousand
 * times the allowance of + − × ÷ is assumed of it.
 */
export const DECIMAL_POW_ROUNDING = 1e-24

/**
 * decimal.js's `pow` with a safe-integer exponent, as it is written (decimal.js 10, `intPow`):
 * squarings and products computed exactly, each truncated to 8 words of 7 digits (at least 50
 * significant digits, a relative loss below 10^-49); a relative error δ doubles at most per
 * squaring, so after at most 53 of them the power is within 2 × 2^53 × 10^-49 < 2 × 10^-33 of
 * itself; `finalise` then rounds it once to 28 digits (5e-28), or, for a negative exponent,
 * 1 is divided by it and that quotient rounded (5e-28). 10^-27 of the result covers both.
 * Used by the double-double arithmetic, whose bounds are fine enough for the difference from
 * DECIMAL_POW_ROUNDING to matter.
 */
export const DECIMAL_INTEGER_POW_ROUNDING = 1e-27

/**
 * Whether decimal.js holds the double `v` exactly in 28 significant digits, so that an exact
 * result equal to `v` is not rounded by the decimal path: an integer below 10^28 has at most
 * 28 digits; a multiple of 2^-13 below 10^15 has at most 15 digits before the point and 13
 * after it.
 */
export function decimalExact(v: number): boolean {
  return Number.isInteger(v) ? Math.abs(v) < 1e28 : Math.abs(v) < 1e15 && Number.isInteger(v * 8192)
}

/** The most places followed: 10^22 is the largest power of ten a double holds exactly. */
const MOST_PLACES = 22

/**
 * The places of a result that is N × 10^-places exactly (the operands exact decimals) and whose
 * size is at most `size`, when decimal.js does not round it: N below 10^28 has at most 28
 * digits, and 0.999 × 10^28 leaves room for the product's rounding. NOT_EXACT when places is,
 * or exceeds MOST_PLACES, or N may need more digits. `| 0` keeps places a small integer, the
 * representation V8 stores untagged in every value's shape.
 */
export function exactPlaces(size: number, places: number): number {
  if (places < 0 || places > MOST_PLACES) return NOT_EXACT
  return size * POWERS_OF_TEN[places]! < 0.999e28 ? places | 0 : NOT_EXACT
}

/**
 * The value v of an operation whose real result lies within `real` of it (the operands' bounds
 * carried and its own rounding), as the decimal path computes it: exact (bound 0) when the real
 * result is v (`exactReal`) and decimal.js holds v in 28 digits; otherwise decimal.js's rounding
 * of a value that size, `rounding` of it, is added. Its places are `places` while it fits 28
 * digits (exactPlaces): decimal.js then does not round it.
 */
export function decimalResult(v: number, real: number, exactReal: boolean, rounding: number, places: number, operation: string): Bounded {
  const e = exactReal && decimalExact(v) ? 0 : up(real + rounding * (Math.abs(v) + real))
  return bounded(v, e, operation, exactPlaces(Math.abs(v) + e, places))
}

/** A Bounded value; beyond float64's range there is nothing to certify, so `operation` is Uncertain. */
export function bounded(v: number, e: number, operation: string, places = NOT_EXACT): Bounded {
  if (!(Math.abs(v) <= Number.MAX_VALUE && e <= Number.MAX_VALUE)) throw new Uncertain(operation)
  return { v, e, places }
}

/** 10^0 … 10^22, each exact in a double. */
export const POWERS_OF_TEN: readonly number[] = Array.from({ length: 23 }, (_, k) => 10 ** k)

/** Exactly 0 and 1, in decimal as in the reals. */
export const ZERO: Bounded = { v: 0, e: 0, places: 0 }
export const ONE: Bounded = { v: 1, e: 0, places: 0 }
