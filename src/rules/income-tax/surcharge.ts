/**
 * Surcharge on income tax for individuals, by total income, and the caps on it.
 *
 * | total income      | rate |
 * |-------------------|------|
 * | up to 50 lakh     | nil  |
 * | above 50 lakh     | 10%  |
 * | above 1 crore     | 15%  |
 * | above 2 crore     | 25%  |
 * | above 5 crore     | 37%  (the new regime caps every band at 25% from FY 2023-24)
 *
 * Tax on capital gains under sections 111A, 112 and 112A (and on dividends) bears at most 15%.
 * Marginal relief at each threshold: tax plus surcharge above a threshold never exceeds tax
 * plus surcharge at the threshold plus the income above it.
 *
 * Sources (india-rules §1e): https://cleartax.in/s/marginal-relief-surcharge ;
 * https://savetaxs.com/glossary/surcharge ; marginal relief: https://gstguntur.com/marginal-relief-on-surcharge/ ;
 * https://taxinindia.com/?p=442 ;
 * https://support.kdksoftware.com/portal/en/kb/articles/marginal-relief-calculation-above-2-crore
 */
import type { SurchargeBand } from './types.ts'

export const INDIVIDUAL_SURCHARGE_BANDS: readonly SurchargeBand[] = [
  { above: 5_000_000, ratePercent: 10 },
  { above: 10_000_000, ratePercent: 15 },
  { above: 20_000_000, ratePercent: 25 },
  { above: 50_000_000, ratePercent: 37 },
]

export const SURCHARGE_SOURCE =
  'india-rules §1e: https://cleartax.in/s/marginal-relief-surcharge ; https://savetaxs.com/glossary/surcharge ; relief: https://gstguntur.com/marginal-relief-on-surcharge/ ; https://taxinindia.com/?p=442'

/** Surcharge rate cap on tax on 111A/112/112A gains and dividends (cleartax, india-rules §1e). */
export const SPECIAL_RATE_SURCHARGE_CAP_PERCENT = 15

/** The new regime's cap on every band (from FY 2023-24; india-rules §1e). */
export const NEW_REGIME_SURCHARGE_CAP_PERCENT = 25
