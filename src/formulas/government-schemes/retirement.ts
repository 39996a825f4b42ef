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
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { growthFactor, paymentForFutureValueDue } from '../../math/growth.ts'
import { percent } from '../../math/numbers.ts'
import { ratePerPeriod } from '../../math/periods.ts'
import { defineFormula, type Inputs } from '../formula.ts'

export default defineFormula({
  id: 'government-schemes/retirement',
  compute<N>({ currentAge, retirementAge, monthlyExpense, inflation, preReturn, withdrawalRate, currentSavings }: Inputs<'government-schemes/retirement', N>, a: Arithmetic<N>) {
    const zero = a.fromInteger(0)
    const years = a.toNumber(a.minus(retirementAge, currentAge))
    const months = years * 12
    const monthlyExpenseAtRetirement = a.times(monthlyExpense, growthFactor(a, percent(a, inflation), years))
    const annualExpenseAtRetirement = a.times(monthlyExpenseAtRetirement, a.fromInteger(12))
    const corpusNeeded = a.div(annualExpenseAtRetirement, percent(a, withdrawalRate))
    const currentSavingsAtRetirement = a.times(currentSavings, growthFactor(a, percent(a, preReturn), years))
    const gap = a.max(zero, a.minus(corpusNeeded, currentSavingsAtRetirement))
    const surplus = a.max(zero, a.minus(currentSavingsAtRetirement, corpusNeeded))
    const monthlySip = a.isZero(gap) ? zero : paymentForFutureValueDue(a, gap, ratePerPeriod(a, preReturn, 12), months)
    return {
      yearsToRetirement: years,
      monthlyExpenseAtRetirement,
      annualExpenseAtRetirement,
      corpusNeeded,
      currentSavingsAtRetirement,
      gap,
      surplus,
      monthlySip,
      totalSipInvested: a.times(monthlySip, a.fromInteger(months)),
    }
  },
})
