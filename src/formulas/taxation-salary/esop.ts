/**
 * Tax on employee stock options: a perquisite at exercise, a capital gain at sale.
 *
 *   perquisite   = (FMV at exercise − strike price) × shares, taxed as salary at `slabRate`
 *                  plus 4% cess (section 17(2)(vi); grant and vesting are not taxed)
 *   capital gain = (sale price − FMV at exercise) × shares; the FMV is the cost and the
 *                  holding period runs from allotment
 *   the rates are those in force on `saleDate` (src/rules/capital-gains.yaml):
 *   listed in India, sold on an exchange (STT paid): held ≤ 12 months → short-term at 20%
 *                  (111A; 15% before 23 July 2024); longer → long-term at 12.5% (10% before)
 *                  above the ₹1,25,000 yearly exemption (112A), taken as unused by other gains
 *   not listed in India (`listed=false`, e.g. a US parent's shares): held ≤ 24 months →
 *                  short-term at `slabRate`; longer → long-term at 12.5% without indexation;
 *                  sold before 23 July 2024, at 20% of the gain over the indexed cost:
 *                  indexed cost = FMV × shares × CII(year of sale) ÷ CII(year of allotment),
 *                  the year of allotment being that of `saleDate` less `holdingMonths` (from
 *                  2001-02, the base year, for an earlier allotment)
 *   a capital loss (sale below FMV) pays no tax here (it can be set off against other gains)
 *   cess 4% on each tax; no surcharge (it depends on the whole year's income: /combined-tax);
 *   each figure is the tax attributable to these shares, so no section 288B rounding
 *   net profit = sale value − exercise cost − total tax
 * An option whose FMV is below the strike price is not exercised: 400.
 *
 * Worked example (fixtures/taxation-salary/esop.json): 1,000 shares, strike ₹100, FMV ₹500,
 * sale ₹800, 30% slab, held 12 months, listed: perquisite 4,00,000, tax 1,20,000 + cess 4,800;
 * gain 3,00,000 short-term, tax 60,000 + cess 2,400; total 1,87,200; net profit
 * 8,00,000 − 1,00,000 − 1,87,200 = 5,12,800.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { percent, ruleValue } from '../../math/numbers.ts'
import {
  COST_INFLATION_INDEX,
  EQUITY_CAPITAL_GAINS,
  EQUITY_LONG_TERM_EXEMPTION,
  EQUITY_LONG_TERM_RATE,
  EQUITY_SHORT_TERM_RATE,
  OTHER_CAPITAL_GAINS,
  OTHER_LONG_TERM,
} from '../../rules/capital-gains.ts'
import { financialYearOf, monthsBefore } from '../../rules/calendar.ts'
import { cessOn } from '../../math/cess.ts'
import { defineFormula, InputError, type Inputs } from '../formula.ts'

export default defineFormula({
  id: 'taxation-salary/esop',
  compute<N>({ sharesCount, strikePrice, exerciseFmv, salePrice, slabRate, holdingMonths, listed, saleDate }: Inputs<'taxation-salary/esop', N>, a: Arithmetic<N>) {
    if (a.lt(exerciseFmv, strikePrice)) {
      throw new InputError('exerciseFmv', 'constraint', 'exerciseFmv is below strikePrice: an option under water is not exercised and gives no perquisite')
    }
    const zero = a.fromInteger(0)
    const perquisite = a.times(a.minus(exerciseFmv, strikePrice), sharesCount)
    const perquisiteTax = a.times(perquisite, percent(a, slabRate))
    const perquisiteCess = cessOn(a, perquisiteTax)

    const capitalGain = a.times(a.minus(salePrice, exerciseFmv), sharesCount)
    const longTermAfter = listed ? EQUITY_CAPITAL_GAINS.longTermAfterMonths : OTHER_CAPITAL_GAINS.longTermAfterMonths
    const longTerm = a.gt(holdingMonths, ruleValue(a, longTermAfter))
    const exemption = longTerm && listed ? ruleValue(a, EQUITY_LONG_TERM_EXEMPTION.on(saleDate).value) : zero
    const other = OTHER_LONG_TERM.on(saleDate).value
    const ratePercent = longTerm
      ? ruleValue(a, listed ? EQUITY_LONG_TERM_RATE.on(saleDate).value : other.ratePercent)
      : listed
        ? ruleValue(a, EQUITY_SHORT_TERM_RATE.on(saleDate).value)
        : slabRate
    const indexedCost = longTerm && !listed && other.indexation ? indexed(a, a.times(exerciseFmv, sharesCount), saleDate, a.toNumber(holdingMonths)) : null
    const taxedGain = indexedCost === null ? capitalGain : a.minus(a.times(salePrice, sharesCount), indexedCost)
    const exemptionUsed = a.max(zero, a.min(taxedGain, exemption))
    const capitalGainsTax = a.times(a.max(zero, a.minus(taxedGain, exemption)), percent(a, ratePercent))
    const capitalGainsCess = cessOn(a, capitalGainsTax)

    const totalTax = a.plus(a.plus(a.plus(perquisiteTax, perquisiteCess), capitalGainsTax), capitalGainsCess)
    const exerciseCost = a.times(strikePrice, sharesCount)
    const saleValue = a.times(salePrice, sharesCount)
    return {
      exerciseCost,
      perquisite,
      perquisiteTax,
      perquisiteCess,
      saleValue,
      capitalGain,
      gainType: longTerm ? 'long-term' : 'short-term',
      longTermAfterMonths: longTermAfter,
      capitalGainsRate: ratePercent,
      indexedCost,
      capitalGainsExemption: exemptionUsed,
      capitalGainsTax,
      capitalGainsCess,
      totalTax,
      netProfit: a.minus(a.minus(saleValue, exerciseCost), totalTax),
    }
  },
})

/** The cost indexed from the financial year of allotment to that of sale (section 48, second proviso). */
function indexed<N>(a: Arithmetic<N>, cost: N, saleDate: string, holdingMonths: number): N {
  const table = COST_INFLATION_INDEX.on(saleDate).value
  const sold = table[financialYearOf(saleDate)]
  if (sold === undefined) throw new RangeError(`${COST_INFLATION_INDEX.id} has no index for FY ${financialYearOf(saleDate)}`)
  const allotted = table[financialYearOf(monthsBefore(saleDate, holdingMonths))] ?? table['2001-02']!
  return a.div(a.times(cost, a.fromInteger(sold)), a.fromInteger(allotted))
}
