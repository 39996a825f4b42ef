/**
 * The yearly schedule computed stretch by stretch (`amortiseByYear`, see ./index.ts),
 * and the closed-form balance of a level plan (`levelBalance`).
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { monthStep } from './month-step.ts'
import { changedTerms, scheduledDue, sortedChanges, type AmortisationYear, type ScheduledExtra, type ScheduledPlan, type Terms } from './plan.ts'
import { StretchFactors } from './stretch-factors.ts'
import { unscaled, withBalance, zeroRateAfter, zeroRateChanged, zeroRateLeft, zeroRatePlan, zeroRateStep, type ZeroRate } from './zero-rate.ts'

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
 * stretch; what is left is arithmetic residue, never money. Wide enough that a level plan is
 * seen to close at its end although its balance carries the rounding of every month (for a
 * ₹80 lakh, 20-year loan, up to about 1e-7).
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

/** The first month at or after `from` when the spaced extra `e` is due, if any. */
function nextDue<N>(e: ScheduledExtra<N>, from: number): number | undefined {
  if (from <= e.firstMonth) return e.firstMonth
  if (!e.everyMonths) return undefined
  const steps = Math.ceil((from - e.firstMonth) / e.everyMonths)
  return e.firstMonth + steps * e.everyMonths
}
