/**
 * The certified sign of a − b, the root of every comparison.
 *
 * The real difference d = a_v − b_v of the values (add.ts) comes with the bound of its
 * rounding and of the operands, R = e_a + e_b + its own; every a in a's interval and b in b's
 * has a − b within d ± R. The sign is certain when |d| > R. d is hi + lo with |lo| ≤ ulp(hi)/2,
 * so |d| ≥ |hi| (1 − 2^-53) > fl(|hi| (1 − 2^-52)), which is compared with R. When nothing is
 * uncertain (R = 0), d is a − b exactly and its sign is the sign of hi. Otherwise undefined:
 * a and b are too close to be ordered.
 */
import { Uncertain, type Sign } from '../arithmetic.ts'
import { realSumInto } from './add.ts'
import { inRange, scratchWide, type Wide } from './wide.ts'

const BELOW = 1 - 2 ** -52

/** Where the difference is written, to be read at once (wide.ts's MutableWide). */
const d = scratchWide()

export function signOfDifference(ah: number, al: number, ae: number, bh: number, bl: number, be: number): Sign | undefined {
  realSumInto(ah, al, ae, -bh, -bl, be, d)
  if (!inRange(d.hi, d.lo, d.e)) throw new Uncertain('compare')
  if (d.e === 0) return d.hi > 0 ? 1 : d.hi < 0 ? -1 : 0
  const size = Math.abs(d.hi) * BELOW
  if (!(size > d.e)) return undefined
  return d.hi > 0 ? 1 : -1
}

/** The certified order of a and b, or undefined. */
export function order(a: Wide, b: Wide): Sign | undefined {
  return signOfDifference(a.hi, a.lo, a.e, b.hi, b.lo, b.e)
}

/** The certified order of a and the exact hi + lo, or undefined. */
export function orderTo(a: Wide, hi: number, lo = 0): Sign | undefined {
  return signOfDifference(a.hi, a.lo, a.e, hi, lo, 0)
}
