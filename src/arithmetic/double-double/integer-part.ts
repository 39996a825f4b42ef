/**
 * floor, ceil and isInteger.
 *
 * The floor of hi + lo is found exactly: when hi is an integer, it is hi + floor(lo) (an
 * integer plus a value of at most half hi's ulp); when it is not, |hi| < 2^52, its ulp is at
 * most ½ and |lo| at most half of it, so hi + lo lies strictly between the integers around hi
 * and its floor is floor(hi). An exact value (bound 0) is decided so. Otherwise the answer is
 * certain only when the whole interval lies strictly between that integer m and m + 1 (an
 * interval reaching an integer could hold both an integer and a non-integer), unless x is an
 * exact decimal whose digits settle it (./exact-decimal.ts). decimal.js's
 * floor and ceil are exact (not rounded to 28 digits): the result is an exact integer.
 */
import { uncertain } from '../arithmetic.ts'
import { SMALL } from '../binary/exact-decimal.ts'
import { sumError } from '../binary/two-sum.ts'
import { orderTo } from './order.ts'
import { exactIsInteger, exactRounded } from './exact-decimal.ts'
import type { Wide } from './wide.ts'

/** The integer m_h + m_l (normalised, both integers) = floor(hi + lo). */
export function floorOf(hi: number, lo: number): Wide {
  if (!Number.isInteger(hi)) return { hi: Math.floor(hi), lo: 0, e: 0, places: 0 }
  return integerPair(hi, Math.floor(lo))
}

/** The integer h + l (both integers) normalised: TwoSum of integers gives integers, exactly. */
export function integerPair(h: number, l: number): Wide {
  const hi = h + l
  return { hi, lo: sumError(h, l, hi), e: 0, places: 0 }
}

/** Whether x lies certainly strictly between the integer m and m + 1 (|m_l| below SMALL keeps m_l + 1 exact). */
export function strictlyBetween(x: Wide, m: Wide): boolean {
  return Math.abs(m.lo) < SMALL && orderTo(x, m.hi, m.lo) === 1 && orderTo(x, m.hi, m.lo + 1) === -1
}

/** Whether hi + lo is an integer (exact values only). */
function exactlyInteger(hi: number, lo: number): boolean {
  return Number.isInteger(hi) && Number.isInteger(lo)
}

export function floor(x: Wide): Wide {
  const m = floorOf(x.hi, x.lo)
  if (x.e === 0 || strictlyBetween(x, m)) return m
  return exactRounded(x, 0, 'floor') ?? uncertain('floor')
}

export function ceil(x: Wide): Wide {
  const m = floorOf(x.hi, x.lo)
  if (x.e === 0) return exactlyInteger(x.hi, x.lo) ? m : integerPair(m.hi, m.lo + 1)
  if (strictlyBetween(x, m)) return integerPair(m.hi, m.lo + 1)
  return exactRounded(x, 0, 'ceil') ?? uncertain('ceil')
}

export function isInteger(x: Wide): boolean {
  if (x.e === 0) return exactlyInteger(x.hi, x.lo)
  if (strictlyBetween(x, floorOf(x.hi, x.lo))) return false
  return exactIsInteger(x) ?? uncertain('isInteger')
}
