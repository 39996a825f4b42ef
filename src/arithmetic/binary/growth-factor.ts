/**
 * The growth factor (1 + r)^n for a whole n ≥ 0, the power behind every compounding
 * calculator, to about 16 significant digits where `powInt` on the rounded 1 + r keeps
 * about 13 over 10 years of days.
 *
 * 1 + r is not rounded: it is carried as a double-double hi + lo (TwoSum makes it exact),
 * and the power is taken by repeated squaring in double-double. Each product of
 * a = a_h + a_l and b = b_h + b_l is p + t with p = fl(a_h b_h), t = err(a_h b_h) (exact, by
 * TwoProduct) + fl(a_h b_l) + fl(a_l b_h), renormalised exactly by FastTwoSum (|t| ≤ |p|).
 * Its rounding error is at most
 *   |a_l b_l| (dropped) + 2^-53 (|fl(a_h b_l)| + |fl(a_l b_h)| + |t₁| + |t|)   (the four roundings),
 * and the operands' bounds carry as in any product: e_a |b| + |a| e_b + e_a e_b. The result
 * holds (1 + r')^n for every r' in r's interval: the exact rate and the decimal rate alike.
 *
 * The decimal path computes rate.plus(1).pow(n): it rounds 1 + r to 28 digits (a relative
 * change δ ≤ 5e-28, which moves the power by at most n δ (1 + δ)^(n−1) of itself, within
 * n × 10^-27 for every safe integer n) and then rounds the power (DECIMAL_POW_ROUNDING).
 */
import { Uncertain } from '../arithmetic.ts'
import { sumError } from './two-sum.ts'
import { productError } from './two-product.ts'
import { DECIMAL_POW_ROUNDING, DECIMAL_ROUNDING, HALF_ULP, bounded, decimalExact, up, type Bounded } from './bound.ts'

/** A double-double with a bound on its absolute error. */
interface Wide {
  hi: number
  lo: number
  e: number
}

function product(a: Wide, b: Wide, out: Wide): void {
  const p = a.hi * b.hi
  const exactError = productError(a.hi, b.hi, p)
  if (Number.isNaN(exactError)) throw new Uncertain('growthFactor')
  const cross1 = a.hi * b.lo
  const cross2 = a.lo * b.hi
  const t1 = exactError + cross1
  const t = t1 + cross2
  const hi = p + t
  const lo = t - (hi - p)
  const rounding = Math.abs(a.lo * b.lo) + HALF_ULP * (Math.abs(cross1) + Math.abs(cross2) + Math.abs(t1) + Math.abs(t))
  const magnitudeA = Math.abs(a.hi) + Math.abs(a.lo)
  const magnitudeB = Math.abs(b.hi) + Math.abs(b.lo)
  const carried = a.e * magnitudeB + magnitudeA * b.e + a.e * b.e
  out.e = carried === 0 && rounding === 0 ? 0 : up(carried + rounding)
  out.hi = hi
  out.lo = lo
  if (!Number.isFinite(hi) || !Number.isFinite(out.e)) throw new Uncertain('growthFactor')
}

export function growthFactor(rate: Bounded, n: number): Bounded {
  if (!Number.isSafeInteger(n) || n < 0) throw new TypeError(`${n} is not a whole number of periods`)
  if (n === 0) return { v: 1, e: 0 }
  const baseHi = 1 + rate.v
  const square: Wide = { hi: baseHi, lo: sumError(1, rate.v, baseHi), e: rate.e }
  const result: Wide = { hi: 1, lo: 0, e: 0 }
  for (let k = n; ; ) {
    if (k % 2 === 1) product(result, square, result)
    k = Math.floor(k / 2)
    if (k === 0) break
    product(square, square, square)
  }
  // hi + lo rounds to hi (normalised), so v = hi is off from the double-double by |lo|.
  const v = result.hi
  if (result.e === 0 && result.lo === 0 && rate.e === 0 && decimalExact(baseHi) && sumError(1, rate.v, baseHi) === 0 && decimalExact(v)) return bounded(v, 0, 'growthFactor')
  const real = up(result.e + Math.abs(result.lo))
  return bounded(v, up(real + (n * DECIMAL_ROUNDING + DECIMAL_POW_ROUNDING) * (Math.abs(v) + real)), 'growthFactor')
}
