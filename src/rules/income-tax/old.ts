/**
 * Old regime (the regime without section 115BAC), unchanged for FY 2024-25, 2025-26 and
 * 2026-27. Slabs by age: under 60, senior (60 to 79) and super senior (80 or more), age being
 * reached the day before the birthday.
 *
 * | band             | under 60 | 60-79 | 80+ |
 * |------------------|----------|-------|-----|
 * | 0 - 2.5 lakh     | nil      | nil   | nil |
 * | 2.5 - 3 lakh     | 5%       | nil   | nil |
 * | 3 - 5 lakh       | 5%       | 5%    | nil |
 * | 5 - 10 lakh      | 20%      | 20%   | 20% |
 * | above 10 lakh    | 30%      | 30%   | 30% |
 *
 * Standard deduction 50,000; section 87A rebate up to 12,500 for total income up to 5 lakh,
 * with no marginal relief; surcharge 10/15/25/37%.
 */
import { INDIVIDUAL_SURCHARGE_BANDS, SPECIAL_RATE_SURCHARGE_CAP_PERCENT, SURCHARGE_SOURCE } from './surcharge.ts'
import type { RegimeRules } from './types.ts'

const SLAB_SOURCE =
  'india-rules §1b: https://cleartax.in/s/income-tax-slab-for-senior-citizen ; https://bankbazaar.com/tax/income-tax-for-senior-citizens.html ; https://tradingqna.com/t/tax-on-senior-citizen/40788'

export const OLD_REGIME: RegimeRules = {
  id: 'old',
  name: 'Old regime',
  financialYears: 'FY 2024-25, 2025-26 and 2026-27 (unchanged)',
  slabsByAge: [
    {
      fromAge: 0,
      label: 'under 60',
      slabs: [
        { upTo: 250_000, ratePercent: 0 },
        { upTo: 500_000, ratePercent: 5 },
        { upTo: 1_000_000, ratePercent: 20 },
        { upTo: null, ratePercent: 30 },
      ],
      source: SLAB_SOURCE,
    },
    {
      fromAge: 60,
      label: 'senior citizen (60 to 79)',
      slabs: [
        { upTo: 300_000, ratePercent: 0 },
        { upTo: 500_000, ratePercent: 5 },
        { upTo: 1_000_000, ratePercent: 20 },
        { upTo: null, ratePercent: 30 },
      ],
      source: SLAB_SOURCE,
    },
    {
      fromAge: 80,
      label: 'super senior citizen (80 or more)',
      slabs: [
        { upTo: 500_000, ratePercent: 0 },
        { upTo: 1_000_000, ratePercent: 20 },
        { upTo: null, ratePercent: 30 },
      ],
      source: SLAB_SOURCE,
    },
  ],
  standardDeduction: {
    amount: 50_000,
    source:
      'india-rules §1c: https://www.livemint.com/budget/budget-2024-standard-deduction-to-be-increased-to-rs-75-000-in-new-tax-regime-announces-sitharaman-11721717836780.html ("unchanged at ₹50,000 under the old tax regime")',
  },
  rebate: {
    incomeLimit: 500_000,
    maximum: 12_500,
    marginalRelief: false,
    // Only section 112A(6) keeps the rebate off tax on long-term gains; nothing in section
    // 87A excludes section 111A tax under the old regime (the Finance Act 2025 exclusion is
    // for section 115BAC).
    coversShortTermGains: true,
    source:
      'india-rules §1d: https://taxguru.in/income-tax/rebate-u-s-87a-applicability-stcg-u-s-111a-filing-itr.html ; https://tax2win.in/efile-income-tax-return',
  },
  surcharge: {
    bands: INDIVIDUAL_SURCHARGE_BANDS,
    capPercent: 37,
    specialRateCapPercent: SPECIAL_RATE_SURCHARGE_CAP_PERCENT,
    source: SURCHARGE_SOURCE,
  },
}
