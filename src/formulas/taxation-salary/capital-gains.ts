/**
 * Tax on a short-term capital gain on listed equity or an equity fund (section 111A, STT
 * paid, transfer on or after 23 July 2024): a flat 20% plus 4% cess.
 *
 *   tax = gain × 20%      cess = tax × 4%      total = tax + cess      net gain = gain − total
 * A gain of 0 pays nothing. This is the tax attributable to the gain alone: no surcharge (at
 * most 15% on this tax, only when total income exceeds ₹50 lakh), no set-off of unused basic
 * exemption, and no section 288B rounding, which applies to a year's tax payable;
 * /combined-tax computes the year's tax with all of them.
 *
 * Worked example (fixtures/taxation-salary/capital-gains.json): gain ₹1,00,000 → tax 20,000,
 * cess 800, total 20,800, net gain 79,200.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { percent, percentOf, ruleValue } from '../../math/numbers.ts'
import { EQUITY_CAPITAL_GAINS } from '../../rules/capital-gains.ts'
import { cessOn } from '../../math/cess.ts'
import { defineFormula } from '../formula.ts'

interface CapitalGainsInput<N> {
  gain: N
}

export const capitalGains = defineFormula({
  id: 'taxation-salary/capital-gains',
  inputs: ['gain'],
  compute<N>({ gain }: CapitalGainsInput<N>, a: Arithmetic<N>) {
    const tax = a.times(gain, percent(a, ruleValue(a, EQUITY_CAPITAL_GAINS.shortTermRatePercent)))
    const cess = cessOn(a, tax)
    const totalTax = a.plus(tax, cess)
    return {
      ratePercent: EQUITY_CAPITAL_GAINS.shortTermRatePercent,
      tax,
      cess,
      totalTax,
      netGain: a.minus(gain, totalTax),
      effectiveRate: percentOf(a, totalTax, gain),
    }
  },
})
