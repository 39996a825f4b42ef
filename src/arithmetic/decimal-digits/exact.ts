/**
 * + − × ÷ of the decimal-digits arithmetic worked out exactly on the significands (BigInt),
 * then rounded as decimal.js rounds them (./digits.ts's `rounded`): decimal.js computes each of
 * these correctly rounded to 28 digits, half away from zero, so the exact result rounded once is
 * its result. ./fast.ts decides most products and sums in double-double and comes here only for
 * the few its bound cannot.
 */
import { Uncertain } from '../arithmetic.ts'
import { DIGITS, ZERO, rounded, significand, tenTo, type Digits } from './digits.ts'

function isZero(x: Digits): boolean {
  return x.h === 0
}

export function exactTimes(a: Digits, b: Digits): Digits {
  if (isZero(a) || isZero(b)) return ZERO
  const p = significand(a) * significand(b)
  return p < 0n ? rounded(true, -p, a.q + b.q) : rounded(false, p, a.q + b.q)
}

/** a + b, or a − b when `subtract`. */
export function exactSum(a: Digits, b: Digits, subtract: boolean): Digits {
  let mb = significand(b)
  if (subtract) mb = -mb
  if (isZero(b)) return a
  if (isZero(a)) return rounded(mb < 0n, mb < 0n ? -mb : mb, b.q)
  const q = Math.min(a.q, b.q)
  const s = significand(a) * tenTo(a.q - q) + mb * tenTo(b.q - q)
  return s < 0n ? rounded(true, -s, q) : rounded(false, s, q)
}

/**
 * a ÷ b: the quotient's integer part after 30 more digits of a (at least 30 digits, since
 * both significands have 28) and whether a remainder is left. Uncertain for b = 0 (decimal.js
 * answers an infinity, which no Digits holds).
 */
export function exactQuotient(a: Digits, b: Digits): Digits {
  if (isZero(b)) throw new Uncertain('div')
  if (isZero(a)) return ZERO
  const ma = significand(a)
  const mb = significand(b)
  const negative = ma < 0n !== mb < 0n
  const n = (ma < 0n ? -ma : ma) * tenTo(EXTRA)
  const d = mb < 0n ? -mb : mb
  const quotient = n / d
  return rounded(negative, quotient, a.q - b.q - EXTRA, quotient * d !== n)
}

/** Digits a quotient is carried to beyond the dividend's: enough for 29 or more. */
const EXTRA = DIGITS + 2
