/**
 * Senior Citizens Savings Scheme (post office / bank), as notified by the Ministry of Finance.
 * Interest is simple: paid out every quarter (1st working day of April, July, October and
 * January), never compounded; the deposit is repaid at maturity.
 *
 * Rate: 8.2% a year, unchanged since Q4 FY 2023-24 (January 2024); confirmed for Q3 and Q4
 * FY 2025-26 and for Q2 FY 2026-27 (July–September 2026). The current quarter's notification
 * was not found, so the rate is the last confirmed one (fixtures/india-rules.md §7).
 * Sources: https://www.ndtvprofit.com/personal-finance/post-office-small-savings-schemes-interest-rates-ppf-nsc-scss-ssy-rate-for-oct-dec-2025 ;
 * https://taxguru.in/finance/small-savings-schemes-interest-rates-january-march-2026.html ;
 * https://www.rightsofemployees.com/tag/national-savings-certificate-q2/feed/ (Q2 FY 2026-27 headline)
 * Limits (₹1,000 minimum in multiples of ₹1,000, ₹30 lakh maximum from 1 April 2023, 5-year
 * tenure extendable by 3 years):
 * https://helloscholar.in/senior-citizen-savings-scheme-2/?amp=1 ;
 * https://www.livemint.com/money/personal-finance/5-investment-options-for-senior-citizens/amp-11597822504889.html
 *
 * calculators.yaml repeats the rate, limits and tenure as the /compounding Set A parameter's
 * default and bounds; test/investment.test.ts checks that the two agree.
 */
export const SCSS = {
  /** Annual rate, per cent, simple interest. */
  ratePercent: 8.2,
  /** Interest payments a year. */
  payoutsPerYear: 4,
  /** Smallest deposit, rupees (deposits are in multiples of this). */
  minimumDeposit: 1_000,
  /** Largest deposit per individual, rupees, from 1 April 2023 (was ₹15 lakh). */
  maximumDeposit: 3_000_000,
  /** Tenure in years. */
  tenureYears: 5,
  /** Length of one optional extension, years. */
  extensionYears: 3,
} as const
