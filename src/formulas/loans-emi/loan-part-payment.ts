/**
 * Part payment: after `month` EMIs a lump sum `partPay` goes to principal. Option A keeps the
 * EMI and shortens the tenure; option B keeps the tenure and lowers the EMI.
 *
 *   r = rate / 1200      n = tenure × 12 (must be whole; `month` must be below n)
 *   EMI = PMT(r, n, −balance)          interest without part payment = EMI × n − balance
 *   balance owed after `month` EMIs: B_m = balance × (1 + r)^m − EMI × ((1 + r)^m − 1) / r
 *   A, shorter tenure: the same EMI on B_m − partPay; the last EMI is what is owed
 *                      (the remaining months are NPER(r, −EMI, B_m − partPay) rounded up)
 *   B, lower EMI:      PMT(r, n − month, −(B_m − partPay)) for the remaining n − month months
 *   interest saved = interest without part payment − interest of the option
 * Both schedules come from the shared amortisation engine (the part payment is an extra
 * payment at the end of month `month`; B reamortises from the next month). A part payment at
 * or above B_m closes the loan: only B_m is applied and neither option pays another EMI.
 * There is no prepayment charge (RBI, floating-rate loans to individuals: src/rules/home-loan.ts).
 *
 * Worked example (fixtures/loans-emi/loan-part-payment.json): ₹30,00,000 at 9% over 20 years,
 * ₹5,00,000 after 12 EMIs: EMI ₹26,991.78, B_12 = ₹29,43,818.69 (FV(0.0075, 12, EMI, −30,00,000));
 * A keeps the EMI and ends after 12 + 153 = 165 EMIs instead of 240
 * (NPER(0.0075, −EMI, 24,43,818.69) = 152.09);
 * B lowers the EMI to PMT(0.0075, 228, −24,43,818.69) = ₹22,407.29.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { amortiseByYear, scheduleTotals, StretchFactors, withEvents } from '../../math/amortisation.ts'
import { levelLoan, levelPayment } from '../../math/growth.ts'
import { wholePeriods, ratePerPeriod } from '../../math/periods.ts'
import { InputError, defineFormula } from '../formula.ts'

interface PartPaymentInput<N> {
  balance: N
  rate: N
  tenure: N
  partPay: N
  month: N
}

export const loanPartPayment = defineFormula({
  id: 'loans-emi/loan-part-payment',
  inputs: ['balance', 'rate', 'tenure', 'partPay', 'month'],
  compute<N>({ balance, rate, tenure, partPay, month }: PartPaymentInput<N>, a: Arithmetic<N>) {
    const zero = a.fromInteger(0)
    const months = wholePeriods(a, tenure, 12, 'tenure', 'months')
    const at = a.toNumber(month)
    if (at >= months) throw new InputError('month', 'constraint', `month must be before the last EMI: below ${months}, the tenure in months`)
    const monthlyRate = ratePerPeriod(a, rate, 12)
    // Without the part payment the loan runs its course, every EMI paid.
    const { payment: emi, totalInterest: interestWithout } = levelLoan(a, balance, monthlyRate, months)
    // what is owed and both options' schedules share the rate's powers
    const factors = new StretchFactors(a, monthlyRate)
    const plan = { principal: balance, monthlyRate, payment: emi, months, factors }

    const owed = a.minus(a.times(balance, factors.growth(at)), a.times(emi, factors.annuity(at)))
    // A part payment of at least what is owed closes the loan: only what is owed is applied
    // and nothing is left (exactly zero, not owed − owed).
    const closes = !a.lt(partPay, owed)
    const applied = closes ? owed : partPay
    const outstanding = closes ? zero : a.minus(owed, applied)
    const extras = [{ amount: partPay, firstMonth: at }]

    const shorter = scheduleTotals(a, amortiseByYear(a, withEvents(plan, { extras })), balance)
    const lower = scheduleTotals(a, amortiseByYear(a, withEvents(plan, { extras, changes: [{ month: at + 1, payment: 'reamortise' }] })), balance)
    const lowerEmi = closes ? zero : levelPayment(a, outstanding, monthlyRate, months - at)

    return {
      emi,
      interestWithout,
      balanceAtPartPayment: owed,
      partPaymentApplied: applied,
      outstandingAfter: outstanding,
      loanClosed: closes,
      reduceTenure: {
        emi: closes ? zero : emi,
        months: shorter.months,
        monthsSaved: months - shorter.months,
        totalInterest: shorter.interest,
        interestSaved: a.minus(interestWithout, shorter.interest),
      },
      reduceEmi: {
        emi: lowerEmi,
        months: lower.months,
        emiReduction: a.minus(emi, lowerEmi),
        totalInterest: lower.interest,
        interestSaved: a.minus(interestWithout, lower.interest),
      },
      extraSavingByReducingTenure: a.minus(lower.interest, shorter.interest),
    }
  },
})
