/**
 * A decimal literal as a Bounded value.
 *
 * decimal.js reads a literal exactly (its constructor does not round), so both the exact and
 * the decimal value of "8.5" are the literal itself. `Number(text)` is the double nearest to
 * it, off by at most 2^-53 of itself (2^-1075 when subnormal). The bound is 0 when the
 * literal is exactly a double, which is decided from its digits: with the digits M (at most
 * 15, trailing zeros dropped) and the literal M × 10^q,
 * - q ≥ 0: exact when the integer M × 10^q is a safe integer;
 * - q < 0: M / 10^k with k = −q is M / 5^k / 2^k, a double when 5^k divides M (5^k ≤ 5^22
 *   is exact; beyond that no 15-digit M is a multiple).
 * Anything decimal.js reads but this does not (hexadecimal, Infinity, NaN) is Uncertain.
 */
import { Uncertain } from '../arithmetic.ts'
import { HALF_ULP, bounded, up, type Bounded } from './bound.ts'

const LITERAL = /^[+-]?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/
const POWERS_OF_FIVE: readonly number[] = Array.from({ length: 23 }, (_, k) => 5 ** k)

export function fromText(text: string): Bounded {
  const parts = LITERAL.exec(text)
  const whole = parts?.[1] ?? ''
  const fraction = parts?.[2] ?? ''
  if (!parts || whole.length + fraction.length === 0) throw new Uncertain('fromText')
  const v = Number(text)
  return bounded(v, isExactDouble(v, whole + fraction, Number(parts[3] ?? 0) - fraction.length) ? 0 : up(Math.abs(v) * HALF_ULP), 'fromText')
}

/** Whether the literal digits × 10^exponent is exactly the double v. */
function isExactDouble(v: number, digits: string, exponent: number): boolean {
  let first = 0
  while (first < digits.length && digits.charCodeAt(first) === 48) first++
  let end = digits.length
  while (end > first && digits.charCodeAt(end - 1) === 48) end--
  if (end === first) return true // zero
  if (end - first > 15) return false
  const scale = exponent + (digits.length - end)
  if (scale >= 0) return Number.isSafeInteger(v)
  const fives = POWERS_OF_FIVE[-scale]
  return fives !== undefined && Number(digits.slice(first, end)) % fives === 0
}
