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
 *
 * At a zero rate the schedule keeps the balance multiplied by the months its instalment was
 * levelled over (see `ZeroRate`): a level payment P / n has no end to its digits, so a balance
 * computed as P − k × (P / n) carries a residue of its rounding, while P × n − k × P is exact,
 * and the balance read from it, (P × n − k × P) / n = P × (n − k) / n, is the true one. Every
 * comparison (an instalment or an extra against what is owed) is made on the scaled values,
 * which are exact whenever the amounts are; interest is zero, set rather than computed.
 *
 * Every function computes in the arithmetic `a` it is given (src/arithmetic). A month that
 * repays all that is owed (an instalment or an extra payment at least the balance) leaves a
 * balance of exactly zero, set rather than computed as balance − balance, and says so: the
 * binary arithmetic is then never asked whether a difference of two equal values is above
 * zero, a question it cannot settle.
 */
import type { Arithmetic } from '../arithmetic/arithmetic.ts'
import { annuityFactorFrom, growthFactor, levelPayment } from './growth.ts'

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
 * same loan. Written member by member, not as a spread (src/formulas/formula.ts, "Spreads").
 */
export function withEvents<N>(plan: ScheduledPlan<N>, events: Pick<ScheduledPlan<N>, 'extras' | 'changes'>): ScheduledPlan<N> {
  return { principal: plan.principal, monthlyRate: plan.monthlyRate, payment: plan.payment, months: plan.months, factors: plan.factors, extras: events.extras, changes: events.changes }
}

interface Terms<N> {
  rate: N
  payment: N
}

interface MonthStep<N> {
  interest: N
  principal: N
  extra: N
  closing: N
  /** Whether the month repaid everything owed (closing is then exactly zero). */
  closed: boolean
}

/**
 * One month: instalment, then any extra principal. The single step both engines share.
 * The instalment's principal is payment − interest, at most the balance; the extra is what is
 * due (`extraDue`, undefined when nothing is), at most what is left. Taking all that is owed
 * leaves exactly zero; otherwise what is left is positive (a smaller amount taken from a larger
 * one).
 */
function monthStep<N>(a: Arithmetic<N>, balance: N, terms: Terms<N>, extraDue: (closing: N) => N | undefined): MonthStep<N> {
  const zero = a.fromInteger(0)
  const interest = a.times(balance, terms.rate)
  const instalment = a.minus(terms.payment, interest)
  if (!a.lt(instalment, balance)) return { interest, principal: balance, extra: zero, closing: zero, closed: true }
  const closing = a.minus(balance, instalment)
  const due = extraDue(closing)
  if (due === undefined) return { interest, principal: instalment, extra: zero, closing, closed: false }
  if (!a.lt(due, closing)) return { interest, principal: instalment, extra: closing, closing: zero, closed: true }
  return { interest, principal: instalment, extra: due, closing: a.minus(closing, due), closed: false }
}

/** Whether the scheduled extra falls at the end of `month`. */
function isDue<N>(extra: ScheduledExtra<N>, month: number): boolean {
  if (month < extra.firstMonth) return false
  if (!extra.everyMonths) return month === extra.firstMonth
  return (month - extra.firstMonth) % extra.everyMonths === 0
}

/** The scheduled extras due at the end of `month`, added up; undefined when none is. */
function scheduledDue<N>(a: Arithmetic<N>, extras: readonly ScheduledExtra<N>[], month: number): N | undefined {
  let due: N | undefined
  for (const e of extras) if (isDue(e, month)) due = due === undefined ? e.amount : a.plus(due, e.amount)
  return due
}

function sortedChanges<N>(plan: ScheduledPlan<N>): TermChange<N>[] {
  return [...(plan.changes ?? [])].sort((x, y) => x.month - y.month)
}

