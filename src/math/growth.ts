/**
 * Compound growth and annuity factors, written once for every calculator.
 *
 * Notation follows the spreadsheet functions FV/PV/PMT: `rate` is the rate per period as a
 * fraction (1% a month is 0.01), `periods` the number of periods. Every function computes in
 * the arithmetic `a` it is given (src/arithmetic).
 *
 * - growthFactor(r, n)          = (1 + r)^n
 * - annuityFactor(r, n)         = ((1 + r)^n − 1) / r, or n when r = 0
 *   the future value of 1 paid at the END of each of n periods (ordinary annuity, FV type 0)
 * - annuityDueFactor(r, n)      = annuityFactor(r, n) × (1 + r)
 *   the future value of 1 paid at the START of each period (annuity-due, FV type 1), the
 *   convention of Indian SIP calculators
 * - presentValueFactor(r, n)    = (1 − (1 + r)^−n) / r, or n when r = 0
 *   the present value of 1 paid at the end of each of n periods (PV type 0)
 */
import type { Arithmetic } from '../arithmetic/arithmetic.ts'
import { percent } from './numbers.ts'

/** `periods` as a value of `a`: a count of periods, or a duration already in `a`. */
function count<N>(a: Arithmetic<N>, periods: N | number): N {
  return typeof periods === 'number' ? a.fromInteger(periods) : periods
}

export function growthFactor<N>(a: Arithmetic<N>, rate: N, periods: N | number): N {
  if (a.isZero(rate)) return a.fromInteger(1)
  return typeof periods === 'number' ? a.growthFactor(rate, periods) : a.pow(a.plus(rate, a.fromInteger(1)), periods)
}

export function annuityFactor<N>(a: Arithmetic<N>, rate: N, periods: N | number): N {
  if (a.isZero(rate)) return count(a, periods)
  return a.div(a.minus(growthFactor(a, rate, periods), a.fromInteger(1)), rate)
}

export function annuityDueFactor<N>(a: Arithmetic<N>, rate: N, periods: N | number): N {
  return a.times(annuityFactor(a, rate, periods), a.plus(rate, a.fromInteger(1)))
}

export interface PeriodFactors<N> {
  growth: N
  ordinary: N
  due: N
}

/** growthFactor, annuityFactor and annuityDueFactor of the same rate and periods, from one power. */
export function periodFactors<N>(a: Arithmetic<N>, rate: N, periods: number): PeriodFactors<N> {
  if (a.isZero(rate)) {
    const n = a.fromInteger(periods)
    return { growth: a.fromInteger(1), ordinary: n, due: n }
  }
  const growth = growthFactor(a, rate, periods)
  const ordinary = annuityFactorFrom(a, growth, rate, periods)
  return { growth, ordinary, due: a.times(ordinary, a.plus(rate, a.fromInteger(1))) }
}

/** annuityFactor(rate, periods) from the growth factor (1 + rate)^periods already at hand. */
export function annuityFactorFrom<N>(a: Arithmetic<N>, growth: N, rate: N, periods: number): N {
  return a.isZero(rate) ? a.fromInteger(periods) : a.div(a.minus(growth, a.fromInteger(1)), rate)
}

export function presentValueFactor<N>(a: Arithmetic<N>, rate: N, periods: N | number): N {
  if (a.isZero(rate)) return count(a, periods)
  const one = a.fromInteger(1)
  return a.div(a.minus(one, a.div(one, growthFactor(a, rate, periods))), rate)
}

/**
 * Level payment at the end of each period that repays `principal` in `periods` (PMT):
 * P × r × g / (g − 1) with g = (1 + r)^n, the same as P / presentValueFactor(r, n) with one
 * division instead of three. Over one period it is P × (1 + r), the principal and its one
 * period's interest, written so: the division by g − 1 = r would only cancel the product by r.
 */
export function levelPayment<N>(a: Arithmetic<N>, principal: N, rate: N, periods: N | number): N {
  if (periods === 1) return a.times(principal, growthFactor(a, rate, 1))
  if (a.isZero(rate)) return a.div(principal, count(a, periods))
  const growth = growthFactor(a, rate, periods)
  return a.div(a.times(a.times(principal, rate), growth), a.minus(growth, a.fromInteger(1)))
}

/** A loan repaid by its level payment: the instalment, everything paid over `periods`, and the interest in it. */
export interface LevelLoan<N> {
  payment: N
  totalPayment: N
  totalInterest: N
}

/**
 * At a zero rate the payments repay the principal and nothing more: their total is the
 * principal itself and the interest zero, set rather than computed as (P / n) × n − P, whose
 * residue of P / n's rounding no figure should carry.
 */
export function levelLoan<N>(a: Arithmetic<N>, principal: N, rate: N, periods: number): LevelLoan<N> {
  const payment = levelPayment(a, principal, rate, periods)
  if (a.isZero(rate)) return { payment, totalPayment: principal, totalInterest: a.fromInteger(0) }
  const totalPayment = a.times(payment, a.fromInteger(periods))
  return { payment, totalPayment, totalInterest: a.minus(totalPayment, principal) }
}

/** Level payment at the start of each period that grows to `target` (FV type 1 inverted). */
export function paymentForFutureValueDue<N>(a: Arithmetic<N>, target: N, rate: N, periods: N | number): N {
  return a.div(target, annuityDueFactor(a, rate, periods))
}

/**
 * Compound annual growth rate in per cent: ((end / start)^(1 / years) − 1) × 100
 * (spreadsheet RRI × 100). An end value of 0 gives −100. The fractional power is evaluated as
 * decimal.js evaluates it, exp(ln(ratio) / years).
 */
export function compoundAnnualGrowthPercent<N>(a: Arithmetic<N>, start: N, end: N, years: N): N {
  const ratio = a.div(end, start)
  const growth = a.isZero(ratio) ? ratio : a.pow(ratio, a.div(a.fromInteger(1), years))
  return a.times(a.minus(growth, a.fromInteger(1)), a.fromInteger(100))
}

/**
 * The compound annual growth rate in per cent of `start` grown by `yearlyFactor` a year for
 * `years` and then reduced by `deducted` (a tax, a cost): end = start × yearlyFactor^years −
 * deducted. When nothing was deducted, the rate is the yearly factor's own, (yearlyFactor − 1)
 * × 100, exactly: taken back from the end value by a root, it would come out only as near to
 * it as the power's rounding allows, and a rate such as 7.465 % would be written 7.46 % or
 * 7.47 % by that rounding's side. Otherwise compoundAnnualGrowthPercent of the end value.
 */
export function netAnnualGrowthPercent<N>(a: Arithmetic<N>, start: N, end: N, years: N, yearlyFactor: N, deducted: N): N {
  if (a.isZero(deducted)) return a.times(a.minus(yearlyFactor, a.fromInteger(1)), a.fromInteger(100))
  return compoundAnnualGrowthPercent(a, start, end, years)
}

/**
 * The real rate of return, as a fraction, of a return of `returnPercent` a year when prices
 * rise by `inflationPercent` a year: (1 + r) / (1 + i) − 1; nil, exactly, when the return
 * only keeps up with inflation (r = i).
 */
export function realReturn<N>(a: Arithmetic<N>, returnPercent: N, inflationPercent: N): N {
  if (a.eq(returnPercent, inflationPercent)) return a.fromInteger(0)
  const one = a.fromInteger(1)
  return a.minus(a.div(a.plus(percent(a, returnPercent), one), a.plus(percent(a, inflationPercent), one)), one)
}
