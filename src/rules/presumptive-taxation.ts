/**
 * Section 44ADA presumptive taxation of professionals (legal, medical, engineering,
 * architecture, accountancy, technical consultancy, interior decoration and notified
 * professions), from src/rules/presumptive-taxation.yaml: 50% of gross receipts is deemed
 * profit, or a higher sum the professional declares. Available to a resident individual or
 * firm (not an LLP) with gross receipts up to ₹50 lakh, or ₹75 lakh when cash receipts are at
 * most 5% of gross receipts (from FY 2023-24, Finance Act 2023). Section 58 of the Income-tax
 * Act 2025 from tax year 2026-27.
 */
import { steadyRule } from './dated.ts'

const rupees = 'number > 0'
const percent = '0 < number <= 100'

export const SECTION_44ADA = {
  deemedProfitPercent: steadyRule('presumptive-taxation.section-44ada.deemed-profit-percent', percent),
  receiptsLimit: steadyRule('presumptive-taxation.section-44ada.receipts-limit', rupees),
  /** The higher limit when cash receipts are at most `cashReceiptsPercentForHigherLimit`. */
  receiptsLimitMostlyNonCash: steadyRule('presumptive-taxation.section-44ada.receipts-limit-mostly-non-cash', rupees),
  cashReceiptsPercentForHigherLimit: steadyRule('presumptive-taxation.section-44ada.cash-receipts-percent-for-higher-limit', percent),
} as const