/** Terms after `change`, for a balance of `balance` at the start of `change.month`. */
function changedTerms<N>(a: Arithmetic<N>, terms: Terms<N>, change: TermChange<N>, balance: N, planMonths: number): Terms<N> {
  const rate = change.monthlyRate ?? terms.rate
  const payment = change.payment === 'reamortise' ? levelPayment(a, balance, rate, planMonths - change.month + 1) : (change.payment ?? terms.payment)
  return { rate, payment }
}

/**
 * A loan at a zero rate, held multiplied by `scale`: the months its instalment was levelled
 * over. A level payment of P over n months is P / n a month; scaled by n, the balance starts
 * at P × n and each instalment takes P from it, an extra E takes E × n, and the balance is
 * the scaled one divided by n, once, when it is read. Levelling what is owed, S / scale, over
 * r more months multiplies the scale by r: the balance becomes S × r and the instalment S.
 * With amounts that are exact decimals these are exact too, and so is every decision taken on
 * them: an instalment that clears the balance to the paisa clears it, not a residue short.
 */
interface ZeroRate<N> {
  /** balance × scale */
  balance: N
  /** instalment × scale */
  payment: N
  scale: N
  /** The instalment itself, payment / scale. */
  instalment: N
  /**
   * Twelve instalments, scaled, and the principal they repay, each worked out the first time a
   * year needs it and shared by the ledger's later balances (`withBalance`): a year's division
   * by the scale is then made once, not every year.
   */
  fullYear: { taken?: N; repaid?: N }
}

/** A level plan at a zero rate from its start: P × n owed, P a month, scale n (P / n is `payment`). */
function zeroRatePlan<N>(a: Arithmetic<N>, plan: ScheduledPlan<N>): ZeroRate<N> {
  const scale = a.fromInteger(plan.months)
  return { balance: a.times(plan.principal, scale), payment: plan.principal, scale, instalment: plan.payment, fullYear: {} }
}

/** Whether the rate is zero after `change`: its new rate is, or it keeps the rate and the plan is on a zero-rate `ledger`. */
function zeroRateAfter<N>(a: Arithmetic<N>, change: TermChange<N>, ledger: ZeroRate<N> | undefined): boolean {
  return change.monthlyRate === undefined ? ledger !== undefined : a.isZero(change.monthlyRate)
}

/**
 * The zero-rate ledger after `change`, when the rate is zero after it: `ledger` before it, or,
 * at a rate that was not zero, `balance` and the instalment of `terms` at a scale of 1.
 */
function zeroRateChanged<N>(a: Arithmetic<N>, ledger: ZeroRate<N> | undefined, terms: Terms<N>, change: TermChange<N>, balance: N, planMonths: number): ZeroRate<N> {
  const held = ledger ?? { balance, payment: terms.payment, scale: a.fromInteger(1), instalment: terms.payment, fullYear: {} }
  if (change.payment === undefined) return held
  if (change.payment !== 'reamortise') return { balance: held.balance, payment: a.times(change.payment, held.scale), scale: held.scale, instalment: change.payment, fullYear: {} }
  const left = a.fromInteger(planMonths - change.month + 1)
  const scale = a.times(held.scale, left)
  return { balance: a.times(held.balance, left), payment: held.balance, scale, instalment: a.div(held.balance, scale), fullYear: {} }
}

/** The terms at a rate that is not zero after `change`, leaving the zero-rate `ledger`. */
function zeroRateLeft<N>(a: Arithmetic<N>, ledger: ZeroRate<N>, change: TermChange<N>, balance: N, planMonths: number): Terms<N> {
  return changedTerms(a, { rate: change.monthlyRate!, payment: ledger.instalment }, change, balance, planMonths)
}

interface ZeroRateStep<N> {
  /** Principal repaid by the instalment, scaled. */
  principal: N
  /** Whether the instalment was paid in full (not reduced to what was owed). */
  whole: boolean
  extra: N
  /** Closing balance, scaled. */
  closing: N
  closed: boolean
}

