/**
 * Where a year's tax changes shape as income grows, for the searches over the tax engine (the
 * regime comparison's break-even, the CTC for an in-hand pay): the top of each slab of a
 * schedule, in slab income, and the incomes above which a relief acts, in total income (the 87A
 * rebate's limit, with its cliff or marginal relief, and each surcharge threshold, with its
 * marginal relief).
 */
import type { RegimeRules } from '../../rules/income-tax.ts'
import { scheduleFor } from './slabs.ts'

export interface TaxThresholds {
  /** The top of each slab but the last, rupees of slab income. */
  slabTops: number[]
  /** The rebate's income limit and each surcharge threshold, rupees of total income. */
  reliefsAbove: number[]
}

export function taxThresholds(rules: RegimeRules, age = 0): TaxThresholds {
  return {
    slabTops: scheduleFor(rules, age).slabs.flatMap((s) => (s.upTo === null ? [] : [s.upTo])),
    reliefsAbove: [rules.rebate.incomeLimit, ...rules.surcharge.bands.map((b) => b.above)],
  }
}
