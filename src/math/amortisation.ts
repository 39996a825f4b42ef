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
import { minus, plus, times } from './arithmetic.ts'
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
  for (let month = 1; month <= plan.months && isPositive(balance); month++) {
    // times/plus/minus from arithmetic.ts: decimal.js's results, cheaper (the loop runs up to
    // 600 times a request). Subtracting or adding a zero extra would only round a value that is
    // already rounded, so it is skipped.
    const interest = times(balance, plan.monthlyRate)
    const principal = min(minus(plan.payment, interest), balance)
    let closing = minus(balance, principal)
    const extra = plan.extraPayment && isPositive(closing) ? min(plan.extraPayment(month, closing), closing) : ZERO
    if (!extra.isZero()) closing = minus(closing, extra)
    rows.push({ month, opening: balance, interest, principal, extra, closing })
    balance = closing
  }
  return rows
}

/** x > 0, without the Decimal that `x.gt(0)` makes of its argument. */
function isPositive(x: Dec): boolean {
  return x.isPositive() && !x.isZero()
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
    year.principal = plus(year.principal, m.principal)
    year.interest = plus(year.interest, m.interest)
    if (!m.extra.isZero()) year.extra = plus(year.extra, m.extra)
    year.closing = m.closing
  }
  return years
}
