/**
 * Net worth: what is owned less what is owed, the debt-to-asset ratio and each asset's share.
 *
 *   assets = cash + fd + stocks + pf + realEstate + gold + otherAssets;  liabilities = homeLoan + otherLoans
 *   net worth = assets − liabilities (negative when debts exceed assets)
 *   debt-to-asset = liabilities ÷ assets;  share of an asset % = asset ÷ assets × 100
 * Degenerate cases: everything 0 is refused by the registry (nothing to measure); debts with no
 * assets give a null ratio and null shares, with a note. Units: money in ₹; ratio; shares in %.
 *
 * Worked example (fixtures/business-sme/net-worth.json): cash ₹2,00,000, FD ₹3,00,000, stocks
 * ₹5,00,000, PF ₹10,00,000, real estate ₹80,00,000, home loan ₹40,00,000: assets ₹1,00,00,000,
 * net worth ₹60,00,000, debt-to-asset 0.4, real estate 80% of assets.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { percentOf, total } from '../../math/numbers.ts'
import { defineFormula, type Inputs } from '../formula.ts'

const ASSETS = ['cash', 'fd', 'stocks', 'pf', 'realEstate', 'gold', 'otherAssets'] as const

export default defineFormula({
  id: 'business-sme/net-worth',
  compute<N>(input: Inputs<'business-sme/net-worth', N>, a: Arithmetic<N>) {
    const totalAssets = total(a, ASSETS.map((name) => input[name]))
    const totalLiabilities = a.plus(input.homeLoan, input.otherLoans)
    const hasAssets = a.gt(totalAssets, a.fromInteger(0))
    // filled below, a member for each asset (the fields of assetShares)
    const assetShares = {} as Record<(typeof ASSETS)[number], N | null>
    for (const name of ASSETS) assetShares[name] = percentOf(a, input[name], totalAssets)
    return {
      totalAssets,
      totalLiabilities,
      netWorth: a.minus(totalAssets, totalLiabilities),
      debtToAssetRatio: hasAssets ? a.div(totalLiabilities, totalAssets) : null,
      assetShares,
      note: hasAssets ? null : 'There are debts but no assets: the debt-to-asset ratio and the asset shares have no value.',
    }
  },
})
