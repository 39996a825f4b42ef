/**
 * floor, ceil and isInteger.
 *
 * An exact value is decided by Math.floor / Math.ceil / Number.isInteger, which are exact.
 * Otherwise the answer is certain only when the whole interval lies strictly between two
 * consecutive integers k and k + 1 (an interval reaching an integer could hold both an
 * integer and a non-integer), or, for an exact decimal, from its digits (./exact-decimal.ts).
 * decimal.js's floor and ceil are exact (not rounded to 28 digits), so the result is an exact
 * integer with bound 0.
 */
import { uncertain } from '../arithmetic.ts'
import { orderTo } from './order.ts'
import { SMALL, exactIsInteger, exactRounded } from './exact-decimal.ts'
import { exactPlaces, type Bounded } from './bound.ts'

/** Whether x lies certainly strictly between k and k + 1. */
function strictlyBetween(x: Bounded, k: number): boolean {
  return orderTo(x, k) === 1 && orderTo(x, k + 1) === -1
}

function integer(k: number): Bounded {
  return { v: k, e: 0, places: exactPlaces(Math.abs(k), 0) }
}

export function floor(x: Bounded): Bounded {
  const k = Math.floor(x.v)
  if (x.e === 0 || strictlyBetween(x, k)) return integer(k)
  return integer(exactRounded(x, 0, 'floor', SMALL) ?? uncertain('floor'))
}

export function ceil(x: Bounded): Bounded {
  const k = Math.ceil(x.v)
  if (x.e === 0 || strictlyBetween(x, k - 1)) return integer(k)
  return integer(exactRounded(x, 0, 'ceil', SMALL) ?? uncertain('ceil'))
}

export function isInteger(x: Bounded): boolean {
  if (x.e === 0) return Number.isInteger(x.v)
  if (strictlyBetween(x, Math.floor(x.v))) return false
  return exactIsInteger(x) ?? uncertain('isInteger')
}
