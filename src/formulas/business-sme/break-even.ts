/**
 * Break-even point in units and revenue.
 *
 *   contribution margin = unit price − unit variable cost (the registry refuses a price at or
 *   below the variable cost: each unit sold would then add to the loss and no volume breaks even)
 *   contribution margin ratio % = margin ÷ price × 100
 *   break-even units = fixed costs ÷ margin, and rounded up to whole units
 *   break-even revenue = fixed costs × price ÷ margin (= units × price, divided last so that a
 *   revenue with an end to its digits is held exactly); at whole units: ⌈units⌉ × price
 * Degenerate case: fixed costs of 0 break even at 0 units. Units: money in ₹, units as counts.
 *
 * Worked example (fixtures/business-sme/break-even.json): fixed costs ₹5,00,000, price ₹250,
 * variable cost ₹150: margin ₹100 (40%), 5,000 units, revenue ₹12,50,000; with variable cost
 * ₹170: margin ₹80, 6,250 units; with ₹160: 5,555.56 units, 5,556 whole units, ₹13,89,000.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { shareAsPercent } from '../../math/numbers.ts'
import { defineFormula, type Inputs } from '../formula.ts'

export default defineFormula({
  id: 'business-sme/break-even',
  compute<N>({ fixedCosts, unitPrice, unitVariableCost }: Inputs<'business-sme/break-even', N>, a: Arithmetic<N>) {
    const margin = a.minus(unitPrice, unitVariableCost)
    const units = a.div(fixedCosts, margin)
    const wholeUnits = a.ceil(units)
    return {
      contributionMargin: margin,
      contributionMarginRatio: shareAsPercent(a, margin, unitPrice),
      breakEvenUnits: units,
      breakEvenUnitsWhole: a.toNumber(wholeUnits),
      breakEvenRevenue: a.div(a.times(fixedCosts, unitPrice), margin),
      revenueAtWholeUnits: a.times(wholeUnits, unitPrice),
    }
  },
})
