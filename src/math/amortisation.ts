/**
 * Month-by-month amortisation of a loan, the one schedule engine behind every loan calculator.
 *
 * Each month: interest = opening balance × monthly rate; principal repaid = payment − interest
 * (never more than the balance); closing balance = opening − principal repaid. Amounts are kept
 * unrounded; rounding happens only when a response is written. With a level payment from
 * `levelPayment` the closing balance of the last month is zero to the context's precision, so
 * the principal repayments sum to the principal.
 *
 * Extra payments (part payments, prepayments) reduce the balance after the month's instalment;
 * the schedule stops as soon as the balance reaches zero.
 */
import { Dec, ZERO, min } from './decimal.ts'

export interface AmortisationMonth {
  month: number
  opening: Dec
  interest: Dec
  principal: Dec
  extra: Dec
  closing: Dec
}

export interface AmortisationPlan {
  principal: Dec
  /** Monthly rate as a fraction. */
  monthlyRate: Dec
  /** The instalment; the last one is reduced to what is owed. */
  payment: Dec
  /** Months to run at most. */
  months: number
  /** Extra principal paid at the end of a month, by month number (1-based). */
  extraPayment?: (month: number, balanceAfterInstalment: Dec) => Dec
}

export function amortise(plan: AmortisationPlan): AmortisationMonth[] {
  const rows: AmortisationMonth[] = []
  let balance = plan.principal
  for (let month = 1; month <= plan.months && balance.gt(0); month++) {
    const interest = balance.times(plan.monthlyRate)
    const principal = min(plan.payment.minus(interest), balance)
    let closing = balance.minus(principal)
    const extra = closing.gt(0) && plan.extraPayment ? min(plan.extraPayment(month, closing), closing) : ZERO
    closing = closing.minus(extra)
    rows.push({ month, opening: balance, interest, principal, extra, closing })
    balance = closing
  }
  return rows
}

export interface AmortisationYear {
  year: number
  opening: Dec
  principal: Dec
  interest: Dec
  extra: Dec
  closing: Dec
}

/** Sum a monthly schedule into years of 12 months (the last year may be shorter). */
export function byYear(months: readonly AmortisationMonth[]): AmortisationYear[] {
  const years: AmortisationYear[] = []
  for (const m of months) {
    const index = Math.floor((m.month - 1) / 12)
    const year = years[index] ?? (years[index] = { year: index + 1, opening: m.opening, principal: ZERO, interest: ZERO, extra: ZERO, closing: m.closing })
    year.principal = year.principal.plus(m.principal)
    year.interest = year.interest.plus(m.interest)
    year.extra = year.extra.plus(m.extra)
    year.closing = m.closing
  }
  return years
}
