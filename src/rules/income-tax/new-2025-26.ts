/**
 * New regime (section 115BAC), FY 2025-26 (Budget 2025).
 *
 * | band           | rate |
 * |----------------|------|
 * | 0 - 4 lakh     | nil  |
 * | 4 - 8 lakh     | 5%   |
 * | 8 - 12 lakh    | 10%  |
 * | 12 - 16 lakh   | 15%  |
 * | 16 - 20 lakh   | 20%  |
 * | 20 - 24 lakh   | 25%  |
 * | above 24 lakh  | 30%  |
 *
 * Standard deduction 75,000; section 87A rebate up to 60,000 for total income up to 12 lakh,
 * with marginal relief just above; the rebate is not set against tax on income at special
 * rates (Finance Act 2025); surcharge capped at 25%.
 */
import { INDIVIDUAL_SURCHARGE_BANDS, NEW_REGIME_SURCHARGE_CAP_PERCENT, SPECIAL_RATE_SURCHARGE_CAP_PERCENT, SURCHARGE_SOURCE } from './surcharge.ts'
import type { RegimeRules, Slab } from './types.ts'

/** The slabs of Budget 2025, kept unchanged by Budget 2026. */
export const NEW_REGIME_SLABS_FROM_2025: readonly Slab[] = [
  { upTo: 400_000, ratePercent: 0 },
  { upTo: 800_000, ratePercent: 5 },
  { upTo: 1_200_000, ratePercent: 10 },
  { upTo: 1_600_000, ratePercent: 15 },
  { upTo: 2_000_000, ratePercent: 20 },
  { upTo: 2_400_000, ratePercent: 25 },
  { upTo: null, ratePercent: 30 },
]

export const NEW_REGIME_2025_26: RegimeRules = {
  id: 'new-2025-26',
  name: 'New regime (section 115BAC), FY 2025-26',
  financialYears: 'FY 2025-26',
  slabsByAge: [
    {
      fromAge: 0,
      label: 'every age',
      slabs: NEW_REGIME_SLABS_FROM_2025,
      source: 'india-rules §1a: https://cleartax.in/s/income-tax-slab-for-senior-citizen ; https://incometaxmanagement.in/?p=3633',
    },
  ],
  standardDeduction: {
    amount: 75_000,
    source:
      'india-rules §1c: https://www.livemint.com/budget/budget-2024-standard-deduction-to-be-increased-to-rs-75-000-in-new-tax-regime-announces-sitharaman-11721717836780.html ; nil tax up to 12.75 lakh of salary: https://www.bajajfinserv.in/investments/income-tax-slabs',
  },
  rebate: {
    incomeLimit: 1_200_000,
    maximum: 60_000,
    marginalRelief: true,
    coversShortTermGains: false,
    source:
      'india-rules §1d: https://taxguru.in/income-tax/rebate-u-s-87a-applicability-stcg-u-s-111a-filing-itr.html ; https://cleartax.in/s/marginal-relief-surcharge ; relief: https://inshorts.com/en/news/how-does-marginal-relief-help-people-earning-slightly-more-than--12-lakh--1738404753246 ; special rates: https://upstox.com/news/personal-finance/tax/income-tax-rebate-calculation-capital-gains-under-section-111-a-section-112-excluded-says-cbdt/article-147351',
  },
  surcharge: {
    bands: INDIVIDUAL_SURCHARGE_BANDS,
    capPercent: NEW_REGIME_SURCHARGE_CAP_PERCENT,
    specialRateCapPercent: SPECIAL_RATE_SURCHARGE_CAP_PERCENT,
    source: SURCHARGE_SOURCE,
  },
}
