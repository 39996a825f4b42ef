/**
 * The binary arithmetic: float64 values carrying a rigorous bound on their absolute error
 * (`Bounded`, see ./binary/bound.ts for the invariant and the constants).
 *
 * Arithmetic (plus … pow, min, max) never throws except for a division by a value that may be
 * zero, a power it cannot bound, or a value beyond float64. Decisions (comparisons, isZero,
 * isNegative, isInteger, floor, ceil, roundTo, roundUpTo, roundedText, toNumber, toText) answer only what
 * holds for every value in the interval, or what an exact decimal's digits say
 * (./binary/exact-decimal.ts), so they agree with decimal.js or throw `Uncertain`.
 * One file per operation under ./binary/, each stating its bound and why it is sound.
 */
import { NotAValue, type Arithmetic, type Sign } from './arithmetic.ts'
import { boundedTier } from './bounded-tier.ts'
import { NOT_EXACT, type Bounded } from './binary/bound.ts'
import { exactOrder, exactSign } from './binary/exact-decimal.ts'
import { fromText } from './binary/from-text.ts'
import { minus, plus } from './binary/add.ts'
import { times } from './binary/multiply.ts'
import { div } from './binary/divide.ts'
import { powInt } from './binary/power.ts'
import { pow } from './binary/real-power.ts'
import { growthFactor } from './binary/growth-factor.ts'
import { order, orderTo } from './binary/order.ts'
import { ceil, floor, isInteger } from './binary/integer-part.ts'
import { nearestScaled, roundTo, roundUpTo } from './binary/round.ts'
import { estimate, toNumber, toText } from './binary/to-number.ts'

export type { Bounded } from './binary/bound.ts'

/**
 * min and max need no decision: |min(a, b) − min(a_v, b_v)| ≤ max(e_a, e_b) (min is
 * 1-Lipschitz in each operand). When the order is certain the operand itself is returned,
 * keeping its own bound (b when equal, as in the reference).
 */
/** The order of a and b from their intervals, else from their digits (./binary/exact-decimal.ts). */
function decidedOrder(a: Bounded, b: Bounded): Sign | undefined {
  return order(a, b) ?? exactOrder(a, b)
}

function min(a: Bounded, b: Bounded): Bounded {
  const sign = decidedOrder(a, b)
  if (sign === undefined) return { v: Math.min(a.v, b.v), e: Math.max(a.e, b.e), places: NOT_EXACT }
  return sign < 0 ? a : b
}

function max(a: Bounded, b: Bounded): Bounded {
  const sign = decidedOrder(a, b)
  if (sign === undefined) return { v: Math.max(a.v, b.v), e: Math.max(a.e, b.e), places: NOT_EXACT }
  return sign > 0 ? a : b
}

function isBounded(x: unknown): x is Bounded {
  return typeof x === 'object' && x !== null && typeof (x as Bounded).v === 'number' && typeof (x as Bounded).e === 'number' && typeof (x as Bounded).places === 'number'
}

/**
 * A value with no error whose double is a safe integer is that integer (+0 for -0). Anything
 * else, a value of another kind included (whose `e` or `v` is not such a number), is undefined.
 */
function exactInteger(x: object): number | undefined {
  const { v, e } = x as Bounded
  return e === 0 && Number.isSafeInteger(v) ? v + 0 : undefined
}

function roundedScaled(x: unknown, places: number): number {
  if (!isBounded(x)) throw new NotAValue('not a binary value')
  return nearestScaled(x, places)
}

export const binary: Arithmetic<Bounded> = boundedTier<Bounded>(
  { fromText, plus, minus, times, div, powInt, growthFactor, pow, floor, ceil, isInteger, roundTo, roundUpTo, toNumber, toText, estimate },
  {
    name: 'binary',
    fromInteger(n) {
      if (!Number.isSafeInteger(n)) throw new TypeError(`${n} is not a safe integer`)
      return { v: n, e: 0, places: 0 }
    },
    neg: (a) => ({ v: -a.v, e: a.e, places: a.places }),
    abs: (a) => ({ v: Math.abs(a.v), e: a.e, places: a.places }),
    min,
    max,
    order: decidedOrder,
    sign: (x) => orderTo(x, 0) ?? exactSign(x),
    exactlyZero: (x) => (x.e === 0 ? x.v === 0 : undefined),
    roundedScaled,
    exactInteger,
    isValue: isBounded,
  },
)
