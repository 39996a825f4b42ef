/**
 * Step 4 of ./computation.ts: surcharge at the band's rate (capped by the regime; at most 15%
 * on tax under 111A, 112 and 112A and on the tax on dividends, the slab tax's share of them at
 * its average rate, as the Act apportions tax to a part of income (section 2(10)); winnings and
 * virtual digital assets bear the band's rate), with marginal relief at the band's threshold T: tax + surcharge ≤ (tax +
 * surcharge on an income of exactly T) + (income − T). What the income at T pays is the
 * caller's (./assess.ts: the same assessment on the income less the excess).
 */
import { KIND_RULES, type Band, type Figures, type ThresholdTax } from './figures.ts'
import { total } from '../numbers.ts'

export interface Surcharge<N> {
  surchargeRatePercent: number
  surchargeBeforeRelief: N
  surchargeMarginalRelief: N
  surcharge: N
  /** The surcharge by source (slab income, then each gain), the relief shared in proportion. */
  surchargeBySource: N[]
}

/**
 * The highest band whose threshold the income exceeds, a band `withoutCappedIncome` (₹2 crore,
 * ₹5 crore) measuring `uncappedIncome`, the income less that whose surcharge is capped: the
 * Finance Acts' clauses (c) and (d), so that above ₹2 crore of total income the rest of the
 * tax bears 15% (clause (e)) until the rest of the income itself exceeds ₹2 crore. Undefined
 * below the first band, or where no surcharge applies.
 */
export function bandOf<N>(f: Figures<N>, income: N, uncappedIncome: N): Band<N> | undefined {
  let band: Band<N> | undefined
  if (!f.surcharge) return undefined
  for (const b of f.regime.bands) if (f.a.gt(b.withoutCappedIncome ? uncappedIncome : income, b.above)) band = b
  return band
}

/**
 * `net`: tax by source after the rebate and relief (slab income, then each gain); `dividendsTax`:
 * the part of the slab income's that is the dividends' (undefined for none); `atThreshold`:
 * what the income at the band's threshold pays.
 */
export function surchargeOf<N>(f: Figures<N>, net: readonly N[], dividendsTax: N | undefined, taxAfterRebate: N, income: N, band: Band<N> | undefined, atThreshold: (band: Band<N>, excess: N) => ThresholdTax<N>): Surcharge<N> {
  const { a } = f
  const { zero } = f.regime
  if (!band) return { surchargeRatePercent: 0, surchargeBeforeRelief: zero, surchargeMarginalRelief: zero, surcharge: zero, surchargeBySource: net.map(() => zero) }
  const raw = net.map((tax, i) => {
    if (i === 0) return dividendsTax === undefined ? a.times(tax, band.rate) : a.plus(a.times(a.minus(tax, dividendsTax), band.rate), a.times(dividendsTax, band.gainsRate))
    return a.times(tax, KIND_RULES[f.gains[i - 1]!.kind].surchargeCapped ? band.gainsRate : band.rate)
  })
  const surchargeBeforeRelief = total(a, raw)
  const excess = a.minus(income, band.above)
  const at = atThreshold(band, excess)
  const ceiling = a.plus(a.plus(at.taxAfterRebate, at.surcharge), excess)
  const relief = a.min(surchargeBeforeRelief, a.max(zero, a.minus(a.plus(taxAfterRebate, surchargeBeforeRelief), ceiling)))
  const surcharge = a.minus(surchargeBeforeRelief, relief)
  const share = (x: N) => (a.isZero(relief) ? x : a.div(a.times(x, surcharge), surchargeBeforeRelief))
  return { surchargeRatePercent: band.ratePercent, surchargeBeforeRelief, surchargeMarginalRelief: relief, surcharge, surchargeBySource: raw.map(share) }
}
