/**
 * New regime (section 115BAC), FY 2024-25 (Budget of 23 July 2024, for the whole year).
 *
 * | band           | rate |
 * |----------------|------|
 * | 0 - 3 lakh     | nil  |
 * | 3 - 7 lakh     | 5%   |
 * | 7 - 10 lakh    | 10%  |
 * | 10 - 12 lakh   | 15%  |
 * | 12 - 15 lakh   | 20%  |
 * | above 15 lakh  | 30%  |
 *
 * Standard deduction 75,000; section 87A rebate up to 25,000 for total income up to 7 lakh,
 * with marginal relief just above; surcharge capped at 25%. Whether the rebate covers tax on
 * section 111A gains for this year is disputed (CPC denied it from 5 July 2024; the Bombay HC
 * and ITAT Ahmedabad allowed it): the table follows the filing utility and does not.
 */
import { INDIVIDUAL_SURCHARGE_BANDS, NEW_REGIME_SURCHARGE_CAP_PERCENT, SPECIAL_RATE_SURCHARGE_CAP_PERCENT, SURCHARGE_SOURCE } from './surcharge.ts'
import type { RegimeRules } from './types.ts'

export const NEW_REGIME_2024_25: RegimeRules = {
  id: 'new-2024-25',
  name: 'New regime (section 115BAC), FY 2024-25',
  financialYears: 'FY 2024-25',
  slabsByAge: [
    {
      fromAge: 0,
      label: 'every age',
      slabs: [
        { upTo: 300_000, ratePercent: 0 },
        { upTo: 700_000, ratePercent: 5 },
        { upTo: 1_000_000, ratePercent: 10 },
        { upTo: 1_200_000, ratePercent: 15 },
        { upTo: 1_500_000, ratePercent: 20 },
        { upTo: null, ratePercent: 30 },
      ],
      source:
        'india-rules §1a: https://www.livemint.com/budget/budget-2024-standard-deduction-to-be-increased-to-rs-75-000-in-new-tax-regime-announces-sitharaman-11721717836780.html (23 Jul 2024) ; https://ndtv.in/videos/union-budget-2024-what-are-the-changes-on-the-income-tax-front-nirmala-sitharaman-817903',
    },
  ],
  standardDeduction: {
    amount: 75_000,
    source:
      'india-rules §1c: https://www.livemint.com/budget/budget-2024-standard-deduction-to-be-increased-to-rs-75-000-in-new-tax-regime-announces-sitharaman-11721717836780.html (23 Jul 2024: 50,000 → 75,000 in the new regime)',
  },
  rebate: {
    incomeLimit: 700_000,
    maximum: 25_000,
    marginalRelief: true,
    coversShortTermGains: false,
    source:
      'india-rules §1d: https://taxguru.in/income-tax/rebate-u-s-87a-applicability-stcg-u-s-111a-filing-itr.html ; https://cleartax.in/s/marginal-relief-surcharge ; 111A dispute: https://www.ey.com/en_in/technical/alerts-hub/2025/09/ahmedabad-tribunal-allows-rebate-against-short-term-capital-gains-under-new-regime',
  },
  surcharge: {
    bands: INDIVIDUAL_SURCHARGE_BANDS,
    capPercent: NEW_REGIME_SURCHARGE_CAP_PERCENT,
    specialRateCapPercent: SPECIAL_RATE_SURCHARGE_CAP_PERCENT,
    source: SURCHARGE_SOURCE,
  },
}
