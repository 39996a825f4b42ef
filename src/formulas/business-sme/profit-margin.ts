/**
 * Gross profit, gross margin and markup.
 *
 *   gross profit = revenue − cost of goods sold
 *   gross margin % = gross profit ÷ revenue × 100  (share of the selling price that is profit)
 *   markup %       = gross profit ÷ COGS × 100     (profit added on top of cost)
 * Degenerate cases: COGS of 0 gives a null markup with a note (no cost to mark up); COGS above
 * revenue gives a negative profit and margin. Revenue must be above 0 (registry bound).
 * Units: money in ₹, margins in %.
 *
 * Worked example (fixtures/business-sme/profit-margin.json): revenue ₹10,00,000, COGS ₹6,00,000:
 * gross profit ₹4,00,000, margin 40%, markup 66.67%.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { percentOf, shareAsPercent } from '../../math/numbers.ts'
import { defineFormula, type Inputs } from '../formula.ts'

export default defineFormula({
  id: 'business-sme/profit-margin',
  compute<N>({ revenue, cogs }: Inputs<'business-sme/profit-margin', N>, a: Arithmetic<N>) {
    const grossProfit = a.minus(revenue, cogs)
    const noCost = a.isZero(cogs)
    return {
      grossProfit,
      grossMargin: shareAsPercent(a, grossProfit, revenue),
      markup: percentOf(a, grossProfit, cogs),
      note: noCost ? 'The cost of goods sold is 0: there is no cost to mark up, so the markup has no value.' : null,
    }
  },
})
