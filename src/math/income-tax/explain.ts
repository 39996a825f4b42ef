/**
 * Lines that explain a computation (./computation.ts) beyond its steps: the tax at each special
 * rate by the section that sets it, and the marginal rate.
 *
 *   special-rate tax of a section = Σ the tax of its gains, before the rebate and surcharge
 *   marginal rate = r × (1 + s) × (1 + c), r the rate of the slab the next rupee of slab income
 *                   falls in, s the surcharge rate of the income's band, c the cess rate: the
 *                   statutory rate on a further rupee, leaving aside the 87A rebate, the
 *                   marginal reliefs and the ₹10 roundings, which make the tax a staircase
 * Worked example: new regime FY 2025-26, slab income ₹12,25,000: the next rupee falls in the
 * 15% slab (₹12,00,000 to ₹16,00,000), no surcharge, cess 4%: 15 × 1.04 = 15.6%.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { HEALTH_AND_EDUCATION_CESS_PERCENT } from '../../rules/cess.ts'
import { percent, ruleValue, total } from '../numbers.ts'
import type { IncomeTaxComputation } from './computation.ts'
import type { GainKind } from './figures.ts'

/** The tax at the special rates by section, before the rebate, surcharge and cess. */
export interface SpecialRateTax<N> {
  section111A: N
  section112A: N
  section112: N
  section115BB: N
  section115BBH: N
}

export function specialRateTax<N>(a: Arithmetic<N>, t: IncomeTaxComputation<N>): SpecialRateTax<N> {
  const of = (kind: GainKind['kind']) => total(a, t.gains.filter((g) => g.kind === kind).map((g) => g.tax))
  return { section111A: of('short-term'), section112A: of('long-term'), section112: of('long-term-other'), section115BB: of('winnings'), section115BBH: of('vda') }
}

/** See the header: the statutory rate on a further rupee of slab income, per cent. */
export function marginalRate<N>(a: Arithmetic<N>, t: IncomeTaxComputation<N>): N {
  const row = t.slabs.find((s) => s.upTo === null || a.lt(t.slabIncome, s.upTo)) ?? t.slabs[t.slabs.length - 1]!
  const one = a.fromInteger(1)
  const onTop = (p: number) => a.plus(one, percent(a, ruleValue(a, p)))
  return a.times(a.times(ruleValue(a, row.ratePercent), onTop(t.surchargeRatePercent)), onTop(HEALTH_AND_EDUCATION_CESS_PERCENT))
}
