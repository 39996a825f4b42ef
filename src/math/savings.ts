/**
 * A savings pot fed at the start of every month (annuity-due, the convention of Indian SIP
 * calculators and of /sip) and growing at a fixed monthly rate, advanced whole months at a time:
 *
 *   value after m months = V × (1 + r)^m + C × annuityDueFactor(decimal, r, m)
 *
 * where V is the value at the start of the first month and C the contribution paid at the start
 * of each of the m months. The factors come from growth.ts; those for a whole year (m = 12) are
 * computed once per pot, so stepping a plan year by year costs two multiplications a year.
 */
import { decimal } from '../arithmetic/decimal.ts'
import type { Dec } from './decimal.ts'
import { annuityDueFactor, growthFactor } from './growth.ts'

export interface MonthlySavings {
  /** The value `months` months on, with `contribution` paid at the start of each month. */
  advance(value: Dec, contribution: Dec, months: number): Dec
}

export function monthlySavings(monthlyRate: Dec): MonthlySavings {
  const yearGrowth = growthFactor(decimal, monthlyRate, 12)
  const yearDue = annuityDueFactor(decimal, monthlyRate, 12)
  return {
    advance(value, contribution, months) {
      if (months === 0) return value
      const grown = value.isZero() ? value : value.times(months === 12 ? yearGrowth : growthFactor(decimal, monthlyRate, months))
      if (contribution.isZero()) return grown
      const fed = contribution.times(months === 12 ? yearDue : annuityDueFactor(decimal, monthlyRate, months))
      return grown.isZero() ? fed : grown.plus(fed)
    },
  }
}
