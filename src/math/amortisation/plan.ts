/**
 * A loan's plan as the schedules read it (principal, rate, instalment, months, extra payments,
 * term changes), the rows they give (a month, a year), and the rules of the plan itself:
 * which extras fall due in a month and what terms a change sets.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { levelPayment } from '../growth.ts'
import type { StretchFactors } from './stretch-factors.ts'

export interface AmortisationMonth<N> {
  month: number
  opening: N
  interest: N
  principal: N
  extra: N
  closing: N
}

/** A payment of principal on top of the instalment at the end of `firstMonth`, and every `everyMonths` after it. */
export interface ScheduledExtra<N> {
  amount: N
  /** First month (1-based) whose end carries the payment. */
  firstMonth: number
  /** Months between two payments (1 monthly, 3 quarterly, 12 yearly); absent for a single payment. */
  everyMonths?: number
}

/** New terms from `month` on: that month's interest is charged at the new rate. */
export interface TermChange<N> {
  month: number
  /** New monthly rate as a fraction; absent keeps the rate. */
  monthlyRate?: N
  /** New instalment, or `'reamortise'` for the level payment that clears the balance by the plan's last month. */
  payment?: N | 'reamortise'
}

export interface AmortisationPlan<N> {
  principal: N
  /** Monthly rate as a fraction. */
  monthlyRate: N
  /**
   * The level payment of `principal` over `months` at `monthlyRate`, as `levelPayment` gives
   * it (the last instalment is reduced to what is owed). The schedule relies on it being that:
   * at a zero rate it repays principal / months a month exactly, from the principal and the
   * months themselves (see `ZeroRate`), not from this value's rounded digits.
   */
  payment: N
  /** Months to run at most. */
  months: number
  /** Extra principal paid at the end of a month, by month number (1-based). Month-by-month engine only. */
  extraPayment?: (month: number, balanceAfterInstalment: N) => N
  /** Scheduled extra payments; several due in one month add up. */
  extras?: readonly ScheduledExtra<N>[]
  /** Changes of rate or instalment, by the month they take effect. */
  changes?: readonly TermChange<N>[]
}

/** A plan `amortiseByYear` can run: everything but the per-month callback. */
export type ScheduledPlan<N> = Omit<AmortisationPlan<N>, 'extraPayment'> & {
  /**
   * The factors of the plan's monthly rate, when another schedule of the same calculation has
   * them (a `StretchFactors` of that rate): two schedules of one loan (with and without a
   * prepayment) then raise the rate to each power once between them.
   */
  factors?: StretchFactors<N>
}

/**
 * `plan` with `events` (its extras, its changes) in place of its own: another schedule of the
 * same loan.
 */
export function withEvents<N>(plan: ScheduledPlan<N>, events: Pick<ScheduledPlan<N>, 'extras' | 'changes'>): ScheduledPlan<N> {
  return { principal: plan.principal, monthlyRate: plan.monthlyRate, payment: plan.payment, months: plan.months, factors: plan.factors, extras: events.extras, changes: events.changes }
}

export interface AmortisationYear<N> {
  year: number
  opening: N
  principal: N
  interest: N
  extra: N
  closing: N
  /** Instalments paid in the year (12, fewer in the year the loan closes). */
  months: number
}

export interface Terms<N> {
  rate: N
  payment: N
}

/** Whether the scheduled extra falls at the end of `month`. */
function isDue<N>(extra: ScheduledExtra<N>, month: number): boolean {
  if (month < extra.firstMonth) return false
  if (!extra.everyMonths) return month === extra.firstMonth
  return (month - extra.firstMonth) % extra.everyMonths === 0
}
/** The scheduled extras due at the end of `month`, added up; undefined when none is. */
export function scheduledDue<N>(a: Arithmetic<N>, extras: readonly ScheduledExtra<N>[], month: number): N | undefined {
  let due: N | undefined
  for (const e of extras) if (isDue(e, month)) due = due === undefined ? e.amount : a.plus(due, e.amount)
  return due
}

export function sortedChanges<N>(plan: ScheduledPlan<N>): TermChange<N>[] {
  return [...(plan.changes ?? [])].sort((x, y) => x.month - y.month)
}

/** Terms after `change`, for a balance of `balance` at the start of `change.month`. */
export function changedTerms<N>(a: Arithmetic<N>, terms: Terms<N>, change: TermChange<N>, balance: N, planMonths: number): Terms<N> {
  const rate = change.monthlyRate ?? terms.rate
  const payment = change.payment === 'reamortise' ? levelPayment(a, balance, rate, planMonths - change.month + 1) : (change.payment ?? terms.payment)
  return { rate, payment }
}
