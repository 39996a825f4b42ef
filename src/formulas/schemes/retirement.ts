/**
 * Retirement (FIRE-style target): the corpus needed at retirement, the gap left after current
 * savings, and the monthly SIP that fills it.
 *
 *   n  = retirementAge − currentAge (whole years; the registry refuses n ≤ 0)
 *   E  = monthlyExpense × (1 + inflation/100)^n          monthly expense at retirement
 *   C  = 12 × E ÷ (withdrawalRate/100)                   corpus needed (the "safe withdrawal" rule)
 *   S  = currentSavings × (1 + preReturn/100)^n          current savings at retirement, compounded yearly
 *   gap = max(0, C − S);  surplus = max(0, S − C)
 *   SIP = gap ÷ (((1 + r)^(12n) − 1) / r × (1 + r)),  r = preReturn/1200
 *         a payment at the start of each month, the /sip convention (spreadsheet: PMT(r, 12n, 0, −gap, 1))
 * Degenerate cases: preReturn = 0 gives SIP = gap ÷ 12n and S = currentSavings; inflation = 0
 * keeps today's expense; savings that already reach the corpus give gap 0 and SIP 0.
 * Units: ages in years; money in ₹; rates in % a year.
 *
 * Worked example (fixtures/government-schemes/retirement.json): age 30 → 60, ₹50,000 a month
 * today, 6% inflation, 12% return, 4% withdrawal, ₹5,00,000 saved: n = 30,
 * E = 50,000 × 1.06^30 = ₹2,87,174.56, C = 12 × E ÷ 0.04 = ₹8,61,52,367.59,
 * S = 5,00,000 × 1.12^30 = ₹1,49,79,961.06, gap = ₹7,11,72,406.53,
 * SIP = PMT(0.01, 360, 0, −gap, 1) = ₹20,162.65.
 */
import { decimal } from '../../arithmetic/decimal.ts'
import { ratePerPeriod } from '../../math/periods.ts'
import { Dec, ZERO, max, percent } from '../../math/decimal.ts'
import { growthFactor, paymentForFutureValueDue } from '../../math/growth.ts'
import { defineFormula } from '../formula.ts'

interface RetirementInput {
  currentAge: Dec
  retirementAge: Dec
  monthlyExpense: Dec
  inflation: Dec
  preReturn: Dec
  withdrawalRate: Dec
  currentSavings: Dec
}

export const retirement = defineFormula({
  decimalOnly: true,
  id: 'schemes/retirement',
  inputs: ['currentAge', 'retirementAge', 'monthlyExpense', 'inflation', 'preReturn', 'withdrawalRate', 'currentSavings'],
  compute({ currentAge, retirementAge, monthlyExpense, inflation, preReturn, withdrawalRate, currentSavings }: RetirementInput) {
    const years = retirementAge.minus(currentAge).toNumber()
    const months = years * 12
    const monthlyExpenseAtRetirement = monthlyExpense.times(growthFactor(decimal, percent(inflation), years))
    const annualExpenseAtRetirement = monthlyExpenseAtRetirement.times(12)
    const corpusNeeded = annualExpenseAtRetirement.div(percent(withdrawalRate))
    const currentSavingsAtRetirement = currentSavings.times(growthFactor(decimal, percent(preReturn), years))
    const gap = max(ZERO, corpusNeeded.minus(currentSavingsAtRetirement))
    const surplus = max(ZERO, currentSavingsAtRetirement.minus(corpusNeeded))
    const monthlySip = gap.isZero() ? new Dec(0) : paymentForFutureValueDue(decimal, gap, ratePerPeriod(decimal, preReturn, 12), months)
    return {
      yearsToRetirement: years,
      monthlyExpenseAtRetirement,
      annualExpenseAtRetirement,
      corpusNeeded,
      currentSavingsAtRetirement,
      gap,
      surplus,
      monthlySip,
      totalSipInvested: monthlySip.times(months),
    }
  },
})
