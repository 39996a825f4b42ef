/**
 * Atal Pension Yojana (APY): the contribution charts, the guaranteed pensions and the corpus
 * returned to the nominee (src/rules/apy.yaml, india-rules §8).
 *
 * Entry age 18 to 40; contributions until age 60; a guaranteed pension of ₹1,000 to ₹5,000 a
 * month from 60; after the subscriber and the spouse, the corpus is returned to the nominee
 * (₹1.7 lakh for each ₹1,000 of pension). The monthly chart is PFRDA's; the quarterly and
 * half-yearly charts are published only for ages 18 to 30, and what was not found is `null`,
 * never a made-up figure.
 */
import { nonEmptyList, steadyRule } from './dated.ts'

export const APY_PENSIONS: readonly number[] = steadyRule('apy.pensions', nonEmptyList('number.integer > 0'))
export type ApyPension = number

const entry = steadyRule('apy.entry-age', { minimum: 'number.integer', maximum: 'number.integer', pensionAge: 'number.integer' })

export const APY = {
  minimumEntryAge: entry.minimum,
  maximumEntryAge: entry.maximum,
  /** Contributions stop and the pension starts at this age. */
  pensionAge: entry.pensionAge,
} as const

/** Corpus returned to the nominee after the subscriber and the spouse, ₹, by monthly pension. */
export const APY_CORPUS_TO_NOMINEE: Readonly<Record<number, number>> = steadyRule('apy.corpus-to-nominee', 'Record<string, number > 0>')

/** Contribution in rupees an instalment, by entry age, one column per pension of APY_PENSIONS. */
type Chart<Cell> = Readonly<Record<number, readonly Cell[]>>

/** The official monthly contribution chart (₹ a month) by entry age. */
export const APY_MONTHLY_CHART: Chart<number> = steadyRule('apy.monthly-chart', 'Record<string, (number.integer > 0)[] == 5>')

/** Quarterly and half-yearly contributions (₹ an instalment), as far as they are published. */
export const APY_QUARTERLY_CHART: Chart<number | null> = steadyRule('apy.quarterly-chart', 'Record<string, (number.integer > 0 | null)[] == 5>')
export const APY_HALF_YEARLY_CHART: Chart<number | null> = steadyRule('apy.half-yearly-chart', 'Record<string, (number.integer > 0 | null)[] == 5>')
