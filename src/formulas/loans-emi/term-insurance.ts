/**
 * Term insurance by human life value: the cover that would keep paying the family's expenses
 * until the insured's retirement age, plus the debts outstanding, less cover already held.
 *
 *   years n = retirementAge − currentAge (whole years; the registry requires currentAge < retirementAge)
 *   E = monthlyExpense × 12, the first year's expenses
 *   expenses rise by `inflation` i a year and the cover is invested at `expectedReturn` r a
 *   year; each year's expenses are drawn at its start, so
 *     expenses cover = E × Σ_{t=0}^{n−1} q^t,   q = (1 + i) / (1 + r)
 *                    = E × annuityFactor(q − 1, n)   (E × n when r = i)
 *     summed through q itself, not through the real return ρ = 1/q − 1 (reported): q is a
 *     terminating decimal whenever it can be (1.08 / 1.2 = 0.9), so the sum is then exact
 *     and a cover of exactly half a paisa rounds as it truly is (one year: exactly E)
 *   cover needed = max(expenses cover + totalLoans − existingCover, 0)
 *
 * Worked example (fixtures/loans-emi/term-insurance.json): age 30, ₹50,000 a month, ₹20 lakh
 * of loans, retiring at 60, inflation 6%, return 8%: E = ₹6,00,000, n = 30,
 * Σ (1.06 / 1.08)^t for t = 0…29 = 23.178267…, expenses cover ₹1,39,06,960.23,
 * cover needed ₹1,59,06,960.23.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { annuityFactor, realReturn } from '../../math/growth.ts'
import { percent } from '../../math/numbers.ts'
import { defineFormula, type Inputs } from '../formula.ts'

export default defineFormula({
  id: 'loans-emi/term-insurance',
  compute<N>({ currentAge, monthlyExpense, totalLoans, retirementAge, inflation, expectedReturn, existingCover }: Inputs<'loans-emi/term-insurance', N>, a: Arithmetic<N>) {
    const one = a.fromInteger(1)
    const years = a.toNumber(a.minus(retirementAge, currentAge))
    const annualExpense = a.times(monthlyExpense, a.fromInteger(12))
    const realRate = realReturn(a, expectedReturn, inflation)
    const ratio = a.div(a.plus(percent(a, inflation), one), a.plus(percent(a, expectedReturn), one))
    const expensesCover = a.times(annualExpense, annuityFactor(a, a.minus(ratio, one), years))
    const grossNeed = a.plus(expensesCover, totalLoans)
    const coverNeeded = a.max(a.minus(grossNeed, existingCover), a.fromInteger(0))
    return {
      annualExpense,
      years,
      realReturn: a.times(realRate, a.fromInteger(100)),
      expensesCover,
      totalLoans,
      grossNeed,
      existingCover,
      coverNeeded,
      multipleOfAnnualExpense: a.div(coverNeeded, annualExpense),
    }
  },
})
