/**
 * base^n for a whole n, as decimal.js's `pow` computes it for an integer exponent: x^|n| by
 * repeated squaring (`intPow`), each product exact and then cut to 8 words of 7 digits (at
 * least 50 significant digits, so each cut loses less than 10^-49 of it, toward zero), at most
 * 2 × 53 cuts; then rounded to 28 digits half away from zero, or, for n < 0, 1 divided by it
 * (a division rounded correctly). x = 1 gives x, n = 0 gives 1, n = 1 gives x.
 *
 * That result is the exact power rounded to 28 digits whenever the exact power (or its
 * reciprocal) lies further than decimal.js's own cuts (under 1.1 × 10^-47 of it) from a
 * half-way point of the 28-digit grid, and from a power of ten (where the grid changes).
 * The power is found here to 80 digits (cut toward zero as well, each cut under 10^-79 of it),
 * and answered when it is further than 10^-46 of itself from every such point; otherwise
 * Uncertain: only decimal.js's own cuts could tell. A power with at most 49 significant digits
 * reached without a cut here is exact in decimal.js too (its 8 words hold 49 digits wherever
 * they start, and every power it forms on the way has no more digits than the last), and is
 * rounded as it is, a tie away from zero.
 */
import { Uncertain } from '../arithmetic.ts'
import { DIGITS, LOWEST, ZERO, digitCount, pair, rounded, significand, tenTo, type Digits } from './digits.ts'

/** Digits each product is cut to here. */
const KEPT = 80

/** n × 10^e, positive, cut to KEPT digits toward zero. */
interface Cut {
  n: bigint
  e: number
}

/** A power being formed, and whether a product was cut on the way (trailing zeros too: a cut only ever loses digits). */
class Powers {
  cut = false

  times(a: Cut, b: Cut): Cut {
    const n = a.n * b.n
    const e = a.e + b.e
    const count = digitCount(n)
    if (count <= KEPT) return { n, e }
    this.cut = true
    const drop = count - KEPT
    return { n: n / tenTo(drop), e: e + drop }
  }
}

/** The significant digits decimal.js's intPow keeps in any case (8 words of 7, the first perhaps of 1). */
const UNCUT = 49

/** The digits of n once its trailing zeros are dropped. */
function significantDigits(n: bigint): number {
  const text = n.toString()
  let end = text.length
  while (end > 1 && text.charCodeAt(end - 1) === 48) end--
  return end
}

/**
 * The 28-digit rounding of n × 10^e (n of 55 digits or more, a power of a 28-digit significand
 * or a reciprocal carried to 80, within 10^-46 of itself of decimal.js's unrounded power), or
 * Uncertain when a half-way point or a power of ten lies that close.
 */
function certainlyRounded(negative: boolean, n: bigint, e: number): Digits {
  const count = digitCount(n)
  const margin = n / tenTo(46) + 1n
  const drop = count - DIGITS
  const unit = tenTo(drop)
  let m = n / unit
  const rest = n - m * unit
  const fromHalf = 2n * rest - unit
  if ((fromHalf < 0n ? -fromHalf : fromHalf) <= 2n * margin) throw new Uncertain('pow')
  if (n - tenTo(count - 1) <= margin || tenTo(count) - n <= margin) throw new Uncertain('pow')
  if (fromHalf > 0n) m++
  // m stays below 10^28: n is further than the margin from 10^count
  return pair(negative ? -m : m, e + drop)
}

export function power(base: Digits, n: number): Digits {
  if (!Number.isSafeInteger(n)) throw new TypeError(`${n} is not a safe integer`)
  const m = significand(base)
  const negative = m < 0n
  const magnitude = negative ? -m : m
  if (magnitude === LOWEST && base.q === -(DIGITS - 1) && !negative) return base
  if (n === 0) return pair(LOWEST, -(DIGITS - 1))
  if (base.h === 0) {
    // decimal.js's 0^-n is an infinity, which no Digits holds
    if (n < 0) throw new Uncertain('pow')
    return ZERO
  }
  if (n === 1) return base
  let k = Math.abs(n)
  let x: Cut = { n: magnitude, e: base.q }
  let r: Cut = { n: 1n, e: 0 }
  const powers = new Powers()
  for (;;) {
    if (k % 2) r = powers.times(r, x)
    k = Math.floor(k / 2)
    if (k === 0) break
    x = powers.times(x, x)
  }
  const odd = negative && Math.abs(n) % 2 === 1
  if (!powers.cut && significantDigits(r.n) <= UNCUT) {
    if (n > 0) return rounded(odd, r.n, r.e)
    const scale = digitCount(r.n) + DIGITS + 2
    const q = tenTo(scale) / r.n
    return rounded(odd, q, -scale - r.e, q * r.n !== tenTo(scale))
  }
  if (n > 0) return certainlyRounded(odd, r.n, r.e)
  // 1 / r to 80 digits or more, toward zero (its error under 10^-79 of it)
  const scale = digitCount(r.n) + KEPT
  return certainlyRounded(odd, tenTo(scale) / r.n, -scale - r.e)
}
