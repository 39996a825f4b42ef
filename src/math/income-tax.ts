/**
 * The income-tax engine: one computation of a resident individual's tax for a year, driven by
 * a regime-year table (src/rules/income-tax/). Every tax calculator uses it.
 *
 * Inputs: income at slab rates (after deductions), section 111A short-term gains and section
 * 112A long-term gains (listed equity, STT paid; before the yearly exemption). Order:
 *
 *  0. Section 288A: total income = slab income + STCG + LTCG, rounded to the nearest ₹10
 *     (paise ignored, last figure 5 or more up); the rounding lands on slab income.
 *  1. Slab tax on slab income, band by band (the age picks the old regime's schedule).
 *  2. Special rates: STCG × 20%; LTCG above ₹1,25,000 × 12.5% (src/rules/capital-gains.ts).
 *     For a resident, basic exemption left unused by slab income (slab income below the top of
 *     the nil band) absorbs STCG first, then LTCG above ₹1,25,000: the order that favours the
 *     taxpayer (the 111A and 112A provisos each allow the shortfall; neither sets an order).
 *  3. Section 87A: when total income (gains included) is at most the limit, a rebate of the
 *     tax on slab income, up to the maximum. The rebate also covers 111A tax where the table
 *     says so (old regime); never 112A tax (section 112A(6)); the new regime from FY 2025-26
 *     sets it against no special-rate tax. Above the limit, where the table gives marginal
 *     relief (new regime), tax before surcharge is cut to the income above the limit, the cut
 *     being at most the tax the rebate could cover.
 *  4. Surcharge at the band's rate (capped by the regime; 15% at most on tax on gains), with
 *     marginal relief at the band's threshold T: tax + surcharge ≤ (tax + surcharge on an
 *     income of exactly T) + (income − T). The income at T is this income with the excess
 *     removed from slab income first, then STCG, then LTCG.
 *  5. Health and education cess: 4% of tax + surcharge.
 *  6. Section 288B: the tax payable rounded to the nearest ₹10 the same way.
 * Both roundings can be switched off (`statutoryRounding: false`) for a search that needs a
 * continuous function; the calculators report rounded figures.
 *
 * Worked example (fixtures/taxation-salary/income-tax.json), new regime FY 2025-26, salary
 * ₹13,00,000: taxable 13,00,000 − 75,000 = 12,25,000; slabs 0 + 20,000 + 40,000 + 3,750 =
 * 63,750; above the ₹12,00,000 limit, so no rebate; marginal relief cuts the tax to the
 * 25,000 of income above the limit (relief 38,750); cess 1,000; total ₹26,000.
 */
import type { Arithmetic } from '../arithmetic/arithmetic.ts'
import { EQUITY_CAPITAL_GAINS } from '../rules/capital-gains.ts'
import { HEALTH_AND_EDUCATION_CESS_PERCENT } from '../rules/cess.ts'
import { STATUTORY_ROUNDING } from '../rules/income-tax/rounding.ts'
import type { RegimeRules, SlabSchedule } from '../rules/income-tax/types.ts'
import { percent, ruleValue, rulesIn } from './numbers.ts'

export interface IncomeParts<N> {
  /** Income taxed at slab rates, after the standard deduction and other deductions. */
  slabIncome: N
  /** Section 111A short-term capital gains. */
  shortTermGains?: N
  /** Section 112A long-term capital gains, before the yearly exemption. */
  longTermGains?: N
}

export interface TaxOptions {
  /** Age at any time in the year; picks the old regime's senior schedules. Default 0. */
  age?: number
  /** Sections 288A and 288B; default true. */
  statutoryRounding?: boolean
}

export interface SlabRow<N> {
  from: N
  upTo: N | null
  ratePercent: number
  income: N
  tax: N
}

/** One source of income's share of the tax, before the section 288B rounding. */
export interface SourceShare<N> {
  income: N
  tax: N
  surcharge: N
  cess: N
  total: N
}

