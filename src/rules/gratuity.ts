/**
 * Gratuity: the statutory formula, eligibility and the income-tax exemption
 * (src/rules/gratuity.yaml), by the date of leaving where the Code on Social Security 2020
 * (in force 21 Nov 2025) changed them.
 *
 * - Covered by the Payment of Gratuity Act 1972 (now carried into the Code): 15 days' wages per
 *   year of service, a month taken as 26 working days, so 15/26 × last drawn monthly wages ×
 *   years; a part year of more than six months counts as a whole year, six months or less is
 *   dropped.
 * - Not covered: half a month's average salary (basic + DA + turnover commission, average of
 *   the 10 months before leaving) per completed year, fractions ignored; the "15/30" rule of
 *   Section 10(10)(iii).
 * - Eligibility: five years of continuous service (waived on death or disablement); one year
 *   for fixed-term employees from 21 Nov 2025. Permanent staff stay at five.
 * - Wages (Code, s. 2(88), from 21 Nov 2025): basic pay, DA and retaining allowance; when the
 *   parts of pay it excludes come to more than half of all remuneration, the excess is added
 *   back, so wages = max(basic + DA, ½ × total). Before, wages were basic + DA.
 * - Tax (Section 10(10)(iii), non-government employees): exempt up to the least of the
 *   gratuity, the formula amount and ₹20,00,000 (CBDT Notification 16/2019); the rest is
 *   taxable salary. An employer may pay more than the Act's ₹20 lakh (Section 4(5)).
 */
import { datedRule, steadyRule } from './dated.ts'

const years = 'number.integer >= 0'
const formula = steadyRule('gratuity.formula', { daysPerYear: 'number > 0', coveredDaysPerMonth: 'number > 0', notCoveredDaysPerMonth: 'number > 0', partYearRoundsUpAboveMonths: '0 <= number < 12' })

export const GRATUITY = {
  ...formula,
  /** Years of continuous service before gratuity is payable. */
  eligibilityYears: steadyRule('gratuity.eligibility-years', years),
  /** Section 10(10)(iii) exemption for non-government employees, in rupees. */
  taxExemptLimit: steadyRule('gratuity.tax-exempt-limit', 'number > 0'),
} as const

/** Years for a fixed-term employee, by the date of leaving: 1 from 21 Nov 2025, 5 before. */
export const FIXED_TERM_ELIGIBILITY_YEARS = datedRule('gratuity.fixed-term-eligibility-years', years)

/** The Code's 50% rule for wages, by the date of leaving; null before 21 Nov 2025 (wages were basic + DA). */
export const EXCLUDED_PAY_LIMIT_PERCENT = datedRule('gratuity.excluded-pay-limit-percent', '0 < number < 100 | null')
