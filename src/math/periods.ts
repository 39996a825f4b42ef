/**
 * Periods in a year for each contribution or compounding frequency, and the conversion of a
 * duration in years into a whole number of periods.
 * Convention of Indian SIP calculators: a year has 365 daily or 52 weekly periods.
 */
import type { Arithmetic } from '../arithmetic/arithmetic.ts'
import { InputError } from './input-error.ts'

export const PERIODS_PER_YEAR = {
  daily: 365,
  weekly: 52,
  monthly: 12,
  quarterly: 4,
  'half-yearly': 2,
  yearly: 1,
} as const

/**
 * `years` × `perYear` as a whole number of periods; a duration that is not a whole number of
 * periods is refused (400 naming `parameter`) rather than silently rounded. A twelfth, a 52nd or
 * a 365th of a year has no finite decimal, so such a part of a year counts when it is written
 * to the six decimal places `years` takes, rounded or cut (0.083333 or 0.416666 / 0.416667 years
 * for 1 or 5 months).
 */
export function wholePeriods<N>(a: Arithmetic<N>, years: N, perYear: number, parameter: string, periodName: string): number {
  const periods = a.times(years, a.fromInteger(perYear))
  if (a.isInteger(periods)) return a.toNumber(periods)
  const whole = Math.round(a.toNumber(periods))
  const micro = Math.round(a.toNumber(years) * 1e6)
  const exact = (whole * 1e6) / perYear
  if (micro === Math.round(exact) || micro === Math.floor(exact)) return whole
  const hint = (1e6 / perYear) % 1 === 0 ? '' : `; 1/${perYear} of a year is written ${(1 / perYear).toFixed(6)}`
  throw new InputError(parameter, 'not_whole_periods', `${parameter} × ${perYear} must be a whole number of ${periodName} (got ${a.toText(periods)})${hint}`)
}

/**
 * The rate per period, as a fraction, of a nominal annual rate in per cent compounded
 * `perYear` times a year: 12% a year monthly is 0.01 a month. The convention of Indian
 * SIP, loan and deposit calculators (nominal, not effective, annual rates).
 */
export function ratePerPeriod<N>(a: Arithmetic<N>, annualPercent: N, perYear: number): N {
  // One division by 100 × perYear: the same correctly rounded quotient as per cent, then ÷ perYear.
  return a.div(annualPercent, a.fromInteger(100 * perYear))
}

/**
 * A monthly plan's term and rate: `years` as whole months (`wholePeriods`, refused naming
 * `parameter` otherwise) and the monthly rate of a nominal `annualPercent` (`ratePerPeriod`).
 */
export function monthlyTerm<N>(a: Arithmetic<N>, years: N, annualPercent: N, parameter = 'years'): { months: number; monthlyRate: N } {
  const months = wholePeriods(a, years, 12, parameter, 'months')
  return { months, monthlyRate: ratePerPeriod(a, annualPercent, 12) }
}
