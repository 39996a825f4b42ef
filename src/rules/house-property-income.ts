/**
 * Income from house property (let-out), Income-tax Act 1961 Sections 23 and 24 (the Bill
 * mapping puts 24(b) at Section 22 of the Income-tax Act 2025: india-rules §12), from
 * src/rules/house-property-income.yaml. The 30% deduction applies under both the old and the
 * new regime.
 *
 *   net annual value = annual value (rent received or receivable) − municipal taxes paid by the owner
 *   Section 24(a): a standard deduction of 30% of the net annual value, whatever was spent on
 *   repairs and maintenance (no other such expense is deductible)
 *   Section 24(b): interest on borrowed capital: in full for a let-out house; up to ₹2,00,000 for
 *   a self-occupied one, old regime only
 *   Section 71(3A): a loss under the head set off against other heads up to ₹2,00,000 a year,
 *   old regime only (the rest is carried forward)
 */
import { steadyRule } from './dated.ts'

export const HOUSE_PROPERTY = {
  /** Section 24(a) standard deduction, % of the net annual value. */
  standardDeductionPercent: steadyRule('house-property-income.standard-deduction-percent', '0 < number < 100'),
  /** Section 24(b) interest on a self-occupied house, old regime, rupees a year. */
  selfOccupiedInterestLimit: steadyRule('house-property-income.self-occupied-interest-limit', 'number.integer > 0'),
  /** Section 71(3A) set-off of a loss against other heads, old regime, rupees a year. */
  lossSetOffLimit: steadyRule('house-property-income.loss-set-off-limit', 'number.integer > 0'),
} as const
