/**
 * toNumber, toText and estimate (no decision): what a value reads as outside the arithmetic.
 *
 * decimal.js's toNumber gives the double nearest its decimal D, which lies within e of
 * v = hi + lo. hi is the double nearest v, at most |lo| from it, so D is within |lo| + e of
 * hi; when that is strictly less than half the gap from hi to each neighbouring double, hi is
 * the double nearest D (no tie is possible). An exact value (e = 0) is D itself, and decimal.js
 * reads its text as the double nearest it, which is hi (both round ties to even). A zero reads
 * as +0 in both arithmetics (JSON has no negative zero).
 *
 * toText is certain for an exact integer, whose decimal.js text is its digits.
 */
import { Uncertain } from '../arithmetic.ts'
import { up } from '../binary/bound.ts'
import { nextAbove, nextBelow } from '../binary/to-number.ts'
import { integerDigits, type Wide } from './wide.ts'

/** hi + lo, the double nearest the pair: the value lies within e of the pair. */
export function estimate(x: Wide): number {
  return x.hi + x.lo
}

export function toNumber(x: Wide): number {
  if (x.e === 0) return x.hi === 0 ? 0 : x.hi
  const a = Math.abs(x.hi)
  if (a === 0 || a === Number.MAX_VALUE) throw new Uncertain('toNumber')
  const halfGap = Math.min(nextAbove(a) - a, a - nextBelow(a)) / 2
  if (up(Math.abs(x.lo) + x.e) < halfGap) return x.hi
  throw new Uncertain('toNumber')
}

export function toText(x: Wide): string {
  if (x.e === 0 && Number.isInteger(x.hi) && Number.isInteger(x.lo)) return integerDigits(x.hi, x.lo)
  throw new Uncertain('toText')
}
