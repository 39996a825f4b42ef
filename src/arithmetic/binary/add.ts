/**
 * a + b.
 *
 * Bound: the operands' bounds carried as they are (|Δ(a + b)| ≤ e_a + e_b), plus this
 * addition's rounding error t, known exactly by TwoSum, plus the decimal path's rounding to
 * 28 digits of a sum at most |v| + carried in size. The result is exact (bound 0) when both
 * operands are exact, the float sum is exact and decimal.js holds it in 28 digits.
 */
import { sumError } from './two-sum.ts'
import { DECIMAL_ROUNDING, bounded, decimalExact, up, type Bounded } from './bound.ts'

export function plus(a: Bounded, b: Bounded): Bounded {
  const v = a.v + b.v
  const t = sumError(a.v, b.v, v)
  if (a.e === 0 && b.e === 0 && t === 0 && decimalExact(v)) return bounded(v, 0, 'plus')
  const carried = a.e + b.e + Math.abs(t)
  return bounded(v, up(carried + DECIMAL_ROUNDING * (Math.abs(v) + carried)), 'plus')
}

export function minus(a: Bounded, b: Bounded): Bounded {
  return plus(a, { v: -b.v, e: b.e })
}
