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
 * to the previous year's value grown by (1 + r)^p, in the arithmetic the formula is given. A step-up of 0 is /sip exactly.
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
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { annuityFactor, growthFactor } from '../../math/growth.ts'
import { gradientAnnuityDueFactor, growingAnnuityDueFactor } from '../../math/growing-annuity.ts'
import { percent } from '../../math/numbers.ts'
import { monthlyTerm } from '../../math/periods.ts'
import { yearSpans } from '../../math/yearly-schedule.ts'
import { defineFormula, InputError, type Inputs, type Row } from '../formula.ts'

/**
 * A year's effect, linear in its first instalment a (see yearStep). An extra that is null is
 * none at all: nothing is added for it.
 */
interface YearStep<N> {
  valueFactor: N
  valueExtra: N | null
  paidFactor: N
  paidExtra: N | null
  nextFactor: N
  nextExtra: N | null
}

function linear<N>(valueFactor: N, valueExtra: N | null, paidFactor: N, paidExtra: N | null, nextFactor: N, nextExtra: N | null): YearStep<N> {
  return { valueFactor, valueExtra, paidFactor, paidExtra, nextFactor, nextExtra }
}

/** x + extra, or x itself when there is no extra. */
function plusExtra<N>(a: Arithmetic<N>, x: N, extra: N | null): N {
  return extra === null ? x : a.plus(x, extra)
}

/** Highest percentage step-up accepted: doubling the instalment at every step. */
const MAX_STEP_UP_PERCENT = 100

export default defineFormula({
  id: 'investment/step-up-sip',
  compute<N>({ initialInvestment, stepUpValue, interest, years, stepUpType, stepUpFrequency }: Inputs<'investment/step-up-sip', N>, a: Arithmetic<N>) {
    const byPercent = stepUpType === 'percentage'
    if (byPercent && a.gt(stepUpValue, a.fromInteger(MAX_STEP_UP_PERCENT))) {
      throw new InputError('stepUpValue', 'constraint', `with stepUpType=percentage, stepUpValue must be at most ${MAX_STEP_UP_PERCENT} (got ${a.toText(stepUpValue)})`)
    }
    const { months, monthlyRate: rate } = monthlyTerm(a, years, interest)
    const step = byPercent ? percent(a, stepUpValue) : stepUpValue
    const one = a.fromInteger(1)
    // r = g exactly when interest = 12 × stepUpValue: the two are read exactly from the request
    // (at most 15 digits), so no two different ones give quotients equal to 28 digits.
    const sameRate = () => a.eq(interest, a.times(stepUpValue, a.fromInteger(12)))

    // A year of p months whose first instalment is a adds a × valueFactor + valueExtra to the
    // value, pays a × paidFactor + paidExtra, and starts the next year at a × nextFactor + nextExtra.
    const yearStep = (p: number, due: N): YearStep<N> => {
      if (stepUpFrequency === 'yearly') {
        return byPercent ? linear(due, null, a.fromInteger(p), null, a.plus(step, one), null) : linear(due, null, a.fromInteger(p), null, one, step)
      }
      return byPercent
        ? linear(growingAnnuityDueFactor(a, rate, step, p, sameRate()), null, annuityFactor(a, step, p), null, growthFactor(a, step, p), null)
        : linear(
            due,
            a.times(gradientAnnuityDueFactor(a, rate, p), step),
            a.fromInteger(p),
            a.times(step, a.fromInteger((p * (p - 1)) / 2)),
            one,
            a.times(step, a.fromInteger(p)),
          )
    }
    const steps = new Map<number, YearStep<N>>()

    const yearly: Row<'investment/step-up-sip', 'yearly', N>[] = []
    let value = a.fromInteger(0)
    let invested = a.fromInteger(0)
    let instalment = initialInvestment
    let lastYearFirst = initialInvestment
    let lastYearMonths = 0
    for (const span of yearSpans(a, rate, months, 12)) {
      let y = steps.get(span.periods)
      if (!y) steps.set(span.periods, (y = yearStep(span.periods, span.due)))
      value = plusExtra(a, a.plus(a.times(value, span.growth), a.times(instalment, y.valueFactor)), y.valueExtra)
      invested = plusExtra(a, a.plus(invested, a.times(instalment, y.paidFactor)), y.paidExtra)
      yearly.push({ year: span.year, monthlyAmount: instalment, invested, value, returns: a.minus(value, invested) })
      lastYearFirst = instalment
      lastYearMonths = span.periods
      instalment = plusExtra(a, a.times(instalment, y.nextFactor), y.nextExtra)
    }
    // The last instalment: the last year's first one, stepped up within that year if monthly.
    const stepsInLastYear = stepUpFrequency === 'monthly' ? lastYearMonths - 1 : 0
    const finalMonthlyInvestment = byPercent ? a.times(lastYearFirst, growthFactor(a, step, stepsInLastYear)) : a.plus(lastYearFirst, a.times(step, a.fromInteger(stepsInLastYear)))

    return { futureValue: value, totalInvested: invested, totalReturns: a.minus(value, invested), finalMonthlyInvestment, months, yearly }
  },
})