export interface IncomeTaxComputation<N> {
  schedule: SlabSchedule
  /** Total income after section 288A. */
  totalIncome: N
  /** Total income after section 288A minus before. */
  incomeRounding: N
  slabIncome: N
  shortTermGains: N
  longTermGains: N
  /** Top of the nil band: the most income not chargeable to tax. */
  basicExemption: N
  /** Part of the basic exemption left unused by slab income and set against gains. */
  basicExemptionAgainstGains: N
  /** Long-term gains inside the section 112A yearly exemption. */
  longTermExempt: N
  slabs: SlabRow<N>[]
  slabTax: N
  shortTermTax: N
  longTermTax: N
  taxBeforeRebate: N
  rebateEligible: boolean
  rebate: N
  marginalRelief: N
  taxAfterRebate: N
  surchargeRatePercent: number
  surchargeBeforeRelief: N
  surchargeMarginalRelief: N
  surcharge: N
  cess: N
  taxBeforeRounding: N
  /** Section 288B: total tax minus the tax before rounding. */
  taxRounding: N
  totalTax: N
  bySource: { slab: SourceShare<N>; shortTerm: SourceShare<N>; longTerm: SourceShare<N> }
}

/** The lines every tax answer shows as the computation has them: tax before the 87A rebate, the rebate and its marginal relief, surcharge and cess. */
export function taxLines<N>(t: IncomeTaxComputation<N>): { taxBeforeRebate: N; rebate: N; marginalRelief: N; surcharge: N; cess: N } {
  return { taxBeforeRebate: t.taxBeforeRebate, rebate: t.rebate, marginalRelief: t.marginalRelief, surcharge: t.surcharge, cess: t.cess }
}

interface Parts<N> {
  slab: N
  shortTerm: N
  longTerm: N
}

interface Band<N> {
  above: N
  ratePercent: number
  rate: N
  gainsRate: N
  /** Tax after rebate and surcharge on slab income of exactly `above`, by schedule (thresholdWithoutGains). */
  atThreshold: Map<SlabSchedule, ThresholdTax<N>>
}

type ThresholdTax<N> = Pick<Assessment<N>, 'taxAfterRebate' | 'surcharge'>

