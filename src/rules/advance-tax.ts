/**
 * Advance tax of a year (Income-tax Act 1961 sections 208 and 211; section 408 of the
 * Income-tax Act 2025), from src/rules/advance-tax.yaml.
 *
 * - Section 208: advance tax is payable when the year's tax is ₹10,000 or more.
 * - Section 211(1)(a): by 15 June at least 15%, by 15 September 45%, by 15 December 75%, by
 *   15 March 100% (cumulative). Section 211(1)(b): a person declaring income under section
 *   44AD or 44ADA may instead pay the whole by 15 March.
 */
import { datedRule, nonEmptyList, steadyRule } from './dated.ts'

export const ADVANCE_TAX_THRESHOLD = steadyRule('advance-tax.threshold', 'number > 0')

export interface Instalment {
  readonly dueDate: string
  readonly cumulativePercent: number
}

const instalments = nonEmptyList({ dueDate: 'string', cumulativePercent: '0 < number <= 100' })

export const ADVANCE_TAX_SCHEDULES: Readonly<Record<'quarterly' | 'single', readonly Instalment[]>> = steadyRule('advance-tax.schedules', { quarterly: instalments, single: instalments })

/** Section 234B: 1% a month while advance tax paid is under 90% of the assessed tax. */
export const INTEREST_234B = steadyRule('advance-tax.interest-234b', { ratePercentPerMonth: 'number > 0', paidShareAtLeastPercent: '0 < number <= 100' })

/** Section 234C(1)(a): by instalment of the quarterly schedule, the months of interest and the safe-harbour share (null: none). */
export const INTEREST_234C: { readonly ratePercentPerMonth: number; readonly months: readonly number[]; readonly safeHarbourPercent: readonly (number | null)[] } = steadyRule(
  'advance-tax.interest-234c',
  { ratePercentPerMonth: 'number > 0', months: '(number.integer > 0)[]', safeHarbourPercent: '(0 < number <= 100 | null)[]' },
)

/** Section 207(2): the age from which a resident with no business income pays no advance tax. */
export const ADVANCE_TAX_SENIOR_EXEMPT_AGE = steadyRule('advance-tax.senior-exempt-age', 'number.integer > 0')

/**
 * Section 139(1) Explanation 2(c) and 139(4), read on the last day of the financial year whose
 * return it is: the due date of an individual's return (31 July, or as the Board extends it) and
 * the last day of a belated one, as `MM-DD` of the assessment year.
 */
export const RETURN_DUE_DATE = datedRule('advance-tax.return-due-date', { dueDate: /^\d{2}-\d{2}$/, belatedUntil: /^\d{2}-\d{2}$/ })

/** Section 234A(1): 1% a month, or part of one, after the due date until the return is furnished. */
export const INTEREST_234A = steadyRule('advance-tax.interest-234a', { ratePercentPerMonth: 'number > 0' })

/** Section 234F: the fee for a late return, and the lower one for a total income up to a limit. */
export const FEE_234F = steadyRule('advance-tax.fee-234f', { fee: 'number > 0', reducedFee: 'number > 0', reducedUpToIncome: 'number > 0' })