/**
 * One month at a zero rate, `monthStep` on the scaled ledger: the instalment takes its scaled
 * payment, at most the scaled balance; the extra (`extraDue`, given the scaled balance after
 * the instalment) takes its amount × scale, at most what is left. No interest.
 */
function zeroRateStep<N>(a: Arithmetic<N>, ledger: ZeroRate<N>, extraDue: (closing: N) => N | undefined): ZeroRateStep<N> {
  const none = a.fromInteger(0)
  if (!a.lt(ledger.payment, ledger.balance)) return { principal: ledger.balance, whole: false, extra: none, closing: none, closed: true }
  const closing = a.minus(ledger.balance, ledger.payment)
  const due = extraDue(closing)
  if (due === undefined) return { principal: ledger.payment, whole: true, extra: none, closing, closed: false }
  const scaledDue = a.times(due, ledger.scale)
  if (!a.lt(scaledDue, closing)) return { principal: ledger.payment, whole: true, extra: a.div(closing, ledger.scale), closing: none, closed: true }
  return { principal: ledger.payment, whole: true, extra: due, closing: a.minus(closing, scaledDue), closed: false }
}

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

/**
 * g^k and 1 + g + … + g^(k−1) = (g^k − 1) / r for a stretch of k months, g = 1 + rate, each
 * computed when first needed: a plan of whole years needs k = 12 alone.
 */
export class StretchFactors<N> {
  private readonly byLength = new Map<number, { growth: N; annuity: N }>()

  constructor(
    private readonly a: Arithmetic<N>,
    readonly rate: N,
  ) {}

  private of(k: number): { growth: N; annuity: N } {
    let f = this.byLength.get(k)
    if (!f) {
      const growth = growthFactor(this.a, this.rate, k)
      this.byLength.set(k, (f = { growth, annuity: annuityFactorFrom(this.a, growth, this.rate, k) }))
    }
    return f
  }

  growth(k: number): N {
    return this.of(k).growth
  }

  annuity(k: number): N {
    return this.of(k).annuity
  }
}

/**
 * What a level plan still owes after its first k instalments, with no extras or changes:
 * P × g^k − A × (g^k − 1) / r (`factors` of the plan's rate), or at a zero rate P × (n − k) / n,
 * exactly (see `ZeroRate`).
 */
export function levelBalance<N>(a: Arithmetic<N>, plan: ScheduledPlan<N>, factors: StretchFactors<N>, k: number): N {
  if (a.isZero(plan.monthlyRate)) return a.div(a.times(plan.principal, a.fromInteger(plan.months - k)), a.fromInteger(plan.months))
  return a.minus(a.times(plan.principal, factors.growth(k)), a.times(plan.payment, factors.annuity(k)))
}

/**
 * A closed-form balance at or below this (a hundredth of a paisa) means the loan closes in the
 * stretch; what is left is arithmetic residue, never money. Wide enough that the binary
 * arithmetic, whose bound on a schedule's balance grows with the loan, can tell a level plan
 * closes at its end (its bound for a ₹80 lakh, 20-year loan is about 1e-7).
 */
const CLOSING = '0.0001'

/**
 * The yearly schedule of `plan`, equal to `byYear(a, amortise(a, plan))`, computed stretch by
 * stretch (see the header). Cost grows with the number of years and events, not months.
 */
