/**
 * A value of the decimal-digits arithmetic (../decimal-digits.ts), and its exchange with
 * decimal.js.
 *
 * A `Digits` is decimal.js's own result, held exactly: M × 10^q for an integer M of exactly 28
 * digits (10^27 ≤ |M| < 10^28) or M = 0, M kept as a double-double integer pair m = h + l
 * (M < 2^94, so h is the double nearest M and l = M − h an integer below 2^41 in size, both
 * exact) and q a safe integer. Every value decimal.js holds in the project's context has at
 * most 28 significant digits (an input has at most 15, a result is rounded to 28), so each one
 * has exactly one such form, and equal values have equal forms: the order of two values is
 * read from their signs, exponents and significands, with no bound to straddle.
 *
 * `toDecimal` and `fromDecimal` turn a value into the decimal.js value it stands for and back,
 * exactly, for the operations this arithmetic leaves to decimal.js itself.
 */
import { Uncertain } from '../arithmetic.ts'
import { Dec } from '../decimal.ts'
import { integerDigits } from '../double-double/wide.ts'

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

/** The decimal.js value x stands for. */
export function toDecimal(x: Digits): Dec {
  return new Dec(x.h === 0 ? 0 : `${integerDigits(x.h, x.l)}e${x.q}`)
}

/** The Digits of a decimal.js value of at most 28 significant digits (more, or not finite: Uncertain). */
export function fromDecimal(d: Dec): Digits {
  if (d.isZero()) return ZERO
  if (!d.isFinite()) throw new Uncertain('value')
  // d.dddd…e±x: at most 28 digits, which become M's first ones
  const [mantissa = '', exponent = ''] = d.toExponential().split('e')
  const digits = mantissa.replace(/[-.]/g, '')
  if (digits.length > DIGITS) throw new Uncertain('value')
  const m = BigInt(digits.padEnd(DIGITS, '0'))
  const h = Number(m)
  const q = Number(exponent) - (DIGITS - 1)
  if (!Number.isSafeInteger(q)) throw new Uncertain('value')
  const l = Number(m - BigInt(h))
  return d.isNegative() ? { h: -h, l: -l, q } : { h, l, q }
}
