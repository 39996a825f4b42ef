/**
 * A savings pot fed at the start of every month (annuity-due, the convention of Indian SIP
 * calculators and of /sip) and growing at a fixed monthly rate, advanced whole months at a time:
 *
 *   value after m months = V × (1 + r)^m + C × annuityDueFactor(r, m)
 *
 * where V is the value at the start of the first month and C the contribution paid at the start
 * of each of the m months. The factors come from growth.ts; those for a whole year (m = 12) are
 * computed once per pot, so stepping a plan year by year costs two multiplications a year.
 * Everything is computed in the arithmetic `a` the pot is made with (src/arithmetic). A value
 * or a contribution of zero takes no special path: it contributes an exact zero to the sum, so
 * nothing asks whether a computed figure (a contribution that may be a rounding residue of
 * zero) is zero.
 */
import type { Arithmetic } from '../arithmetic/arithmetic.ts'
import { annuityDueFactor, growthFactor } from './growth.ts'

export interface MonthlySavings<N> {
  /** The value `months` months on, with `contribution` paid at the start of each month. */
  advance(value: N, contribution: N, months: number): N
}

export function monthlySavings<N>(a: Arithmetic<N>, monthlyRate: N): MonthlySavings<N> {
  // At a zero rate nothing grows: the pot is what it held plus what was paid in.
  if (a.isZero(monthlyRate)) {
    const twelve = a.fromInteger(12)
    return { advance: (value, contribution, months) => (months === 0 ? value : a.plus(value, a.times(contribution, months === 12 ? twelve : a.fromInteger(months)))) }
  }
  const yearGrowth = growthFactor(a, monthlyRate, 12)
  const yearDue = annuityDueFactor(a, monthlyRate, 12)
  return {
    advance(value, contribution, months) {
      if (months === 0) return value
      const grown = a.times(value, months === 12 ? yearGrowth : growthFactor(a, monthlyRate, months))
      const fed = a.times(contribution, months === 12 ? yearDue : annuityDueFactor(a, monthlyRate, months))
      return a.plus(grown, fed)
    },
  }
}
