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
 *   yearly step-up:              a × annuityDueFactor(decimal, r, p)
 *   monthly step-up, percentage: a × growingAnnuityDueFactor(r, g, p), g = s/100
 *   monthly step-up, amount:     a × annuityDueFactor(decimal, r, p) + s × gradientAnnuityDueFactor(r, p)
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
import { decimal } from '../../arithmetic/decimal.ts'
import { Dec, HUNDRED, ONE, ZERO, percent, sum } from '../../math/decimal.ts'
import { annuityFactor, growthFactor } from '../../math/growth.ts'
import { gradientAnnuityDueFactor, growingAnnuityDueFactor } from '../../math/growing-annuity.ts'
import { wholePeriods, ratePerPeriod } from '../../math/periods.ts'
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

/** A year's effect, linear in its first instalment a (see yearStep). */
interface YearStep {
  valueFactor: Dec
  valueExtra: Dec
  paidFactor: Dec
  paidExtra: Dec
  nextFactor: Dec
  nextExtra: Dec
}

function linear(valueFactor: Dec, valueExtra: Dec, paidFactor: Dec, paidExtra: Dec, nextFactor: Dec, nextExtra: Dec): YearStep {
  return { valueFactor, valueExtra, paidFactor, paidExtra, nextFactor, nextExtra }
}

/** Highest percentage step-up accepted: doubling the instalment at every step. */
const MAX_STEP_UP_PERCENT = HUNDRED

export const stepUpSip = defineFormula({
  decimalOnly: true,
  id: 'investment/step-up-sip',
  inputs: ['initialInvestment', 'stepUpValue', 'interest', 'years', 'stepUpType', 'stepUpFrequency'],
  compute({ initialInvestment, stepUpValue, interest, years, stepUpType, stepUpFrequency }: StepUpSipInput) {
    const byPercent = stepUpType === 'percentage'
    if (byPercent && stepUpValue.gt(MAX_STEP_UP_PERCENT)) {
      throw new InputError('stepUpValue', 'constraint', `with stepUpType=percentage, stepUpValue must be at most ${MAX_STEP_UP_PERCENT.toString()} (got ${stepUpValue.toString()})`)
    }
    const months = wholePeriods(decimal, years, 12, 'years', 'months')
    const rate = ratePerPeriod(decimal, interest, 12)
    const step = byPercent ? percent(stepUpValue) : stepUpValue

    // A year of p months whose first instalment is a adds a × valueFactor + valueExtra to the
    // value, pays a × paidFactor + paidExtra, and starts the next year at a × nextFactor + nextExtra.
    const yearStep = (p: number, due: Dec): YearStep => {
      if (stepUpFrequency === 'yearly') {
        return byPercent ? linear(due, ZERO, new Dec(p), ZERO, step.plus(1), ZERO) : linear(due, ZERO, new Dec(p), ZERO, ONE, step)
      }
      return byPercent
        ? linear(growingAnnuityDueFactor(rate, step, p), ZERO, annuityFactor(decimal, step, p), ZERO, growthFactor(decimal, step, p), ZERO)
        : linear(due, gradientAnnuityDueFactor(rate, p).times(step), new Dec(p), step.times((p * (p - 1)) / 2), ONE, step.times(p))
    }
    const steps = new Map<number, YearStep>()

    const yearly: FormulaRecord[] = []
    let value = ZERO
    let invested = ZERO
    let instalment = initialInvestment
    let lastYearFirst = initialInvestment
    let lastYearMonths = 0
    for (const span of yearSpans(rate, months, 12)) {
      let y = steps.get(span.periods)
      if (!y) steps.set(span.periods, (y = yearStep(span.periods, span.due)))
      value = sum(sum(value.times(span.growth), instalment.times(y.valueFactor)), y.valueExtra)
      invested = sum(sum(invested, instalment.times(y.paidFactor)), y.paidExtra)
      yearly.push({ year: span.year, monthlyAmount: instalment, invested, value, returns: value.minus(invested) })
      lastYearFirst = instalment
      lastYearMonths = span.periods
      instalment = sum(instalment.times(y.nextFactor), y.nextExtra)
    }
    // The last instalment: the last year's first one, stepped up within that year if monthly.
    const stepsInLastYear = stepUpFrequency === 'monthly' ? lastYearMonths - 1 : 0
    const finalMonthlyInvestment = byPercent ? lastYearFirst.times(growthFactor(decimal, step, stepsInLastYear)) : lastYearFirst.plus(step.times(stepsInLastYear))

    return { futureValue: value, totalInvested: invested, totalReturns: value.minus(invested), finalMonthlyInvestment, months, yearly }
  },
})
