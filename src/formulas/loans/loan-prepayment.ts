/**
 * Prepayment: `prepayAmount` paid towards principal once or on a schedule, the EMI unchanged,
 * so the loan ends early. Compared with the same loan without prepayment.
 *
 *   r = rate / 1200      n = years × 12 (must be whole; `month` must be below n)
 *   EMI = PMT(r, n, −principal)
 *   prepayments at the end of month `month` (after its EMI), then, by `mode`:
 *     one-time: that month only     monthly: every month after it
 *     quarterly: every 3 months     yearly: every 12 months
 *   each prepayment is at most what is still owed; the EMI that closes the loan is reduced to
 *   what is owed. New tenure = EMIs paid; interest saved = interest without − interest with;
 *   total paid = EMIs + prepayments.
 * Both schedules come from the shared amortisation engine; the yearly table holds them side by
 * side (rows after the loan closes show zeros on the prepayment side). There is no prepayment
 * charge (RBI, floating-rate loans to individuals: src/rules/home-loan.ts).
 *
 * Worked example (fixtures/loans-emi/loan-prepayment.json): ₹50,00,000 at 9% for 20 years with
 * ₹1,00,000 prepaid at the end of every 12th month from month 12 (`mode=yearly&month=12`):
 * EMI ₹44,986.30; 13 prepayments (₹13,00,000) and the loan closes after 167 EMIs instead of
 * 240; interest ₹37,79,126.51 instead of ₹57,96,711.47, saving ₹20,17,584.96.
 */
import { decimal } from '../../arithmetic/decimal.ts'
import { Dec, ZERO } from '../../math/decimal.ts'
import { amortiseByYear, scheduleTotals } from '../../math/amortisation.ts'
import { levelPayment } from '../../math/growth.ts'
import { wholePeriods, ratePerPeriod } from '../../math/periods.ts'
import { InputError, defineFormula, type FormulaRecord } from '../formula.ts'

type Mode = 'one-time' | 'monthly' | 'quarterly' | 'yearly'

const EVERY: Record<Mode, number | undefined> = { 'one-time': undefined, monthly: 1, quarterly: 3, yearly: 12 }

interface PrepaymentInput {
  principal: Dec
  rate: Dec
  years: Dec
  prepayAmount: Dec
  mode: Mode
  month: Dec
}

export const loanPrepayment = defineFormula({
  decimalOnly: true,
  id: 'loans/loan-prepayment',
  inputs: ['principal', 'rate', 'years', 'prepayAmount', 'mode', 'month'],
  compute({ principal, rate, years, prepayAmount, mode, month }: PrepaymentInput) {
    const months = wholePeriods(decimal, years, 12, 'years', 'months')
    const first = month.toNumber()
    if (first >= months) throw new InputError('month', 'constraint', `month must be before the last EMI: below ${months}, the tenure in months`)
    const monthlyRate = ratePerPeriod(decimal, rate, 12)
    const emi = levelPayment(decimal, principal, monthlyRate, months)
    const plan = { principal, monthlyRate, payment: emi, months }
    const everyMonths = EVERY[mode]
    const before = amortiseByYear(decimal, plan)
    const after = amortiseByYear(decimal, { ...plan, extras: [everyMonths ? { amount: prepayAmount, firstMonth: first, everyMonths } : { amount: prepayAmount, firstMonth: first }] })
    const without = scheduleTotals(decimal, before, principal)
    const withPrepay = scheduleTotals(decimal, after, principal)

    const yearly: FormulaRecord[] = before.map((b, i) => {
      const a = after[i]
      return {
        year: b.year,
        balanceWithout: b.closing,
        balanceWith: a ? a.closing : ZERO,
        interestWithout: b.interest,
        interestWith: a ? a.interest : ZERO,
        prepaid: a ? a.extra : ZERO,
      }
    })

    return {
      emi,
      months,
      newMonths: withPrepay.months,
      monthsSaved: months - withPrepay.months,
      interestWithout: without.interest,
      interestWith: withPrepay.interest,
      interestSaved: without.interest.minus(withPrepay.interest),
      totalPrepaid: withPrepay.extra,
      totalPaidWithout: without.paid,
      totalPaidWith: withPrepay.paid,
      yearly,
    }
  },
})
