/**
 * Step 2 of ./computation.ts: tax at the special rates, gain by gain in the order of
 * ./figures.ts (the highest rate first). The section 112A yearly exemption is one amount for
 * the year's long-term gains, set against them in that order; for a resident, basic exemption
 * left unused by slab income (slab income below the top of the nil band) absorbs the gains,
 * after the 112A exemption, in the same order; a non-resident's gains are taxed in full, and so
 * are winnings (115BB) and virtual digital assets (115BBH), which no shortfall absorbs. Both
 * orders favour the taxpayer: the 111A, 112 and 112A provisos allow the shortfall and the
 * exemption without setting an order.
 */
import { KIND_RULES, type Figures } from './figures.ts'
import type { Parts } from './parts.ts'

export interface GainTax<N> {
  /** Part inside the 112A yearly exemption (0 for a short-term gain). */
  exempt: N
  /** Part absorbed by unused basic exemption. */
  absorbed: N
  tax: N
}

export function gainsTax<N>(f: Figures<N>, parts: Parts<N>): GainTax<N>[] {
  const { a } = f
  const { zero } = f.regime
  let shortfall = f.residentReliefs ? a.max(zero, a.minus(f.scheduleFigures.basicExemption, parts.slab)) : zero
  let exemption = f.regime.longTermExemption
  return f.gains.map((g, i) => {
    const gain = parts.gains[i]!
    let exempt = zero
    if (g.kind === 'long-term') {
      exempt = a.min(gain, exemption)
      exemption = a.minus(exemption, exempt)
    }
    const chargeable = a.minus(gain, exempt)
    const absorbed = KIND_RULES[g.kind].absorbsBasicExemption ? a.min(chargeable, shortfall) : zero
    shortfall = a.minus(shortfall, absorbed)
    return { exempt, absorbed, tax: a.times(a.minus(chargeable, absorbed), g.rate) }
  })
}
