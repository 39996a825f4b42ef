/**
 * Home-loan balance transfer: the remaining loan at the old rate against the same balance and
 * remaining tenure at the new lender's rate, after the cost of switching.
 *
 *   n = tenure × 12 (must be whole)      r_old = oldRate / 1200      r_new = newRate / 1200
 *   EMI_old = PMT(r_old, n, −balance)    EMI_new = PMT(r_new, n, −balance)   (r = 0: balance / n)
 *   interest_x = EMI_x × n − balance     interest saved = interest_old − interest_new
 *                                                        = (EMI_old − EMI_new) × n
 *   switching cost = balance × processing / 100 + otherCharges, paid up front by the borrower
 *   net savings = interest saved − switching cost (negative: the transfer loses money)
 *   break-even month = the first month m ≥ 1 with m × (EMI_old − EMI_new) ≥ switching cost;
 *   null when the new EMI is not lower or the month would fall after the tenure.
 * Savings are not discounted. The yearly table compares both schedules (shared amortisation
 * engine) with the EMI savings to date net of the switching cost.
 *
 * Worked example (fixtures/loans-emi/home-loan-balance-transfer.json): ₹50,00,000 over 15
 * years moving from 9.5% to 8.5% with the default 0.5% fee: EMI ₹52,211.23 → ₹49,236.98
 * (₹2,974.26 a month), interest saved ₹5,35,366.12, fee ₹25,000, net savings ₹5,10,366.12,
 * paid back in month 9 (25,000 / 2,974.26 = 8.41).
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { amortiseByYear } from '../../math/amortisation/index.ts'
import { levelLoan } from '../../math/growth.ts'
import { percent } from '../../math/numbers.ts'
import { monthlyTerm, ratePerPeriod } from '../../math/periods.ts'
import { defineFormula, type Inputs, type Row } from '../formula.ts'

export default defineFormula({
  id: 'loans-emi/home-loan-balance-transfer',
  compute<N>({ balance, oldRate, tenure, newRate, processing, otherCharges }: Inputs<'loans-emi/home-loan-balance-transfer', N>, a: Arithmetic<N>) {
    const zero = a.fromInteger(0)
    const { months, monthlyRate: oldMonthly } = monthlyTerm(a, tenure, oldRate, 'tenure')
    const newMonthly = ratePerPeriod(a, newRate, 12)
    // At the same rate the loan is the same one: one schedule, and nothing saved.
    const sameRate = a.eq(oldRate, newRate)
    const oldLoan = levelLoan(a, balance, oldMonthly, months)
    const { payment: oldEmi, totalInterest: oldInterest } = oldLoan
    const { payment: newEmi, totalInterest: newInterest } = sameRate ? oldLoan : levelLoan(a, balance, newMonthly, months)
    const monthlySaving = sameRate ? zero : a.minus(oldEmi, newEmi)
    const interestSaved = sameRate ? zero : a.minus(oldInterest, newInterest)
    const processingFee = a.times(balance, percent(a, processing))
    const switchingCost = a.plus(processingFee, otherCharges)
    const netSavings = a.minus(interestSaved, switchingCost)

    let breakEvenMonth: number | null = null
    if (a.gt(monthlySaving, zero)) {
      // No switching cost is paid back in the first month, without dividing 0 by the saving.
      const m = a.isZero(switchingCost) ? 1 : Math.max(1, a.toNumber(a.ceil(a.div(switchingCost, monthlySaving))))
      if (m <= months) breakEvenMonth = m
    }

    const before = amortiseByYear(a, { principal: balance, monthlyRate: oldMonthly, payment: oldEmi, months })
    const after = sameRate ? before : amortiseByYear(a, { principal: balance, monthlyRate: newMonthly, payment: newEmi, months })
    const yearly: Row<'loans-emi/home-loan-balance-transfer', 'yearly', N>[] = []
    let monthsSoFar = 0
    for (let i = 0; i < before.length; i++) {
      const o = before[i]!
      const w = after[i]!
      monthsSoFar += o.months
      yearly.push({
        year: o.year,
        oldInterest: o.interest,
        newInterest: w.interest,
        oldBalance: o.closing,
        newBalance: w.closing,
        netSavingsToDate: a.minus(a.times(monthlySaving, a.fromInteger(monthsSoFar)), switchingCost),
      })
    }

    const worthwhile = a.gt(netSavings, zero)
    const verdict = worthwhile
      ? 'The transfer saves money after its cost.'
      : a.isZero(netSavings)
        ? 'The transfer saves exactly its cost: no gain.'
        : 'The transfer loses money: the interest saved does not cover its cost.'
    return {
      oldEmi,
      newEmi,
      monthlySaving,
      oldTotalInterest: oldInterest,
      newTotalInterest: newInterest,
      interestSaved,
      processingFee,
      switchingCost,
      netSavings,
      breakEvenMonth,
      worthwhile,
      verdict,
      months,
      yearly,
    }
  },
})
