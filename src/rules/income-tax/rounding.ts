/**
 * Statutory rounding of income and tax.
 *
 * - Section 288A (Income-tax Act 1961): total income is rounded to the nearest multiple of
 *   ten rupees: paise are first ignored, then a last figure of five or more rounds up and less
 *   than five rounds down.
 * - Section 288B: any amount payable (the tax) is rounded the same way.
 * - Section 516 of the Income-tax Act 2025 carries both rules into the tax year 2026-27.
 *
 * Sources: http://scbc.co/detail/2122.aspx (288A text) ;
 * https://cainindia.org/news/9_2010/incometax_act_section_no_288a.html ;
 * https://taxmanagementindia.com/visitor/detail_act.asp?ID=3492 (288B text) ;
 * https://aubsp.com/income-tax-act-2025-section-516 (Act 2025)
 */
export const STATUTORY_ROUNDING = {
  /** Total income and tax payable are rounded to a multiple of this many rupees. */
  multipleOfRupees: 10,
  /** A last figure (after dropping paise) at least this rounds up. */
  roundUpFromLastFigure: 5,
} as const
