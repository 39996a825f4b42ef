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
import { EQUITY_CAPITAL_GAINS } from '../rules/capital-gains.ts'
import { HEALTH_AND_EDUCATION_CESS_PERCENT } from '../rules/cess.ts'
import { STATUTORY_ROUNDING } from '../rules/income-tax/rounding.ts'
import type { RegimeRules, SlabSchedule } from '../rules/income-tax/types.ts'
import { Dec, difference, max, min, sum, ZERO } from './decimal.ts'

export interface IncomeParts {
  /** Income taxed at slab rates, after the standard deduction and other deductions. */
  slabIncome: Dec
  /** Section 111A short-term capital gains. */
  shortTermGains?: Dec
  /** Section 112A long-term capital gains, before the yearly exemption. */
  longTermGains?: Dec
}

export interface TaxOptions {
  /** Age at any time in the year; picks the old regime's senior schedules. Default 0. */
  age?: number
  /** Sections 288A and 288B; default true. */
  statutoryRounding?: boolean
}

export interface SlabRow {
  from: Dec
  upTo: Dec | null
  ratePercent: number
  income: Dec
  tax: Dec
}

/** One source of income's share of the tax, before the section 288B rounding. */
export interface SourceShare {
  income: Dec
  tax: Dec
  surcharge: Dec
  cess: Dec
  total: Dec
}

export interface IncomeTaxComputation {
  schedule: SlabSchedule
  /** Total income after section 288A. */
  totalIncome: Dec
  /** Total income after section 288A minus before. */
  incomeRounding: Dec
  slabIncome: Dec
  shortTermGains: Dec
  longTermGains: Dec
  /** Top of the nil band: the most income not chargeable to tax. */
  basicExemption: Dec
  /** Part of the basic exemption left unused by slab income and set against gains. */
  basicExemptionAgainstGains: Dec
  /** Long-term gains inside the section 112A yearly exemption. */
  longTermExempt: Dec
  slabs: SlabRow[]
  slabTax: Dec
  shortTermTax: Dec
  longTermTax: Dec
  taxBeforeRebate: Dec
  rebateEligible: boolean
  rebate: Dec
  marginalRelief: Dec
  taxAfterRebate: Dec
  surchargeRatePercent: number
  surchargeBeforeRelief: Dec
  surchargeMarginalRelief: Dec
  surcharge: Dec
  cess: Dec
  taxBeforeRounding: Dec
  /** Section 288B: total tax minus the tax before rounding. */
  taxRounding: Dec
  totalTax: Dec
  bySource: { slab: SourceShare; shortTerm: SourceShare; longTerm: SourceShare }
}

interface Parts {
  slab: Dec
  shortTerm: Dec
  longTerm: Dec
}

interface CompiledSlab {
  from: Dec
  upTo: Dec | null
  ratePercent: number
  rate: Dec
}

interface CompiledSchedule {
  slabs: CompiledSlab[]
  basicExemption: Dec
}

interface CompiledBand {
  above: Dec
  ratePercent: number
  rate: Dec
  gainsRate: Dec
}

/** A regime's figures as decimals, made once per table. */
interface CompiledRegime {
  rebateLimit: Dec
  rebateMaximum: Dec
  bands: CompiledBand[]
}

const CESS = new Dec(HEALTH_AND_EDUCATION_CESS_PERCENT).div(100)
const STCG_RATE = new Dec(EQUITY_CAPITAL_GAINS.shortTermRatePercent).div(100)
const LTCG_RATE = new Dec(EQUITY_CAPITAL_GAINS.longTermRatePercent).div(100)
const LTCG_EXEMPTION = new Dec(EQUITY_CAPITAL_GAINS.longTermExemption)
const ROUND_TO = new Dec(STATUTORY_ROUNDING.multipleOfRupees)
const ROUND_UP_SHIFT = new Dec(STATUTORY_ROUNDING.multipleOfRupees - STATUTORY_ROUNDING.roundUpFromLastFigure)

