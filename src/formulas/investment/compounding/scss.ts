/**
 * Senior Citizens Savings Scheme (/compounding, Set A): simple interest paid out every
 * quarter, never compounded; the deposit is repaid at maturity.
 *
 *   quarterly payout = principal × rate / 400
 *   yearly income    = principal × rate / 100
 *   quarters         = years × 4 (must be whole)
 *   total interest   = quarterly payout × quarters
 *   maturity amount  = principal (repaid at the end; the interest has already been paid out)
 *   total payout     = principal + total interest (everything the depositor receives)
 * The rate defaults to the notified SCSS rate and the deposit is bounded by the scheme's
 * limits (src/rules/scss.ts). Every quarter is treated as a full quarter: the first payout of
 * a real account covers the days from the deposit to the next quarter date.
 * Degenerate case: rate 0 gives payouts of 0 and a maturity amount equal to the deposit.
 *
 * Worked example (fixtures/investment/compounding.json): ₹15,00,000 at 8.2% for 5 years:
 * quarterly 15,00,000 × 8.2 / 400 = ₹30,750; yearly ₹1,23,000; 20 quarters, total interest
 * ₹6,15,000; maturity amount ₹15,00,000; total payout ₹21,15,000.
 */
import type { Arithmetic } from '../../../arithmetic/arithmetic.ts'
import { percent } from '../../../math/numbers.ts'
import { wholePeriods } from '../../../math/periods.ts'
import { SCSS, SCSS_RATE } from '../../../rules/scss.ts'
import { notifiedRate } from '../../../rules/small-savings-rate.ts'
import { defineFormula, type Inputs } from '../../formula.ts'

export default defineFormula({
  id: 'investment/compounding/scss',
  compute<N>({ principal, rate, years, date }: Inputs<'investment/compounding/scss', N>, a: Arithmetic<N>) {
    const quarters = wholePeriods(a, years, SCSS.payoutsPerYear, 'years', 'quarters')
    const yearlyIncome = a.times(principal, percent(a, rate))
    const quarterlyPayout = a.div(yearlyIncome, a.fromInteger(SCSS.payoutsPerYear))
    const totalInterest = a.times(quarterlyPayout, a.fromInteger(quarters))
    return {
      quarterlyPayout,
      yearlyIncome,
      totalInterest,
      maturityAmount: principal,
      totalPayout: a.plus(principal, totalInterest),
      quarters,
      notifiedRate: notifiedRate(SCSS_RATE, date),
    }
  },
})
