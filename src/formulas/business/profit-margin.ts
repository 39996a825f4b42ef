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
import { percentOf } from '../../math/decimal.ts'
import { defineFormula } from '../formula.ts'
import type { Dec } from '../../math/decimal.ts'

interface ProfitMarginInput {
  revenue: Dec
  cogs: Dec
}

export const profitMargin = defineFormula({
  decimalOnly: true,
  id: 'business/profit-margin',
  inputs: ['revenue', 'cogs'],
  compute({ revenue, cogs }: ProfitMarginInput) {
    const grossProfit = revenue.minus(cogs)
    const noCost = cogs.isZero()
    return {
      grossProfit,
      grossMargin: grossProfit.div(revenue).times(100),
      markup: percentOf(grossProfit, cogs),
      note: noCost ? 'The cost of goods sold is 0: there is no cost to mark up, so the markup has no value.' : null,
    }
  },
})
