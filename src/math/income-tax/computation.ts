/**
 * The income-tax engine: one computation of a resident individual's tax for a year, driven by
 * a regime-year table (src/rules/income-tax.yaml). Every tax calculator uses it.
 *
 * Inputs: income at slab rates (after deductions), section 111A short-term gains and section
 * 112A long-term gains (listed equity, STT paid; before the yearly exemption). Order:
 *
 *  0. Section 288A: total income = slab income + STCG + LTCG, rounded to the nearest ₹10
 *     (paise ignored, last figure 5 or more up); the rounding lands on slab income.
 *  1. Slab tax on slab income, band by band (the age picks the old regime's schedule).
 *  2. Special rates, gain by gain at the rate of its dates of transfer (src/rules/capital-gains.yaml:
 *     STCG 20%, LTCG 12.5% from 23 July 2024; 15% and 10% before), taken the highest rate
 *     first: the ₹1,25,000 yearly exemption comes off the long-term gains in that order, and
 *     for a resident, basic exemption left unused by slab income (slab income below the top
 *     of the nil band) absorbs the gains in that order too: the order that favours the
 *     taxpayer (the 111A and 112A provisos allow the shortfall and the exemption; neither sets
 *     an order).
 *  3. Section 87A: when total income (gains included) is at most the limit, a rebate of the
 *     tax on slab income, up to the maximum. The rebate also covers 111A tax where the table
 *     says so (old regime); never 112A tax (section 112A(6)); the new regime from FY 2025-26
 *     sets it against no special-rate tax. Above the limit, where the table gives marginal
 *     relief (new regime), tax before surcharge is cut to the income above the limit, the cut
 *     being at most the tax the rebate could cover.
 *  4. Surcharge at the band's rate (capped by the regime; 15% at most on tax on gains and on
 *     dividends' share of the slab tax; the ₹2 crore and ₹5 crore bands reached by the income
 *     without them), with
 *     marginal relief at the band's threshold T: tax + surcharge ≤ (tax + surcharge on an
 *     income of exactly T) + (income − T). The income at T is this income with the excess
 *     removed from slab income first, then from the gains in their order.
 *  5. Health and education cess: 4% of tax + surcharge.
 *  6. Section 288B: the tax payable rounded to the nearest ₹10 the same way.
 * Each step has its file under ./income-tax/: slabs.ts (1), gains.ts (2), rebate.ts (3),
 * surcharge.ts (4), rounding.ts (0 and 6), with assess.ts putting 1 to 4 together and
 * figures.ts holding a regime's figures as values of the arithmetic.
 * Both roundings can be switched off (`statutoryRounding: false`) for a search that needs a
 * continuous function; the calculators report rounded figures.
 *
 * Worked example (fixtures/taxation-salary/income-tax.json), new regime FY 2025-26, salary
 * ₹13,00,000: taxable 13,00,000 − 75,000 = 12,25,000; slabs 0 + 20,000 + 40,000 + 3,750 =
 * 63,750; above the ₹12,00,000 limit, so no rebate; marginal relief cuts the tax to the
 * 25,000 of income above the limit (relief 38,750); cess 1,000; total ₹26,000.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import type { RegimeRules, SlabSchedule } from '../../rules/income-tax.ts'
import { assess } from './assess.ts'
import { figures, type GainKind } from './figures.ts'
import { total } from '../numbers.ts'
import { reduce, type Parts } from './parts.ts'
import { roundToTenRupees } from './rounding.ts'
import { scheduleFor, type SlabRow } from './slabs.ts'

export type { GainKind } from './figures.ts'

/** Capital gains taxed at a special rate: section 111A or 112A gains of one rate, before the yearly exemption. */
export interface SpecialRateGain<N> extends GainKind {
  amount: N
}

export interface IncomeParts<N> {
  /** Income taxed at slab rates, after the standard deduction and other deductions. */
  slabIncome: N
  /** Capital gains at special rates, in any order. */
  gains?: readonly SpecialRateGain<N>[]
  /** Dividends within `slabIncome`: the surcharge on their tax is capped as on the gains'. */
  dividends?: N
}

/** One gain's figures in the computation, the highest rate first. */
export interface GainLine<N> extends GainKind {
  /** The gain after the section 288A rounding (which lands on slab income unless that is under ₹5). */
  gain: N
  /** Part inside the section 112A yearly exemption. */
  exempt: N
  /** Part absorbed by basic exemption left unused by slab income. */
  basicExemptionUsed: N
  tax: N
}

export interface TaxOptions {
  /** Age at any time in the year; picks the old regime's senior schedules (residents only). Default 0. */
  age?: number
  /** A resident individual (the default): only a resident has the senior schedules, the 87A rebate and unused basic exemption set against the gains. */
  resident?: boolean
  /** Sections 288A and 288B; default true. */
  statutoryRounding?: boolean
  /**
   * The tax of the gains as a line of their own (/capital-gains): no basic exemption set against
   * them, no 87A rebate and no surcharge, which belong to a whole year's income. Default false.
   */
  gainsAlone?: boolean
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
  /** Every gain at a special rate, the highest rate first. */
  gains: GainLine<N>[]
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
  /** Tax by source after the rebate and relief, and the surcharge by source: slab income, then each gain (taxBySource). */
  netBySource: N[]
  surchargeBySource: N[]
  /** The cess rate the tax was charged at. */
  cessRate: N
}

