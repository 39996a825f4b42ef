/**
 * Senior Citizens Savings Scheme (post office / bank): the rate by quarter and the scheme's
 * limits (src/rules/scss.yaml). Interest is simple: paid out every quarter (1st working day of
 * April, July, October and January), never compounded; the deposit is repaid at maturity.
 *
 * calculators.yaml repeats the limits and tenure as the /compounding Set A parameter's bounds
 * and default; test/investment.test.ts checks that the two agree.
 */
import { steadyRule } from './dated.ts'
import { quarterlyRate } from './small-savings-rate.ts'

/** Annual rate, per cent, simple interest, by quarter. */
export const SCSS_RATE = quarterlyRate('scss.rate')

const limits = steadyRule('scss.deposit-limits', { minimum: 'number > 0', maximum: 'number > 0' })
const terms = steadyRule('scss.terms', { payoutsPerYear: 'number.integer > 0', tenureYears: 'number.integer > 0', extensionYears: 'number.integer > 0' })

export const SCSS = {
  /** Interest payments a year. */
  payoutsPerYear: terms.payoutsPerYear,
  /** Smallest deposit, rupees (deposits are in multiples of this). */
  minimumDeposit: limits.minimum,
  /** Largest deposit per individual, rupees, from 1 April 2023 (was ₹15 lakh). */
  maximumDeposit: limits.maximum,
  /** Tenure in years. */
  tenureYears: terms.tenureYears,
  /** Length of one optional extension, years. */
  extensionYears: terms.extensionYears,
} as const
