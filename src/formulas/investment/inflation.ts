/**
 * Inflation: what today's amount will cost after `years` of inflation, what a future amount
 * is worth in today's money, and the purchasing power lost.
 *
 *   i = rate / 100, compounded once a year; t = years (a fraction is allowed: (1 + i)^t)
 *   future cost             FC = amount × (1 + i)^t
 *   present value           PV = amount ÷ (1 + i)^t
 *   cost increase           FC − amount, as a percentage (FC − amount) ÷ amount × 100
 *   purchasing power lost   amount − PV, as a percentage (1 − 1 ÷ (1 + i)^t) × 100
 * Degenerate case: rate 0 leaves every figure equal to the amount and the losses 0.
 * A fractional power is evaluated as decimal.js evaluates it, exp(t × ln(1 + i)).
 *
 * Worked example (fixtures/investment/inflation.json): ₹1,00,000 at 6% for 10 years:
 * 1.06^10 = 1.790847697; future cost ₹1,79,084.77, present value ₹55,839.48, purchasing
 * power lost ₹44,160.52 (44.16%).
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { growthFactor } from '../../math/growth.ts'
import { percent } from '../../math/numbers.ts'
import { defineFormula, type Inputs } from '../formula.ts'

export default defineFormula({
  id: 'investment/inflation',
  compute<N>({ amount, rate, years }: Inputs<'investment/inflation', N>, a: Arithmetic<N>) {
    const one = a.fromInteger(1)
    const hundred = a.fromInteger(100)
    const factor = growthFactor(a, percent(a, rate), years)
    const futureCost = a.times(amount, factor)
    const presentValue = a.div(amount, factor)
    return {
      futureCost,
      presentValue,
      costIncrease: a.minus(futureCost, amount),
      costIncreasePercent: a.times(a.minus(factor, one), hundred),
      purchasingPowerLoss: a.minus(amount, presentValue),
      purchasingPowerLossPercent: a.times(a.minus(one, a.div(one, factor)), hundred),
    }
  },
})
