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
 * the schedule stops as soon as the balance reaches zero. They come from a callback
 * (`extraPayment`, month-by-month engine only) or from a schedule (`extras`: once, or every n
 * months). Term changes (`changes`) set a new monthly rate and/or a new instalment from a given
 * month on; the instalment may be `'reamortise'`, the level payment that clears the balance by
 * the plan's last month (a bank lowering the EMI after a part payment or a rate cut).
 *
 * Two ways to run the same plan:
 * - `amortise` walks every month and returns one row per month (`byYear` sums them into years);
 * - `amortiseByYear` returns the same yearly rows without visiting each month: between two
 *   events (a year end, a term change, the start of a monthly extra) rate and instalment are
 *   constant, so k months of the recurrence B' = B × g − A (g = 1 + r) are, exactly,
 *     B_k = B × g^k − A × (1 + g + … + g^(k−1)) − Σ E_m × g^(end − m)
 *   E_m being an extra paid at the end of month m of the stretch; g^j and the sums are computed
 *   once per stretch length in use (for whole years, once). A monthly extra X folds into
 *   the instalment (A + X). Only the stretch in which the loan closes early (before the plan's
 *   last month, as extra payments make it) is walked month by month, with the very step
 *   `amortise` uses; a loan that closes with the plan's last instalment, as a level payment
 *   does, needs no walk. A 30-year plan costs about 30 stretches instead of 360
 *   months, with or without quarterly or yearly prepayments. The two agree to far below a
 *   paisa (test/loans.test.ts checks it on random plans).
 */
import { decimal } from '../arithmetic/decimal.ts'
import { Dec, ZERO, min, sum } from './decimal.ts'
import { annuityFactorFrom, growthFactor, levelPayment } from './growth.ts'

export interface AmortisationMonth {
  month: number
  opening: Dec
  interest: Dec
  principal: Dec
  extra: Dec
  closing: Dec
}

/** A payment of principal on top of the instalment at the end of `firstMonth`, and every `everyMonths` after it. */
export interface ScheduledExtra {
  amount: Dec
  /** First month (1-based) whose end carries the payment. */
  firstMonth: number
  /** Months between two payments (1 monthly, 3 quarterly, 12 yearly); absent for a single payment. */
  everyMonths?: number
}

/** New terms from `month` on: that month's interest is charged at the new rate. */
export interface TermChange {
  month: number
  /** New monthly rate as a fraction; absent keeps the rate. */
  monthlyRate?: Dec
  /** New instalment, or `'reamortise'` for the level payment that clears the balance by the plan's last month. */
  payment?: Dec | 'reamortise'
}

export interface AmortisationPlan {
  principal: Dec
  /** Monthly rate as a fraction. */
  monthlyRate: Dec
  /** The instalment; the last one is reduced to what is owed. */
  payment: Dec
  /** Months to run at most. */
  months: number
  /** Extra principal paid at the end of a month, by month number (1-based). Month-by-month engine only. */
  extraPayment?: (month: number, balanceAfterInstalment: Dec) => Dec
  /** Scheduled extra payments; several due in one month add up. */
  extras?: readonly ScheduledExtra[]
  /** Changes of rate or instalment, by the month they take effect. */
  changes?: readonly TermChange[]
}

/** A plan `amortiseByYear` can run: everything but the per-month callback. */
export type ScheduledPlan = Omit<AmortisationPlan, 'extraPayment'>

interface Terms {
  rate: Dec
  payment: Dec
}

/** One month: instalment, then any extra principal. The single step both engines share. */
function monthStep(balance: Dec, terms: Terms, extraDue: (closing: Dec) => Dec): { interest: Dec; principal: Dec; extra: Dec; closing: Dec } {
  const interest = balance.times(terms.rate)
  const principal = min(terms.payment.minus(interest), balance)
  let closing = balance.minus(principal)
  const extra = closing.gt(0) ? min(extraDue(closing), closing) : ZERO
  closing = closing.minus(extra)
  return { interest, principal, extra, closing }
}

/** Whether the scheduled extra falls at the end of `month`. */
function isDue(extra: ScheduledExtra, month: number): boolean {
  if (month < extra.firstMonth) return false
  if (!extra.everyMonths) return month === extra.firstMonth
  return (month - extra.firstMonth) % extra.everyMonths === 0
}

function scheduledDue(extras: readonly ScheduledExtra[], month: number): Dec {
  let due = ZERO
  for (const e of extras) if (isDue(e, month)) due = due.plus(e.amount)
  return due
}

function sortedChanges(plan: ScheduledPlan): TermChange[] {
  return [...(plan.changes ?? [])].sort((a, b) => a.month - b.month)
}