/** The figures of one regime as values of `a` (made once per arithmetic: `rulesIn`). */
interface RegimeFigures<N> {
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
interface Figures<N> {
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

function figures<N>(a: Arithmetic<N>, rules: RegimeRules, schedule: SlabSchedule, gains: boolean): Figures<N> {
  return { a, rules, schedule, regime: rulesIn(a, rules, regimeFigures), scheduleFigures: rulesIn(a, schedule, scheduleFigures), gains }
}

/** The schedule for an age: the last whose `fromAge` the age has reached. */
export function scheduleFor(rules: RegimeRules, age = 0): SlabSchedule {
  let chosen = rules.slabsByAge[0]!
  for (const s of rules.slabsByAge) if (age >= s.fromAge) chosen = s
  return chosen
}

/** Top of the schedule's nil band: the `upTo` of its leading 0% slabs (0 when it has none). */
function basicExemptionOf(schedule: SlabSchedule): number {
  let basicExemption = 0
  for (const s of schedule.slabs) {
    if (s.ratePercent !== 0 || s.upTo === null) break
    basicExemption = s.upTo
  }
  return basicExemption
}

// Dropping the paise and then rounding half up to ten is rounding half up to ten: for x ≥ 0,
// ⌊(⌊x⌋ + 5) / 10⌋ = ⌊⌊x + 5⌋ / 10⌋ = ⌊(x + 5) / 10⌋. The rounding is therefore one `roundTo`
// to a multiple of 10^k rupees, which is what the rule describes while its round-up figure is
// half the multiple.
const ROUNDING_PLACES = -Math.log10(STATUTORY_ROUNDING.multipleOfRupees)
if (!Number.isInteger(ROUNDING_PLACES) || STATUTORY_ROUNDING.roundUpFromLastFigure * 2 !== STATUTORY_ROUNDING.multipleOfRupees) {
  throw new Error('statutory rounding: only half-up rounding to a power of ten rupees is supported')
}

/**
 * Sections 288A / 288B: drop the paise, then round to the nearest multiple of ten rupees, a
 * last figure of five or more going up. For amounts of zero or more.
 */
export function roundToTenRupees<N>(a: Arithmetic<N>, amount: N): N {
  return a.roundTo(amount, ROUNDING_PLACES)
}

/** A schedule's slabs as values of `a` (made once per arithmetic: `rulesIn`). */
interface ScheduleFigures<N> {
  /** Top of the nil band. */
  basicExemption: N
  slabs: { from: N; upTo: N | null; ratePercent: number; rate: N }[]
}

function scheduleFigures<N>(a: Arithmetic<N>, schedule: SlabSchedule): ScheduleFigures<N> {
  const zero = a.fromInteger(0)
  let from = zero
  const slabs = schedule.slabs.map((slab) => {
    const upTo = slab.upTo === null ? null : ruleValue(a, slab.upTo)
    const row = { from, upTo, ratePercent: slab.ratePercent, rate: slab.ratePercent === 0 ? zero : percent(a, ruleValue(a, slab.ratePercent)) }
    if (upTo !== null) from = upTo
    return row
  })
  return { basicExemption: ruleValue(a, basicExemptionOf(schedule)), slabs }
}

/** Slab tax on `income`, band by band. */
export function slabTax<N>(a: Arithmetic<N>, schedule: SlabSchedule, income: N): { rows: SlabRow<N>[]; tax: N } {
  const zero = a.fromInteger(0)
  const rows: SlabRow<N>[] = []
  let tax = zero
  for (const { from, upTo, ratePercent, rate } of rulesIn(a, schedule, scheduleFigures).slabs) {
    if (a.lte(income, from)) {
      rows.push({ from, upTo, ratePercent, income: zero, tax: zero })
    } else {
      const inBand = upTo === null || a.lte(income, upTo) ? a.minus(income, from) : a.minus(upTo, from)
      const bandTax = ratePercent === 0 ? zero : a.times(inBand, rate)
      rows.push({ from, upTo, ratePercent, income: inBand, tax: bandTax })
      tax = a.plus(tax, bandTax)
    }
  }
  return { rows, tax }
}

/** One assessment of the rules on given income: the computation's figures before cess and rounding. */
type Assessment<N> = Pick<
  IncomeTaxComputation<N>,
  | 'basicExemptionAgainstGains'
  | 'longTermExempt'
  | 'slabTax'
  | 'shortTermTax'
  | 'longTermTax'
  | 'taxBeforeRebate'
  | 'rebateEligible'
  | 'rebate'
  | 'marginalRelief'
  | 'taxAfterRebate'
  | 'surchargeRatePercent'
  | 'surchargeBeforeRelief'
  | 'surchargeMarginalRelief'
  | 'surcharge'
> & {
  rows: SlabRow<N>[]
  /** Tax by source after the rebate and relief: slab, short-term, long-term. */
  net: [N, N, N]
  surchargeBySource: [N, N, N]
}

/**
 * Steps 1 to 4 on income already rounded. `income` is the total of the parts, given rather
 * than added up again: the caller knows it as a figure of its own (the rounded total, or the
 * surcharge threshold), which keeps the decisions on it (rebate limit, surcharge band) exact
 * whenever that figure is.
 */
function assess<N>(f: Figures<N>, parts: Parts<N>, income: N): Assessment<N> {
  const { a, rules } = f
  const { zero } = f.regime
  const { rows, tax: slabTaxAmount } = slabTax(a, f.schedule, parts.slab)

  let shortAbsorbed = zero
  let longAbsorbed = zero
  let longAboveExemption = zero
  let shortTermTax = zero
  let longTermTax = zero
  // Gains of 0 leave every figure of this block at 0, so it is skipped only for an income
  // without gains: no decision on a gain that is 0 give or take the rounding of the binary
  // arithmetic (as the gains reduced to a surcharge threshold can be).
  if (f.gains) {
    const shortfall = a.max(zero, a.minus(f.scheduleFigures.basicExemption, parts.slab))
    shortAbsorbed = a.min(parts.shortTerm, shortfall)
    longAboveExemption = a.max(zero, a.minus(parts.longTerm, f.regime.longTermExemption))
    longAbsorbed = a.min(longAboveExemption, a.minus(shortfall, shortAbsorbed))
    shortTermTax = a.times(a.minus(parts.shortTerm, shortAbsorbed), f.regime.shortTermRate)
    longTermTax = a.times(a.minus(longAboveExemption, longAbsorbed), f.regime.longTermRate)
  }
  const taxBeforeRebate = a.plus(a.plus(slabTaxAmount, shortTermTax), longTermTax)

  const { rebate: r } = rules
  const limit = f.regime.rebateLimit
  const rebatable = r.coversShortTermGains ? a.plus(slabTaxAmount, shortTermTax) : slabTaxAmount
  const rebateEligible = a.lte(income, limit)
  const rebate = rebateEligible ? a.min(f.regime.rebateMaximum, rebatable) : zero
  const marginalRelief = !rebateEligible && r.marginalRelief ? a.min(rebatable, a.max(zero, a.minus(taxBeforeRebate, a.minus(income, limit)))) : zero
  const offTax = a.plus(rebate, marginalRelief)
  const taxAfterRebate = a.minus(taxBeforeRebate, offTax)
  const offSlab = a.min(slabTaxAmount, offTax)
  const net: [N, N, N] = [a.minus(slabTaxAmount, offSlab), a.minus(shortTermTax, a.minus(offTax, offSlab)), longTermTax]

  let band: Band<N> | undefined
  for (const b of f.regime.bands) if (a.gt(income, b.above)) band = b
  // Below the first band there is no surcharge. The record is built as one literal: spreading a
  // partial record into a larger one is a slow path of V8 and made up most of the engine's cost.
  let surchargeBeforeRelief = zero
  let relief = zero
  let surcharge = zero
  let surchargeBySource: [N, N, N] = [zero, zero, zero]
  if (band) {
    const raw: [N, N, N] = [a.times(net[0], band.rate), a.times(net[1], band.gainsRate), a.times(net[2], band.gainsRate)]
    surchargeBeforeRelief = a.plus(a.plus(raw[0], raw[1]), raw[2])

    const threshold = band.above
    const excess = a.minus(income, threshold)
    const atThreshold = f.gains ? assess(f, reduce(a, parts, excess), threshold) : thresholdWithoutGains(f, band)
    const ceiling = a.plus(a.plus(atThreshold.taxAfterRebate, atThreshold.surcharge), excess)
    relief = a.min(surchargeBeforeRelief, a.max(zero, a.minus(a.plus(taxAfterRebate, surchargeBeforeRelief), ceiling)))
    surcharge = a.minus(surchargeBeforeRelief, relief)
    const share = (x: N) => (a.isZero(relief) ? x : a.div(a.times(x, surcharge), surchargeBeforeRelief))
    surchargeBySource = [share(raw[0]), share(raw[1]), share(raw[2])]
  }
  return {
    rows,
    basicExemptionAgainstGains: a.plus(shortAbsorbed, longAbsorbed),
    longTermExempt: a.minus(parts.longTerm, longAboveExemption),
    slabTax: slabTaxAmount,
    shortTermTax,
    longTermTax,
    taxBeforeRebate,
    rebateEligible,
    rebate,
    marginalRelief,
    taxAfterRebate,
    net,
    surchargeRatePercent: band ? band.ratePercent : 0,
    surchargeBeforeRelief,
    surchargeMarginalRelief: relief,
    surcharge,
    surchargeBySource,
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

/** `parts` less `excess`, taken from slab income first, then short-term, then long-term gains. */
function reduce<N>(a: Arithmetic<N>, parts: Parts<N>, excess: N): Parts<N> {
  const zero = a.fromInteger(0)
  const slab = a.max(zero, a.minus(parts.slab, excess))
  let left = a.minus(excess, a.minus(parts.slab, slab))
  const shortTerm = a.max(zero, a.minus(parts.shortTerm, left))
  left = a.minus(left, a.minus(parts.shortTerm, shortTerm))
  return { slab, shortTerm, longTerm: a.max(zero, a.minus(parts.longTerm, left)) }
}

/** The tax of one year under `rules`; see the header for the order of the steps. */
export function computeIncomeTax<N>(a: Arithmetic<N>, rules: RegimeRules, income: IncomeParts<N>, options: TaxOptions = {}): IncomeTaxComputation<N> {
  const rounding = options.statutoryRounding ?? true
  const schedule = scheduleFor(rules, options.age)
  const f = figures(a, rules, schedule, income.shortTermGains !== undefined || income.longTermGains !== undefined)
  const { zero } = f.regime
  let parts: Parts<N> = { slab: income.slabIncome, shortTerm: income.shortTermGains ?? zero, longTerm: income.longTermGains ?? zero }
  const exact = a.plus(a.plus(parts.slab, parts.shortTerm), parts.longTerm)
  let totalIncome = exact
  let incomeRounding = zero
  if (rounding) {
    totalIncome = roundToTenRupees(a, exact)
    incomeRounding = a.minus(totalIncome, exact)
    // The rounding lands on slab income; a downward rounding larger than it (only when slab
    // income is under ₹5) comes off the gains. Without gains, slab income plus the rounding is
    // the rounded total itself.
    if (!f.gains) parts = { ...parts, slab: totalIncome }
    else parts = a.gte(parts.slab, a.neg(incomeRounding)) || a.gte(incomeRounding, zero) ? { ...parts, slab: a.plus(parts.slab, incomeRounding) } : reduce(a, parts, a.neg(incomeRounding))
  }

  const t = assess(f, parts, totalIncome)
  const taxAndSurcharge = a.plus(t.taxAfterRebate, t.surcharge)
  const cess = a.times(taxAndSurcharge, f.regime.cess)
  const taxBeforeRounding = a.plus(taxAndSurcharge, cess)
  const totalTax = rounding ? roundToTenRupees(a, taxBeforeRounding) : taxBeforeRounding

  const shareOf = (i: 0 | 1 | 2, incomeOf: N): SourceShare<N> => {
    const tax = t.net[i]
    const surcharge = t.surchargeBySource[i]
    const taxed = a.plus(tax, surcharge)
    const c = a.times(taxed, f.regime.cess)
    return { income: incomeOf, tax, surcharge, cess: c, total: a.plus(taxed, c) }
  }

  return {
    schedule,
    totalIncome,
    incomeRounding,
    slabIncome: parts.slab,
    shortTermGains: parts.shortTerm,
    longTermGains: parts.longTerm,
    basicExemption: f.scheduleFigures.basicExemption,
    basicExemptionAgainstGains: t.basicExemptionAgainstGains,
    longTermExempt: t.longTermExempt,
    slabs: t.rows,
    slabTax: t.slabTax,
    shortTermTax: t.shortTermTax,
    longTermTax: t.longTermTax,
    taxBeforeRebate: t.taxBeforeRebate,
    rebateEligible: t.rebateEligible,
    rebate: t.rebate,
    marginalRelief: t.marginalRelief,
    taxAfterRebate: t.taxAfterRebate,
    surchargeRatePercent: t.surchargeRatePercent,
    surchargeBeforeRelief: t.surchargeBeforeRelief,
    surchargeMarginalRelief: t.surchargeMarginalRelief,
    surcharge: t.surcharge,
    cess,
    taxBeforeRounding,
    taxRounding: a.minus(totalTax, taxBeforeRounding),
    totalTax,
    bySource: { slab: shareOf(0, parts.slab), shortTerm: shareOf(1, parts.shortTerm), longTerm: shareOf(2, parts.longTerm) },
  }
}
