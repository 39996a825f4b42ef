/**
 * The growth factor (1 + r)^n for a whole n ≥ 0, as decimal.js computes rate.plus(1).pow(n).
 *
 * decimal.js first rounds 1 + r to 28 significant digits, and that rounding (a relative change
 * δ ≤ 5e-28) moves the power by up to n δ of itself: 3e-25 for a 50-year loan's 600 months.
 * A loan's payment and its schedule are both computed from that same power, so decimal's
 * schedule still closes, but a bound that only knows |δ| ≤ 5e-28 cannot see it, and over 50
 * years at a high rate that uncertainty, grown month by month, is wider than the paisa. So the
 * base is taken as decimal.js takes it:
 *
 * - 1 + r is the real sum of add.ts (exact for a double-double rate within reach of 1); its
 *   interval holds decimal's unrounded 1 + r.
 * - When that interval lies within [1, 10), where 28 digits are 27 decimal places, and holds
 *   no half-way point between two multiples of 10^-27, decimal's base is the one multiple k ×
 *   10^-27 the whole interval rounds to (half up, as ROUND_HALF_UP rounds a positive value):
 *   `nearestInteger` of (1 + r) × 10^27, 10^27 an exact double-double. The base is then
 *   the real quotient k ÷ 10^27, within about 10^-31 of decimal's, and realPower (power.ts)
 *   raises it: the interval holds decimal's base raised to n. decimal.js rounds that power once
 *   (DECIMAL_INTEGER_POW_ROUNDING), added last.
 * - A rate that is an exact decimal (./exact-decimal.ts) makes 1 + r one that decimal.js holds
 *   without rounding when it fits 28 digits: the base is the sum itself, and its power is
 *   powInt's (decimalPower).
 * - Otherwise (a base below 1, from a negative rate, or one too close to call) the interval of
 *   1 + r is raised as it is and n δ is allowed for, which holds decimal's power and the exact
 *   (1 + r)^n alike.
 *
 * So a growth factor's interval holds the power decimal.js computes, which is what every
 * certified decision needs, and not always the exact (1 + r)^n: the two may differ by n δ.
 */
import { DECIMAL_INTEGER_POW_ROUNDING, DECIMAL_ROUNDING, up } from '../binary/bound.ts'
import { realSum } from './add.ts'
import { realQuotient } from './divide.ts'
import { realProduct } from './multiply.ts'
import { order } from './order.ts'
import { decimalPower, realPower } from './power.ts'
import { nearestInteger } from './round.ts'
import { NOT_EXACT, ONE, POWERS_OF_TEN, decimalExactWide, exactPlaces, wide, type Wide } from './wide.ts'

const TEN = POWERS_OF_TEN[1]!
const TEN_27 = POWERS_OF_TEN[27]!

/** decimal.js's rounding of the real sum 1 + r (base) to 28 digits, when it can be told; else undefined. */
function decimalBase(base: Wide): Wide | undefined {
  if (base.e === 0 || order(base, ONE) !== 1 || order(base, TEN) !== -1) return undefined
  const k = nearestInteger(realProduct(base, TEN_27, 'growthFactor'), 'growthFactor')
  return k && realQuotient(k, TEN_27, 'growthFactor')
}

export function growthFactor(rate: Wide, n: number): Wide {
  if (!Number.isSafeInteger(n) || n < 0) throw new TypeError(`${n} is not a whole number of periods`)
  if (n === 0) return ONE
  const sum = realSum(1, 0, 0, rate.hi, rate.lo, rate.e, 'growthFactor')
  // An exact-decimal rate whose 1 + r decimal.js holds in 28 digits is not rounded: the base
  // is the sum itself, and the power is decimalPower's (exact again when it fits 28 digits).
  const sumPlaces = exactPlaces(Math.abs(sum.hi) + Math.abs(sum.lo) + sum.e, rate.places)
  if (sumPlaces !== NOT_EXACT) return decimalPower(realPower(sum, n, 'growthFactor'), 'growthFactor', sumPlaces * n)
  const base = decimalBase(sum)
  const real = realPower(base ?? sum, n, 'growthFactor')
  if (real.e === 0 && decimalExactWide(sum.hi, sum.lo) && decimalExactWide(real.hi, real.lo)) return real
  const size = Math.abs(real.hi) + Math.abs(real.lo) + real.e
  const baseRounding = base === undefined ? n * DECIMAL_ROUNDING : 0
  return wide(real.hi, real.lo, up(real.e + (baseRounding + DECIMAL_INTEGER_POW_ROUNDING) * size), 'growthFactor')
}
