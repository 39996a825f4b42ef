/**
 * One month of a loan at a rate that is not zero: instalment, then any extra principal. The
 * single step both schedules share (`amortise`, and `amortiseByYear` in the stretch in which
 * the loan closes early).
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import type { Terms } from './plan.ts'

export interface MonthStep<N> {
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
export function monthStep<N>(a: Arithmetic<N>, balance: N, terms: Terms<N>, extraDue: (closing: N) => N | undefined): MonthStep<N> {
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
