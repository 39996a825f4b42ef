/**
 * Steps 1 to 4 of ../income-tax.ts on income already rounded: slab tax (./slabs.ts), tax at
 * the special rates (./gains.ts), the 87A rebate and its marginal relief (./rebate.ts), and
 * the surcharge with its marginal relief (./surcharge.ts), which assesses the income at the
 * band's threshold the same way.
 */
import type { Figures, Band, ThresholdTax } from './figures.ts'
import { gainsTax } from './gains.ts'
import { reduce, type Parts } from './parts.ts'
import { rebateOf, type Rebate } from './rebate.ts'
import { slabTax, type SlabRow } from './slabs.ts'
import { bandOf, surchargeOf, type Surcharge } from './surcharge.ts'

/** One assessment of the rules on given income: the computation's figures before cess and rounding. */
export interface Assessment<N> extends Rebate<N>, Surcharge<N> {
  rows: SlabRow<N>[]
  basicExemptionAgainstGains: N
  longTermExempt: N
  slabTax: N
  shortTermTax: N
  longTermTax: N
  taxBeforeRebate: N
  taxAfterRebate: N
  /** Tax by source after the rebate and relief: slab, short-term, long-term. */
  net: [N, N, N]
}

/**
 * `income` is the total of the parts, given rather than added up again: the caller knows it
 * as a figure of its own (the rounded total, or the surcharge threshold), which keeps the
 * decisions on it (rebate limit, surcharge band) exact whenever that figure is. The record is
 * built as one literal: spreading a partial record into a larger one is a slow path of V8.
 */
export function assess<N>(f: Figures<N>, parts: Parts<N>, income: N): Assessment<N> {
  const { a } = f
  const { rows, tax: slab } = slabTax(a, f.schedule, parts.slab)
  const gains = gainsTax(f, parts)
  const taxBeforeRebate = a.plus(a.plus(slab, gains.shortTermTax), gains.longTermTax)
  const r = rebateOf(f, slab, gains.shortTermTax, taxBeforeRebate, income)
  const offTax = a.plus(r.rebate, r.marginalRelief)
  const taxAfterRebate = a.minus(taxBeforeRebate, offTax)
  const offSlab = a.min(slab, offTax)
  const net: [N, N, N] = [a.minus(slab, offSlab), a.minus(gains.shortTermTax, a.minus(offTax, offSlab)), gains.longTermTax]
  const atThreshold = (band: Band<N>, excess: N): ThresholdTax<N> => (f.gains ? assess(f, reduce(a, parts, excess), band.above) : thresholdWithoutGains(f, band))
  const s = surchargeOf(f, net, taxAfterRebate, income, bandOf(f, income), atThreshold)
  return {
    rows,
    basicExemptionAgainstGains: a.plus(gains.shortAbsorbed, gains.longAbsorbed),
    longTermExempt: a.minus(parts.longTerm, gains.longAboveExemption),
    slabTax: slab,
    shortTermTax: gains.shortTermTax,
    longTermTax: gains.longTermTax,
    taxBeforeRebate,
    rebateEligible: r.rebateEligible,
    rebate: r.rebate,
    marginalRelief: r.marginalRelief,
    taxAfterRebate,
    net,
    surchargeRatePercent: s.surchargeRatePercent,
    surchargeBeforeRelief: s.surchargeBeforeRelief,
    surchargeMarginalRelief: s.surchargeMarginalRelief,
    surcharge: s.surcharge,
    surchargeBySource: s.surchargeBySource,
  }
}

/**
 * The assessment at a band's threshold of an income without gains: `parts` less the excess is
 * slab income of exactly the threshold, the same for every such income in the band, so it is
 * assessed once per schedule and kept with the band (which `rulesIn` makes once per arithmetic).
 */
function thresholdWithoutGains<N>(f: Figures<N>, band: Band<N>): ThresholdTax<N> {
  let made = band.atThreshold.get(f.schedule)
  if (!made) {
    const { zero } = f.regime
    const t = assess(f, { slab: band.above, shortTerm: zero, longTerm: zero }, band.above)
    band.atThreshold.set(f.schedule, (made = { taxAfterRebate: t.taxAfterRebate, surcharge: t.surcharge }))
  }
  return made
}
