/**
 * Debt service coverage ratio (DSCR) and the lender's reading of it.
 *
 *   DSCR = net operating income ÷ annual debt service (principal + interest)
 *   below 1: income does not cover the debt service;  1 up to `threshold` (default 1.25): covers it
 *   with a thin margin;  above `threshold`: healthy
 *   surplus = NOI − debt service;  largest debt service at the threshold = max(0, NOI ÷ threshold)
 * The reading compares the exact ratio, before rounding. Degenerate cases: NOI of 0 or below gives
 * a ratio of 0 or below ("below 1"). The 1.25 default is a common lenders' floor, not a law;
 * lenders use 1.2 to 1.5, hence the parameter. Units: money in ₹; ratios.
 *
 * Worked example (fixtures/business-sme/dscr.json): NOI ₹15,00,000, debt service ₹10,00,000:
 * DSCR 1.5, healthy, surplus ₹5,00,000, largest debt service ₹12,00,000.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { defineFormula, type Inputs } from '../formula.ts'

/**
 * The threshold as it was given ("1.25", "2"): the registry accepts 1 to 3 with at most 15
 * significant digits, so at most 14 decimals, and rounding it to 14 places leaves it as it is.
 */
const THRESHOLD_PLACES = 14

export default defineFormula({
  id: 'business-sme/dscr',
  compute<N>({ noi, annualDebtService, threshold }: Inputs<'business-sme/dscr', N>, a: Arithmetic<N>) {
    const ratio = a.div(noi, annualDebtService)
    const band = a.lt(ratio, a.fromInteger(1)) ? 'below-1' : a.lte(ratio, threshold) ? 'adequate' : 'healthy'
    const reading =
      band === 'below-1'
        ? 'Below 1: the income does not cover the debt service; lenders decline or ask for more security.'
        : band === 'adequate'
          ? `From 1 to ${a.roundedText(threshold, THRESHOLD_PLACES)}: the income covers the debt service with a thin margin; many lenders want more.`
          : `Above ${a.roundedText(threshold, THRESHOLD_PLACES)}: healthy; the income covers the debt service with room to spare.`
    return {
      dscr: ratio,
      band,
      reading,
      surplus: a.minus(noi, annualDebtService),
      maxDebtService: a.max(a.fromInteger(0), a.div(noi, threshold)),
    }
  },
})
