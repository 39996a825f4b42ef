/**
 * Tax on capital gains from listed equity, equity-oriented mutual funds and units of business
 * trusts (STT paid), for transfers on or after 23 July 2024 (Finance (No. 2) Act 2024);
 * unchanged by Budget 2026 for FY 2026-27.
 *
 * Sources: https://taxfilr.com/help_center/article/taxliability-of-stcg ;
 * https://taxmanagementindia.com/web/tmi_blog_details.asp?id=761224 (112A text);
 * https://stgone.news18.com/english/article/news/business/personal-finance/budget-2026-capital-gains-tax-structure-remains-unchanged-offers-investor-continuity-mce-1313796270
 * Holding periods: https://caclubindia.com/guide/?p=950
 */
export const EQUITY_CAPITAL_GAINS = {
  /** Section 111A: short-term gains (held 12 months or less). */
  shortTermRatePercent: 20,
  /** Section 112A: long-term gains (held more than 12 months), above the yearly exemption. */
  longTermRatePercent: 12.5,
  /** Section 112A: long-term gains exempt each financial year, in rupees. */
  longTermExemption: 125_000,
  /** Months held after which a listed equity gain is long-term. */
  longTermAfterMonths: 12,
} as const

/**
 * Other capital assets (Section 112, transfers on or after 23 July 2024): long-term gains at
 * 12.5% without indexation; long-term after 24 months for unlisted and other assets
 * (gold, digital gold, gold ETFs bought before April 2025 are covered by the listed rule of
 * 12 months when listed: see each calculator's description).
 */
export const OTHER_CAPITAL_GAINS = {
  longTermRatePercent: 12.5,
  longTermAfterMonths: 24,
} as const
