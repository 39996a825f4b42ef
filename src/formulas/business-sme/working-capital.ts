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
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { defineFormula, type Inputs } from '../formula.ts'

export default defineFormula({
  id: 'business-sme/working-capital',
  compute<N>({ currentAssets, currentLiabilities }: Inputs<'business-sme/working-capital', N>, a: Arithmetic<N>) {
    const noLiabilities = a.isZero(currentLiabilities)
    return {
      workingCapital: a.minus(currentAssets, currentLiabilities),
      currentRatio: noLiabilities ? null : a.div(currentAssets, currentLiabilities),
      note: noLiabilities ? 'There are no current liabilities: the current ratio has no value (it would be infinite).' : null,
    }
  },
})
