/**
 * Rounding to decimal places: half away from zero (`roundTo`, `roundedScaled`) and away from zero
 * (`roundUpTo`); `places` from -22 to 22, as binary's (../binary/round.ts), in double-double.
 *
 * The value is scaled to y = x × 10^places (x ÷ 10^-places when negative), the real product or
 * quotient with its bound; y only decides, it is never returned. The candidate integer k (a
 * double-double of two integers: hi, or hi + round(lo) when hi is an integer) is certain when:
 * - half away from zero: y's whole interval lies strictly inside (k − ½, k + ½), the ends
 *   exact double-doubles since |k_l| < 2^52 keeps k_l ± ½ exact. When y is exact (bound 0:
 *   an exact value exactly scaled) it is both the exact and the decimal value, so a tie on
 *   it is decided as decimal decides it, away from zero;
 * - away from zero: y exact and an integer gives y; otherwise y's interval strictly inside
 *   (m, m + 1) for m = floor(y) gives m + 1 (m ≥ 0) or m (m < 0).
 * Any other interval reaching a half-way point (or an integer, rounding away) is decided by x's
 * digits when x is known to be an exact decimal (./exact-decimal.ts): 0.29 ÷ 2 = 0.145 is, and
 * rounds to 0.15 as in decimal.js. Otherwise it is Uncertain: decimal.js's square root of
 * 0.021025 is 0.145 as well, but a fractional power is not followed as exact, and no
 * double-double holds 0.145 itself.
 * decimal.js's toDecimalPlaces and toNearest are exact, so both the exact and the decimal result
 * are the decimal R = k × 10^-places. The value returned is the real quotient k ÷ 10^places
 * (or product k × 10^-places) of divide.ts / multiply.ts, whose bound is |R − v| itself, an
 * exact decimal with `places` places (none when negative).
 */
import { NotAValue, Uncertain } from '../arithmetic.ts'
import { tenTo } from '../binary/round.ts'
import { HALF_ULP, up } from '../binary/bound.ts'
import type { Scaled } from '../scaled-decimal.ts'
import { realSum } from './add.ts'
import { realProduct } from './multiply.ts'
import { realQuotient } from './divide.ts'
import { orderTo } from './order.ts'
import { floorOf, integerPair, strictlyBetween } from './integer-part.ts'
import { exactRounded } from './exact-decimal.ts'
import { POWERS_OF_TEN, ZERO, integerDigits, isWide, withPlaces, type Wide } from './wide.ts'

/** |y| below this keeps k_l (at most half an ulp of k_h) below 2^52, so k_l ± ½ and k_l + 1 are exact. */
const LARGEST_SCALED = 2 ** 100

/** 10^|places| as an exact double-double, for places from -22 to 22 (binary's `tenTo` checks the range). */
function tenToWide(places: number): Wide {
  tenTo(Math.abs(places))
  return POWERS_OF_TEN[Math.abs(places)]!
}

/** x × 10^places: the real value with its bound. */
function scaled(x: Wide, places: number, operation: string): Wide {
  const ten = tenToWide(places)
  const y = places < 0 ? realQuotient(x, ten, operation) : realProduct(x, ten, operation)
  if (!(Math.abs(y.hi) < LARGEST_SCALED)) throw new Uncertain(operation)
  return y
}

/** The double-double nearest k × 10^-places, with its distance from that decimal as the bound: an exact decimal. */
function decimalOf(k: Wide, places: number): Wide {
  if (k.hi === 0) return ZERO
  const ten = tenToWide(places)
  return withPlaces(places < 0 ? realProduct(k, ten, 'roundTo') : realQuotient(k, ten, 'roundTo'), Math.max(0, places))
}

/**
 * The integer k with k × 10^-places the rounding of x half away from zero: from x's digits
 * when it is an exact decimal whose digits are pinned (./exact-decimal.ts), else from its
 * interval, or Uncertain when that allows two. The digits come first: a tie (₹83,333.325), which
 * no interval can round, is common where the values are exact, and they are cheaper to read than
 * the interval is to try.
 */
function nearestScaled(x: Wide, places: number): Wide {
  const k = (x.places >= 0 ? exactRounded(x, places, 'half') : undefined) ?? nearestInteger(scaled(x, places, 'roundTo'), 'roundTo')
  if (k === undefined) throw new Uncertain('roundTo')
  return k
}

