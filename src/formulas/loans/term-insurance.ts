/**
 * Term insurance by human life value: the cover that would keep paying the family's expenses
 * until the insured's retirement age, plus the debts outstanding, less cover already held.
 *
 *   years n = retirementAge − currentAge (whole years; the registry requires currentAge < retirementAge)
 *   E = monthlyExpense × 12, the first year's expenses
 *   expenses rise by `inflation` i a year and the cover is invested at `expectedReturn` r a
 *   year; each year's expenses are drawn at its start, so
 *     expenses cover = E × Σ_{t=0}^{n−1} ((1 + i) / (1 + r))^t
 *                    = E × presentValueFactor(decimal, ρ, n) × (1 + ρ),   ρ = (1 + r) / (1 + i) − 1
 *     (ρ is the real return; ρ = 0, i.e. r = i: E × n; ρ < 0 when inflation beats the return)
 *   cover needed = max(expenses cover + totalLoans − existingCover, 0)
 *
 * Worked example (fixtures/loans-emi/term-insurance.json): age 30, ₹50,000 a month, ₹20 lakh
 * of loans, retiring at 60, inflation 6%, return 8%: E = ₹6,00,000, n = 30,
 * Σ (1.06 / 1.08)^t for t = 0…29 = 23.178267…, expenses cover ₹1,39,06,960.23,
 * cover needed ₹1,59,06,960.23.
 */
import { decimal } from '../../arithmetic/decimal.ts'
import { Dec, ZERO, max, percent } from '../../math/decimal.ts'
import { presentValueFactor } from '../../math/growth.ts'
import { defineFormula } from '../formula.ts'

interface TermInsuranceInput {
  currentAge: Dec
  monthlyExpense: Dec
  totalLoans: Dec
  retirementAge: Dec
  inflation: Dec
  expectedReturn: Dec
  existingCover: Dec
}

export const termInsurance = defineFormula({
  decimalOnly: true,
  id: 'loans/term-insurance',
  inputs: ['currentAge', 'monthlyExpense', 'totalLoans', 'retirementAge', 'inflation', 'expectedReturn', 'existingCover'],
  compute({ currentAge, monthlyExpense, totalLoans, retirementAge, inflation, expectedReturn, existingCover }: TermInsuranceInput) {
    const years = retirementAge.minus(currentAge).toNumber()
    const annualExpense = monthlyExpense.times(12)
    const realRate = percent(expectedReturn).plus(1).div(percent(inflation).plus(1)).minus(1)
    const expensesCover = annualExpense.times(presentValueFactor(decimal, realRate, years)).times(realRate.plus(1))
    const grossNeed = expensesCover.plus(totalLoans)
    const coverNeeded = max(grossNeed.minus(existingCover), ZERO)
    return {
      annualExpense,
      years,
      realReturn: realRate.times(100),
      expensesCover,
      totalLoans,
      grossNeed,
      existingCover,
      coverNeeded,
      multipleOfAnnualExpense: coverNeeded.div(annualExpense),
    }
  },
})