/** Terms after `change`, for a balance of `balance` at the start of `change.month`. */
function changedTerms(terms: Terms, change: TermChange, balance: Dec, planMonths: number): Terms {
  const rate = change.monthlyRate ?? terms.rate
  const payment = change.payment === 'reamortise' ? levelPayment(decimal, balance, rate, planMonths - change.month + 1) : (change.payment ?? terms.payment)
  return { rate, payment }
}

export function amortise(plan: AmortisationPlan): AmortisationMonth[] {
  const rows: AmortisationMonth[] = []
  const extras = plan.extras ?? []
  const changes = sortedChanges(plan)
  let next = 0
  let terms: Terms = { rate: plan.monthlyRate, payment: plan.payment }
  let balance = plan.principal
  for (let month = 1; month <= plan.months && balance.gt(0); month++) {
    while (next < changes.length && changes[next]!.month <= month) terms = changedTerms(terms, changes[next++]!, balance, plan.months)
    const extraDue = (closing: Dec): Dec => {
      const scheduled = extras.length ? scheduledDue(extras, month) : ZERO
      return plan.extraPayment ? scheduled.plus(plan.extraPayment(month, closing)) : scheduled
    }
    const step = monthStep(balance, terms, extraDue)
    rows.push({ month, opening: balance, ...step })
    balance = step.closing
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
  /** Instalments paid in the year (12, fewer in the year the loan closes). */
  months: number
}

/** Sum a monthly schedule into years of 12 months (the last year may be shorter). */
export function byYear(months: readonly AmortisationMonth[]): AmortisationYear[] {
  const years: AmortisationYear[] = []
  for (const m of months) {
    const index = Math.floor((m.month - 1) / 12)
    const year = years[index] ?? (years[index] = { year: index + 1, opening: m.opening, principal: ZERO, interest: ZERO, extra: ZERO, closing: m.closing, months: 0 })
    year.principal = year.principal.plus(m.principal)
    year.interest = year.interest.plus(m.interest)
    year.extra = year.extra.plus(m.extra)
    year.closing = m.closing
    year.months++
  }
  return years
}

/**
 * g^k and 1 + g + … + g^(k−1) = (g^k − 1) / r for a stretch of k months, g = 1 + rate, each
 * computed when first needed: a plan of whole years needs k = 12 alone.
 */
class StretchFactors {
  private readonly byLength = new Map<number, { growth: Dec; annuity: Dec }>()

  constructor(readonly rate: Dec) {}

  private of(k: number): { growth: Dec; annuity: Dec } {
    let f = this.byLength.get(k)
    if (!f) {
      const growth = growthFactor(decimal, this.rate, k)
      this.byLength.set(k, (f = { growth, annuity: annuityFactorFrom(decimal, growth, this.rate, k) }))
    }
    return f
  }

  growth(k: number): Dec {
    return this.of(k).growth
  }

  annuity(k: number): Dec {
    return this.of(k).annuity
  }
}

/** A closed-form balance at or below this (a millionth of a paisa) means the loan closes in the stretch. */
const CLOSING = new Dec('1e-8')

/**
 * The yearly schedule of `plan`, equal to `byYear(amortise(plan))`, computed stretch by stretch
 * (see the header). Cost grows with the number of years and events, not months.
 */
export function amortiseByYear(plan: ScheduledPlan): AmortisationYear[] {
  const years: AmortisationYear[] = []
  const extras = plan.extras ?? []
  const monthly = extras.filter((e) => e.everyMonths === 1)
  const spaced = extras.filter((e) => e.everyMonths !== 1)
  const changes = sortedChanges(plan)
  let next = 0
  let terms: Terms = { rate: plan.monthlyRate, payment: plan.payment }
  let factors = new StretchFactors(terms.rate)
  let balance = plan.principal
  let done = 0
  let year: AmortisationYear | undefined
  let full: { payment: Dec; factors: StretchFactors; folded: Dec; outgo: Dec; annuity: Dec; paid: Dec } | undefined

  while (done < plan.months && balance.gt(0)) {
    const first = done + 1
    while (next < changes.length && changes[next]!.month <= first) {
      const rate = terms.rate
      terms = changedTerms(terms, changes[next++]!, balance, plan.months)
      if (!terms.rate.eq(rate)) factors = new StretchFactors(terms.rate)
    }
    if (first % 12 === 1) {
      year = { year: (first - 1) / 12 + 1, opening: balance, principal: ZERO, interest: ZERO, extra: ZERO, closing: balance, months: 0 }
      years.push(year)
    }
    // The stretch runs from `first` to `last`: up to the year end, the plan's end, the month
    // before the next change, or the month before a monthly extra starts.
    let last = Math.min(plan.months, Math.ceil(first / 12) * 12)
    if (next < changes.length) last = Math.min(last, changes[next]!.month - 1)
    for (const e of monthly) if (e.firstMonth > first) last = Math.min(last, e.firstMonth - 1)
    const k = last - first + 1
    // Spaced extras due in the stretch: one paid at the end of month m has grown (at the loan's
    // rate) by g^(last − m) by the stretch's end.
    let spacedPaid = ZERO
    let spacedGrown = ZERO
    for (const e of spaced) {
      for (let m = nextDue(e, first); m !== undefined && m <= last; m = e.everyMonths ? m + e.everyMonths : undefined) {
        spacedPaid = spacedPaid.plus(e.amount)
        spacedGrown = spacedGrown.plus(m === last ? e.amount : e.amount.times(factors.growth(last - m)))
      }
    }
    let folded = ZERO
    for (const e of monthly) if (e.firstMonth <= first) folded = folded.plus(e.amount)
    // A year's outgo and its annuity product are reused while the terms stay the same.
    if (!full || full.payment !== terms.payment || full.factors !== factors || !full.folded.eq(folded)) {
      const outgo = folded.isZero() ? terms.payment : terms.payment.plus(folded)
      full = { payment: terms.payment, factors, folded, outgo, annuity: outgo.times(factors.annuity(12)), paid: outgo.times(12) }
    }
    const outgo = full.outgo
    let closing = balance.times(factors.growth(k)).minus(k === 12 ? full.annuity : outgo.times(factors.annuity(k)))
    if (!spacedGrown.isZero()) closing = closing.minus(spacedGrown)

    // A plan that ends with this stretch and leaves (to within CLOSING) nothing owed closes
    // exactly at its last month, as a level payment does: its last instalment differs from the
    // others by the residual only, so the closed form holds and the balance is taken as zero.
    const closesAtEnd = last === plan.months && closing.abs().lte(CLOSING)
    if (closing.gt(CLOSING) || closesAtEnd) {
      // The loan runs through the stretch, so every extra was paid in full (a balance that
      // reached zero would have stayed below it): totals follow from the balances.
      if (closesAtEnd) closing = ZERO
      const repaid = balance.minus(closing)
      const paid = k === 12 ? full.paid : outgo.times(k)
      year!.interest = sum(year!.interest, (spacedPaid.isZero() ? paid : paid.plus(spacedPaid)).minus(repaid))
      year!.months += k
      balance = closing
      if (folded.isZero() && spacedPaid.isZero()) year!.principal = sum(year!.principal, repaid)
      else {
        const extraPaid = folded.isZero() ? spacedPaid : folded.times(k).plus(spacedPaid)
        year!.principal = sum(year!.principal, repaid.minus(extraPaid))
        year!.extra = sum(year!.extra, extraPaid)
      }
      done = last
    } else {
      // The loan closes in this stretch: walk it month by month.
      for (let month = first; month <= last && balance.gt(0); month++) {
        const step = monthStep(balance, terms, () => scheduledDue(extras, month))
        year!.interest = year!.interest.plus(step.interest)
        year!.principal = year!.principal.plus(step.principal)
        year!.extra = year!.extra.plus(step.extra)
        year!.months++
        balance = step.closing
        done = month
      }
    }
    year!.closing = balance
  }
  return years
}

/** The first month at or after `from` when the spaced extra `e` is due, if any. */
function nextDue(e: ScheduledExtra, from: number): number | undefined {
  if (from <= e.firstMonth) return e.firstMonth
  if (!e.everyMonths) return undefined
  const steps = Math.ceil((from - e.firstMonth) / e.everyMonths)
  return e.firstMonth + steps * e.everyMonths
}

export interface ScheduleTotals {
  /** Instalments paid until the loan closed or the plan ended. */
  months: number
  interest: Dec
  /** Principal repaid through instalments. */
  principal: Dec
  /** Principal repaid through extra payments. */
  extra: Dec
  /** Everything paid: principal, extra and interest. */
  paid: Dec
  /** Balance left at the end (zero once repaid). */
  closing: Dec
}

/** Totals of a yearly (or any) schedule. */
export function scheduleTotals(years: readonly AmortisationYear[], principal: Dec): ScheduleTotals {
  let months = 0
  let interest = ZERO
  let repaid = ZERO
  let extra = ZERO
  for (const y of years) {
    months += y.months
    interest = sum(interest, y.interest)
    repaid = sum(repaid, y.principal)
    extra = sum(extra, y.extra)
  }
  const closing = years.length ? years[years.length - 1]!.closing : principal
  return { months, interest, principal: repaid, extra, paid: sum(sum(repaid, extra), interest), closing }
}
