/**
 * CAGR: the constant yearly growth rate that turns a starting value into a final value.
 *
 *   CAGR % = ((final / initial)^(1 / years) − 1) × 100
 *   absolute return % = (final − initial) / initial × 100;  absolute gain = final − initial
 * A final value of 0 gives −100%. The power with a fractional exponent is evaluated in the
 * decimal context as exp(ln(x) / years).
 *
 * Worked example (fixtures/investment/cagr.json): ₹1,00,000 to ₹2,00,000 in 5 years:
 * 2^(1/5) = 1.148698355, CAGR 14.87%, absolute return 100%, gain ₹1,00,000.
 */
import { Dec, HUNDRED } from '../../math/decimal.ts'
import { defineFormula } from '../formula.ts'

interface CagrInput {
  initial: Dec
  final: Dec
  years: Dec
}

export const cagr = defineFormula<CagrInput>({
  id: 'investment/cagr',
  inputs: ['initial', 'final', 'years'],
  compute({ initial, final, years }) {
    const ratio = final.div(initial)
    const growth = ratio.isZero() ? new Dec(0) : ratio.pow(new Dec(1).div(years))
    return {
      cagr: growth.minus(1).times(HUNDRED),
      absoluteReturn: ratio.minus(1).times(HUNDRED),
      absoluteGain: final.minus(initial),
    }
  },
})
