import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import type { AmortisationYear } from './plan.ts'

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
