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
 * A fractional power is evaluated in the decimal context as exp(t × ln(1 + i)).
 *
 * Worked example (fixtures/investment/inflation.json): ₹1,00,000 at 6% for 10 years:
 * 1.06^10 = 1.790847697; future cost ₹1,79,084.77, present value ₹55,839.48, purchasing
 * power lost ₹44,160.52 (44.16%).
 */
import { decimal } from '../../arithmetic/decimal.ts'
import { HUNDRED, ONE, percent, type Dec } from '../../math/decimal.ts'
import { growthFactor } from '../../math/growth.ts'
import { defineFormula } from '../formula.ts'

interface InflationInput {
  amount: Dec
  rate: Dec
  years: Dec
}

export const inflation = defineFormula({
  decimalOnly: true,
  id: 'investment/inflation',
  inputs: ['amount', 'rate', 'years'],
  compute({ amount, rate, years }: InflationInput) {
    const factor = growthFactor(decimal, percent(rate), years)
    const futureCost = amount.times(factor)
    const presentValue = amount.div(factor)
    return {
      futureCost,
      presentValue,
      costIncrease: futureCost.minus(amount),
      costIncreasePercent: factor.minus(1).times(HUNDRED),
      purchasingPowerLoss: amount.minus(presentValue),
      purchasingPowerLossPercent: ONE.minus(ONE.div(factor)).times(HUNDRED),
    }
  },
})
