/**
 * The growth factor (1 + r)^n for a whole n ≥ 0, as decimal.js computes rate.plus(1).pow(n).
 *
 * 1 + r is the real sum of add.ts (exact for a double-double rate within reach of 1), and the
 * power is realPower (power.ts): its interval holds (1 + r')^n for every r' in r's interval, the
 * exact rate and the decimal rate alike. The decimal path then rounds 1 + r to 28 digits (a
 * relative change δ ≤ 5e-28, which moves the power by at most n δ (1 + δ)^(n−1) of itself,
 * within n × 10^-27 for every safe integer n) and rounds the power (DECIMAL_INTEGER_POW_ROUNDING), as
 * binary's growthFactor allows.
 */
import { DECIMAL_INTEGER_POW_ROUNDING, DECIMAL_ROUNDING, up } from '../binary/bound.ts'
import { realSum } from './add.ts'
import { realPower } from './power.ts'
import { ONE, decimalExactWide, wide, type Wide } from './wide.ts'

export function growthFactor(rate: Wide, n: number): Wide {
  if (!Number.isSafeInteger(n) || n < 0) throw new TypeError(`${n} is not a whole number of periods`)
  if (n === 0) return ONE
  const base = realSum(1, 0, 0, rate.hi, rate.lo, rate.e, 'growthFactor')
  const real = realPower(base, n, 'growthFactor')
  if (real.e === 0 && decimalExactWide(base.hi, base.lo) && decimalExactWide(real.hi, real.lo)) return real
  const size = Math.abs(real.hi) + Math.abs(real.lo) + real.e
  return wide(real.hi, real.lo, up(real.e + (n * DECIMAL_ROUNDING + DECIMAL_INTEGER_POW_ROUNDING) * size), 'growthFactor')
}
