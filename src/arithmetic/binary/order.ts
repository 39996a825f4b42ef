/**
 * The certified sign of a − b, the root of every comparison.
 *
 * With s = fl(a_v − b_v) and its exact error t (TwoSum), every a in [a_v ± a_e] and b in
 * [b_v ± b_e] have a − b within s + t ± (a_e + b_e), hence within s ± r for
 * r = up(a_e + b_e + |t|). The sign is certain when that interval excludes zero. When both
 * values are exact, the sign of s is the sign of a_v − b_v (rounding to nearest keeps the sign
 * and gives zero only for an exact zero). Otherwise a and b are too close to be ordered:
 * undefined.
 */
import type { Sign } from '../arithmetic.ts'
import { sumError } from './two-sum.ts'
import { up, type Bounded } from './bound.ts'

export function signOfDifference(av: number, ae: number, bv: number, be: number): Sign | undefined {
  const s = av - bv
  if (ae === 0 && be === 0) return s > 0 ? 1 : s < 0 ? -1 : 0
  const r = up(ae + be + Math.abs(sumError(av, -bv, s)))
  return s > r ? 1 : s < -r ? -1 : undefined
}

/** The certified order of a and b, or undefined. */
export function order(a: Bounded, b: Bounded): Sign | undefined {
  return signOfDifference(a.v, a.e, b.v, b.e)
}

/** The certified order of a and the exact double c, or undefined. */
export function orderTo(a: Bounded, c: number): Sign | undefined {
  return signOfDifference(a.v, a.e, c, 0)
}
