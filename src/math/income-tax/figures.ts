/**
 * A regime's figures as values of an arithmetic, made once per arithmetic and regime
 * (`rulesIn`): the cess, the 112A yearly exemption, the 87A limit and maximum, and the
 * surcharge bands. One computation reads them together with its schedule's figures
 * (./slabs.ts) and the special rates of its gains.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { EQUITY_LONG_TERM_EXEMPTION } from '../../rules/capital-gains.ts'
import { HEALTH_AND_EDUCATION_CESS_PERCENT } from '../../rules/cess.ts'
import type { RegimeRules, SlabSchedule } from '../../rules/income-tax.ts'
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
  /** Whether the threshold is measured on income without the income whose surcharge is capped (./surcharge.ts). */
  withoutCappedIncome: boolean
  /** Tax after rebate and surcharge on slab income of exactly `above`, by schedule (./assess.ts). */
  atThreshold: Map<SlabSchedule, ThresholdTax<N>>
}

export interface RegimeFigures<N> {
  zero: N
  cess: N
  longTermExemption: N
  rebateLimit: N
  rebateMaximum: N
  bands: Band<N>[]
}

/**
 * Income taxed at a special rate, and the rate of its dates of transfer: section 111A
 * (`short-term`), 112A (`long-term`), 112 (`long-term-other`: other long-term gains), 115BB
 * (`winnings`) or 115BBH (`vda`, virtual digital assets).
 */
export interface GainKind {
  kind: 'short-term' | 'long-term' | 'long-term-other' | 'winnings' | 'vda'
  ratePercent: number
}

/** How the Act treats each kind of special-rate income. */
export interface KindRules {
  /** The section that sets its rate. */
  section: string
  /** Basic exemption left unused by slab income absorbs it (resident): the provisos to 111A(1), 112(1) and 112A(2); 115BB and 115BBH allow no such shortfall. */
  absorbsBasicExemption: boolean
  /** The 87A rebate can cover its tax where the regime's table lets it cover special-rate tax; 112A(6) denies it for 112A. */
  rebatable: boolean
  /** Surcharge on its tax is at most the regime's special-rate cap (15%): the Finance Acts' proviso for 111A, 112 and 112A; winnings and virtual digital assets bear the band's rate. */
  surchargeCapped: boolean
}

export const KIND_RULES: Readonly<Record<GainKind['kind'], KindRules>> = {
  'short-term': { section: '111A', absorbsBasicExemption: true, rebatable: true, surchargeCapped: true },
  'long-term': { section: '112A', absorbsBasicExemption: true, rebatable: false, surchargeCapped: true },
  'long-term-other': { section: '112', absorbsBasicExemption: true, rebatable: true, surchargeCapped: true },
  winnings: { section: '115BB', absorbsBasicExemption: false, rebatable: true, surchargeCapped: false },
  vda: { section: '115BBH', absorbsBasicExemption: false, rebatable: true, surchargeCapped: false },
}

export interface GainFigures<N> extends GainKind {
  rate: N
}

/** What one computation reads: the regime's figures, its schedule's, and its gains' rates. */
export interface Figures<N> extends Allowed {
  a: Arithmetic<N>
  rules: RegimeRules
  schedule: SlabSchedule
  regime: RegimeFigures<N>
  scheduleFigures: ScheduleFigures<N>
  /** The kinds of gain the income has (the caller gave them, even of 0), the highest rate first; none for income at slab rates alone. */
  gains: readonly GainFigures<N>[]
}

/** What a computation allows besides the rates. */
export interface Allowed {
  /** The 87A rebate and unused basic exemption set against the gains: a resident individual's, and not the gains' own line. */
  residentReliefs: boolean
  /** The surcharge applies: to a year's income, not to the gains' own line. */
  surcharge: boolean
}

function regimeFigures<N>(a: Arithmetic<N>, rules: RegimeRules): RegimeFigures<N> {
  const { surcharge } = rules
  const rate = (ratePercent: number) => percent(a, ruleValue(a, ratePercent))
  return {
    zero: a.fromInteger(0),
    cess: rate(HEALTH_AND_EDUCATION_CESS_PERCENT),
    longTermExemption: ruleValue(a, EQUITY_LONG_TERM_EXEMPTION.on(rules.yearRulesOn).value),
    rebateLimit: ruleValue(a, rules.rebate.incomeLimit),
    rebateMaximum: ruleValue(a, rules.rebate.maximum),
    bands: surcharge.bands.map((b) => {
      const ratePercent = Math.min(b.ratePercent, surcharge.capPercent)
      return { above: ruleValue(a, b.above), ratePercent, rate: rate(ratePercent), gainsRate: rate(Math.min(ratePercent, surcharge.specialRateCapPercent)), withoutCappedIncome: b.withoutCappedIncome === true, atThreshold: new Map() }
    }),
  }
}

/** `gains` in the order the computation takes them (./computation.ts orders them by rate, the highest first). */
export function figures<N>(a: Arithmetic<N>, rules: RegimeRules, schedule: SlabSchedule, gains: readonly GainKind[], allowed: Allowed = { residentReliefs: true, surcharge: true }): Figures<N> {
  const withRates = gains.map((g) => ({ kind: g.kind, ratePercent: g.ratePercent, rate: percent(a, ruleValue(a, g.ratePercent)) }))
  return { a, rules, schedule, regime: rulesIn(a, rules, regimeFigures), scheduleFigures: rulesIn(a, schedule, scheduleFigures), gains: withRates, ...allowed }
}
