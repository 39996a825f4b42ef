/**
 * SIP: future value of a fixed investment at the start of every period (annuity-due).
 *
 *   m  = periods a year (daily 365, weekly 52, monthly 12, quarterly 4, yearly 1)
 *   r  = interest / 100 / m            n = years × m (must be whole)
 *   FV = P × ((1 + r)^n − 1) / r × (1 + r)          (spreadsheet: FV(r, n, −P, 0, 1))
 *   r = 0: FV = P × n
 * Invested = P × n; returns = FV − invested. The yearly table gives, at the end of each year,
 * the amount invested so far and the value of the holdings; a part year ends the table.
 *
 * Worked example (fixtures/investment/sip.json): ₹10,000 a month at 12% for 10 years:
 * r = 0.01, n = 120, FV = 10,000 × (1.01^120 − 1) / 0.01 × 1.01 = ₹23,23,390.76,
 * invested ₹12,00,000, returns ₹11,23,390.76.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { annuityDueFactor, periodFactors } from '../../math/growth.ts'
import { PERIODS_PER_YEAR, wholePeriods, ratePerPeriod } from '../../math/periods.ts'
import { defineFormula, type Inputs, type Row } from '../formula.ts'

export default defineFormula({
  id: 'investment/sip',
  compute<N>({ investment, interest, years, frequency }: Inputs<'investment/sip', N>, a: Arithmetic<N>) {
    const perYear = PERIODS_PER_YEAR[frequency]
    const periods = wholePeriods(a, years, perYear, 'years', `${frequency} periods`)
    const rate = ratePerPeriod(a, interest, perYear)
    const futureValue = a.times(investment, annuityDueFactor(a, rate, periods))
    const invested = a.times(investment, a.fromInteger(periods))

    const yearly: Row<'investment/sip', 'yearly', N>[] = []
    const fullYear = periodFactors(a, rate, perYear)
    const yearContribution = a.times(investment, fullYear.due)
    let value = a.fromInteger(0)
    for (let done = 0, year = 1; done < periods; year++) {
      const step = Math.min(perYear, periods - done)
      const factors = step === perYear ? fullYear : periodFactors(a, rate, step)
      value = a.plus(a.times(value, factors.growth), step === perYear ? yearContribution : a.times(investment, factors.due))
      done += step
      const investedSoFar = a.times(investment, a.fromInteger(done))
      yearly.push({ year, invested: investedSoFar, value, returns: a.minus(value, investedSoFar) })
    }

    return { futureValue, totalInvested: invested, totalReturns: a.minus(futureValue, invested), periods, yearly }
  },
})
