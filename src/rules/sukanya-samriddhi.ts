/**
 * Sukanya Samriddhi Yojana (SSY): the rate and the scheme's limits.
 *
 * The rate is set quarterly by the Ministry of Finance (DEA). 8.2% a year has been unchanged
 * since Q4 FY 2023-24 (Jan 2024); it was last confirmed for Q4 FY 2025-26 (Jan–Mar 2026) by
 * the Office Memorandum of 31 Dec 2025. No notification was found for Q1 or Q3 FY 2026-27, so
 * the default is the Jan–Mar 2026 rate (india-rules §7, open item 1).
 *
 * Sources (india-rules §7):
 * - rate: https://taxguru.in/finance/small-savings-schemes-interest-rates-january-march-2026.html ;
 *   https://www.newsbytesapp.com/news/business/centre-keeps-small-savings-interest-unchanged-for-7th-quarter/story ;
 *   Q3 FY26: https://www.ndtvprofit.com/personal-finance/post-office-small-savings-schemes-interest-rates-ppf-nsc-scss-ssy-rate-for-oct-dec-2025
 * - rules: https://www.unionbankofindia.co.in/english/sss.aspx ;
 *   https://unnatbharatabhiyansrmist.com/2020/08/sukanya-samridhi-yojana.html
 */
export const SSY = {
  /** Annual rate, % (Jan–Mar 2026, OM of 31 Dec 2025). */
  ratePercent: 8.2,
  /** The quarter the rate was last confirmed for. */
  rateQuarter: 'Q4 FY 2025-26 (January to March 2026)',
  /** Smallest and largest deposit in a financial year, ₹. */
  minimumYearlyDeposit: 250,
  maximumYearlyDeposit: 150_000,
  /** Oldest a girl may be when the account is opened, in completed years. */
  maximumAgeAtOpening: 10,
  /** Deposits are made for 15 years from opening. */
  depositYears: 15,
  /** The account matures 21 years after opening. */
  maturityYears: 21,
} as const
