/**
 * National Savings Certificate (VIII issue): the rate and the scheme's terms.
 *
 * The rate is set quarterly by the Ministry of Finance (DEA). 7.7% a year, compounded yearly
 * and paid at maturity, has been unchanged since Q4 FY 2023-24 (Jan 2024); it was last
 * confirmed for Q4 FY 2025-26 (Jan–Mar 2026) by the Office Memorandum of 31 Dec 2025. No
 * notification was found for Q1 or Q3 FY 2026-27 (india-rules §7, open item 1). The interest
 * accrued in each year but the last is deemed reinvested and qualifies for Section 80C.
 *
 * Sources (india-rules §7):
 * - rate: https://taxguru.in/finance/small-savings-schemes-interest-rates-january-march-2026.html ;
 *   https://www.newsbytesapp.com/news/business/centre-keeps-small-savings-interest-unchanged-for-7th-quarter/story
 * - terms and the published example ₹10,000 → ₹14,490:
 *   https://zeebiz.com/personal-finance/news-rs-10000-investment-grows-to-inr-14490-rs-25000-investment-to-36226-rupees-50000-investment-to-72452-in-5-years-in-guaranteed-income-small-savings-scheme-calculation-shows-how-your-money-grows-each-year-281013
 */
export const NSC = {
  /** Annual rate, %, compounded yearly (Jan–Mar 2026, OM of 31 Dec 2025). */
  ratePercent: 7.7,
  /** The quarter the rate was last confirmed for. */
  rateQuarter: 'Q4 FY 2025-26 (January to March 2026)',
  /** Tenure of the VIII issue, years. */
  tenureYears: 5,
  /** Smallest certificate, ₹ (no upper limit). */
  minimumPrincipal: 1_000,
} as const
