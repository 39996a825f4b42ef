/**
 * a × b.
 *
 * Bound: for |Δa| ≤ e_a and |Δb| ≤ e_b, |(a + Δa)(b + Δb) − ab| ≤ e_a|b| + |a|e_b + e_a e_b;
 * plus this product's rounding error, exact from TwoProduct (or 2^-53 |v| where TwoProduct
 * cannot be used); plus the decimal path's rounding to 28 digits of a product at most
 * |v| + carried in size. Exact (bound 0) when both operands and the float product are exact
 * and decimal.js holds it in 28 digits: 2.5 × 12 stays exactly 30. Places: N_a × 10^-p ×
 * N_b × 10^-q has p + q, which decimal.js does not round while it fits 28 digits.
 */
import { productError } from './two-product.ts'
import { DECIMAL_ROUNDING, HALF_ULP, NOT_EXACT, ZERO, decimalResult, type Bounded } from './bound.ts'

export function times(a: Bounded, b: Bounded): Bounded {
  // An exact zero times anything is an exact zero, in decimal as in the reals.
  if ((a.v === 0 && a.e === 0) || (b.v === 0 && b.e === 0)) return ZERO
  const v = a.v * b.v
  const t = productError(a.v, b.v, v)
  const places = a.places < 0 || b.places < 0 ? NOT_EXACT : a.places + b.places
  return decimalResult(v, realProductBound(a.v, a.e, b.v, b.e, v, t), a.e === 0 && b.e === 0 && t === 0, DECIMAL_ROUNDING, places, 'times')
}

/**
 * The bound of the real product p = fl(av × bv) of two bounded values, before any decimal
 * rounding, given its TwoProduct error t (NaN when unknown). Not yet passed through `up`.
 */
export function realProductBound(av: number, ae: number, bv: number, be: number, p: number, t: number): number {
  const rounding = Number.isNaN(t) ? Math.abs(p) * HALF_ULP : Math.abs(t)
  return ae * Math.abs(bv) + Math.abs(av) * be + ae * be + rounding
}
