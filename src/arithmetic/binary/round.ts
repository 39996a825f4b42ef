/**
 * Rounding to decimal places: half away from zero (`roundTo`) and away from zero
 * (`roundUpTo`); `places` from -22 to 22 (-1 rounds to a multiple of ten).
 *
 * The value is scaled to y = x × 10^places (x ÷ 10^-places when negative) with the bound of
 * that real product or quotient: y is only used to decide, never returned. The decision:
 * - half away from zero gives the integer k nearest y when y's whole interval lies strictly
 *   inside (k − ½, k + ½). When y is exact (bound 0: an exact value, exactly scaled), it is
 *   both the exact and the decimal value, so a tie on it (2.5 to 0 places, ₹125 to tens,
 *   0.125 to 2) is decided as decimal decides it, away from zero. Any other interval reaching
 *   a half-way point is decided from the value's digits when it is an exact decimal (0.145, which
 *   no double holds exactly, or 0.29 / 2), and is Uncertain otherwise (0.435 × ⅓);
 * - away from zero gives k exactly when y is exactly the integer k, and otherwise m + 1
 *   (m ≥ 0) or m (m < 0) when y's interval lies strictly inside (m, m + 1).
 * decimal.js's toDecimalPlaces and toNearest are exact (not rounded to 28 digits), so both
 * the exact and the decimal result are the decimal R = k × 10^-places. The double returned is
 * the one nearest R, k ÷ 10^places (one correctly rounded division of two exact doubles) or
 * k × 10^-places, and its bound is |R − v| itself, computed with TwoProduct:
 *   |R − v| = |k − v × 10^places| / 10^places = |(P − k) + Q| / 10^places, v × 10^places = P + Q,
 * where P − k is exact (Sterbenz) and the rest is two roundings covered by `up`. R has
 * max(places, 0) places. Digits decide (./exact-decimal.ts) only where the interval cannot:
 * ₹1,06,166.675 is ₹1,06,166.68 although no double holds it.
 */
import { uncertain } from '../arithmetic.ts'
import { productError } from './two-product.ts'
import { realProductBound } from './multiply.ts'
import { realQuotient } from './divide.ts'
import { signOfDifference } from './order.ts'
import { exactRounded } from './exact-decimal.ts'
import { HALF_ULP, POWERS_OF_TEN, ZERO, bounded, exactPlaces, up, type Bounded } from './bound.ts'

/** |k| below this keeps k ± ½ and k + 1 exact. */
const LARGEST_SCALED = 2 ** 51

export function tenTo(k: number): number {
  const f = POWERS_OF_TEN[k]
  // k is |places|, whose sign the caller knows: the message names the range of places itself
  if (f === undefined) throw new TypeError(`10^${k} is beyond the decimal places allowed, an integer from -22 to 22`)
  return f
}

/** x × 10^places with the bound of that real value. */
function scaled(x: Bounded, places: number, operation: string): Bounded {
  if (places < 0) return realQuotient(x.v, x.e, tenTo(-places), 0, operation)
  const f = tenTo(places)
  const v = x.v * f
  const t = productError(x.v, f, v)
  return bounded(v, x.e === 0 && t === 0 ? 0 : up(realProductBound(x.v, x.e, f, 0, v, t)), operation)
}

/** The double nearest k × 10^-places, with its distance from that decimal as the bound. */
function decimalOf(k: number, places: number): Bounded {
  if (k === 0) return ZERO
  if (places < 0) {
    const f = tenTo(-places)
    const v = k * f
    const t = productError(k, f, v)
    const e = Number.isNaN(t) ? up(Math.abs(v) * 2 ** -53) : Math.abs(t)
    return bounded(v, e, 'roundTo', exactPlaces(Math.abs(v) + e, 0))
  }
  const f = tenTo(places)
  const v = k / f
  const p = v * f
  const q = productError(v, f, p)
  if (Number.isNaN(q)) return bounded(v, up(Math.abs(v) * 2 ** -53), 'roundTo', places | 0)
  const d = (p - k) + q
  return { v, e: d === 0 ? 0 : up(Math.abs(d) / f), places: places | 0 }
}

/** The integer k with k × 10^-places the rounding of x half away from zero (roundTo's, and the arithmetic's `roundedScaled`); Uncertain when x's interval allows two. */
export function nearestScaled(x: Bounded, places: number): number {
  if (places >= 0) {
    // At once, when y = fl(x.v × 10^places) is clear of every half-way point: 10^places is
    // exact, so the real x × 10^places is within x.e × 10^places + |y| × 2^-53 of y (one
    // rounding of a product), and y − round(y) is exact for |y| < 2^51. When that distance plus
    // the bound (rounded up) is below ½, k is the integer nearest every value in the interval.
    const f = tenTo(places)
    const y = x.v * f
    const k = Math.round(y)
    if (Math.abs(y) < LARGEST_SCALED && up(Math.abs(y - k) + x.e * f + Math.abs(y) * HALF_ULP) < 0.5) return k
  }
  const y = scaled(x, places, 'roundTo')
  if (Math.abs(y.v) < LARGEST_SCALED) {
    if (y.e === 0 && Math.abs(y.v % 1) === 0.5) return y.v + Math.sign(y.v) * 0.5
    const k = Math.round(y.v)
    if (signOfDifference(y.v, y.e, k - 0.5, 0) === 1 && signOfDifference(y.v, y.e, k + 0.5, 0) === -1) return k
  }
  return exactRounded(x, places, 'half', LARGEST_SCALED) ?? uncertain('roundTo')
}

export function roundTo(x: Bounded, places: number): Bounded {
  return decimalOf(nearestScaled(x, places), places)
}


export function roundUpTo(x: Bounded, places: number): Bounded {
  const y = scaled(x, places, 'roundUpTo')
  if (Math.abs(y.v) < LARGEST_SCALED) {
    if (y.e === 0 && Number.isInteger(y.v)) return decimalOf(y.v, places)
    const m = Math.floor(y.v)
    if (signOfDifference(y.v, y.e, m, 0) === 1 && signOfDifference(y.v, y.e, m + 1, 0) === -1) return decimalOf(m >= 0 ? m + 1 : m, places)
  }
  return decimalOf(exactRounded(x, places, 'away', LARGEST_SCALED) ?? uncertain('roundUpTo'), places)
}
