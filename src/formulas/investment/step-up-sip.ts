/**
 * Step-up SIP: a monthly SIP whose instalment rises by a percentage or a fixed amount every
 * 12 months (`stepUpFrequency=yearly`) or every month (`monthly`).
 *
 *   r = interest / 1200 (monthly rate)      n = years × 12 (must be whole)
 *   instalments are paid at the START of each month (annuity-due), as /sip
 *   instalment k (k = 0 … n − 1), with s = stepUpValue and j = the step count before k
 *   (j = ⌊k / 12⌋ yearly, j = k monthly):
 *     percentage: a_k = A × (1 + s/100)^j        amount: a_k = A + j × s
 *   FV = Σ a_k × (1 + r)^(n − k)
 * Computed year by year in closed form (src/math/yearly-schedule.ts): a year of p months
 * whose first instalment is a adds
 *   yearly step-up:              a × annuityDueFactor(r, p)
 *   monthly step-up, percentage: a × growingAnnuityDueFactor(r, g, p), g = s/100
 *   monthly step-up, amount:     a × annuityDueFactor(r, p) + s × gradientAnnuityDueFactor(r, p)
 * to the previous year's value grown by (1 + r)^p. A step-up of 0 is /sip exactly.
 * Degenerate cases: interest 0 gives FV = total invested; stepUpValue 0 a level SIP.
 * A percentage above 100 is refused (constraint).
 *
 * Units: rupees; stepUpValue in per cent or rupees by `stepUpType`. The yearly table shows
 * each year's first instalment, the amount invested to the end of the year and the value then.
 *
 * Worked example (fixtures/investment/step-up-sip.json): ₹10,000 a month rising 10% a year,
 * 12% a year, 15 years: FV ₹86,83,849.43 (about ₹86.8 lakh), invested ₹38,12,697.80,
 * last instalment 10,000 × 1.1^14 = ₹37,974.98.
 */
import { Dec, HUNDRED, ZERO, percent } from '../../math/decimal.ts'
import { annuityFactor, growthFactor } from '../../math/growth.ts'
import { gradientAnnuityDueFactor, growingAnnuityDueFactor } from '../../math/growing-annuity.ts'
import { wholePeriods } from '../../math/periods.ts'
import { yearSpans } from '../../math/yearly-schedule.ts'
import { defineFormula, InputError, type FormulaRecord } from '../formula.ts'

interface StepUpSipInput {
  initialInvestment: Dec
  stepUpValue: Dec
  interest: Dec
  years: Dec
  stepUpType: 'percentage' | 'amount'
  stepUpFrequency: 'yearly' | 'monthly'
}

/** Highest percentage step-up accepted: doubling the instalment at every step. */
const MAX_STEP_UP_PERCENT = HUNDRED

export const stepUpSip = defineFormula<StepUpSipInput>({
  id: 'investment/step-up-sip',
  inputs: ['initialInvestment', 'stepUpValue', 'interest', 'years', 'stepUpType', 'stepUpFrequency'],
  compute({ initialInvestment, stepUpValue, interest, years, stepUpType, stepUpFrequency }) {
    const byPercent = stepUpType === 'percentage'
    if (byPercent && stepUpValue.gt(MAX_STEP_UP_PERCENT)) {
      throw new InputError('stepUpValue', 'constraint', `with stepUpType=percentage, stepUpValue must be at most ${MAX_STEP_UP_PERCENT.toString()} (got ${stepUpValue.toString()})`)
    }
    const months = wholePeriods(years, 12, 'years', 'months')
    const rate = percent(interest).div(12)
    const step = byPercent ? percent(stepUpValue) : stepUpValue

    /** What a year of `p` months starting with instalment `a` adds: value at its end, amount paid, next year's first instalment. */
    const monthlyFactors = new Map<number, { value: Dec; paid: Dec; next: Dec; gradient?: Dec }>()
    const yearOf = (a: Dec, p: number, due: Dec): { value: Dec; paid: Dec; next: Dec } => {
      if (stepUpFrequency === 'yearly') {
        return { value: a.times(due), paid: a.times(p), next: byPercent ? a.times(step.plus(1)) : a.plus(step) }
      }
      let f = monthlyFactors.get(p)
      if (!f) {
        f = byPercent
          ? { value: growingAnnuityDueFactor(rate, step, p), paid: annuityFactor(step, p), next: growthFactor(step, p) }
          : { value: due, paid: new Dec(p), next: step.times(p), gradient: gradientAnnuityDueFactor(rate, p).times(step) }
        monthlyFactors.set(p, f)
      }
      if (byPercent) return { value: a.times(f.value), paid: a.times(f.paid), next: a.times(f.next) }
      const arithmetic = new Dec((p * (p - 1)) / 2).times(step)
      return { value: a.times(due).plus(f.gradient!), paid: a.times(p).plus(arithmetic), next: a.plus(f.next) }
    }

    const yearly: FormulaRecord[] = []
    let value = ZERO
    let invested = ZERO
    let instalment = initialInvestment
    let lastYearFirst = initialInvestment
    let lastYearMonths = 0
    for (const span of yearSpans(rate, months, 12)) {
      const y = yearOf(instalment, span.periods, span.due)
      value = value.times(span.growth).plus(y.value)
      invested = invested.plus(y.paid)
      yearly.push({ year: span.year, monthlyAmount: instalment, invested, value, returns: value.minus(invested) })
      lastYearFirst = instalment
      lastYearMonths = span.periods
      instalment = y.next
    }
    // The last instalment: the last year's first one, stepped up within the year if monthly.
    const steps = stepUpFrequency === 'monthly' ? lastYearMonths - 1 : 0
    const finalMonthlyInvestment = byPercent ? lastYearFirst.times(growthFactor(step, steps)) : lastYearFirst.plus(step.times(steps))

    return { futureValue: value, totalInvested: invested, totalReturns: value.minus(invested), finalMonthlyInvestment, months, yearly }
  },
})
