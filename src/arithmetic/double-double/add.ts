/**
 * a + b and a − b.
 *
 * The real sum of two double-doubles (`realSum`): with TwoSum, a_h + b_h = s + t and
 * a_l + b_l = u + w exactly; t + u = t₂ + x exactly; s + t₂ = h₁ + l₁ exactly. The sum is
 * then h₁ + l₁ + x + w, of which y = fl(x + w) and l₂ = fl(l₁ + y) drop two rounding errors,
 * both known exactly by TwoSum; h + l = h₁ + l₂ exactly (TwoSum again, which also normalises).
 * So |a + b − (h + l)| ≤ |err(x + w)| + |err(l₁ + y)|, zero when nothing was dropped. That
 * exact account is kept for two exact operands; when either has a bound, the bounds carry as
 * they are (e_a + e_b) and a cheaper sum's rounding is added (see `realSum`).
 *
 * `plus` adds the decimal path's rounding of the sum to 28 digits, 5e-28 of a sum at most
 * |h + l| + carried in size, unless the operands are exact decimals whose sum
 * decimal.js holds in 28 digits (`decimallyRounded`). Exact (bound 0) when both operands are
 * exact, nothing was dropped and decimal.js holds the sum in 28 digits.
 */
import { sumError } from '../binary/two-sum.ts'
import { HALF_ULP, up } from '../binary/bound.ts'
import { NOT_EXACT, decimalExactWide, exactPlaces, scratchWide, wide, type MutableWide, type Wide } from './wide.ts'

/**
 * hi + lo of a + b and the bound of that real sum (the operands' bounds and its rounding),
 * written into `out`. The two roundings are taken exactly only when both operands are exact,
 * whose sum may then be exact (bound 0), as an exact decimal, a tie or an integer part needs it
 * to be. Otherwise the operands' bounds carry at least a rounding of their own, and a cheaper
 * sum does: with a_h + b_h = s + t exactly, u = fl(a_l + b_l), v = fl(t + u) and h + l = s + v
 * exactly, |a + b − (h + l)| ≤ 2^-53 (|u| + |v|), some 2^-105 of the operands, against the two
 * TwoSums and two rounding errors the exact bound costs.
 */
export function realSumInto(ah: number, al: number, ae: number, bh: number, bl: number, be: number, out: MutableWide): void {
  if (ae === 0 && be === 0) return exactSumInto(ah, al, bh, bl, out)
  const s = ah + bh
  const t = sumError(ah, bh, s)
  const u = al + bl
  const v = t + u
  const hi = s + v
  out.hi = hi
  out.lo = sumError(s, v, hi)
  out.e = up(ae + be + HALF_ULP * (Math.abs(u) + Math.abs(v)))
}

/**
 * realSumInto of two exact operands, its two roundings taken exactly (a function of its own,
 * so that the bounded sum, the commoner, stays small enough to be inlined where it is used).
 */
function exactSumInto(ah: number, al: number, bh: number, bl: number, out: MutableWide): void {
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
  out.hi = hi
  out.lo = sumError(h1, l2, hi)
  out.e = dropped === 0 ? 0 : up(dropped)
}

/** The real sum a + b as a value of its own (realSumInto). */
export function realSum(ah: number, al: number, ae: number, bh: number, bl: number, be: number, operation: string): Wide {
  realSumInto(ah, al, ae, bh, bl, be, SUM)
  return wide(SUM.hi, SUM.lo, SUM.e, operation)
}

/** Where plus and minus have their real sum written, to be read at once (wide.ts's MutableWide). */
const SUM = scratchWide()

/**
 * A real result r as decimal.js computes it, a new value (r may be a MutableWide written in
 * place, which must not be kept). When r is exactly N × 10^-places (`places` from exact-decimal
 * operands, NOT_EXACT otherwise) and N has at most 28 digits, decimal.js does not round it: r
 * stands, an exact decimal. r also stands when it is exact (bound 0) and decimal.js holds it in
 * 28 digits. Otherwise decimal's rounding of a value of r's size, `relativeRounding` of the
 * size, is added to its bound: DECIMAL_HALF_UNIT for + − × ÷ (`decimallyRounded`).
 */
export function decimalResult(r: Wide, operation: string, places: number, relativeRounding: number): Wide {
  const size = Math.abs(r.hi) + Math.abs(r.lo) + r.e
  const exact = exactPlaces(size, places)
  if (exact !== NOT_EXACT) return wide(r.hi, r.lo, r.e, operation, exact)
  if (r.e === 0 && decimalExactWide(r.hi, r.lo)) return wide(r.hi, r.lo, 0, operation)
  return wide(r.hi, r.lo, up(r.e + relativeRounding * size), operation)
}

/** decimalResult for + − × ÷, which decimal.js rounds correctly to 28 digits. */
export function decimallyRounded(r: Wide, operation: string, places = NOT_EXACT): Wide {
  return decimalResult(r, operation, places, DECIMAL_HALF_UNIT)
}

/**
 * How far decimal.js's correct rounding to 28 significant digits may move a value of size at
 * most m, as a part of m: half a unit in its 28th digit, 5e-28 × 10^E for the decade
 * [10^E, 10^(E+1)) of the value, which is at most 5e-28 × m. The allowance is that: 5e-28 of
 * m, 5.0000001e-28 covering the product's own rounding. It is the half unit itself for a value
 * whose first digit is 1 and up to ten times it for one whose first digit is 9: some 10^-9 of a
 * paisa on ₹10^16 either way, far inside what a rounding to the paisa needs, and one
 * multiplication where finding the decade from m's binary exponent took a typed-array round
 * trip and two table look-ups on every operation, a visible share of a long table's CPU. An m that
 * overflowed takes an infinite allowance, which `wide` refuses.
 */
export const DECIMAL_HALF_UNIT = 5.0000001e-28

/** The places of a ± b: N_a × 10^-p + N_b × 10^-q is an integer times 10^-max(p, q). */
function sumPlaces(a: Wide, b: Wide): number {
  return a.places < 0 || b.places < 0 ? NOT_EXACT : Math.max(a.places, b.places)
}

/** Whether x is exactly zero (a zero of either sign with no bound). */
function isExactZero(x: Wide): boolean {
  return x.hi === 0 && x.e === 0
}

/**
 * a + b. Adding an exact zero to a value that is not one gives that value itself: decimal.js's
 * x + 0 is x (every value it holds has at most 28 digits: inputs at most 15, results rounded to
 * 28), and the same value, not an equal one, is what lets a comparison of two figures reached
 * by the same operations find them equal (`cmp` in ../double-double.ts).
 */
export function plus(a: Wide, b: Wide): Wide {
  if (isExactZero(b) && !isExactZero(a)) return a
  if (isExactZero(a) && !isExactZero(b)) return b
  realSumInto(a.hi, a.lo, a.e, b.hi, b.lo, b.e, SUM)
  return decimallyRounded(SUM, 'plus', sumPlaces(a, b))
}

/** a − b; a itself when b is an exact zero and a is not (see plus). */
export function minus(a: Wide, b: Wide): Wide {
  if (isExactZero(b) && !isExactZero(a)) return a
  realSumInto(a.hi, a.lo, a.e, -b.hi, -b.lo, b.e, SUM)
  return decimallyRounded(SUM, 'minus', sumPlaces(a, b))
}
