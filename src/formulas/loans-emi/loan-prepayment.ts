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
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { amortiseByYear, scheduleTotals, StretchFactors, type ScheduledExtra, withEvents } from '../../math/amortisation/index.ts'
import { levelPayment } from '../../math/growth.ts'
import { wholePeriods, ratePerPeriod } from '../../math/periods.ts'
import { InputError, defineFormula, type Inputs, type Row } from '../formula.ts'

type Mode = 'one-time' | 'monthly' | 'quarterly' | 'yearly'

const EVERY: Record<Mode, number | undefined> = { 'one-time': undefined, monthly: 1, quarterly: 3, yearly: 12 }

export default defineFormula({
  id: 'loans-emi/loan-prepayment',
  compute<N>({ principal, rate, years, prepayAmount, mode, month }: Inputs<'loans-emi/loan-prepayment', N>, a: Arithmetic<N>) {
    const zero = a.fromInteger(0)
    const months = wholePeriods(a, years, 12, 'years', 'months')
    const first = a.toNumber(month)
    if (first >= months) throw new InputError('month', 'constraint', `month must be before the last EMI: below ${months}, the tenure in months`)
    const monthlyRate = ratePerPeriod(a, rate, 12)
    const emi = levelPayment(a, principal, monthlyRate, months)
    // both schedules share the rate's powers
    const plan = { principal, monthlyRate, payment: emi, months, factors: new StretchFactors(a, monthlyRate) }
    const everyMonths = EVERY[mode]
    const extra: ScheduledExtra<N> = everyMonths ? { amount: prepayAmount, firstMonth: first, everyMonths } : { amount: prepayAmount, firstMonth: first }
    const before = amortiseByYear(a, plan)
    const after = amortiseByYear(a, withEvents(plan, { extras: [extra] }))
    const without = scheduleTotals(a, before, principal)
    const withPrepay = scheduleTotals(a, after, principal)

    const yearly: Row<'loans-emi/loan-prepayment', 'yearly', N>[] = before.map((b, i) => {
      const w = after[i]
      return {
        year: b.year,
        balanceWithout: b.closing,
        balanceWith: w ? w.closing : zero,
        interestWithout: b.interest,
        interestWith: w ? w.interest : zero,
        prepaid: w ? w.extra : zero,
      }
    })

    return {
      emi,
      months,
      newMonths: withPrepay.months,
      monthsSaved: months - withPrepay.months,
      interestWithout: without.interest,
      interestWith: withPrepay.interest,
      interestSaved: a.minus(without.interest, withPrepay.interest),
      totalPrepaid: withPrepay.extra,
      totalPaidWithout: without.paid,
      totalPaidWith: withPrepay.paid,
      yearly,
    }
  },
})
