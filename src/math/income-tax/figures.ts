/**
 * A regime's figures as values of an arithmetic, made once per arithmetic and regime
 * (`rulesIn`): the cess and special rates, the 87A limit and maximum, and the surcharge bands.
 * One computation reads them together with its schedule's figures (./slabs.ts).
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { EQUITY_CAPITAL_GAINS } from '../../rules/capital-gains.ts'
import { HEALTH_AND_EDUCATION_CESS_PERCENT } from '../../rules/cess.ts'
import type { RegimeRules, SlabSchedule } from '../../rules/income-tax/types.ts'
import { percent, ruleValue, rulesIn } from '../numbers.ts'
import { scheduleFigures, type ScheduleFigures } from './slabs.ts'

/** Tax after rebate and surcharge at a surcharge threshold (./surcharge.ts). */
export interface ThresholdTax<N> {
  taxAfterRebate: N
  surcharge: N
}

export interface Band<N> {
  above: N
  ratePercent: number
  rate: N
  gainsRate: N
  /** Tax after rebate and surcharge on slab income of exactly `above`, by schedule (./assess.ts). */
  atThreshold: Map<SlabSchedule, ThresholdTax<N>>
}

export interface RegimeFigures<N> {
  zero: N
  cess: N
  shortTermRate: N
  longTermRate: N
  longTermExemption: N
  rebateLimit: N
  rebateMaximum: N
  bands: Band<N>[]
}

/** What one computation reads: the regime's figures, its schedule's, and whether there are gains. */
export interface Figures<N> {
  a: Arithmetic<N>
  rules: RegimeRules
  schedule: SlabSchedule
  regime: RegimeFigures<N>
  scheduleFigures: ScheduleFigures<N>
  /** Whether the income has capital gains at all (the caller gave some, even of 0). */
  gains: boolean
}

function regimeFigures<N>(a: Arithmetic<N>, rules: RegimeRules): RegimeFigures<N> {
  const { surcharge } = rules
  const rate = (ratePercent: number) => percent(a, ruleValue(a, ratePercent))
  return {
    zero: a.fromInteger(0),
    cess: rate(HEALTH_AND_EDUCATION_CESS_PERCENT),
    shortTermRate: rate(EQUITY_CAPITAL_GAINS.shortTermRatePercent),
    longTermRate: rate(EQUITY_CAPITAL_GAINS.longTermRatePercent),
    longTermExemption: ruleValue(a, EQUITY_CAPITAL_GAINS.longTermExemption),
    rebateLimit: ruleValue(a, rules.rebate.incomeLimit),
    rebateMaximum: ruleValue(a, rules.rebate.maximum),
    bands: surcharge.bands.map((b) => {
      const ratePercent = Math.min(b.ratePercent, surcharge.capPercent)
      return { above: ruleValue(a, b.above), ratePercent, rate: rate(ratePercent), gainsRate: rate(Math.min(ratePercent, surcharge.specialRateCapPercent)), atThreshold: new Map() }
    }),
  }
}

export function figures<N>(a: Arithmetic<N>, rules: RegimeRules, schedule: SlabSchedule, gains: boolean): Figures<N> {
  return { a, rules, schedule, regime: rulesIn(a, rules, regimeFigures), scheduleFigures: rulesIn(a, schedule, scheduleFigures), gains }
}
