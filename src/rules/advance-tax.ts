/**
 * Advance tax of a year (Income-tax Act 1961 sections 208 and 211; section 408 of the
 * Income-tax Act 2025).
 *
 * - Section 208: advance tax is payable when the year's tax is ₹10,000 or more.
 *   https://taxmanagementindia.com/visitor/detail_act.asp?ID=4064 ; https://pnrca.com/detail/1890.aspx
 * - Section 211(1)(a): by 15 June at least 15%, by 15 September 45%, by 15 December 75%, by
 *   15 March 100% (cumulative). Section 211(1)(b): a person declaring income under section
 *   44AD or 44ADA may instead pay the whole by 15 March.
 *   https://www.caclubindia.com/acts/27277-section-211-income-tax-act-1961.asp ;
 *   https://aaptaxlaw.com/income-tax-act/section-211-income-tax-act-instalments-of-advance-tax-and-due-dates-sec-211-of-income-tax-act-1961.html ;
 *   https://www.cabkgoyal.com/section-408-of-income-tax-act-2025-instalments-of-advance-tax-and-due-dates/
 */
export const ADVANCE_TAX_THRESHOLD = 10_000

export interface Instalment {
  readonly dueDate: string
  readonly cumulativePercent: number
}

export const ADVANCE_TAX_SCHEDULES: Readonly<Record<'quarterly' | 'single', readonly Instalment[]>> = {
  quarterly: [
    { dueDate: '15 June', cumulativePercent: 15 },
    { dueDate: '15 September', cumulativePercent: 45 },
    { dueDate: '15 December', cumulativePercent: 75 },
    { dueDate: '15 March', cumulativePercent: 100 },
  ],
  single: [{ dueDate: '15 March', cumulativePercent: 100 }],
}
