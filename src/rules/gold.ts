/**
 * Gold investments: sovereign gold bonds (SGB), digital gold and gold ETFs, for transfers on
 * or after 23 July 2024 and, for SGB redemptions, from tax year 2026-27 (1 April 2026).
 * Facts and sources from fixtures/india-rules.md §1f, §6 and §9a.
 */

/**
 * Sovereign Gold Bonds: 2.5% a year on the issue price, paid half-yearly, taxed at the slab
 * rate (no TDS); 8-year tenure, premature redemption with the RBI from the fifth year.
 * From 1 April 2026 (Income-tax Act 2025 Sec 70 as amended by Budget 2026) the redemption gain
 * is exempt ONLY for an individual who subscribed at the original issue and held the bond
 * continuously until maturity; premature RBI redemptions and secondary-market buyers are
 * taxed as capital gains (up to FY 2025-26 any RBI redemption by an individual was exempt).
 * Sold on an exchange (listed): long-term after 12 months at 12.5%, otherwise at the slab rate.
 * Sources: https://www.business-standard.com/amp/finance/personal-finance/sgb-2019-20-tranche-opens-for-premature-redemption-know-tax-implications-125031200285_1.html ;
 * https://nseindia.com/products-services/about-sgb ;
 * https://indianexpress.com/article/business/union-budget-2026-27-capital-gains-tax-exemption-on-sgbs-only-when-held-from-issuance-to-maturity-10508257/ ;
 * https://www.financialexpress.com/money/tax-setback-gold-bonds-lose-some-attraction-4127922/
 */
export const SOVEREIGN_GOLD_BOND = {
  interestPercentPerYear: 2.5,
  interestPaymentsPerYear: 2,
  tenureYears: 8,
  prematureRedemptionFromYear: 5,
  /** Redemption gain exempt at maturity for an original subscriber (tax year 2026-27 on). */
  exemptAtMaturityForOriginalSubscriber: true,
  /** Premature RBI redemption gain exempt: false from 1 April 2026 (true up to FY 2025-26). */
  exemptOnPrematureRedemption: false,
  longTermAfterMonths: 12,
  longTermRatePercent: 12.5,
} as const

/**
 * Digital gold: GST 3% on the purchase (the 3% rate on gold was retained by the GST rate
 * reform of 22 September 2025); gains long-term after 24 months at 12.5% without indexation,
 * otherwise at the slab rate (transfers on or after 23 July 2024).
 * Sources: https://dailydigest360.com/article/6410578/gst-on-gold-jewellery-after-the-56th-council-meeting-key-impacts-and-implications-for-consumers ;
 * https://www.lawdadi.in/gst/gst-rate-3-percent-list-of-items-in-goods-and-services-tax.html ;
 * https://caclubindia.com/guide/?p=950 ;
 * https://www.business-standard.com/finance/personal-finance/gold-and-silver-surge-know-how-etfs-are-taxed-before-you-invest-in-them-125101000906_1.html
 */
export const DIGITAL_GOLD = {
  gstPercent: 3,
  longTermAfterMonths: 24,
  longTermRatePercent: 12.5,
} as const

/**
 * Gold ETFs (listed units): long-term after 12 months at 12.5%, otherwise at the slab rate.
 * Sources: https://www.business-standard.com/finance/personal-finance/gold-and-silver-surge-know-how-etfs-are-taxed-before-you-invest-in-them-125101000906_1.html ;
 * https://summamoney.com/investing/the-daily/new-income-tax-rules-on-sale-of-gold-etf-gold-mutual-funds
 *
 * The default expense ratio is an assumption, not a rule: the total expense ratios published
 * for Indian gold ETFs lie around 0.45%–0.82% a year (Invesco India Gold ETF 0.45% on
 * 30-11-2020 and UTI Gold ETF 0.46% on 31-10-2023, https://www.advisorkhoj.com/mutual-funds-research/UTI-Gold-Exchange-Traded-Fund ;
 * Nippon India ETF Gold BeES 0.82% in January 2021,
 * https://thehindubusinessline.com/pick-of-the-day/nippon-india-etf-gold-bees-good-vehicle-to-hike-gold-exposure/article34004582.ece).
 * Callers pass their fund's own figure as `expenseRatio`.
 */
export const GOLD_ETF = {
  defaultExpenseRatioPercent: 0.5,
  longTermAfterMonths: 12,
  longTermRatePercent: 12.5,
} as const
