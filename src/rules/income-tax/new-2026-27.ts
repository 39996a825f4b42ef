/**
 * New regime, tax year 2026-27 (FY 2026-27; section 202 of the Income-tax Act 2025, which
 * replaced section 115BAC from 1 April 2026; its section 156 holds the 87A rebate). Budget 2026
 * (1 Feb 2026) changed no slab or rate:
 * the slabs, standard deduction, rebate and surcharge are those of FY 2025-26.
 *
 * Sources (india-rules §1a, §12): https://htsyndication.com/ciol/article/budget-2026-replaces-1961-tax-act-with-simplified-code/97170670 ;
 * https://www.outlookmoney.com/amp/story/tax/check-income-tax-slabs-and-rates-under-the-new-tax-law-coming-into-effect-from-april-1 ;
 * https://www.bajajfinserv.in/investments/income-tax-slabs
 */
import { NEW_REGIME_2025_26, NEW_REGIME_SLABS_FROM_2025 } from './new-2025-26.ts'
import type { RegimeRules } from './types.ts'

const UNCHANGED =
  'india-rules §1a: Budget 2026 made no change: https://htsyndication.com/ciol/article/budget-2026-replaces-1961-tax-act-with-simplified-code/97170670 ; https://www.outlookmoney.com/amp/story/tax/check-income-tax-slabs-and-rates-under-the-new-tax-law-coming-into-effect-from-april-1'

export const NEW_REGIME_2026_27: RegimeRules = {
  id: 'new-2026-27',
  name: 'New regime (section 202 of the Income-tax Act 2025), tax year 2026-27',
  financialYears: 'FY 2026-27',
  slabsByAge: [{ fromAge: 0, label: 'every age', slabs: NEW_REGIME_SLABS_FROM_2025, source: UNCHANGED }],
  standardDeduction: { amount: 75_000, source: `${UNCHANGED} ; nil tax up to 12.75 lakh of salary (india-rules §1c)` },
  rebate: { ...NEW_REGIME_2025_26.rebate, source: `${UNCHANGED} ; rebate: ${NEW_REGIME_2025_26.rebate.source}` },
  surcharge: NEW_REGIME_2025_26.surcharge,
}
