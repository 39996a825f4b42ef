/**
 * Steps 1 to 4 of ./computation.ts on income already rounded: slab tax (./slabs.ts), tax at
 * the special rates (./gains.ts), the 87A rebate and its marginal relief (./rebate.ts), and
 * the surcharge with its marginal relief (./surcharge.ts), which assesses the income at the
 * band's threshold the same way.
 */
import { KIND_RULES, type Figures, type Band, type ThresholdTax } from './figures.ts'
import { gainsTax, type GainTax } from './gains.ts'
import { total } from '../numbers.ts'
import { reduce, type Parts } from './parts.ts'
import { rebateOf, type Rebate } from './rebate.ts'
import { slabTax, type SlabRow } from './slabs.ts'
import { bandOf, surchargeOf, type Surcharge } from './surcharge.ts'

/** One assessment of the rules on given income: the computation's figures before cess and rounding. */
export interface Assessment<N> extends Rebate<N>, Surcharge<N> {
  rows: SlabRow<N>[]
  slabTax: N
  /** Each gain's tax, in the order of the computation's gains. */
  gains: GainTax<N>[]
  shortTermTax: N
  longTermTax: N
  taxBeforeRebate: N
  taxAfterRebate: N
  /** Tax by source after the rebate and relief: slab income, then each gain. */
  net: N[]
}

/**
 * `income` is the total of the parts, given rather than added up again: the caller knows it
 * as a figure of its own (the rounded total, or the surcharge threshold), which keeps the
 * decisions on it (rebate limit, surcharge band) exact whenever that figure is.
 */
export function assess<N>(f: Figures<N>, parts: Parts<N>, income: N): Assessment<N> {
  const { a } = f
  const { rows, tax: slab } = slabTax(a, f.schedule, parts.slab)
  const gains = gainsTax(f, parts)
  const taxes = gains.map((g) => g.tax)
  const ofKind = (kind: 'short-term' | 'long-term') => total(a, taxes.filter((_, i) => f.gains[i]!.kind === kind))
  const shortTermTax = ofKind('short-term')
  const taxBeforeRebate = total(a, [slab, ...taxes])
  const rebatableGainsTax = total(a, taxes.filter((_, i) => KIND_RULES[f.gains[i]!.kind].rebatable))
  const r = rebateOf(f, slab, rebatableGainsTax, taxBeforeRebate, income)
  const off = a.plus(r.rebate, r.marginalRelief)
  const taxAfterRebate = a.minus(taxBeforeRebate, off)
  const offSlab = a.min(slab, off)
  const net = [a.minus(slab, offSlab), ...netOfRebate(f, taxes, a.minus(off, offSlab))]
  const atThreshold = (band: Band<N>, excess: N): ThresholdTax<N> => (f.gains.length || parts.dividends ? assess(f, reduce(a, parts, excess), band.above) : thresholdWithoutGains(f, band))
  // the dividends' share of the slab tax, at its average rate
  const dividendsTax = parts.dividends && !a.isZero(parts.slab) ? a.div(a.times(net[0]!, parts.dividends), parts.slab) : undefined
  const uncapped = f.gains.length || parts.dividends ? a.minus(income, cappedIncome(f, parts)) : income
  const s = surchargeOf(f, net, dividendsTax, taxAfterRebate, income, bandOf(f, income, uncapped), atThreshold)
  return {
    rows,
    slabTax: slab,
    gains,
    shortTermTax,
    longTermTax: ofKind('long-term'),
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

/** The income whose surcharge is capped: the 111A, 112 and 112A gains and the dividends. */
function cappedIncome<N>(f: Figures<N>, parts: Parts<N>): N {
  const capped = parts.gains.filter((_, i) => KIND_RULES[f.gains[i]!.kind].surchargeCapped)
  return total(f.a, parts.dividends ? [...capped, parts.dividends] : capped)
}

/**
 * The gains' taxes after what the rebate and relief leave over from slab tax (`left`): that
 * comes off the short-term gains' taxes in order (the only special-rate tax the rebate ever
 * covers), the last of them taking the remainder; long-term tax is never rebated.
 */
function netOfRebate<N>(f: Figures<N>, taxes: readonly N[], left: N): N[] {
  const { a } = f
  const lastShort = f.gains.map((g) => KIND_RULES[g.kind].rebatable).lastIndexOf(true)
  return taxes.map((tax, i) => {
    if (!KIND_RULES[f.gains[i]!.kind].rebatable) return tax
    const off = i === lastShort ? left : a.min(tax, left)
    left = a.minus(left, off)
    return a.minus(tax, off)
  })
}

/**
 * The assessment at a band's threshold of an income without gains: `parts` less the excess is
 * slab income of exactly the threshold, the same for every such income in the band, so it is
 * assessed once per schedule and kept with the band (which `rulesIn` makes once per arithmetic).
 */
function thresholdWithoutGains<N>(f: Figures<N>, band: Band<N>): ThresholdTax<N> {
  let made = band.atThreshold.get(f.schedule)
  if (!made) {
    const t = assess(f, { slab: band.above, gains: [] }, band.above)
    band.atThreshold.set(f.schedule, (made = { taxAfterRebate: t.taxAfterRebate, surcharge: t.surcharge }))
  }
  return made
}
