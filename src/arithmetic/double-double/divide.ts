/**
 * a ÷ b.
 *
 * Uncertain when b's interval reaches zero (decimal.js then answers ±Infinity or NaN).
 *
 * The quotient q of the values themselves (a_v = a_h + a_l, b_v = b_h + b_l) is computed by long
 * division: q₁ = fl(a_h / b_h), the remainder r = a_v − q₁ b_v in double-double, q₂ = fl(r_h / b_h),
 * q = q₁ + q₂ normalised by TwoSum. How q was found does not matter to the bound, which is a
 * posteriori: the residual R = a_v − q b_v is computed again with the real product and sum of
 * this folder, which bound their own error by ε_R, so
 *   |a_v / b_v − q| = |a_v − q b_v| / |b_v| ≤ (|R| + ε_R) / (|b_v| − |b_l| slack),
 * taking |b_v| ≥ |b_h| (1 − 2^-52). A zero residual computed exactly makes q exact.
 * The operands' bounds then carry as in binary (../binary/divide.ts): for |Δa| ≤ e_a and
 * |Δb| ≤ e_b, |(a + Δa)/(b + Δb) − a/b| ≤ (e_a + |a/b| e_b) / (|b| − e_b), with |a/b| ≤ |q| + its
 * error. `div` then adds the decimal path's rounding of the quotient to 28 digits.
 */
import { Uncertain } from '../arithmetic.ts'
import { sumError } from '../binary/two-sum.ts'
import { up } from '../binary/bound.ts'
import { realSum, decimallyRounded } from './add.ts'
import { realProduct } from './multiply.ts'
import { magnitude, wide, type Wide } from './wide.ts'

/** Below |b_h| by more than |b_l| and the rounding of this product: a lower bound on |b_v|. */
const BELOW = 1 - 2 ** -51

export function realQuotient(a: Wide, b: Wide, operation: string): Wide {
  const bLow = Math.abs(b.hi) * BELOW
  if (!(b.e < bLow)) throw new Uncertain(operation)
  const bExact: Wide = b.e === 0 ? b : { hi: b.hi, lo: b.lo, e: 0 }
  const aExact: Wide = a.e === 0 ? a : { hi: a.hi, lo: a.lo, e: 0 }
  const q1 = a.hi / b.hi
  const p1 = realProduct({ hi: q1, lo: 0, e: 0 }, bExact, operation)
  const r = realSum(a.hi, a.lo, 0, -p1.hi, -p1.lo, 0, operation)
  const q2 = r.hi / b.hi
  const hi = q1 + q2
  const lo = sumError(q1, q2, hi)
  const q: Wide = { hi, lo, e: 0 }
  // The residual a_v − q b_v and the bound of its computation.
  const product = realProduct(q, bExact, operation)
  const residual = realSum(aExact.hi, aExact.lo, 0, -product.hi, -product.lo, product.e, operation)
  const residualBound = residual.e === 0 && residual.hi === 0 ? 0 : up(magnitude(residual) + residual.e)
  const own = residualBound === 0 ? 0 : up(residualBound / (Math.abs(b.hi) * BELOW))
  if (a.e === 0 && b.e === 0) return wide(hi, lo, own, operation)
  const quotientSize = magnitude(q) + own
  const carried = up((a.e + quotientSize * b.e) / (bLow - b.e))
  return wide(hi, lo, up(own + carried), operation)
}

export function div(a: Wide, b: Wide): Wide {
  return decimallyRounded(realQuotient(a, b, 'div'), 'div')
}
