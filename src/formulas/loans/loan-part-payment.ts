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
import { decimal } from '../../arithmetic/decimal.ts'
import { Dec, ZERO, min } from '../../math/decimal.ts'
import { amortiseByYear, scheduleTotals } from '../../math/amortisation.ts'
import { annuityFactor, growthFactor, levelLoan, levelPayment } from '../../math/growth.ts'
import { wholePeriods, ratePerPeriod } from '../../math/periods.ts'
import { InputError, defineFormula } from '../formula.ts'

interface PartPaymentInput {
  balance: Dec
  rate: Dec
  tenure: Dec
  partPay: Dec
  month: Dec
}

export const loanPartPayment = defineFormula({
  decimalOnly: true,
  id: 'loans/loan-part-payment',
  inputs: ['balance', 'rate', 'tenure', 'partPay', 'month'],
  compute({ balance, rate, tenure, partPay, month }: PartPaymentInput) {
    const months = wholePeriods(decimal, tenure, 12, 'tenure', 'months')
    const at = month.toNumber()
    if (at >= months) throw new InputError('month', 'constraint', `month must be before the last EMI: below ${months}, the tenure in months`)
    const monthlyRate = ratePerPeriod(decimal, rate, 12)
    // Without the part payment the loan runs its course, every EMI paid.
    const { payment: emi, totalInterest: interestWithout } = levelLoan(decimal, balance, monthlyRate, months)
    const plan = { principal: balance, monthlyRate, payment: emi, months }

    const owed = balance.times(growthFactor(decimal, monthlyRate, at)).minus(emi.times(annuityFactor(decimal, monthlyRate, at)))
    const applied = min(partPay, owed)
    const outstanding = owed.minus(applied)
    const closes = outstanding.isZero()
    const extras = [{ amount: partPay, firstMonth: at }]

    const a = scheduleTotals(decimal, amortiseByYear(decimal, { ...plan, extras }), balance)
    const b = scheduleTotals(decimal, amortiseByYear(decimal, { ...plan, extras, changes: [{ month: at + 1, payment: 'reamortise' }] }), balance)
    const lowerEmi = closes ? ZERO : levelPayment(decimal, outstanding, monthlyRate, months - at)

    return {
      emi,
      interestWithout,
      balanceAtPartPayment: owed,
      partPaymentApplied: applied,
      outstandingAfter: outstanding,
      loanClosed: closes,
      reduceTenure: {
        emi: closes ? ZERO : emi,
        months: a.months,
        monthsSaved: months - a.months,
        totalInterest: a.interest,
        interestSaved: interestWithout.minus(a.interest),
      },
      reduceEmi: {
        emi: lowerEmi,
        months: b.months,
        emiReduction: emi.minus(lowerEmi),
        totalInterest: b.interest,
        interestSaved: interestWithout.minus(b.interest),
      },
      extraSavingByReducingTenure: b.interest.minus(a.interest),
    }
  },
})
