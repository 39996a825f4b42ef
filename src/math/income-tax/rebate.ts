/**
 * Step 3 of ./computation.ts, section 87A: when total income (gains included) is at most the
 * limit, a rebate of the tax on slab income, up to the maximum. The rebate also covers the tax
 * at the other special rates (111A, 112, 115BB, 115BBH: section 87A allows it against the tax
 * on total income) where the regime's table says so (old regime); never 112A tax (section 112A(6)); the new
 * regime from FY 2025-26 sets it against no special-rate tax. Above the limit, where the table
 * gives marginal relief (new regime), tax before surcharge is cut to the income above the
 * limit, the cut being at most the tax the rebate could cover.
 */
import type { Figures } from './figures.ts'

export interface Rebate<N> {
  rebateEligible: boolean
  rebate: N
  marginalRelief: N
}

/** `gainsTax`: the tax on special-rate income the rebate may cover (every kind but 112A's: ./figures.ts), which the regime's table lets it cover or not. */
export function rebateOf<N>(f: Figures<N>, slabTax: N, gainsTax: N, taxBeforeRebate: N, income: N): Rebate<N> {
  const { a } = f
  const { zero, rebateLimit: limit } = f.regime
  const { rebate: r } = f.rules
  const rebatable = r.coversShortTermGains ? a.plus(slabTax, gainsTax) : slabTax
  // Section 87A is a resident individual's alone.
  const rebateEligible = f.residentReliefs && a.lte(income, limit)
  const rebate = rebateEligible ? a.min(f.regime.rebateMaximum, rebatable) : zero
  const marginalRelief = f.residentReliefs && !rebateEligible && r.marginalRelief ? a.min(rebatable, a.max(zero, a.minus(taxBeforeRebate, a.minus(income, limit)))) : zero
  return { rebateEligible, rebate, marginalRelief }
}
