/**
 * Section 44ADA presumptive taxation of professionals (legal, medical, engineering,
 * architecture, accountancy, technical consultancy, interior decoration and notified
 * professions): 50% of gross receipts is deemed profit, or a higher sum the professional
 * declares. Available to a resident individual or firm (not an LLP) with gross receipts up to
 * ₹50 lakh, or ₹75 lakh when cash receipts are at most 5% of gross receipts (from FY 2023-24,
 * Finance Act 2023). Section 58 of the Income-tax Act 2025 from tax year 2026-27
 * (fixtures/india-rules.md, corrections of 2026-11-23).
 *
 * Sources (india-rules §4): https://www.taxtmi.com/acts?id=41194 ;
 * https://support.kdksoftware.com/portal/en/kb/articles/44ada-feeding-budget-2023 ;
 * https://www.taxtmi.com/manuals?id=1155
 */
export const SECTION_44ADA = {
  deemedProfitPercent: 50,
  receiptsLimit: 5_000_000,
  /** The higher limit when cash receipts are at most `cashReceiptsPercentForHigherLimit`. */
  receiptsLimitMostlyNonCash: 7_500_000,
  cashReceiptsPercentForHigherLimit: 5,
} as const
