/**
 * Goal SIP: the monthly SIP that reaches `targetCorpus` in `years`, after what the existing
 * savings will have grown to.
 *
 *   r = expectedReturn / 1200 (monthly rate)      n = years × 12 (must be whole)
 *   savings grow monthly at the same rate:  S_n = existingSavings × (1 + r)^n
 *   shortfall = max(0, target − S_n)
 *   SIP = shortfall ÷ annuityDueFactor(decimal, r, n)     instalments at the START of each month, as
 *                                                /sip (spreadsheet PMT(r, n, 0, −shortfall, 1))
 * The SIP is rounded UP to the paisa, so that investing it (in /sip) reaches the target;
 * it is 0 when the savings alone reach the target.
 * Totals: invested through the SIP = SIP × n; SIP returns = the SIP's future value − invested.
 * Degenerate case: expectedReturn 0 gives SIP = shortfall ÷ n.
 *
 * Worked example (fixtures/investment/goal-sip.json): ₹1 crore in 15 years at 12%, no
 * savings: r = 0.01, n = 180, annuityDueFactor = 504.576 (FV(0.01, 180, −1, 0, 1)), SIP =
 * 1,00,00,000 ÷ 504.576 = 19,818.6200… (PMT(0.01, 180, 0, −1e7, 1)), rounded up: ₹19,818.63.
 */
import { decimal } from '../../arithmetic/decimal.ts'
import { Dec, ZERO, max } from '../../math/decimal.ts'
import { annuityDueFactor, growthFactor } from '../../math/growth.ts'
import { wholePeriods, ratePerPeriod } from '../../math/periods.ts'
import { defineFormula } from '../formula.ts'

interface GoalSipInput {
  targetCorpus: Dec
  years: Dec
  expectedReturn: Dec
  existingSavings: Dec
}

export const goalSip = defineFormula({
  decimalOnly: true,
  id: 'investment/goal-sip',
  inputs: ['targetCorpus', 'years', 'expectedReturn', 'existingSavings'],
  compute({ targetCorpus, years, expectedReturn, existingSavings }: GoalSipInput) {
    const months = wholePeriods(decimal, years, 12, 'years', 'months')
    const r = ratePerPeriod(decimal, expectedReturn, 12)
    const savingsFutureValue = existingSavings.times(growthFactor(decimal, r, months))
    const shortfall = max(ZERO, targetCorpus.minus(savingsFutureValue))
    const factor = annuityDueFactor(decimal, r, months)
    const monthlySip = shortfall.div(factor).toDecimalPlaces(2, Dec.ROUND_UP)
    const sipInvested = monthlySip.times(months)
    const sipFutureValue = monthlySip.times(factor)
    return {
      monthlySip,
      savingsFutureValue,
      shortfall,
      totalSipInvested: sipInvested,
      sipReturns: sipFutureValue.minus(sipInvested),
      projectedCorpus: savingsFutureValue.plus(sipFutureValue),
      savingsSuffice: shortfall.isZero(),
      months,
    }
  },
})
