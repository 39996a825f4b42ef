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
 * `plus` adds the decimal path's rounding of the sum to 28 digits, half a unit in the 28th digit
 * of a sum at most |h + l| + carried in size. Exact (bound 0) when both operands are exact, nothing was
 * dropped and decimal.js holds the sum in 28 digits.
 */
import { sumError } from '../binary/two-sum.ts'
import { up } from '../binary/bound.ts'
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
  return wide(r.hi, r.lo, up(r.e + halfUnitIn28thDigit(Math.abs(r.hi) + Math.abs(r.lo) + r.e)), operation)
}

/**
 * How far decimal.js's correct rounding to 28 significant digits may move a value of size at
 * most m: half a unit in the 28th digit, 5e-28 × 10^E for the decade [10^E, 10^(E+1)) of the
 * value, which is at most that of m. That is 5e-28 of a value whose first digit is 1 and
 * 5e-29 of one whose first digit is 9, where DECIMAL_ROUNDING allows 10^-27 of any value.
 * p is 10^E, or 10^(E+1) when m lies within 2^-40 of a power of ten: log10 and the power
 * may each be off by an ulp or so, so the check lifts p a decade whenever it could have come
 * out a decade low, and 5.0000001e-28 covers a power of ten that is itself rounded.
 */
function halfUnitIn28thDigit(m: number): number {
  if (m === 0) return 0
  let p = 10 ** Math.floor(Math.log10(m))
  if (p * 10 <= m * (1 + 2 ** -40)) p *= 10
  return 5.0000001e-28 * p
}

export function plus(a: Wide, b: Wide): Wide {
  return decimallyRounded(realSum(a.hi, a.lo, a.e, b.hi, b.lo, b.e, 'plus'), 'plus')
}

export function minus(a: Wide, b: Wide): Wide {
  return decimallyRounded(realSum(a.hi, a.lo, a.e, -b.hi, -b.lo, b.e, 'minus'), 'minus')
}
