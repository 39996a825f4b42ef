/**
 * Chapter VI-A deduction limits used by the salary-TDS calculator, old regime only (the new
 * regime allows neither; india-rules §3).
 *
 * - Section 80C (+80CCC +80CCD(1), aggregate under 80CCE): 1,50,000 a year.
 *   https://caclubindia.com/Experts/80-ccd-national-pension-scheme-and-80-cce-benefit-2329679.asp
 * - Section 80D: 25,000 for self and family (50,000 if 60 or more) plus 25,000 for parents
 *   (50,000 if senior), so at most 1,00,000 in all.
 *   https://www.livemint.com/money/personal-finance/income-tax-deduction-under-section-80-d-for-senior-citizens-explained/amp-11643026964611.html ;
 *   https://www.thefinvia.com/section80d.html
 */
export const DEDUCTION_LIMITS = {
  section80C: 150_000,
  /** The largest 80D deduction anyone can have: self and parents both senior. */
  section80DMaximum: 100_000,
} as const