const compiledSchedules = new WeakMap<SlabSchedule, CompiledSchedule>()
const compiledRegimes = new WeakMap<RegimeRules, CompiledRegime>()

function compile(schedule: SlabSchedule): CompiledSchedule {
  let done = compiledSchedules.get(schedule)
  if (done) return done
  const slabs: CompiledSlab[] = []
  let from = ZERO
  let basicExemption = ZERO
  let nilSoFar = true
  for (const s of schedule.slabs) {
    const upTo = s.upTo === null ? null : new Dec(s.upTo)
    slabs.push({ from, upTo, ratePercent: s.ratePercent, rate: new Dec(s.ratePercent).div(100) })
    if (nilSoFar && s.ratePercent === 0 && upTo !== null) basicExemption = upTo
    else nilSoFar = false
    if (upTo !== null) from = upTo
  }
  done = { slabs, basicExemption }
  compiledSchedules.set(schedule, done)
  return done
}

function compileRegime(rules: RegimeRules): CompiledRegime {
  let done = compiledRegimes.get(rules)
  if (done) return done
  const { surcharge } = rules
  done = {
    rebateLimit: new Dec(rules.rebate.incomeLimit),
    rebateMaximum: new Dec(rules.rebate.maximum),
    bands: surcharge.bands.map((b) => {
      const ratePercent = Math.min(b.ratePercent, surcharge.capPercent)
      return { above: new Dec(b.above), ratePercent, rate: new Dec(ratePercent).div(100), gainsRate: new Dec(Math.min(ratePercent, surcharge.specialRateCapPercent)).div(100) }
    }),
  }
  compiledRegimes.set(rules, done)
  return done
}

/** The schedule for an age: the last whose `fromAge` the age has reached. */
export function scheduleFor(rules: RegimeRules, age = 0): SlabSchedule {
  let chosen = rules.slabsByAge[0]!
  for (const s of rules.slabsByAge) if (age >= s.fromAge) chosen = s
  return chosen
}

/**
 * Sections 288A / 288B: drop the paise, then round to the nearest multiple of ten rupees, a
 * last figure of five or more going up. For amounts of zero or more.
 */
export function roundToTenRupees(amount: Dec): Dec {
  return amount.floor().plus(ROUND_UP_SHIFT).div(ROUND_TO).floor().times(ROUND_TO)
}

/** Slab tax on `income`, band by band. */
export function slabTax(schedule: SlabSchedule, income: Dec): { rows: SlabRow[]; tax: Dec } {
  const rows: SlabRow[] = []
  let tax = ZERO
  for (const s of compile(schedule).slabs) {
    if (income.lte(s.from)) {
      rows.push({ from: s.from, upTo: s.upTo, ratePercent: s.ratePercent, income: ZERO, tax: ZERO })
      continue
    }
    const inBand = s.upTo === null || income.lte(s.upTo) ? income.minus(s.from) : s.upTo.minus(s.from)
    const bandTax = s.ratePercent === 0 ? ZERO : inBand.times(s.rate)
    rows.push({ from: s.from, upTo: s.upTo, ratePercent: s.ratePercent, income: inBand, tax: bandTax })
    tax = tax.plus(bandTax)
  }
  return { rows, tax }
}

/** One assessment of the rules on given income: the computation's figures before cess and rounding. */
type Assessment = Pick<
  IncomeTaxComputation,
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
  rows: SlabRow[]
  /** Tax by source after the rebate and relief: slab, short-term, long-term. */
  net: [Dec, Dec, Dec]
  surchargeBySource: [Dec, Dec, Dec]
}

function total(p: Parts): Dec {
  return sum(sum(p.slab, p.shortTerm), p.longTerm)
}

