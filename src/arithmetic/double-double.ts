/**
 * The double-double arithmetic: a value is an unevaluated sum hi + lo of two float64 (about 32
 * significant digits) carrying a rigorous bound on its absolute error (`Wide`, see
 * ./double-double/wide.ts for the invariant, binary's). It is the tier between binary and
 * decimal: what float64's 16 digits cannot certify (long compounding, long schedules, figures
 * beyond ₹10^13 to the paisa) it mostly can, in about half decimal.js's time.
 *
 * As in binary, arithmetic (plus … pow, min, max) never throws except for a division by a value
 * that may be zero, a power it cannot bound, or a value beyond float64; decisions
 * (comparisons, isZero, isNegative, isInteger, floor, ceil, roundTo, roundUpTo, roundedText,
 * toNumber, toText) answer only what holds for every value in the interval, or, for a value
 * known to be an exact decimal, what holds for its digits (./double-double/exact-decimal.ts),
 * so they agree with decimal.js or throw `Uncertain`. One file per operation under ./double-double/, built on
 * binary's TwoSum, TwoProduct, `up` and constants; fractional powers through its own exp and ln
 * (./double-double/exp-log.ts).
 */
import type { Arithmetic } from './arithmetic.ts'
import { boundedTier } from './bounded-tier.ts'
import { up } from './binary/bound.ts'
import { fromText } from './double-double/from-text.ts'
import { minus, plus, realSum } from './double-double/add.ts'
import { times } from './double-double/multiply.ts'
import { div } from './double-double/divide.ts'
import { powInt } from './double-double/power.ts'
import { pow } from './double-double/real-power.ts'
import { growthFactor } from './double-double/growth-factor.ts'
import { order, orderTo } from './double-double/order.ts'
import { ceil, floor, isInteger } from './double-double/integer-part.ts'
import { roundedScaled, roundTo, roundUpTo } from './double-double/round.ts'
import { estimate, toNumber, toText } from './double-double/to-number.ts'
import { exactOrder, exactSign } from './double-double/exact-decimal.ts'
import { NOT_EXACT, isWide, type Wide } from './double-double/wide.ts'

export type { Wide } from './double-double/wide.ts'

/**
 * min and max need no decision: |min(a, b) − min(a_v, b_v)| ≤ max(e_a, e_b) (min is
 * 1-Lipschitz in each operand). When the order is certain the operand itself is returned,
 * keeping its own bound (b when equal, as in the reference). Otherwise the operand the
 * computed difference a_v − b_v names is returned: it is wrong only when |a_v − b_v| is within
 * that difference's rounding r, which is then added to the bound.
 */
function pick(a: Wide, b: Wide, smaller: boolean): Wide {
  const sign = order(a, b) ?? exactOrder(a, b)
  if (sign !== undefined) return (smaller ? sign < 0 : sign > 0) ? a : b
  const d = realSum(a.hi, a.lo, 0, -b.hi, -b.lo, 0, smaller ? 'min' : 'max')
  const chosen = (smaller ? d.hi < 0 : d.hi > 0) ? a : b
  return { hi: chosen.hi, lo: chosen.lo, e: up(Math.max(a.e, b.e) + d.e), places: NOT_EXACT }
}

export const doubleDouble: Arithmetic<Wide> = boundedTier<Wide>(
  { fromText, plus, minus, times, div, powInt, growthFactor, pow, floor, ceil, isInteger, roundTo, roundUpTo, toNumber, toText, estimate },
  {
    name: 'double-double',
    fromInteger(n) {
      if (!Number.isSafeInteger(n)) throw new TypeError(`${n} is not a safe integer`)
      return { hi: n, lo: 0, e: 0, places: 0 }
    },
    neg: (a) => ({ hi: -a.hi, lo: -a.lo, e: a.e, places: a.places }),
    abs: (a) => (a.hi < 0 ? { hi: -a.hi, lo: -a.lo, e: a.e, places: a.places } : a),
    min: (a, b) => pick(a, b, true),
    max: (a, b) => pick(a, b, false),
    // What the intervals cannot order, exact decimals' digits may (./double-double/exact-decimal.ts).
    // One value compared with itself is equal to it: a value stands for what decimal.js computes by
    // the operations that made it, and the same operations on the same operands give the same
    // digits. Two figures reached so (a fund's value that no cost or tax reduced, against the same
    // value for another fund) are then one value, an exact zero added or an exact one multiplied
    // giving the operand itself (./double-double/add.ts, multiply.ts).
    order: (a, b) => (a === b ? 0 : (order(a, b) ?? exactOrder(a, b))),
    sign: (x) => orderTo(x, 0) ?? exactSign(x),
    exactlyZero: (x) => (x.e === 0 ? x.hi === 0 : undefined),
    roundedScaled,
    // every figure through roundedScaled, as decimal's: test/arithmetic/fallbacks.ts lines up their decisions
    exactInteger: () => undefined,
    isValue: isWide,
  },
)
