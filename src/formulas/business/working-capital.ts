/**
 * Working capital and the current ratio.
 *
 *   working capital = current assets − current liabilities
 *   current ratio   = current assets ÷ current liabilities
 * Degenerate case: no current liabilities give a null ratio with a note (nothing to divide by),
 * never Infinity. Units: money in ₹; the ratio.
 *
 * Worked example (fixtures/business-sme/working-capital.json): current assets ₹15,00,000,
 * current liabilities ₹10,00,000: working capital ₹5,00,000, current ratio 1.5.
 */
import { defineFormula } from '../formula.ts'
import type { Dec } from '../../math/decimal.ts'

interface WorkingCapitalInput {
  currentAssets: Dec
  currentLiabilities: Dec
}

export const workingCapital = defineFormula({
  decimalOnly: true,
  id: 'business/working-capital',
  inputs: ['currentAssets', 'currentLiabilities'],
  compute({ currentAssets, currentLiabilities }: WorkingCapitalInput) {
    const noLiabilities = currentLiabilities.isZero()
    return {
      workingCapital: currentAssets.minus(currentLiabilities),
      currentRatio: noLiabilities ? null : currentAssets.div(currentLiabilities),
      note: noLiabilities ? 'There are no current liabilities: the current ratio has no value (it would be infinite).' : null,
    }
  },
})
