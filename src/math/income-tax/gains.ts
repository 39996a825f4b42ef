/**
 * Step 2 of ../income-tax.ts: tax at the special rates. STCG × the 111A rate; LTCG above the
 * 112A yearly exemption × the 112A rate. For a resident, basic exemption left unused by slab
 * income (slab income below the top of the nil band) absorbs STCG first, then LTCG above the
 * exemption: the order that favours the taxpayer (the 111A and 112A provisos each allow the
 * shortfall; neither sets an order).
 */
import type { Figures } from './figures.ts'
import type { Parts } from './parts.ts'

export interface GainsTax<N> {
  shortAbsorbed: N
  longAbsorbed: N
  longAboveExemption: N
  shortTermTax: N
  longTermTax: N
}

export function gainsTax<N>(f: Figures<N>, parts: Parts<N>): GainsTax<N> {
  const { a } = f
  const { zero } = f.regime
  // Gains of 0 leave every figure at 0, so the step is skipped only for an income without
  // gains: no decision on a gain that is 0 give or take the rounding of the binary arithmetic
  // (as the gains reduced to a surcharge threshold can be).
  if (!f.gains) return { shortAbsorbed: zero, longAbsorbed: zero, longAboveExemption: zero, shortTermTax: zero, longTermTax: zero }
  const shortfall = a.max(zero, a.minus(f.scheduleFigures.basicExemption, parts.slab))
  const shortAbsorbed = a.min(parts.shortTerm, shortfall)
  const longAboveExemption = a.max(zero, a.minus(parts.longTerm, f.regime.longTermExemption))
  const longAbsorbed = a.min(longAboveExemption, a.minus(shortfall, shortAbsorbed))
  return {
    shortAbsorbed,
    longAbsorbed,
    longAboveExemption,
    shortTermTax: a.times(a.minus(parts.shortTerm, shortAbsorbed), f.regime.shortTermRate),
    longTermTax: a.times(a.minus(longAboveExemption, longAbsorbed), f.regime.longTermRate),
  }
}
