/**
 * National Savings Certificate (VIII issue): the rate by quarter and the scheme's terms
 * (src/rules/nsc.yaml). 7.7% a year, compounded yearly and paid at maturity; the interest
 * accrued in each year but the last is deemed reinvested and qualifies for Section 80C.
 */
import { steadyRule } from './dated.ts'
import { quarterlyRate } from './small-savings-rate.ts'

/** Annual rate, %, compounded yearly, by quarter. */
export const NSC_RATE = quarterlyRate('nsc.rate')

export const NSC = {
  /** Tenure of the VIII issue, years. */
  tenureYears: steadyRule('nsc.tenure', 'number.integer > 0'),
  /** Smallest certificate, ₹ (no upper limit). */
  minimumPrincipal: steadyRule('nsc.minimum-principal', 'number > 0'),
} as const
