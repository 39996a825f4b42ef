/**
 * Compound growth and annuity factors, written once for every calculator.
 *
 * Notation follows the spreadsheet functions FV/PV/PMT: `rate` is the rate per period as a
 * fraction (1% a month is 0.01), `periods` the number of periods.
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
import { Dec, ONE } from './decimal.ts'

export function growthFactor(rate: Dec, periods: Dec | number): Dec {
  if (rate.isZero()) return ONE
  return rate.plus(1).pow(periods)
}

export function annuityFactor(rate: Dec, periods: Dec | number): Dec {
  if (rate.isZero()) return new Dec(periods)
  return growthFactor(rate, periods).minus(1).div(rate)
}

export function annuityDueFactor(rate: Dec, periods: Dec | number): Dec {
  return annuityFactor(rate, periods).times(rate.plus(1))
}

export interface PeriodFactors {
  growth: Dec
  ordinary: Dec
  due: Dec
}

/** growthFactor, annuityFactor and annuityDueFactor of the same rate and periods, from one power. */
export function periodFactors(rate: Dec, periods: number): PeriodFactors {
  if (rate.isZero()) {
    const n = new Dec(periods)
    return { growth: ONE, ordinary: n, due: n }
  }
  const growth = growthFactor(rate, periods)
  const ordinary = annuityFactorFrom(growth, rate, periods)
  return { growth, ordinary, due: ordinary.times(rate.plus(1)) }
}

/** annuityFactor(rate, periods) from the growth factor (1 + rate)^periods already at hand. */
export function annuityFactorFrom(growth: Dec, rate: Dec, periods: number): Dec {
  return rate.isZero() ? new Dec(periods) : growth.minus(1).div(rate)
}

export function presentValueFactor(rate: Dec, periods: Dec | number): Dec {
  if (rate.isZero()) return new Dec(periods)
  return ONE.minus(ONE.div(growthFactor(rate, periods))).div(rate)
}

/**
 * Level payment at the end of each period that repays `principal` in `periods` (PMT):
 * P × r × g / (g − 1) with g = (1 + r)^n, the same as P / presentValueFactor(r, n) with one
 * division instead of three.
 */
export function levelPayment(principal: Dec, rate: Dec, periods: Dec | number): Dec {
  if (rate.isZero()) return principal.div(periods)
  const growth = growthFactor(rate, periods)
  return principal.times(rate).times(growth).div(growth.minus(1))
}

/** A loan repaid by its level payment: the instalment, everything paid over `periods`, and the interest in it. */
export interface LevelLoan {
  payment: Dec
  totalPayment: Dec
  totalInterest: Dec
}

export function levelLoan(principal: Dec, rate: Dec, periods: number): LevelLoan {
  const payment = levelPayment(principal, rate, periods)
  const totalPayment = payment.times(periods)
  return { payment, totalPayment, totalInterest: totalPayment.minus(principal) }
}

/** Level payment at the start of each period that grows to `target` (FV type 1 inverted). */
export function paymentForFutureValueDue(target: Dec, rate: Dec, periods: Dec | number): Dec {
  return target.div(annuityDueFactor(rate, periods))
}

/**
 * Compound annual growth rate in per cent: ((end / start)^(1 / years) − 1) × 100
 * (spreadsheet RRI × 100). An end value of 0 gives −100. The fractional power is evaluated in
 * the decimal context.
 */
export function compoundAnnualGrowthPercent(start: Dec, end: Dec, years: Dec): Dec {
  const ratio = end.div(start)
  const growth = ratio.isZero() ? ratio : ratio.pow(ONE.div(years))
  return growth.minus(1).times(100)
}
