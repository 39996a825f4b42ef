/**
 * CAGR: the constant yearly growth rate that turns a starting value into a final value.
 *
 *   CAGR % = ((final / initial)^(1 / years) − 1) × 100
 *   absolute return % = (final − initial) / initial × 100;  absolute gain = final − initial
 * A final value of 0 gives −100%. The power with a fractional exponent is exp(ln(x) / years).
 * A large change over a very short period can give a rate beyond any meaning or any JSON number (₹0.01 to ₹1,000 crore in 0.01 years is
 * 10^1300 %): above 10^12 % the request is refused (400 `not_applicable` on `years`).
 *
 * Worked example (fixtures/investment/cagr.json): ₹1,00,000 to ₹2,00,000 in 5 years:
 * 2^(1/5) = 1.148698355, CAGR 14.87%, absolute return 100%, gain ₹1,00,000.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { compoundAnnualGrowthPercent } from '../../math/growth.ts'
import { defineFormula, InputError, type Inputs } from '../formula.ts'

const LARGEST_RATE_PERCENT = '1000000000000'

export default defineFormula({
  id: 'investment/cagr',
  compute<N>({ initial, final, years }: Inputs<'investment/cagr', N>, a: Arithmetic<N>) {
    const rate = compoundAnnualGrowthPercent(a, initial, final, years)
    if (a.gt(rate, a.fromText(LARGEST_RATE_PERCENT))) {
      const span = a.eq(years, a.fromInteger(1)) ? '1 year' : `${a.toText(years)} years`
      throw new InputError('years', 'not_applicable', `years must be long enough for the growth from initial to final to be a meaningful yearly rate: over ${span} it exceeds 10^12 %; give more years or a final value nearer the initial one`)
    }
    return {
      cagr: rate,
      absoluteReturn: a.times(a.minus(a.div(final, initial), a.fromInteger(1)), a.fromInteger(100)),
      absoluteGain: a.minus(final, initial),
    }
  },
})
