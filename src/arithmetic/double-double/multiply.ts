/**
 * a × b.
 *
 * The real product of two double-doubles (`productInto`, also the step of binary's
 * growthFactor): p = fl(a_h b_h) with its exact error t₀ (TwoProduct), the cross terms
 * c₁ = fl(a_h b_l) and c₂ = fl(a_l b_h), t₁ = fl(t₀ + c₁), t = fl(t₁ + c₂), then h + l = p + t
 * exactly (FastTwoSum: |t| is some 2^-52 of |p|, so p's exponent is the larger). Its error is
 *   |a_l b_l| (dropped) + |err(c₁)| + |err(c₂)| (the cross products' roundings, exact by
 *   TwoProduct where it can be used, else 2^-53 of each)
 *   + |err(t₀ + c₁)| + |err(t₁ + c₂)| (the two sums' roundings, exact by TwoSum; see
 *   `exactCross` for the cheaper bound of all four),
 * zero for two plain doubles (a_l = b_l = 0), whose product TwoProduct makes exact, and
 * whenever nothing was dropped (2^52 + ½ times 256 stays exact).
 * The operands' bounds carry as in any product: e_a |b| + |a| e_b + e_a e_b, with |a| and |b|
 * taken as |hi| + |lo|.
 *
 * `times` adds the decimal path's rounding of the product to 28 digits, unless the operands
 * are exact decimals whose product decimal.js holds in 28 digits. An exact zero times anything
 * is an exact zero, in decimal as in the reals.
 */
import { Uncertain } from '../arithmetic.ts'
import { sumError } from '../binary/two-sum.ts'
import { productError } from '../binary/two-product.ts'
import { HALF_ULP, up } from '../binary/bound.ts'
import { decimallyRounded } from './add.ts'
import { NOT_EXACT, ZERO, scratchWide, type MutableWide, type Wide } from './wide.ts'

/** |x × y − c| for c = fl(x × y): exact by TwoProduct, or 2^-53 |c| where it cannot be used. */
function crossError(x: number, y: number, c: number): number {
  if (c === 0 && (x === 0 || y === 0)) return 0
  const t = productError(x, y, c)
  return Number.isNaN(t) ? HALF_ULP * Math.abs(c) : Math.abs(t)
}

/**
 * productInto's rounding taken exactly: |a_l b_l| and the four roundings' errors by TwoProduct
 * and TwoSum (a function of its own, so that productInto stays small enough to be inlined).
 */
function exactRounding(a: Wide, b: Wide, t0: number, c1: number, c2: number, t1: number, t: number): number {
  return Math.abs(a.lo * b.lo) + crossError(a.hi, b.lo, c1) + crossError(a.lo, b.hi, c2) + Math.abs(sumError(t0, c1, t1)) + Math.abs(sumError(t1, c2, t))
}

/**
 * out = the real product a × b with its bound; out may be a or b. Uncertain beyond float64.
 * `exactCross` takes the four roundings' errors exactly (TwoProduct, TwoSum); without it each
 * is bounded by 2^-53 of its result (|err(c₁)| + |err(c₂)| + |err(t₁)| + |err(t)| ≤ 2^-53
 * (|c₁| + |c₂| + |t₁| + |t|)), some 2^-104 of the product, which is cheaper. The exact errors
 * matter only when both operands are exact: their product may then be exact (bound 0), as an
 * exact decimal or a rounding needs it to be. An operand with a bound of its own carries at
 * least decimal's 28-digit rounding (about 2^-91 of it), which the cheaper bound leaves as it
 * is; so does repeated squaring (powers, growth factors, binary's growthFactor too).
 */
export function productInto(a: Wide, b: Wide, out: MutableWide, operation: string, exactCross = false): void {
  const ah = a.hi
  const al = a.lo
  const bh = b.hi
  const bl = b.lo
  const p = ah * bh
  // NaN where TwoProduct cannot be used, and then hi is NaN too, refused below
  const t0 = productError(ah, bh, p)
  const c1 = ah * bl
  const c2 = al * bh
  const t1 = t0 + c1
  const t = t1 + c2
  const hi = p + t
  const lo = t - (hi - p)
  const rounding = exactCross ? exactRounding(a, b, t0, c1, c2, t1, t) : abs(al * bl) + HALF_ULP * (abs(c1) + abs(c2) + abs(t1) + abs(t))
  const ae = a.e
  const be = b.e
  const carried = ae * (abs(bh) + abs(bl)) + (abs(ah) + abs(al)) * be + ae * be + rounding
  const e = carried === 0 ? 0 : up(carried)
  // NaN or an infinity in any of the three fails this test
  if (!(abs(hi) + abs(lo) + e <= Number.MAX_VALUE)) throw new Uncertain(operation)
  out.hi = hi
  out.lo = lo
  out.e = e
}

/** Math.abs by a shorter name: fewer bytes of bytecode, which keeps productInto within what V8 inlines. */
const abs = Math.abs

export function realProduct(a: Wide, b: Wide, operation: string): Wide {
  const out: MutableWide = { hi: 0, lo: 0, e: 0, places: NOT_EXACT }
  productInto(a, b, out, operation, a.e === 0 && b.e === 0)
  return out
}

/** Where `times` has its real product written, to be read at once (wide.ts's MutableWide). */
const PRODUCT = scratchWide()

/** Whether x is exactly one. */
function isExactOne(x: Wide): boolean {
  return x.hi === 1 && x.lo === 0 && x.e === 0
}

/**
 * a × b. An exact zero times anything is an exact zero, and an exact one times a value is that
 * value itself: decimal.js's x × 1 is x, every value it holds having at most 28 digits (see
 * add.ts's plus).
 */
export function times(a: Wide, b: Wide): Wide {
  if ((a.hi === 0 && a.e === 0) || (b.hi === 0 && b.e === 0)) return ZERO
  if (isExactOne(b)) return a
  if (isExactOne(a)) return b
  productInto(a, b, PRODUCT, 'times', a.e === 0 && b.e === 0)
  // N_a × 10^-p times N_b × 10^-q is N_a N_b × 10^-(p + q).
  return decimallyRounded(PRODUCT, 'times', a.places < 0 || b.places < 0 ? NOT_EXACT : a.places + b.places)
}