export function amortiseByYear<N>(a: Arithmetic<N>, plan: ScheduledPlan<N>): AmortisationYear<N>[] {
  const zero = a.fromInteger(0)
  const closingLimit = a.fromText(CLOSING)
  const years: AmortisationYear<N>[] = []
  const extras = plan.extras ?? []
  const monthly = extras.filter((e) => e.everyMonths === 1)
  const spaced = extras.filter((e) => e.everyMonths !== 1)
  const changes = sortedChanges(plan)
  let next = 0
  let terms: Terms<N> = { rate: plan.monthlyRate, payment: plan.payment }
  let factors = plan.factors?.rate === terms.rate ? plan.factors : new StretchFactors(a, terms.rate)
  let balance = plan.principal
  let open = plan.months > 0 && a.gt(balance, zero)
  let done = 0
  let year: AmortisationYear<N> | undefined
  // At a zero rate: the ledger (see `ZeroRate`), and the principal the year's instalments have
  // repaid on it, scaled as it is, added to the year's principal (one division) when the year
  // ends or the rate stops being zero.
  let scaled = a.isZero(terms.rate) ? zeroRatePlan(a, plan) : undefined
  let scaledPrincipal = zero
  // `foldedCount` names the monthly extras folded into the outgo: they only ever join (each from
  // its first month on), so the same count is the same set and the same sum.
  let full: { payment: N; factors: StretchFactors<N>; foldedCount: number; outgo: N; annuity: N; paid: N } | undefined

  while (done < plan.months && open) {
    const first = done + 1
    while (next < changes.length && changes[next]!.month <= first) {
      const change = changes[next++]!
      if (zeroRateAfter(a, change, scaled)) {
        // Levelled anew over the months left, the ledger's scale grows by their number: so
        // does what the year has repaid on it.
        if (scaled && change.payment === 'reamortise' && scaledPrincipal !== zero) scaledPrincipal = a.times(scaledPrincipal, a.fromInteger(plan.months - change.month + 1))
        scaled = zeroRateChanged(a, scaled, terms, change, balance, plan.months)
        continue
      }
      const rate = terms.rate
      if (scaled) {
        if (scaledPrincipal !== zero) addPrincipal(a, year!, unscaled(a, scaled, scaledPrincipal), zero)
        scaledPrincipal = zero
        terms = zeroRateLeft(a, scaled, change, balance, plan.months)
        scaled = undefined
      } else terms = changedTerms(a, terms, change, balance, plan.months)
      // A change that keeps the rate keeps the very value; a new rate gets its own factors.
      if (terms.rate !== rate) factors = new StretchFactors(a, terms.rate)
    }
    if (first % 12 === 1) {
      if (scaledPrincipal !== zero) addPrincipal(a, year!, unscaled(a, scaled!, scaledPrincipal), zero)
      scaledPrincipal = zero
      year = { year: (first - 1) / 12 + 1, opening: balance, principal: zero, interest: zero, extra: zero, closing: balance, months: 0 }
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
    let spacedPaid = zero
    let spacedGrown = zero
    let spacedDue = false
    for (const e of spaced) {
      for (let m = nextDue(e, first); m !== undefined && m <= last; m = e.everyMonths ? m + e.everyMonths : undefined) {
        spacedPaid = a.plus(spacedPaid, e.amount)
        if (!scaled) spacedGrown = a.plus(spacedGrown, m === last ? e.amount : a.times(e.amount, factors.growth(last - m)))
        spacedDue = true
      }
    }
    let folded = zero
    let foldedCount = 0
    for (const e of monthly) {
      if (e.firstMonth <= first) {
        folded = a.plus(folded, e.amount)
        foldedCount++
      }
    }
    if (scaled) {
      const stretch = zeroRateStretch(a, scaled, year!, first, last, plan.months, extras, folded, spacedPaid, closingLimit)
      scaledPrincipal = scaledPrincipal === zero ? stretch.principal : a.plus(scaledPrincipal, stretch.principal)
      scaled = stretch.ledger
      balance = stretch.balance
      open = stretch.open
      done = stretch.done
      year!.closing = balance
      continue
    }
    // A year's outgo and its annuity product are reused while the terms stay the same.
    if (!full || full.payment !== terms.payment || full.factors !== factors || full.foldedCount !== foldedCount) {
      const outgo = a.isZero(folded) ? terms.payment : a.plus(terms.payment, folded)
      full = { payment: terms.payment, factors, foldedCount, outgo, annuity: a.times(outgo, factors.annuity(12)), paid: a.times(outgo, a.fromInteger(12)) }
    }
    const outgo = full.outgo
    let closing = a.minus(a.times(balance, factors.growth(k)), k === 12 ? full.annuity : a.times(outgo, factors.annuity(k)))
    // Extras of zero rupees subtract nothing (closing − 0 is closing).
    if (spacedDue) closing = a.minus(closing, spacedGrown)

    // A plan that ends with this stretch and leaves (to within CLOSING) nothing owed closes
    // exactly at its last month, as a level payment does: its last instalment differs from the
    // others by the residual only, so the closed form holds and the balance is taken as zero.
    const closesAtEnd = last === plan.months && a.lte(a.abs(closing), closingLimit)
    if (closesAtEnd || a.gt(closing, closingLimit)) {
      // The loan runs through the stretch, so every extra was paid in full (a balance that
      // reached zero would have stayed below it): totals follow from the balances.
      if (closesAtEnd) closing = zero
      const repaid = a.minus(balance, closing)
      const paid = k === 12 ? full.paid : a.times(outgo, a.fromInteger(k))
      year!.interest = a.plus(year!.interest, a.minus(a.isZero(spacedPaid) ? paid : a.plus(paid, spacedPaid), repaid))
      year!.months += k
      balance = closing
      open = !closesAtEnd
      if (a.isZero(folded) && a.isZero(spacedPaid)) year!.principal = a.plus(year!.principal, repaid)
      else {
        const extraPaid = a.isZero(folded) ? spacedPaid : a.plus(a.times(folded, a.fromInteger(k)), spacedPaid)
        year!.principal = a.plus(year!.principal, a.minus(repaid, extraPaid))
        year!.extra = a.plus(year!.extra, extraPaid)
      }
      done = last
    } else {
      // The loan closes in this stretch: walk it month by month.
      for (let month = first; month <= last && open; month++) {
        const step = monthStep(a, balance, terms, () => scheduledDue(a, extras, month))
        year!.interest = a.plus(year!.interest, step.interest)
        year!.principal = a.plus(year!.principal, step.principal)
        year!.extra = a.plus(year!.extra, step.extra)
        year!.months++
        balance = step.closing
        open = !step.closed
        done = month
      }
    }
    year!.closing = balance
  }
  if (scaledPrincipal !== zero) addPrincipal(a, year!, unscaled(a, scaled!, scaledPrincipal), zero)
  return years
}

/** Adds `repaid` to the year's principal (taken as it is onto a year that has none yet). */
function addPrincipal<N>(a: Arithmetic<N>, year: AmortisationYear<N>, repaid: N, zero: N): void {
  year.principal = year.principal === zero ? repaid : a.plus(year.principal, repaid)
}

/** A stretch at a zero rate: the ledger after it, the principal its instalments repaid (scaled), and where the loan stands. */
interface ZeroRateStretch<N> {
  ledger: ZeroRate<N>
  principal: N
  balance: N
  open: boolean
  /** The last month run. */
  done: number
}

/**
 * Months `first` to `last` at a zero rate, as `amortiseByYear` runs a stretch (the same
 * closing test, the same walk of the stretch in which the loan closes early), on the scaled
 * ledger: the instalments and extras are taken from the balance as they are, nothing grows.
 * `folded` is the monthly extras' sum, `spacedPaid` the spaced extras due in the stretch. Adds
 * the extras and months to `year`.
 */
function zeroRateStretch<N>(a: Arithmetic<N>, ledger: ZeroRate<N>, year: AmortisationYear<N>, first: number, last: number, planMonths: number, extras: readonly ScheduledExtra<N>[], folded: N, spacedPaid: N, closingLimit: N): ZeroRateStretch<N> {
  const zero = a.fromInteger(0)
  const scale = ledger.scale
  const k = last - first + 1
  const taken = k === 12 ? (ledger.fullYear.taken ??= a.times(ledger.payment, a.fromInteger(12))) : a.times(ledger.payment, a.fromInteger(k))
  const extraPaid = a.isZero(folded) ? spacedPaid : a.plus(a.times(folded, a.fromInteger(k)), spacedPaid)
  const extraScaled = a.isZero(extraPaid) ? undefined : a.times(extraPaid, scale)
  const closingScaled = a.minus(ledger.balance, extraScaled ? a.plus(taken, extraScaled) : taken)
  const closing = a.div(closingScaled, scale)
  const closesAtEnd = last === planMonths && a.lte(a.abs(closing), closingLimit)
  if (closesAtEnd || a.gt(closing, closingLimit)) {
    const left = closesAtEnd ? zero : closingScaled
    if (extraScaled) year.extra = a.plus(year.extra, extraPaid)
    year.months += k
    // what the instalments repaid: all that was owed less what is left and the extras; with no
    // extras and the loan open, exactly what they took
    const principal = !extraScaled && !closesAtEnd ? taken : extraScaled ? a.minus(a.minus(ledger.balance, left), extraScaled) : a.minus(ledger.balance, left)
    return { ledger: withBalance(ledger, left), principal, balance: closesAtEnd ? zero : closing, open: !closesAtEnd, done: last }
  }
  // The loan closes in this stretch: walk it month by month.
  let principal = zero
  let open = true
  let done = first - 1
  for (let month = first; month <= last && open; month++) {
    const step = zeroRateStep(a, ledger, () => scheduledDue(a, extras, month))
    principal = principal === zero ? step.principal : a.plus(principal, step.principal)
    year.extra = a.plus(year.extra, step.extra)
    year.months++
    ledger = withBalance(ledger, step.closing)
    open = !step.closed
    done = month
  }
  return { ledger, principal, balance: open ? a.div(ledger.balance, scale) : zero, open, done }
}

/** The ledger with `balance` (scaled) owed. */
function withBalance<N>(ledger: ZeroRate<N>, balance: N): ZeroRate<N> {
  return { balance, payment: ledger.payment, scale: ledger.scale, instalment: ledger.instalment, fullYear: ledger.fullYear }
}

/** The principal `scaled` stands for on the ledger (scaled / scale); a full year's worked out once. */
function unscaled<N>(a: Arithmetic<N>, ledger: ZeroRate<N>, scaled: N): N {
  const full = ledger.fullYear
  if (scaled === full.taken) return (full.repaid ??= a.div(scaled, ledger.scale))
  return a.div(scaled, ledger.scale)
}

/** The first month at or after `from` when the spaced extra `e` is due, if any. */
function nextDue<N>(e: ScheduledExtra<N>, from: number): number | undefined {
  if (from <= e.firstMonth) return e.firstMonth
  if (!e.everyMonths) return undefined
  const steps = Math.ceil((from - e.firstMonth) / e.everyMonths)
  return e.firstMonth + steps * e.everyMonths
}

export interface ScheduleTotals<N> {
  /** Instalments paid until the loan closed or the plan ended. */
  months: number
  interest: N
  /** Principal repaid through instalments. */
  principal: N
  /** Principal repaid through extra payments. */
  extra: N
  /** Everything paid: principal, extra and interest. */
  paid: N
  /** Balance left at the end (zero once repaid). */
  closing: N
}

/** Totals of a yearly (or any) schedule. */
export function scheduleTotals<N>(a: Arithmetic<N>, years: readonly AmortisationYear<N>[], principal: N): ScheduleTotals<N> {
  let months = 0
  let interest = a.fromInteger(0)
  let repaid = a.fromInteger(0)
  let extra = a.fromInteger(0)
  for (const y of years) {
    months += y.months
    interest = a.plus(interest, y.interest)
    repaid = a.plus(repaid, y.principal)
    extra = a.plus(extra, y.extra)
  }
  const closing = years.length ? years[years.length - 1]!.closing : principal
  return { months, interest, principal: repaid, extra, paid: a.plus(a.plus(repaid, extra), interest), closing }
}
