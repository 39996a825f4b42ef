/**
 * Tax on a capital gain on listed equity or an equity fund (STT paid), plus 4% cess, at the
 * rates in force on `date`, the date of transfer (src/rules/capital-gains.yaml): short-term
 * (section 111A, `type=stcg`, the default) at a flat 20% (15% before 23 July 2024); long-term
 * (section 112A, `type=ltcg`) at 12.5% (10% before 23 July 2024) above the yearly exemption of
 * ₹1,25,000 (from FY 2024-25), taken as this gain's alone (no other long-term gain in the year).
 *
 *   exempt = 0 (stcg) or min(gain, ₹1,25,000) (ltcg)      taxable = gain − exempt
 *   tax = taxable × rate      cess = tax × 4%      total = tax + cess      net gain = gain − total
 * A gain of 0 pays nothing. This is the tax attributable to the gain alone: no surcharge (at
 * most 15% on this tax, only when total income exceeds ₹50 lakh), no set-off of unused basic
 * exemption, and no section 288B rounding, which applies to a year's tax payable;
 * /combined-tax computes the year's tax with all of them.
 *
 * Worked example (fixtures/taxation-salary/capital-gains.json): gain ₹1,00,000 → tax 20,000,
 * cess 800, total 20,800, net gain 79,200; as a long-term gain of ₹2,00,000: taxable 75,000,
 * tax 9,375, cess 375, total 9,750.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { percent, percentOf, ruleValue } from '../../math/numbers.ts'
import { EQUITY_LONG_TERM_EXEMPTION, EQUITY_LONG_TERM_RATE, EQUITY_SHORT_TERM_RATE } from '../../rules/capital-gains.ts'
import { cessOn } from '../../math/cess.ts'
import { defineFormula, type Inputs } from '../formula.ts'

export default defineFormula({
  id: 'taxation-salary/capital-gains',
  compute<N>({ gain, type, date }: Inputs<'taxation-salary/capital-gains', N>, a: Arithmetic<N>) {
    const longTerm = type === 'ltcg'
    const ratePercent = (longTerm ? EQUITY_LONG_TERM_RATE : EQUITY_SHORT_TERM_RATE).on(date).value
    const exemption = longTerm ? a.min(gain, ruleValue(a, EQUITY_LONG_TERM_EXEMPTION.on(date).value)) : a.fromInteger(0)
    const taxableGain = a.minus(gain, exemption)
    const tax = a.times(taxableGain, percent(a, ruleValue(a, ratePercent)))
    const cess = cessOn(a, tax)
    const totalTax = a.plus(tax, cess)
    return {
      ratePercent,
      exemption,
      taxableGain,
      tax,
      cess,
      totalTax,
      netGain: a.minus(gain, totalTax),
      effectiveRate: percentOf(a, totalTax, gain),
    }
  },
})