/**
 * The integer nearest y (|y| < 2^100), halves away from zero, as decimal.js rounds the same
 * real value; undefined when y's interval allows two.
 */
export function nearestInteger(y: Wide, operation: string): Wide | undefined {
  // The candidate: the integer nearest y (Math.round rounds halves up; ties are settled here
  // when y is exact, and otherwise by the check below). When hi is an integer it is hi + the
  // integer nearest lo. When it is not, |hi| < 2^52, ulp(hi) ≤ ½ and |lo| ≤ ¼: the integer
  // nearest hi, or its neighbour when hi is a half-integer that lo pushes across.
  const whole = Number.isInteger(y.hi)
  let kh = whole ? y.hi : Math.round(y.hi)
  const kl = whole ? Math.round(y.lo) : 0
  if (!whole) {
    const d = (y.hi - kh) + y.lo
    kh += d > 0.5 ? 1 : d < -0.5 ? -1 : 0
  }
  if (y.e === 0) {
    // y − k exactly when it may be ±½: a double less its nearest integer is exact; when hi is
    // not an integer, |hi − k| < ½ is at most ½ − ulp(hi) and |lo| ≤ ulp(hi)/2 keeps the sum
    // below ½, so only a half-integer hi with lo = 0 is a tie.
    const f = whole ? y.lo - kl : y.lo === 0 ? y.hi - kh : 0
    if (Math.abs(f) === 0.5) return integerPair(kh, kl + f + (y.hi > 0 ? 0.5 : -0.5))
  }
  const k = integerPair(kh, kl)
  // Quickly: |y − k| with its bound below ½ (one subtraction); else the two exact comparisons.
  const d = realSum(y.hi, y.lo, y.e, -k.hi, -k.lo, 0, operation)
  if (up(Math.abs(d.hi) + Math.abs(d.lo) + d.e) < 0.5) return k
  if (orderTo(y, k.hi, k.lo - 0.5) === 1 && orderTo(y, k.hi, k.lo + 0.5) === -1) return k
  return undefined
}

export function roundTo(x: Wide, places: number): Wide {
  return decimalOf(nearestScaled(x, places), places)
}

/**
 * The integer k of roundTo(x, places) = k × 10^-places, the form a figure is written from.
 *
 * At once, in doubles, when y = fl(fl(hi × 10^places) + fl(lo × 10^places)) is clear of every
 * half-way point: 10^places is exact, so the real x × 10^places is within e × 10^places plus
 * the three roundings (each at most 2^-53 of its result) of y, and y − round(y) is exact for
 * |y| < 2^51. Otherwise (a value near a half-way point, a tie, a figure beyond 2^51) as
 * roundTo decides it.
 */
export function roundedScaled(x: unknown, places: number): Scaled {
  if (!isWide(x)) throw new NotAValue('not a double-double value')
  if (places >= 0) {
    const f = tenTo(places)
    const high = x.hi * f
    const low = x.lo * f
    const y = high + low
    const k = Math.round(y)
    if (Math.abs(y) < FAST_SCALED && up(Math.abs(y - k) + x.e * f + (Math.abs(high) + Math.abs(low) + Math.abs(y)) * HALF_ULP) < 0.5) return k
  }
  const k = nearestScaled(x, places)
  // a safe integer k is its high part alone (below 2^53 the low part of an integer pair is 0)
  return k.lo === 0 && Number.isSafeInteger(k.hi) ? k.hi : integerDigits(k.hi, k.lo)
}

/** |y| below this keeps y − round(y) exact and k a safe integer. */
const FAST_SCALED = 2 ** 51

export function roundUpTo(x: Wide, places: number): Wide {
  const y = scaled(x, places, 'roundUpTo')
  const m = floorOf(y.hi, y.lo)
  if (y.e === 0 && y.hi === m.hi && y.lo === m.lo) return decimalOf(m, places)
  if (strictlyBetween(y, m)) return decimalOf(m.hi >= 0 ? integerPair(m.hi, m.lo + 1) : m, places)
  const k = exactRounded(x, places, 'away')
  if (k === undefined) throw new Uncertain('roundUpTo')
  return decimalOf(k, places)
}
