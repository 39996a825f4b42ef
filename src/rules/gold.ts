/**
 * Gold investments: sovereign gold bonds (SGB), digital gold and gold ETFs
 * (src/rules/gold.yaml), as taxed on transfers on or after 23 July 2024 and, for SGB
 * redemptions, from tax year 2026-27 (1 April 2026): the latest value of each rule, which
 * /sgb-comparison (a comparison today, with no date) applies.
 *
 * - SGB: 2.5% a year on the issue price, paid half-yearly, taxed at the slab rate (no TDS);
 *   8-year tenure, premature redemption with the RBI from the fifth year. From 1 April 2026 the
 *   redemption gain is exempt only for an individual who subscribed at issue and held the bond
 *   to maturity; premature RBI redemptions and secondary-market buyers are taxed as capital
 *   gains (up to FY 2025-26 any RBI redemption by an individual was exempt). Sold on an
 *   exchange: long-term after 12 months at 12.5%, otherwise at the slab rate.
 * - Digital gold: GST 3% on the purchase; gains long-term after 24 months at 12.5% without
 *   indexation, otherwise at the slab rate.
 * - Gold ETFs (listed units): long-term after 12 months at 12.5%, otherwise at the slab rate.
 *   The default expense ratio is an assumption, not a rule: callers pass their fund's own.
 */
import { datedRule, steadyRule } from './dated.ts'

const longTerm = { afterMonths: 'number.integer > 0', ratePercent: '0 < number < 100' } as const

const sgbTerms = steadyRule('gold.sgb.terms', { interestPercentPerYear: 'number > 0', interestPaymentsPerYear: 'number.integer > 0', tenureYears: 'number.integer > 0', prematureRedemptionFromYear: 'number.integer > 0' })
const sgbLongTerm = datedRule('gold.sgb.long-term', longTerm).latest

export const SOVEREIGN_GOLD_BOND = {
  ...sgbTerms,
  /** Redemption gain exempt at maturity for an original subscriber. */
  exemptAtMaturityForOriginalSubscriber: steadyRule('gold.sgb.exempt-at-maturity-for-original-subscriber', 'boolean'),
  /** Premature RBI redemption gain exempt: false from 1 April 2026 (true up to FY 2025-26). */
  exemptOnPrematureRedemption: datedRule('gold.sgb.exempt-on-premature-redemption', 'boolean').latest,
  longTermAfterMonths: sgbLongTerm.afterMonths,
  longTermRatePercent: sgbLongTerm.ratePercent,
} as const

const digitalGold = datedRule('gold.digital-gold', { gstPercent: 'number > 0', afterMonths: 'number.integer > 0', ratePercent: '0 < number < 100', indexation: 'boolean' }).latest

export const DIGITAL_GOLD = {
  gstPercent: digitalGold.gstPercent,
  longTermAfterMonths: digitalGold.afterMonths,
  longTermRatePercent: digitalGold.ratePercent,
} as const

const goldEtf = datedRule('gold.gold-etf', longTerm).latest

export const GOLD_ETF = {
  defaultExpenseRatioPercent: steadyRule('gold.gold-etf.default-expense-ratio-percent', '0 < number < 5'),
  longTermAfterMonths: goldEtf.afterMonths,
  longTermRatePercent: goldEtf.ratePercent,
} as const