/** Steps 1 to 4 on income already rounded. */
function assess(rules: RegimeRules, schedule: SlabSchedule, parts: Parts): Assessment {
  const income = total(parts)
  const { rows, tax: slabTaxAmount } = slabTax(schedule, parts.slab)

  let shortAbsorbed = ZERO
  let longAbsorbed = ZERO
  let longAboveExemption = ZERO
  let shortTermTax = ZERO
  let longTermTax = ZERO
  if (!parts.shortTerm.isZero() || !parts.longTerm.isZero()) {
    const shortfall = max(ZERO, compile(schedule).basicExemption.minus(parts.slab))
    shortAbsorbed = min(parts.shortTerm, shortfall)
    longAboveExemption = max(ZERO, parts.longTerm.minus(LTCG_EXEMPTION))
    longAbsorbed = min(longAboveExemption, shortfall.minus(shortAbsorbed))
    shortTermTax = parts.shortTerm.minus(shortAbsorbed).times(STCG_RATE)
    longTermTax = longAboveExemption.minus(longAbsorbed).times(LTCG_RATE)
  }
  const taxBeforeRebate = sum(sum(slabTaxAmount, shortTermTax), longTermTax)

  const { rebate: r } = rules
  const regime = compileRegime(rules)
  const limit = regime.rebateLimit
  const rebatable = r.coversShortTermGains ? sum(slabTaxAmount, shortTermTax) : slabTaxAmount
  const rebateEligible = income.lte(limit)
  const rebate = rebateEligible ? min(regime.rebateMaximum, rebatable) : ZERO
  const marginalRelief = !rebateEligible && r.marginalRelief ? min(rebatable, max(ZERO, taxBeforeRebate.minus(income.minus(limit)))) : ZERO
  const offTax = sum(rebate, marginalRelief)
  const taxAfterRebate = difference(taxBeforeRebate, offTax)
  const offSlab = min(slabTaxAmount, offTax)
  const net: [Dec, Dec, Dec] = [difference(slabTaxAmount, offSlab), difference(shortTermTax, difference(offTax, offSlab)), longTermTax]

  let band: CompiledBand | undefined
  for (const b of regime.bands) if (income.gt(b.above)) band = b
  const base = {
    rows,
    basicExemptionAgainstGains: sum(shortAbsorbed, longAbsorbed),
    longTermExempt: difference(parts.longTerm, longAboveExemption),
    slabTax: slabTaxAmount,
    shortTermTax,
    longTermTax,
    taxBeforeRebate,
    rebateEligible,
    rebate,
    marginalRelief,
    taxAfterRebate,
    net,
  }
  if (!band) return { ...base, surchargeRatePercent: 0, surchargeBeforeRelief: ZERO, surchargeMarginalRelief: ZERO, surcharge: ZERO, surchargeBySource: [ZERO, ZERO, ZERO] }

  const raw: [Dec, Dec, Dec] = [net[0].times(band.rate), net[1].times(band.gainsRate), net[2].times(band.gainsRate)]
  const surchargeBeforeRelief = raw[0].plus(raw[1]).plus(raw[2])

  const threshold = band.above
  const atThreshold = assessAtThreshold(rules, schedule, reduce(parts, income.minus(threshold)), band)
  const ceiling = atThreshold.taxAfterRebate.plus(atThreshold.surcharge).plus(income.minus(threshold))
  const relief = min(surchargeBeforeRelief, max(ZERO, taxAfterRebate.plus(surchargeBeforeRelief).minus(ceiling)))
  const surcharge = surchargeBeforeRelief.minus(relief)
  const share = (x: Dec) => (relief.isZero() ? x : x.times(surcharge).div(surchargeBeforeRelief))
  return {
    ...base,
    surchargeRatePercent: band.ratePercent,
    surchargeBeforeRelief,
    surchargeMarginalRelief: relief,
    surcharge,
    surchargeBySource: [share(raw[0]), share(raw[1]), share(raw[2])],
  }
}

/**
 * `assess` of the income at a surcharge threshold. With no gains left in it, the answer
 * depends only on the regime, the schedule and the threshold, so it is kept.
 */
const thresholdCache = new WeakMap<SlabSchedule, Map<CompiledBand, Assessment>>()