/**
 * Each source's tax, surcharge (its relief shared in proportion) and cess, as /combined-tax
 * shows them: slab income, the short-term gains together, the long-term gains together.
 */
export function taxBySource<N>(a: Arithmetic<N>, t: IncomeTaxComputation<N>): { slab: SourceShare<N>; shortTerm: SourceShare<N>; longTerm: SourceShare<N> } {
  // Source 0 is slab income, source i + 1 the gain i.
  const shareOf = (sources: readonly number[]): SourceShare<N> => {
    const tax = total(a, sources.map((s) => t.netBySource[s]!))
    const surcharge = total(a, sources.map((s) => t.surchargeBySource[s]!))
    const taxed = a.plus(tax, surcharge)
    const cess = a.times(taxed, t.cessRate)
    return { income: total(a, sources.map((s) => (s === 0 ? t.slabIncome : t.gains[s - 1]!.gain))), tax, surcharge, cess, total: a.plus(taxed, cess) }
  }
  const sourcesOf = (kind: GainKind['kind']) => t.gains.flatMap((g, i) => (g.kind === kind ? [i + 1] : []))
  return { slab: shareOf([0]), shortTerm: shareOf(sourcesOf('short-term')), longTerm: shareOf(sourcesOf('long-term')) }
}

/** The lines every tax answer shows as the computation has them: tax before the 87A rebate, the rebate and its marginal relief, surcharge and cess. */
export function taxLines<N>(t: IncomeTaxComputation<N>): { taxBeforeRebate: N; rebate: N; marginalRelief: N; surcharge: N; cess: N } {
  return { taxBeforeRebate: t.taxBeforeRebate, rebate: t.rebate, marginalRelief: t.marginalRelief, surcharge: t.surcharge, cess: t.cess }
}

/**
 * The lines from the surcharge to the total, as the itemised answers (/income-tax,
 * /combined-tax) show them: the surcharge rate, its marginal relief, the surcharge, cess, the
 * section 288B rounding and the total tax.
 */
export function surchargeToTotal<N>(t: IncomeTaxComputation<N>): { surchargeRate: number; surchargeMarginalRelief: N; surcharge: N; cess: N; roundingAdjustment: N; totalTax: N } {
  return { surchargeRate: t.surchargeRatePercent, surchargeMarginalRelief: t.surchargeMarginalRelief, surcharge: t.surcharge, cess: t.cess, roundingAdjustment: t.taxRounding, totalTax: t.totalTax }
}

/** The tax of one year under `rules`; see the header for the order of the steps. */
export function computeIncomeTax<N>(a: Arithmetic<N>, rules: RegimeRules, income: IncomeParts<N>, options: TaxOptions = {}): IncomeTaxComputation<N> {
  const rounding = options.statutoryRounding ?? true
  const resident = options.resident ?? true
  const schedule = scheduleFor(rules, resident ? options.age : 0)
  const given = [...(income.gains ?? [])].sort((x, y) => y.ratePercent - x.ratePercent)
  const alone = options.gainsAlone ?? false
  const f = figures(a, rules, schedule, given, { residentReliefs: resident && !alone, surcharge: !alone })
  const { zero } = f.regime
  let parts: Parts<N> = { slab: income.slabIncome, gains: given.map((g) => g.amount) }
  const exact = total(a, [parts.slab, ...parts.gains])
  let totalIncome = exact
  let incomeRounding = zero
  if (rounding) {
    totalIncome = roundToTenRupees(a, exact)
    incomeRounding = a.minus(totalIncome, exact)
    // The rounding lands on slab income; a downward rounding larger than it (only when slab
    // income is under ₹5) comes off the gains. Without gains, slab income plus the rounding is
    // the rounded total itself.
    if (!given.length) parts = { slab: totalIncome, gains: parts.gains }
    else parts = a.gte(parts.slab, a.neg(incomeRounding)) || a.gte(incomeRounding, zero) ? { slab: a.plus(parts.slab, incomeRounding), gains: parts.gains } : reduce(a, parts, a.neg(incomeRounding))
  }

  if (income.dividends !== undefined && !a.isZero(income.dividends)) parts = { ...parts, dividends: a.min(income.dividends, parts.slab) }
  const t = assess(f, parts, totalIncome)
  const taxAndSurcharge = a.plus(t.taxAfterRebate, t.surcharge)
  const cess = a.times(taxAndSurcharge, f.regime.cess)
  const taxBeforeRounding = a.plus(taxAndSurcharge, cess)
  const totalTax = rounding ? roundToTenRupees(a, taxBeforeRounding) : taxBeforeRounding

  return {
    schedule,
    totalIncome,
    incomeRounding,
    slabIncome: parts.slab,
    gains: t.gains.map((g, i) => ({ kind: given[i]!.kind, ratePercent: given[i]!.ratePercent, gain: parts.gains[i]!, exempt: g.exempt, basicExemptionUsed: g.absorbed, tax: g.tax })),
    basicExemption: f.scheduleFigures.basicExemption,
    basicExemptionAgainstGains: total(a, t.gains.map((g) => g.absorbed)),
    longTermExempt: total(a, t.gains.map((g) => g.exempt)),
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
    netBySource: t.net,
    surchargeBySource: t.surchargeBySource,
    cessRate: f.regime.cess,
  }
}
