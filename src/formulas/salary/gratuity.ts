/**
 * Gratuity on leaving a job, and its income-tax split.
 *
 *   covered by the Act (covered = true):  G = 15/26 × last monthly (basic + DA) × n,
 *       n = whole years of service, plus one when the part year is more than six months
 *       (years 10.6 → 10 years 7.2 months → n = 11; years 10.5 → exactly 6 months → n = 10)
 *   not covered (covered = false):        G = 15/30 × monthly (basic + DA) × completed years
 *       (fraction dropped; `basic` is then the average of the last 10 months)
 *   eligible when years ≥ 5 (1 for a fixed-term employee under the Labour Codes from
 *   21 Nov 2025; no minimum on death or disablement); otherwise G = 0 and `reason` says why.
 *   tax-exempt = min(G, ₹20,00,000)      taxable = G − tax-exempt
 * The same eligibility conventions apply when the employer is not covered (its scheme decides;
 * the Act's rules are the usual convention). Degenerate cases: zero pay or zero counted years
 * give 0. Units: rupees; years of service as a decimal (10 years 6 months = 10.5).
 * Figures come from src/rules/gratuity.ts.
 *
 * Worked example (fixtures/taxation-salary/gratuity.json): ₹50,000 basic + DA, 10.6 years,
 * covered: n = 11, G = 15 × 50,000 × 11 / 26 = 82,50,000 / 26 = ₹3,17,307.69, all tax-exempt.
 */
import { Dec, min, ZERO } from '../../math/decimal.ts'
import { GRATUITY } from '../../rules/gratuity.ts'
import { defineFormula } from '../formula.ts'

interface GratuityInput {
  basic: Dec
  years: Dec
  covered: boolean
  fixedTerm: boolean
  deathOrDisablement: boolean
}

export const gratuity = defineFormula({
  decimalOnly: true,
  id: 'salary/gratuity',
  inputs: ['basic', 'years', 'covered', 'fixedTerm', 'deathOrDisablement'],
  compute({ basic, years, covered, fixedTerm, deathOrDisablement }: GratuityInput) {
    const whole = years.floor()
    const partMonths = years.minus(whole).times(12)
    const yearsCounted = (covered && partMonths.gt(GRATUITY.partYearRoundsUpAboveMonths) ? whole.plus(1) : whole).toNumber()
    const divisor = covered ? GRATUITY.coveredDaysPerMonth : GRATUITY.notCoveredDaysPerMonth

    const eligibilityYears = deathOrDisablement ? 0 : fixedTerm ? GRATUITY.fixedTermEligibilityYears : GRATUITY.eligibilityYears
    const eligible = years.gte(eligibilityYears)
    const served = `${years.toString()} ${years.eq(1) ? 'year' : 'years'} of continuous service`
    const required = `${eligibilityYears} ${eligibilityYears === 1 ? 'year' : 'years'}${fixedTerm ? ' for a fixed-term employee' : ''}`
    const reason = deathOrDisablement
      ? 'Eligible: no minimum service applies on death or disablement.'
      : eligible
        ? `Eligible: ${served} meets the ${required} required.`
        : `Not eligible: ${served} is less than the ${required} required; no gratuity is payable.`

    const amount = eligible ? basic.times(GRATUITY.daysPerYear).times(yearsCounted).div(divisor) : ZERO
    const taxExempt = min(amount, new Dec(GRATUITY.taxExemptLimit))
    return {
      eligible,
      reason,
      eligibilityYears,
      yearsCounted,
      divisor,
      gratuity: amount,
      taxExempt,
      taxable: amount.minus(taxExempt),
    }
  },
})
