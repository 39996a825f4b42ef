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
import { decimal } from '../../arithmetic/decimal.ts'
import { Dec, percent } from '../../math/decimal.ts'
import { amortiseByYear } from '../../math/amortisation.ts'
import { levelLoan } from '../../math/growth.ts'
import { wholePeriods, ratePerPeriod } from '../../math/periods.ts'
import { defineFormula, type FormulaRecord } from '../formula.ts'

interface BalanceTransferInput {
  balance: Dec
  oldRate: Dec
  tenure: Dec
  newRate: Dec
  processing: Dec
  otherCharges: Dec
}

export const homeLoanBalanceTransfer = defineFormula({
  decimalOnly: true,
  id: 'loans/home-loan-balance-transfer',
  inputs: ['balance', 'oldRate', 'tenure', 'newRate', 'processing', 'otherCharges'],
  compute({ balance, oldRate, tenure, newRate, processing, otherCharges }: BalanceTransferInput) {
    const months = wholePeriods(decimal, tenure, 12, 'tenure', 'months')
    const oldMonthly = ratePerPeriod(decimal, oldRate, 12)
    const newMonthly = ratePerPeriod(decimal, newRate, 12)
    const { payment: oldEmi, totalInterest: oldInterest } = levelLoan(decimal, balance, oldMonthly, months)
    const { payment: newEmi, totalInterest: newInterest } = levelLoan(decimal, balance, newMonthly, months)
    const monthlySaving = oldEmi.minus(newEmi)
    const interestSaved = oldInterest.minus(newInterest)
    const processingFee = balance.times(percent(processing))
    const switchingCost = processingFee.plus(otherCharges)
    const netSavings = interestSaved.minus(switchingCost)

    let breakEvenMonth: number | null = null
    if (monthlySaving.gt(0)) {
      const m = Math.max(1, switchingCost.div(monthlySaving).ceil().toNumber())
      if (m <= months) breakEvenMonth = m
    }

    const before = amortiseByYear(decimal, { principal: balance, monthlyRate: oldMonthly, payment: oldEmi, months })
    const after = amortiseByYear(decimal, { principal: balance, monthlyRate: newMonthly, payment: newEmi, months })
    const yearly: FormulaRecord[] = []
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
        netSavingsToDate: monthlySaving.times(monthsSoFar).minus(switchingCost),
      })
    }

    const verdict = netSavings.gt(0)
      ? 'The transfer saves money after its cost.'
      : netSavings.isZero()
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
      worthwhile: netSavings.gt(0),
      verdict,
      months,
      yearly,
    }
  },
})

