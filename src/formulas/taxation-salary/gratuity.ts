/**
 * Gratuity on leaving a job, and its income-tax split.
 *
 *   wages W = basic + DA; covered, leaving from 21 Nov 2025 and with the total monthly pay T
 *       given (totalPay > 0): W = max(basic + DA, 50% × T), the Code on Social Security's
 *       wages (excluded parts of pay beyond half of all remuneration count as wages); T below
 *       basic + DA, or T on an earlier `date` of leaving, is refused
 *   covered by the Act (covered = true):  G = 15/26 × W × n,
 *       n = whole years of service, plus one when the part year is more than six months
 *       (years 10.6 → 10 years 7.2 months → n = 11; years 10.5 → exactly 6 months → n = 10)
 *   not covered (covered = false):        G = 15/30 × monthly (basic + DA) × completed years
 *       (fraction dropped; `basic` is then the average of the last 10 months)
 *   eligible when years ≥ 5 (1 for a fixed-term employee leaving from 21 Nov 2025, under the
 *   Code; no minimum on death or disablement); otherwise G = 0 and `reason` says why.
 *   tax-exempt = min(G, ₹20,00,000)      taxable = G − tax-exempt
 * The same eligibility conventions apply when the employer is not covered (its scheme decides;
 * the Act's rules are the usual convention). Degenerate cases: zero pay or zero counted years
 * give 0. Units: rupees; years of service as a decimal (10 years 6 months = 10.5).
 * Figures come from src/rules/gratuity.yaml, on `date`, the date of leaving.
 *
 * Worked example (fixtures/taxation-salary/gratuity.json): ₹50,000 basic + DA, 10.6 years,
 * covered: n = 11, G = 15 × 50,000 × 11 / 26 = 82,50,000 / 26 = ₹3,17,307.69, all tax-exempt.
 * With basic + DA ₹20,000 of a ₹60,000 monthly pay for 10 years: W = max(20,000, 30,000) =
 * 30,000, G = 15 × 30,000 × 10 / 26 = ₹1,73,076.92.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { percent, ruleValue, rupeesText } from '../../math/numbers.ts'
import { EXCLUDED_PAY_LIMIT_PERCENT, FIXED_TERM_ELIGIBILITY_YEARS, GRATUITY } from '../../rules/gratuity.ts'
import { defineFormula, InputError, type Inputs } from '../formula.ts'

/**
 * Years of service as they were given ("2.7", "10"): the registry accepts up to 60 with at most
 * 15 significant digits, so at most 13 decimals, and rounding to 13 places leaves them as they are.
 */
const YEARS_PLACES = 13

export default defineFormula({
  id: 'taxation-salary/gratuity',
  compute<N>({ basic, totalPay, years, covered, fixedTerm, deathOrDisablement, date }: Inputs<'taxation-salary/gratuity', N>, a: Arithmetic<N>) {
    const payGiven = !a.isZero(totalPay)
    if (payGiven && a.lt(totalPay, basic)) {
      throw new InputError('totalPay', 'constraint', `totalPay (all monthly pay, ${a.roundedText(totalPay, 2)}) cannot be less than basic (basic + DA, part of it: ${a.roundedText(basic, 2)}); give 0 when it is not known`)
    }
    const excludedPayLimit = EXCLUDED_PAY_LIMIT_PERCENT.on(date).value
    if (payGiven && excludedPayLimit === null) {
      throw new InputError('totalPay', 'constraint', `totalPay counts towards wages only for gratuity on leaving from 21 Nov 2025 (Code on Social Security 2020, s. 2(88)); on ${date} the wages are basic + DA: give 0`)
    }
    const wages = covered && payGiven && excludedPayLimit !== null ? a.max(basic, a.times(totalPay, percent(a, ruleValue(a, excludedPayLimit)))) : basic
    const whole = a.floor(years)
    const partMonths = a.times(a.minus(years, whole), a.fromInteger(12))
    const yearsCounted = a.toNumber(covered && a.gt(partMonths, ruleValue(a, GRATUITY.partYearRoundsUpAboveMonths)) ? a.plus(whole, a.fromInteger(1)) : whole)
    const divisor = covered ? GRATUITY.coveredDaysPerMonth : GRATUITY.notCoveredDaysPerMonth

    const eligibilityYears = deathOrDisablement ? 0 : fixedTerm ? FIXED_TERM_ELIGIBILITY_YEARS.on(date).value : GRATUITY.eligibilityYears
    const eligible = a.gte(years, ruleValue(a, eligibilityYears))
    const served = `${a.roundedText(years, YEARS_PLACES)} ${a.eq(years, a.fromInteger(1)) ? 'year' : 'years'} of continuous service`
    const required = `${eligibilityYears} ${eligibilityYears === 1 ? 'year' : 'years'}${fixedTerm ? ' for a fixed-term employee' : ''}`
    const zero = a.fromInteger(0)
    const amount = eligible ? a.div(a.times(a.times(wages, ruleValue(a, GRATUITY.daysPerYear)), a.fromInteger(yearsCounted)), ruleValue(a, divisor)) : zero
    const limit = ruleValue(a, GRATUITY.taxExemptLimit)
    const taxExempt = a.min(amount, limit)
    const reason = deathOrDisablement
      ? 'Eligible: no minimum service applies on death or disablement.'
      : eligible
        ? `Eligible: ${served} meets the ${required} required.`
        : `Not eligible: ${served} is less than the ${required} required; no gratuity is payable.`
    // the Act's ceiling on what it obliges (s. 4(3)), and the case law on a fifth year of 240 days (s. 2A)
    const aboveCeiling = covered && a.gt(amount, limit) ? ` The Act obliges the employer to pay at most ${rupeesText(a, limit)} (s. 4(3)); the ${rupeesText(a, a.minus(amount, limit))} above it is the employer's to give.` : ''
    const fifthYear = !eligible && eligibilityYears === GRATUITY.eligibilityYears && a.gte(years, a.fromInteger(GRATUITY.eligibilityYears - 1)) ? ' Some High Courts (Madras, Kerala) have counted 240 days worked in the fifth year as five years of continuous service (s. 2A); others have not, and this answer applies the five years.' : ''
    return {
      eligible,
      reason: reason + aboveCeiling + fifthYear,
      eligibilityYears,
      yearsCounted,
      divisor,
      wages,
      gratuity: amount,
      taxExempt,
      taxable: a.minus(amount, taxExempt),
    }
  },
})
