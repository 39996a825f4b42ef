/**
 * toNumber, toText and estimate (no decision): what a value reads as outside the arithmetic.
 *
 * decimal.js's toNumber gives the double nearest its decimal D. D lies within e of v, so that
 * double is v itself when e is strictly less than half the gap from v to each neighbouring
 * double: then D is nearer to v than to any other double (no tie is possible). Values rounded
 * by `roundTo` carry |R − v| as their bound, far below half a gap, so they always pass. A zero
 * reads as +0 in both arithmetics (JSON has no negative zero).
 *
 * toText is certain only for an exact safe integer, whose decimal.js text is its digits.
 */
import { Uncertain } from '../arithmetic.ts'
import type { Bounded } from './bound.ts'

const bits = new BigUint64Array(1)
const float = new Float64Array(bits.buffer)

/** The double after the positive finite double a (towards +∞). */
export function nextAbove(a: number): number {
  float[0] = a
  bits[0]! += 1n
  return float[0]!
}

/** The double before the positive double a (towards 0). */
export function nextBelow(a: number): number {
  float[0] = a
  bits[0]! -= 1n
  return float[0]!
}

/** v itself: the value lies within e of it. */
export function estimate(x: Bounded): number {
  return x.v
}

export function toNumber(x: Bounded): number {
  if (x.e === 0) return x.v === 0 ? 0 : x.v
  const a = Math.abs(x.v)
  if (a === 0 || a === Number.MAX_VALUE) throw new Uncertain('toNumber')
  const halfGap = Math.min(nextAbove(a) - a, a - nextBelow(a)) / 2
  if (x.e < halfGap) return x.v
  throw new Uncertain('toNumber')
}

export function toText(x: Bounded): string {
  if (x.e === 0 && Number.isSafeInteger(x.v)) return x.v === 0 ? '0' : String(x.v)
  throw new Uncertain('toText')
}
