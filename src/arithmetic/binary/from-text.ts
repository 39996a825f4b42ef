/**
 * A decimal literal as a Bounded value.
 *
 * decimal.js reads a literal exactly (its constructor does not round), so both the exact and
 * the decimal value of "8.5" are the literal itself. `Number(text)` is the double nearest to
 * it, off by at most 2^-53 of itself (2^-1075 when subnormal). The bound is 0 when the
 * literal is exactly a double, which is decided from its digits: with the significant digits
 * M (at most 15, trailing zeros dropped) and the literal M × 10^q,
 * - q ≥ 0: exact when the integer M × 10^q is a safe integer;
 * - q < 0: M / 10^k with k = −q is M / 5^k / 2^k, a double when 5^k divides M (5^k ≤ 5^22
 *   is exact; beyond that no 15-digit M is a multiple).
 * Anything decimal.js reads but this does not (hexadecimal, Infinity, NaN) is Uncertain. The
 * literal is an exact decimal with as many places as its digits after the point (less the
 * exponent, trailing zeros dropped).
 *
 * Every number parameter of every request is read here, so the literal is scanned once, by
 * character code, with no regular expression or substring, and its double is computed from the
 * digits read (nearestDouble).
 */
import { Uncertain } from '../arithmetic.ts'
import { HALF_ULP, POWERS_OF_TEN, bounded, exactPlaces, up, type Bounded } from './bound.ts'

const PLUS = 43
const MINUS = 45
const POINT = 46
const ZERO = 48
const NINE = 57
const LOWER_E = 101
const UPPER_E = 69
const POWERS_OF_FIVE: readonly number[] = Array.from({ length: 23 }, (_, k) => 5 ** k)
/** The most significant digits whose value M is held exactly while it is accumulated. */
const MOST_DIGITS = 15

export function fromText(text: string): Bounded {
  const end = text.length
  let i = text.charCodeAt(0) === MINUS || text.charCodeAt(0) === PLUS ? 1 : 0
  let digits = 0
  let point = false
  let fractionDigits = 0
  // M: the digits from the first non-zero one to the last, and how many they are; zeros after
  // the last non-zero digit wait in `zeros` until another non-zero digit follows.
  let significand = 0
  let significant = 0
  let zeros = 0
  for (; i < end; i++) {
    const c = text.charCodeAt(i)
    if (c >= ZERO && c <= NINE) {
      digits++
      if (point) fractionDigits++
      if (c === ZERO) {
        if (significant > 0) zeros++
        continue
      }
      significant += zeros + 1
      if (significant <= MOST_DIGITS) significand = significand * 10 ** (zeros + 1) + (c - ZERO)
      zeros = 0
    } else if (c === POINT && !point) {
      point = true
    } else break
  }
  let exponent = 0
  if (i < end) {
    const c = text.charCodeAt(i)
    if (c !== LOWER_E && c !== UPPER_E) throw new Uncertain('fromText')
    exponent = exponentOf(text, i + 1)
  }
  if (digits === 0) throw new Uncertain('fromText')
  const scale = exponent - fractionDigits + zeros
  const v = nearestDouble(text, significand, significant, scale)
  const e = isExactDouble(v, significand, significant, scale) ? 0 : up(Math.abs(v) * HALF_ULP)
  return bounded(v, e, 'fromText', exactPlaces(Math.abs(v) + e, scale < 0 ? -scale : 0))
}

/**
 * Number(text) for the literal `text` whose significant digits M, `significant` of them, stand
 * for M × 10^scale: the double nearest it. M (at most 15 digits) and 10^|scale| up to 10^22 are
 * exact, so one multiplication or division rounds it correctly; other literals are converted by
 * Number. The sign is the text's first character.
 */
export function nearestDouble(text: string, significand: number, significant: number, scale: number): number {
  if (significant > MOST_DIGITS || scale > 22 || scale < -22) return Number(text)
  const magnitude = scale >= 0 ? significand * POWERS_OF_TEN[scale]! : significand / POWERS_OF_TEN[-scale]!
  return text.charCodeAt(0) === MINUS ? -magnitude : magnitude
}

/** The exponent after `e`: an optional sign and at least one digit, to the end of the text. */
function exponentOf(text: string, from: number): number {
  const sign = text.charCodeAt(from)
  const start = sign === MINUS || sign === PLUS ? from + 1 : from
  if (start >= text.length) throw new Uncertain('fromText')
  let value = 0
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c < ZERO || c > NINE) throw new Uncertain('fromText')
    value = value * 10 + (c - ZERO)
  }
  return sign === MINUS ? -value : value
}

/** Whether the literal M × 10^scale, M with `significant` digits, is exactly the double v. */
function isExactDouble(v: number, significand: number, significant: number, scale: number): boolean {
  if (significant === 0) return true // zero
  if (significant > MOST_DIGITS) return false
  if (scale >= 0) return Number.isSafeInteger(v)
  const fives = POWERS_OF_FIVE[-scale]
  return fives !== undefined && significand % fives === 0
}
