/**
 * Section 80D: health-insurance premium deduction, old regime only (Income-tax Act 2025:
 * Section 126), from src/rules/section-80d.yaml. Two separate limits a year: one for self,
 * spouse and dependent children, one for parents; each rises when the insured person is a
 * senior citizen (60 or older). A preventive health check-up (up to ₹5,000, cash allowed) and
 * medical expenditure for an uninsured senior count inside these limits, not on top of them.
 * The most anyone can claim is ₹1,00,000 (self and parents both senior).
 */
import { steadyRule } from './dated.ts'

const rupees = 'number.integer > 0'

export const SECTION_80D = steadyRule(
  'section-80d.limits',
  { selfLimit: rupees, selfSeniorLimit: rupees, parentsLimit: rupees, parentsSeniorLimit: rupees, preventiveCheckUpWithin: rupees, seniorAge: rupees },
)
