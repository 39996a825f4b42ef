/**
 * Income from house property (let-out), Income-tax Act 1961 Sections 23 and 24 (the Bill
 * mapping puts 24(b) at Section 22 of the Income-tax Act 2025: india-rules §12). The 30%
 * deduction applies under both the old and the new regime.
 *
 *   net annual value = annual value (rent received or receivable) − municipal taxes paid by the owner
 *   Section 24(a): a standard deduction of 30% of the net annual value, whatever was spent on
 *   repairs and maintenance (no other such expense is deductible)
 *   Section 24(b): interest on borrowed capital (not modelled by /rental-yield)
 *
 * Sources: https://www.taxtmi.com/manuals?id=4066 ;
 * https://caclubindia.com/experts/house-property-2608934.asp ;
 * https://incometaxmanagement.com/Pages/KnowledgeBASE/9/Deductions-and-Allowances-under-the-head-Income-from-House-Property.html
 */
export const HOUSE_PROPERTY = {
  /** Section 24(a) standard deduction, % of the net annual value. */
  standardDeductionPercent: 30,
} as const
