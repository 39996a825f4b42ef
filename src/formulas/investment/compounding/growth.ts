/**
 * Compound growth (/compounding, Set B): a one-time principal plus a recurring contribution
 * each period, both compounding once a period at the annual rate divided by the periods in a
 * year (monthly 12, quarterly 4, yearly 1).
 *
 *   m = periods a year    r = rate / 100 / m    n = years × m (must be whole)
 *   FV = P × (1 + r)^n + C × F
 *   F  = annuityDueFactor(r, n)   contributions at the START of each period (default,
 *                        `contributionTiming=start`, as /sip: FV(r, n, −C, −P, 1))
 *   F  = annuityFactor(r, n)      contributions at the END of each period
 *                        (`contributionTiming=end`: FV(r, n, −C, −P, 0))
 * Total invested = P + C × n; total interest = FV − invested; multiplier = FV ÷ invested.
 * With only a contribution and the default timing this is /sip with the same amount, rate,
 * years and frequency. The principal is invested at the start and grows for all n periods
 * under either timing.
 * Degenerate cases: rate 0 gives FV = invested and a multiplier of 1; at least one of P and
 * C must be above 0 (a registry rule), so the multiplier is always defined.
 * `breakdown=true` adds a yearly table (opening balance, contributions, interest, closing
 * balance, invested to date) computed year by year from src/math/yearly-schedule.ts.
 *
 * Worked example (fixtures/investment/compounding.json): ₹1,00,000 plus ₹5,000 a month at
 * 12% for 10 years: r = 0.01, n = 120, 1.01^120 = 3.300386895, annuityDueFactor = 232.33908;
 * FV = 1,00,000 × 3.300386895 + 5,000 × 232.33908 = 3,30,038.69 + 11,61,695.38 = ₹14,91,734.07
 * (spreadsheet FV(0.01, 120, −5000, −100000, 1)); invested ₹7,00,000; multiplier 2.1310.
 */
import type { Arithmetic } from '../../../arithmetic/arithmetic.ts'
import { annuityDueFactor, annuityFactor, growthFactor } from '../../../math/growth.ts'
import { PERIODS_PER_YEAR, wholePeriods, ratePerPeriod } from '../../../math/periods.ts'
import { levelYears, yearSpans } from '../../../math/yearly-schedule.ts'
import { defineFormula, type Inputs, type Result, type Row } from '../../formula.ts'

export default defineFormula({
  id: 'investment/compounding/growth',
  compute<N>({ principal, contribution, rate, years, frequency, contributionTiming, breakdown }: Inputs<'investment/compounding/growth', N>, a: Arithmetic<N>) {
    const perYear = PERIODS_PER_YEAR[frequency]
    const periods = wholePeriods(a, years, perYear, 'years', `${frequency} periods`)
    const r = ratePerPeriod(a, rate, perYear)
    const atStart = contributionTiming === 'start'
    const flows = atStart ? annuityDueFactor(a, r, periods) : annuityFactor(a, r, periods)
    const finalValue = a.plus(a.times(principal, growthFactor(a, r, periods)), a.times(contribution, flows))
    const invested = a.plus(principal, a.times(contribution, a.fromInteger(periods)))
    const result: Result<'investment/compounding/growth', N> = {
      finalValue,
      totalInvested: invested,
      totalInterest: a.minus(finalValue, invested),
      multiplier: a.div(finalValue, invested),
      periods,
    }
    if (!breakdown) return result

    const yearlyBreakdown: Row<'investment/compounding/growth', 'yearlyBreakdown', N>[] = []
    let balance = principal
    // invested to date: the principal and each year's contributions as they are added (exact
    // sums of amounts in paise, the same as principal + contribution × periods done)
    let investedSoFar = principal
    // A year's contributions and their value at its end depend on its length alone.
    const yearOf = levelYears(a, contribution, atStart)
    for (const span of yearSpans(a, r, periods, perYear)) {
      const opening = balance
      const year = yearOf(span)
      const contributed = year.paid
      balance = a.plus(a.times(opening, span.growth), year.grown)
      investedSoFar = a.plus(investedSoFar, contributed)
      yearlyBreakdown.push({
        year: span.year,
        openingBalance: opening,
        contributions: contributed,
        interest: a.minus(a.minus(balance, opening), contributed),
        closingBalance: balance,
        totalInvested: investedSoFar,
      })
    }
    // added to the record, not spread into a new one (src/runtime/write-result.ts says why)
    result.yearlyBreakdown = yearlyBreakdown
    return result
  },
})
