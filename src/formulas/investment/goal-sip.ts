/**
 * Goal SIP: the monthly SIP that reaches `targetCorpus` in `years`, after what the existing
 * savings will have grown to.
 *
 *   r = expectedReturn / 1200 (monthly rate)      n = years × 12 (must be whole)
 *   savings grow monthly at the same rate:  S_n = existingSavings × (1 + r)^n
 *   shortfall = max(0, target − S_n)
 *   SIP = shortfall ÷ annuityDueFactor(r, n)     instalments at the START of each month, as
 *                                       /sip (spreadsheet PMT(r, n, 0, −shortfall, 1))
 * The SIP is rounded UP to the paisa, so that investing it (in /sip) reaches the target;
 * it is 0 when the savings alone reach the target.
 * Totals: invested through the SIP = SIP × n; SIP returns = the SIP's future value − invested.
 * Degenerate case: expectedReturn 0 gives SIP = shortfall ÷ n.
 *
 * Worked example (fixtures/investment/goal-sip.json): ₹1 crore in 15 years at 12%, no
 * savings: r = 0.01, n = 180, annuityDueFactor = 504.576 (FV(0.01, 180, −1, 0, 1)), SIP =
 * 1,00,00,000 ÷ 504.576 = 19,818.6200… (PMT(0.01, 180, 0, −1e7, 1)), rounded up: ₹19,818.63.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { annuityDueFactor, growthFactor } from '../../math/growth.ts'
import { roundUpToPaisa } from '../../math/numbers.ts'
import { monthlyTerm } from '../../math/periods.ts'
import { defineFormula, type Inputs } from '../formula.ts'

export default defineFormula({
  id: 'investment/goal-sip',
  compute<N>({ targetCorpus, years, expectedReturn, existingSavings }: Inputs<'investment/goal-sip', N>, a: Arithmetic<N>) {
    const { months, monthlyRate: r } = monthlyTerm(a, years, expectedReturn)
    const savingsFutureValue = a.times(existingSavings, growthFactor(a, r, months))
    const shortfall = a.max(a.fromInteger(0), a.minus(targetCorpus, savingsFutureValue))
    const factor = annuityDueFactor(a, r, months)
    const monthlySip = roundUpToPaisa(a, a.div(shortfall, factor))
    const sipInvested = a.times(monthlySip, a.fromInteger(months))
    const sipFutureValue = a.times(monthlySip, factor)
    return {
      monthlySip,
      savingsFutureValue,
      shortfall,
      totalSipInvested: sipInvested,
      sipReturns: a.minus(sipFutureValue, sipInvested),
      projectedCorpus: a.plus(savingsFutureValue, sipFutureValue),
      savingsSuffice: a.isZero(shortfall),
      months,
    }
  },
})
