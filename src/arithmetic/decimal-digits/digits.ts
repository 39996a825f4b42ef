/**
 * A value of the decimal-digits arithmetic (../decimal-digits.ts) and its rounding to 28 digits.
 *
 * A `Digits` is decimal.js's own result, held exactly: M × 10^q for an integer M of exactly 28
 * digits (10^27 ≤ |M| < 10^28) or M = 0, M kept as a double-double integer pair m = h + l
 * (M < 2^94, so h is the double nearest M and l = M − h an integer below 2^41 in size, both
 * exact) and q a safe integer. Every value decimal.js holds in the project's context has at
 * most 28 significant digits (an input has at most 15, a result is rounded to 28), so each one
 * has exactly one such form, and equal values have equal forms: the order of two values is
 * read from their signs, exponents and significands, with no bound to straddle.
 *
 * `rounded` is decimal.js's rounding of an exact result: 28 significant digits, half away from
 * zero (ROUND_HALF_UP), from the result's integer digits N (a BigInt) times 10^q and whether
 * anything non-zero lies below N (`sticky`, a division's remainder).
 */
import { Uncertain } from '../arithmetic.ts'

export interface Digits {
  /** The double nearest M (its sign is the value's; 0 for zero). */
  readonly h: number
  /** M − h, an integer. */
  readonly l: number
  /** The exponent of the last of M's 28 digits. */
  readonly q: number
}

/** The significant digits every non-zero value has. */
export const DIGITS = 28

export const ZERO: Digits = { h: 0, l: 0, q: 0 }

/** 10^k as a BigInt, k from 0 up (kept once computed). */
const powers: bigint[] = [1n]
export function tenTo(k: number): bigint {
  for (let i = powers.length; i <= k; i++) powers.push(powers[i - 1]! * 10n)
  return powers[k]!
}

/** 10^27 and 10^28, the bounds of a significand. */
export const LOWEST = tenTo(DIGITS - 1)
export const BEYOND = tenTo(DIGITS)

/** M as a BigInt. */
export function significand(x: Digits): bigint {
  return x.l === 0 ? BigInt(x.h) : BigInt(x.h) + BigInt(x.l)
}

/** The number of decimal digits of n > 0. */
export function digitCount(n: bigint): number {
  return n.toString().length
}

/**
 * The value sign × N × 10^q for an integer N ≥ 0 of at most 28 digits (decimal.js holds it
 * unrounded), brought to 28 digits.
 */
export function exactly(negative: boolean, n: bigint, q: number): Digits {
  if (n === 0n) return ZERO
  const count = digitCount(n)
  if (count > DIGITS) throw new RangeError(`${count} digits where at most ${DIGITS} were expected`)
  const shift = DIGITS - count
  return pair(negative ? -(n * tenTo(shift)) : n * tenTo(shift), q - shift)
}

/** The Digits of a 28-digit M (signed) and q; beyond a safe exponent Uncertain. */
export function pair(m: bigint, q: number): Digits {
  if (!Number.isSafeInteger(q)) throw new Uncertain('exponent')
  const h = Number(m)
  return { h, l: Number(m - BigInt(h)), q }
}

/**
 * decimal.js's result for the exact value sign × (N + f) × 10^q, N ≥ 0 an integer and
 * 0 ≤ f < 1 (f > 0 exactly when `sticky`): rounded to 28 significant digits, half away from
 * zero. N has at least 29 digits whenever f may be non-zero, so f only breaks a tie of N's
 * digits (and a tie is always broken upwards by it, as by rounding half away from zero).
 */
export function rounded(negative: boolean, n: bigint, q: number, sticky = false): Digits {
  if (n === 0n) {
    if (sticky) throw new RangeError('a fraction below a zero integer part')
    return ZERO
  }
  const count = digitCount(n)
  if (count <= DIGITS) {
    if (sticky) throw new RangeError('a fraction below fewer than 29 digits')
    return exactly(negative, n, q)
  }
  const cut = count - DIGITS
  const unit = tenTo(cut)
  let m = n / unit
  // half away from zero: up when the rest is half a unit or more (2 × rest is even, the unit
  // even too, so a rest just below half is below it whatever the fraction under it)
  if (2n * (n - m * unit) >= unit) m++
  if (m === BEYOND) return pair(negative ? -LOWEST : LOWEST, q + cut + 1)
  return pair(negative ? -m : m, q + cut)
}
