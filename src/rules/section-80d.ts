/**
 * Section 80D: health-insurance premium deduction, old regime only (Income-tax Act 2025:
 * Section 126). Two separate limits a year: one for self, spouse and dependent children, one
 * for parents; each rises when the insured person is a senior citizen (60 or older). A
 * preventive health check-up (up to ₹5,000, cash allowed) and medical expenditure for an
 * uninsured senior count inside these limits, not on top of them. The most anyone can claim is
 * ₹1,00,000 (self and parents both senior).
 *
 * Sources (india-rules §3, compiled 2026-11-22):
 * https://www.livemint.com/money/personal-finance/income-tax-deduction-under-section-80-d-for-senior-citizens-explained/amp-11643026964611.html ;
 * https://www.thefinvia.com/section80d.html ; https://www.caxpert.com/deduction-under-section-80d/
 */
export const SECTION_80D = {
  /** Self, spouse and dependent children, rupees a year. */
  selfLimit: 25_000,
  selfSeniorLimit: 50_000,
  /** Parents, rupees a year. */
  parentsLimit: 25_000,
  parentsSeniorLimit: 50_000,
  /** Preventive health check-up, inside the limits above. */
  preventiveCheckUpWithin: 5_000,
  /** Age from which a person is a senior citizen for 80D. */
  seniorAge: 60,
} as const
