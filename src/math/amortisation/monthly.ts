/** The schedule month by month (`amortise`), and a monthly schedule summed into years (`byYear`). */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { monthStep } from './month-step.ts'
import { changedTerms, scheduledDue, sortedChanges, type AmortisationMonth, type AmortisationPlan, type AmortisationYear, type Terms } from './plan.ts'
import { withBalance, zeroRateAfter, zeroRateChanged, zeroRateLeft, zeroRatePlan, zeroRateStep } from './zero-rate.ts'

export function amortise<N>(a: Arithmetic<N>, plan: AmortisationPlan<N>): AmortisationMonth<N>[] {
  const rows: AmortisationMonth<N>[] = []
  const extras = plan.extras ?? []
  const changes = sortedChanges(plan)
  let next = 0
  let terms: Terms<N> = { rate: plan.monthlyRate, payment: plan.payment }
  let scaled = a.isZero(terms.rate) ? zeroRatePlan(a, plan) : undefined
  let balance = plan.principal
  let open = plan.months > 0 && a.gt(balance, a.fromInteger(0))
  for (let month = 1; month <= plan.months && open; month++) {
    while (next < changes.length && changes[next]!.month <= month) {
      const change = changes[next++]!
      if (zeroRateAfter(a, change, scaled)) scaled = zeroRateChanged(a, scaled, terms, change, balance, plan.months)
      else {
        terms = scaled ? zeroRateLeft(a, scaled, change, balance, plan.months) : changedTerms(a, terms, change, balance, plan.months)
        scaled = undefined
      }
    }
    const extraDue = (closing: N): N | undefined => {
      const scheduled = scheduledDue(a, extras, month)
      if (!plan.extraPayment) return scheduled
      const chosen = plan.extraPayment(month, scaled ? a.div(closing, scaled.scale) : closing)
      return scheduled === undefined ? chosen : a.plus(scheduled, chosen)
    }
    if (scaled) {
      const step = zeroRateStep(a, scaled, extraDue)
      const closing = step.closed ? step.closing : a.div(step.closing, scaled.scale)
      const principal = step.whole ? scaled.instalment : balance
      rows.push({ month, opening: balance, interest: a.fromInteger(0), principal, extra: step.extra, closing })
      scaled = withBalance(scaled, step.closing)
      balance = closing
      open = !step.closed
      continue
    }
    const { closed, ...step } = monthStep(a, balance, terms, extraDue)
    rows.push({ month, opening: balance, ...step })
    balance = step.closing
    open = !closed
  }
  return rows
}

/** Sum a monthly schedule into years of 12 months (the last year may be shorter). */
export function byYear<N>(a: Arithmetic<N>, months: readonly AmortisationMonth<N>[]): AmortisationYear<N>[] {
  const years: AmortisationYear<N>[] = []
  const zero = a.fromInteger(0)
  for (const m of months) {
    const index = Math.floor((m.month - 1) / 12)
    const year = years[index] ?? (years[index] = { year: index + 1, opening: m.opening, principal: zero, interest: zero, extra: zero, closing: m.closing, months: 0 })
    year.principal = a.plus(year.principal, m.principal)
    year.interest = a.plus(year.interest, m.interest)
    year.extra = a.plus(year.extra, m.extra)
    year.closing = m.closing
    year.months++
  }
  return years
}