function assessAtThreshold(rules: RegimeRules, schedule: SlabSchedule, parts: Parts, band: CompiledBand): Assessment {
  if (!parts.shortTerm.isZero() || !parts.longTerm.isZero()) return assess(rules, schedule, parts)
  let bySchedule = thresholdCache.get(schedule)
  if (!bySchedule) thresholdCache.set(schedule, (bySchedule = new Map()))
  let done = bySchedule.get(band)
  if (!done) bySchedule.set(band, (done = assess(rules, schedule, parts)))
  return done
}

/** `parts` less `excess`, taken from slab income first, then short-term, then long-term gains. */
function reduce(parts: Parts, excess: Dec): Parts {
  const slab = max(ZERO, parts.slab.minus(excess))
  let left = excess.minus(parts.slab.minus(slab))
  const shortTerm = max(ZERO, parts.shortTerm.minus(left))
  left = left.minus(parts.shortTerm.minus(shortTerm))
  return { slab, shortTerm, longTerm: max(ZERO, parts.longTerm.minus(left)) }
}

/** The tax of one year under `rules`; see the header for the order of the steps. */
export function computeIncomeTax(rules: RegimeRules, income: IncomeParts, options: TaxOptions = {}): IncomeTaxComputation {
  const rounding = options.statutoryRounding ?? true
  const schedule = scheduleFor(rules, options.age)
  let parts: Parts = { slab: income.slabIncome, shortTerm: income.shortTermGains ?? ZERO, longTerm: income.longTermGains ?? ZERO }
  const exact = total(parts)
  let incomeRounding = ZERO
  if (rounding) {
    incomeRounding = roundToTenRupees(exact).minus(exact)
    // The rounding lands on slab income; a downward rounding larger than it (only when slab
    // income is under ₹5) comes off the gains.
    parts = incomeRounding.gte(0) || parts.slab.gte(incomeRounding.neg()) ? { ...parts, slab: parts.slab.plus(incomeRounding) } : reduce(parts, incomeRounding.neg())
  }

  const a = assess(rules, schedule, parts)
  const taxAndSurcharge = sum(a.taxAfterRebate, a.surcharge)
  const cess = taxAndSurcharge.times(CESS)
  const taxBeforeRounding = taxAndSurcharge.plus(cess)
  const totalTax = rounding ? roundToTenRupees(taxBeforeRounding) : taxBeforeRounding

  const shareOf = (i: 0 | 1 | 2, incomeOf: Dec): SourceShare => {
    const tax = a.net[i]
    const surcharge = a.surchargeBySource[i]
    const taxed = sum(tax, surcharge)
    const c = taxed.isZero() ? taxed : taxed.times(CESS)
    return { income: incomeOf, tax, surcharge, cess: c, total: sum(taxed, c) }
  }

  return {
    schedule,
    totalIncome: total(parts),
    incomeRounding,
    slabIncome: parts.slab,
    shortTermGains: parts.shortTerm,
    longTermGains: parts.longTerm,
    basicExemption: compile(schedule).basicExemption,
    basicExemptionAgainstGains: a.basicExemptionAgainstGains,
    longTermExempt: a.longTermExempt,
    slabs: a.rows,
    slabTax: a.slabTax,
    shortTermTax: a.shortTermTax,
    longTermTax: a.longTermTax,
    taxBeforeRebate: a.taxBeforeRebate,
    rebateEligible: a.rebateEligible,
    rebate: a.rebate,
    marginalRelief: a.marginalRelief,
    taxAfterRebate: a.taxAfterRebate,
    surchargeRatePercent: a.surchargeRatePercent,
    surchargeBeforeRelief: a.surchargeBeforeRelief,
    surchargeMarginalRelief: a.surchargeMarginalRelief,
    surcharge: a.surcharge,
    cess,
    taxBeforeRounding,
    taxRounding: totalTax.minus(taxBeforeRounding),
    totalTax,
    bySource: { slab: shareOf(0, parts.slab), shortTerm: shareOf(1, parts.shortTerm), longTerm: shareOf(2, parts.longTerm) },
  }
}
