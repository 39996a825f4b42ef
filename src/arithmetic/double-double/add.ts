/**
 * a + b and a − b.
 *
 * The real sum of two double-doubles (`realSum`): with TwoSum, a_h + b_h = s + t and
 * a_l + b_l = u + w exactly; t + u = t₂ + x exactly; s + t₂ = h₁ + l₁ exactly. The sum is
 * then h₁ + l₁ + x + w, of which y = fl(x + w) and l₂ = fl(l₁ + y) drop two rounding errors,
 * both known exactly by TwoSum; h + l = h₁ + l₂ exactly (TwoSum again, which also normalises).
 * So |a + b − (h + l)| ≤ |err(x + w)| + |err(l₁ + y)|, zero when nothing was dropped; the
 * operands' bounds carry as they are (e_a + e_b).
 *
 * `plus` adds the decimal path's rounding of the sum to 28 digits, DECIMAL_ROUNDING of a sum at
 * most |h + l| + carried in size. Exact (bound 0) when both operands are exact, nothing was
 * dropped and decimal.js holds the sum in 28 digits.
 */
import { sumError } from '../binary/two-sum.ts'
import { DECIMAL_ROUNDING, up } from '../binary/bound.ts'
import { decimalExactWide, wide, type Wide } from './wide.ts'

/** hi + lo of a + b and the bound of that real sum (the operands' bounds and its rounding). */
export function realSum(ah: number, al: number, ae: number, bh: number, bl: number, be: number, operation: string): Wide {
  const s = ah + bh
  const t = sumError(ah, bh, s)
  const u = al + bl
  const w = sumError(al, bl, u)
  const t2 = t + u
  const x = sumError(t, u, t2)
  const h1 = s + t2
  const l1 = sumError(s, t2, h1)
  const y = x + w
  const l2 = l1 + y
  const dropped = Math.abs(sumError(x, w, y)) + Math.abs(sumError(l1, y, l2))
  const hi = h1 + l2
  const lo = sumError(h1, l2, hi)
  const carried = ae + be + dropped
  return wide(hi, lo, carried === 0 ? 0 : up(carried), operation)
}

/** A real result r with the decimal path's rounding of it to 28 digits added to its bound. */
export function decimallyRounded(r: Wide, operation: string): Wide {
  if (r.e === 0 && decimalExactWide(r.hi, r.lo)) return r
  return wide(r.hi, r.lo, up(r.e + DECIMAL_ROUNDING * (Math.abs(r.hi) + Math.abs(r.lo) + r.e)), operation)
}

export function plus(a: Wide, b: Wide): Wide {
  return decimallyRounded(realSum(a.hi, a.lo, a.e, b.hi, b.lo, b.e, 'plus'), 'plus')
}

export function minus(a: Wide, b: Wide): Wide {
  return decimallyRounded(realSum(a.hi, a.lo, a.e, -b.hi, -b.lo, b.e, 'minus'), 'minus')
}
