/**
 * Bank FD vs debt fund vs arbitrage fund: ₹`amount` for `years` in each, after tax.
 *
 *   t = years (a whole number of quarters), slab = bracket / 100; every tax is increased by the
 *   4% health and education cess (src/rules/cess.ts); a gain of 0 or less is not taxed
 *
 * Bank FD: compounded quarterly, maturity = amount × (1 + f/4)^q with q = years × 4 (must be
 *   whole). Interest is taxed at the slab rate year by year as it accrues; the tax is taken
 *   as paid from other income, so its total is interest × slab × 1.04 (not discounted).
 * Debt fund: the NAV grows at debtRate a year: value = amount × (1 + d)^t. Units bought on or
 *   after 1 April 2023 are "specified mutual funds" (Sec 50AA): the gain is taxed at the slab
 *   rate whatever the holding period (india-rules.md §6).
 * Arbitrage fund: value = amount × (1 + a)^t, taxed as equity (src/rules/capital-gains.ts,
 *   EQUITY_CAPITAL_GAINS): held 12 months or less, 20% (Sec 111A); longer, 12.5% on the gain
 *   above the ₹1.25 lakh yearly exemption (Sec 112A). The exemption is applied once, in the
 *   year of redemption, assuming no other equity gains use it (`ltcgExemption=false` when
 *   they do).
 * Post-tax annual return = ((post-tax value ÷ amount)^(1/t) − 1) × 100. `best` names the
 * option with the highest post-tax value (ties go to the first of fd, debt-fund,
 * arbitrage-fund). Surcharge is not modelled (income up to ₹50 lakh); exit loads and expense
 * ratios are inside the fund returns given.
 *
 * Worked example (fixtures/investment/fd-vs-debt-fund.json): ₹10,00,000 for 3 years, FD 7%,
 * debt 7%, arbitrage 7%, bracket 30: FD 1.0175^12 = 1.231439315, interest ₹2,31,439.32,
 * tax × 0.312 = ₹72,209.07, post-tax ₹11,59,230.24; debt 1.07^3 = 1.225043, gain ₹2,25,043,
 * tax ₹70,213.42, post-tax ₹11,54,829.58; arbitrage gain ₹2,25,043, taxable ₹1,00,043, tax ×
 * 0.13 = ₹13,005.59, post-tax ₹12,12,037.41; best: arbitrage-fund.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { taxWithCess } from '../../math/cess.ts'
import { growthFactor, compoundAnnualGrowthPercent } from '../../math/growth.ts'
import { percent, ruleValue } from '../../math/numbers.ts'
import { wholePeriods } from '../../math/periods.ts'
import { EQUITY_CAPITAL_GAINS } from '../../rules/capital-gains.ts'
import { defineFormula, type Inputs } from '../formula.ts'

export default defineFormula({
  id: 'investment/fd-vs-debt-fund',
  compute<N>({ amount, years, fdRate, debtRate, arbRate, bracket, ltcgExemption }: Inputs<'investment/fd-vs-debt-fund', N>, a: Arithmetic<N>) {
    const quarters = wholePeriods(a, years, 4, 'years', 'quarters')
    const months = quarters * 3
    const zero = a.fromInteger(0)
    const slab = percent(a, bracket)
    const annualReturn = (value: N): N => compoundAnnualGrowthPercent(a, amount, value, years)

    // Bank FD
    const fdMaturity = a.times(amount, growthFactor(a, a.div(percent(a, fdRate), a.fromInteger(4)), quarters))
    const fdInterest = a.minus(fdMaturity, amount)
    const fdTax = taxWithCess(a, fdInterest, slab)
    const fdPostTax = a.minus(fdMaturity, fdTax)

    // Debt fund
    const debtValue = a.times(amount, growthFactor(a, percent(a, debtRate), years))
    const debtGain = a.minus(debtValue, amount)
    const debtTax = taxWithCess(a, debtGain, slab)
    const debtPostTax = a.minus(debtValue, debtTax)

    // Arbitrage fund
    const equity = EQUITY_CAPITAL_GAINS
    const arbValue = a.times(amount, growthFactor(a, percent(a, arbRate), years))
    const arbGain = a.minus(arbValue, amount)
    const longTerm = months > equity.longTermAfterMonths
    const exemption = longTerm && ltcgExemption ? ruleValue(a, equity.longTermExemption) : zero
    const arbTaxable = a.max(zero, a.minus(arbGain, exemption))
    const arbTax = taxWithCess(a, arbTaxable, percent(a, ruleValue(a, longTerm ? equity.longTermRatePercent : equity.shortTermRatePercent)))
    const arbPostTax = a.minus(arbValue, arbTax)

    const ranked: Array<[string, N]> = [
      ['fd', fdPostTax],
      ['debt-fund', debtPostTax],
      ['arbitrage-fund', arbPostTax],
    ]
    const best = ranked.reduce((x, y) => (a.gt(y[1], x[1]) ? y : x))[0]
    return {
      fd: { maturityValue: fdMaturity, interest: fdInterest, tax: fdTax, postTaxValue: fdPostTax, postTaxReturn: annualReturn(fdPostTax) },
      debtFund: { redemptionValue: debtValue, gain: debtGain, tax: debtTax, postTaxValue: debtPostTax, postTaxReturn: annualReturn(debtPostTax) },
      arbitrageFund: {
        redemptionValue: arbValue,
        gain: arbGain,
        gainTaxTreatment: longTerm ? 'long-term' : 'short-term',
        taxableGain: arbTaxable,
        tax: arbTax,
        postTaxValue: arbPostTax,
        postTaxReturn: annualReturn(arbPostTax),
      },
      best,
    }
  },
})
