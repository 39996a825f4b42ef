/**
 * Sukanya Samriddhi Yojana (SSY): the rate by quarter and the scheme's limits
 * (src/rules/sukanya-samriddhi.yaml). Interest is computed monthly and compounded yearly.
 */
import { steadyRule } from './dated.ts'
import { quarterlyRate } from './small-savings-rate.ts'

/** Annual rate, %, by quarter. */
export const SSY_RATE = quarterlyRate('sukanya-samriddhi.rate')

const limits = steadyRule('sukanya-samriddhi.deposit-limits', { minimum: 'number > 0', maximum: 'number > 0' })
const terms = steadyRule('sukanya-samriddhi.terms', { maximumAgeAtOpening: 'number.integer > 0', depositYears: 'number.integer > 0', maturityYears: 'number.integer > 0' })

export const SSY = {
  /** Smallest and largest deposit in a financial year, ₹. */
  minimumYearlyDeposit: limits.minimum,
  maximumYearlyDeposit: limits.maximum,
  /** Oldest a girl may be when the account is opened, in completed years. */
  maximumAgeAtOpening: terms.maximumAgeAtOpening,
  /** Deposits are made for 15 years from opening. */
  depositYears: terms.depositYears,
  /** The account matures 21 years after opening. */
  maturityYears: terms.maturityYears,
} as const
