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
 * ten), the result is undefined, and the caller has decimal.js work it out on the same values.
 *
 * A figure (`scaledFigure`) is M × 10^(q + places) rounded half away from zero to an integer:
 * M's digits followed by zeros when q + places ≥ 0, else the integer nearest a quotient by a
 * power of ten, found so too.
 */
import type { Scaled } from '../scaled-decimal.ts'
import { realSum } from '../double-double/add.ts'
import { realProduct } from '../double-double/multiply.ts'
import { realQuotient } from '../double-double/divide.ts'
import { nearestInteger } from '../double-double/round.ts'
import { POWERS_OF_TEN, integerDigits, type Wide } from '../double-double/wide.ts'
import { DIGITS, ZERO, type Digits } from './digits.ts'

/** The significand as an exact double-double (no bound). */
function significandOf(x: Digits): Wide {
  return { hi: x.h, lo: x.l, e: 0, places: 0 }
}

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
  const top = POWERS_OF_TEN[DIGITS]!
  if (Math.abs(k.hi) === top.hi && Math.abs(k.lo) === top.lo) {
    const lowest = POWERS_OF_TEN[DIGITS - 1]!
    return k.hi > 0 ? { h: lowest.hi, l: lowest.lo, q: q + shift + 1 } : { h: -lowest.hi, l: -lowest.lo, q: q + shift + 1 }
  }
  return { h: k.hi, l: k.lo, q: q + shift }
}

/** a × b, or undefined for decimal.js to work out. */
export function product(a: Digits, b: Digits): Digits | undefined {
  if (a.h === 0 || b.h === 0) return ZERO
  return rounded(realProduct(significandOf(a), significandOf(b), 'times'), a.q + b.q)
}

/**
 * Exponents this far apart leave the smaller operand below half a unit of the larger's last
 * digit, and of the digit after it where the larger is a power of ten and the sum falls into the
 * decade below: the sum rounds to the larger operand itself.
 */
const NEGLIGIBLE = DIGITS + 2

/** a + b (b already negated for a − b), or undefined for decimal.js to work out. */
export function sum(a: Digits, b: Digits): Digits | undefined {
  if (b.h === 0) return a
  if (a.h === 0) return b
  if (a.q - b.q >= NEGLIGIBLE) return a
  if (b.q - a.q >= NEGLIGIBLE) return b
  // S = the operand of the larger exponent scaled to the other's units, plus the other
  const [high, low] = a.q >= b.q ? [a, b] : [b, a]
  const scaled = realProduct(significandOf(high), POWERS_OF_TEN[high.q - low.q]!, 'plus')
  const s = realSum(scaled.hi, scaled.lo, scaled.e, low.h, low.l, 0, 'plus')
  if (s.hi === 0 && s.e === 0) return ZERO
  return rounded(s, low.q)
}

/** The integer k of x rounded half away from zero to `places` = k × 10^-places, or undefined for decimal.js to find. */
export function scaledFigure(x: Digits, places: number): Scaled | undefined {
  if (x.h === 0) return 0
  const shift = x.q + places
  if (shift >= 0) return integerDigits(x.h, x.l) + '0'.repeat(shift)
  if (-shift > DIGITS) return 0
  const k = nearestInteger(realQuotient(significandOf(x), POWERS_OF_TEN[-shift]!, 'roundTo'), 'roundTo')
  if (k === undefined) return undefined
  if (k.hi === 0) return 0
  return k.lo === 0 && Number.isSafeInteger(k.hi) ? k.hi : integerDigits(k.hi, k.lo)
}
