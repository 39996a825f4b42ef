/**
 * Products, sums and figures of the decimal-digits arithmetic at double-double speed.
 *
 * The operands' significands are exact double-double integers (./digits.ts), so their exact
 * product or aligned sum S is found in double-double with a bound (../double-double/multiply.ts
 * and add.ts, the exact-rounding variants), and scaled to the decade of the 28 digits
 * decimal.js keeps: Y = S × 10^-s, with its bound (../double-double/divide.ts). The integer
 * nearest Y, half away from zero, is decimal.js's significand whenever Y's interval holds no
 * half-way point (../double-double/round.ts's `nearestInteger`), which is all but some 10^-4 of
 * the time. Otherwise, and where the decade itself is in doubt (S within 10^-12 of a power of
 * ten), the result is worked out exactly on the significands (./exact.ts): never Uncertain.
 *
 * A figure (`roundedScaled`) is M × 10^(q + places) rounded half away from zero to an integer:
 * M's digits followed by zeros when q + places ≥ 0, else the integer nearest a quotient by a
 * power of ten, found so too.
 */
import type { Scaled } from '../scaled-decimal.ts'
import { realSum } from '../double-double/add.ts'
import { realProduct } from '../double-double/multiply.ts'
import { realQuotient } from '../double-double/divide.ts'
import { nearestInteger } from '../double-double/round.ts'
import { POWERS_OF_TEN, integerDigits, type Wide } from '../double-double/wide.ts'
import { DIGITS, type Digits } from './digits.ts'
import { exactSum, exactTimes } from './exact.ts'
import { roundedScaled as exactRoundedScaled, checkPlaces } from './decisions.ts'

/** The significand as an exact double-double (no bound). */
function significandOf(x: Digits): Wide {
  return { hi: x.h, lo: x.l, e: 0, places: 0 }
}

const TEN_TO_DIGITS = POWERS_OF_TEN[DIGITS]!

/** Where S is taken as too near a power of ten for its decade to be read from its leading double (and the most of S its bound may be). */
const DECADE_MARGIN = 1e-12

/**
 * decimal.js's rounding to 28 digits of S × 10^q (S a real value with its bound, in units of
 * 10^q), or undefined when a bound leaves it in doubt.
 */
function rounded(s: Wide, q: number): Digits | undefined {
  const size = Math.abs(s.hi)
  if (size === 0 || !(s.e < size * DECADE_MARGIN)) return undefined
  const decade = Math.floor(Math.log10(size))
  const low = 10 ** decade
  if (!(size > low * (1 + DECADE_MARGIN) && size < 10 * low * (1 - DECADE_MARGIN))) return undefined
  const shift = decade - (DIGITS - 1)
  if (Math.abs(shift) > 40) return undefined
  const y = shift > 0 ? realQuotient(s, POWERS_OF_TEN[shift]!, 'round') : shift < 0 ? realProduct(s, POWERS_OF_TEN[-shift]!, 'round') : s
  const k = nearestInteger(y, 'round')
  if (k === undefined) return undefined
  // a significand rounded up to 10^28 is 10^27 in the next decade
  if (Math.abs(k.hi) === TEN_TO_DIGITS.hi && Math.abs(k.lo) === TEN_TO_DIGITS.lo) {
    const lowest = POWERS_OF_TEN[DIGITS - 1]!
    return k.hi > 0 ? { h: lowest.hi, l: lowest.lo, q: q + shift + 1 } : { h: -lowest.hi, l: -lowest.lo, q: q + shift + 1 }
  }
  return { h: k.hi, l: k.lo, q: q + shift }
}

export function product(a: Digits, b: Digits): Digits {
  if (a.h === 0 || b.h === 0) return a.h === 0 ? a : b
  return rounded(realProduct(significandOf(a), significandOf(b), 'times'), a.q + b.q) ?? exactTimes(a, b)
}

/**
 * Exponents this far apart leave the smaller operand below half a unit of the larger's last
 * digit, and of the digit after it where the larger is a power of ten and the sum falls into the
 * decade below: the sum rounds to the larger operand itself.
 */
const NEGLIGIBLE = DIGITS + 2

/** a + b, or a − b when `subtract`. */
export function sum(a: Digits, b: Digits, subtract: boolean): Digits {
  if (b.h === 0) return a
  if (a.h === 0) return exactSum(a, b, subtract)
  const bh = subtract ? -b.h : b.h
  const bl = subtract ? -b.l : b.l
  if (a.q - b.q >= NEGLIGIBLE) return a
  if (b.q - a.q >= NEGLIGIBLE) return { h: bh, l: bl, q: b.q }
  // S = the operand of the larger exponent scaled to the other's units, plus the other
  const [high, low, lowHi, lowLo] = a.q >= b.q ? [a, b, bh, bl] : [{ h: bh, l: bl, q: b.q }, a, a.h, a.l]
  const scaled = realProduct(significandOf(high), POWERS_OF_TEN[high.q - low.q]!, 'plus')
  const s = realSum(scaled.hi, scaled.lo, scaled.e, lowHi, lowLo, 0, 'plus')
  if (s.hi === 0 && s.e === 0) return { h: 0, l: 0, q: 0 }
  return rounded(s, low.q) ?? exactSum(a, b, subtract)
}

/** The integer k of x rounded half away from zero to `places` = k × 10^-places, as decimal.ts's. */
export function roundedScaled(x: unknown, places: number): Scaled {
  if (typeof x !== 'object' || x === null || typeof (x as Digits).h !== 'number') return exactRoundedScaled(x, places)
  const d = x as Digits
  checkPlaces(places)
  if (d.h === 0) return 0
  const shift = d.q + places
  if (shift >= 0) return integerDigits(d.h, d.l) + '0'.repeat(shift)
  if (-shift > DIGITS) return 0
  const k = nearestInteger(realQuotient(significandOf(d), POWERS_OF_TEN[-shift]!, 'roundTo'), 'roundTo')
  if (k === undefined) return exactRoundedScaled(x, places)
  if (k.hi === 0) return 0
  return k.lo === 0 && Number.isSafeInteger(k.hi) ? k.hi : integerDigits(k.hi, k.lo)
}
