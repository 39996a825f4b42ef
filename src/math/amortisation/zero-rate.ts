/**
 * The ledger of a loan at a zero rate (`ZeroRate`): its balance held multiplied by the months
 * its instalment was levelled over, and the month of such a loan.
 *
 * At a zero rate the schedule keeps the balance multiplied by the months its instalment was
 * levelled over (see `ZeroRate`): a level payment P / n has no end to its digits, so a balance
 * computed as P − k × (P / n) carries a residue of its rounding, while P × n − k × P is exact,
 * and the balance read from it, (P × n − k × P) / n = P × (n − k) / n, is the true one. Every
 * comparison (an instalment or an extra against what is owed) is made on the scaled values,
 * which are exact whenever the amounts are; interest is zero, set rather than computed.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { changedTerms, type ScheduledPlan, type TermChange, type Terms } from './plan.ts'

/**
 * A loan at a zero rate, held multiplied by `scale`: the months its instalment was levelled
 * over. A level payment of P over n months is P / n a month; scaled by n, the balance starts
 * at P × n and each instalment takes P from it, an extra E takes E × n, and the balance is
 * the scaled one divided by n, once, when it is read. Levelling what is owed, S / scale, over
 * r more months multiplies the scale by r: the balance becomes S × r and the instalment S.
 * With amounts that are exact decimals these are exact too, and so is every decision taken on
 * them: an instalment that clears the balance to the paisa clears it, not a residue short.
 */
export interface ZeroRate<N> {
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
export function zeroRatePlan<N>(a: Arithmetic<N>, plan: ScheduledPlan<N>): ZeroRate<N> {
  const scale = a.fromInteger(plan.months)
  return { balance: a.times(plan.principal, scale), payment: plan.principal, scale, instalment: plan.payment, fullYear: {} }
}

/** Whether the rate is zero after `change`: its new rate is, or it keeps the rate and the plan is on a zero-rate `ledger`. */
export function zeroRateAfter<N>(a: Arithmetic<N>, change: TermChange<N>, ledger: ZeroRate<N> | undefined): boolean {
  return change.monthlyRate === undefined ? ledger !== undefined : a.isZero(change.monthlyRate)
}

/**
 * The zero-rate ledger after `change`, when the rate is zero after it: `ledger` before it, or,
 * at a rate that was not zero, `balance` and the instalment of `terms` at a scale of 1.
 */
export function zeroRateChanged<N>(a: Arithmetic<N>, ledger: ZeroRate<N> | undefined, terms: Terms<N>, change: TermChange<N>, balance: N, planMonths: number): ZeroRate<N> {
  const held = ledger ?? { balance, payment: terms.payment, scale: a.fromInteger(1), instalment: terms.payment, fullYear: {} }
  if (change.payment === undefined) return held
  if (change.payment !== 'reamortise') return { balance: held.balance, payment: a.times(change.payment, held.scale), scale: held.scale, instalment: change.payment, fullYear: {} }
  const left = a.fromInteger(planMonths - change.month + 1)
  const scale = a.times(held.scale, left)
  return { balance: a.times(held.balance, left), payment: held.balance, scale, instalment: a.div(held.balance, scale), fullYear: {} }
}

/** The terms at a rate that is not zero after `change`, leaving the zero-rate `ledger`. */
export function zeroRateLeft<N>(a: Arithmetic<N>, ledger: ZeroRate<N>, change: TermChange<N>, balance: N, planMonths: number): Terms<N> {
  return changedTerms(a, { rate: change.monthlyRate!, payment: ledger.instalment }, change, balance, planMonths)
}

export interface ZeroRateStep<N> {
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
export function zeroRateStep<N>(a: Arithmetic<N>, ledger: ZeroRate<N>, extraDue: (closing: N) => N | undefined): ZeroRateStep<N> {
  const none = a.fromInteger(0)
  if (!a.lt(ledger.payment, ledger.balance)) return { principal: ledger.balance, whole: false, extra: none, closing: none, closed: true }
  const closing = a.minus(ledger.balance, ledger.payment)
  const due = extraDue(closing)
  if (due === undefined) return { principal: ledger.payment, whole: true, extra: none, closing, closed: false }
  const scaledDue = a.times(due, ledger.scale)
  if (!a.lt(scaledDue, closing)) return { principal: ledger.payment, whole: true, extra: a.div(closing, ledger.scale), closing: none, closed: true }
  return { principal: ledger.payment, whole: true, extra: due, closing: a.minus(closing, scaledDue), closed: false }
}

/** The ledger with `balance` (scaled) owed. */
export function withBalance<N>(ledger: ZeroRate<N>, balance: N): ZeroRate<N> {
  return { balance, payment: ledger.payment, scale: ledger.scale, instalment: ledger.instalment, fullYear: ledger.fullYear }
}

/** The principal `scaled` stands for on the ledger (scaled / scale); a full year's worked out once. */
export function unscaled<N>(a: Arithmetic<N>, ledger: ZeroRate<N>, scaled: N): N {
  const full = ledger.fullYear
  if (scaled === full.taken) return (full.repaid ??= a.div(scaled, ledger.scale))
  return a.div(scaled, ledger.scale)
}
