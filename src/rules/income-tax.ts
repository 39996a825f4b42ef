/**
 * Income-tax regime-years, built from src/rules/income-tax.yaml: the data the shared tax
 * engine (src/math/income-tax/computation.ts) reads. Amounts are rupees a year, rates per cent.
 *
 * The old regime has one table for every year served, named with its year (`old-2024-25`) for
 * that year's capital-gains rules, or without (`old`). The new regime has one per financial
 * year, each value of its dated rules making a regime-year whose id is `new-` and the year
 * (`new-2025-26`): the value of the `regime` parameters of calculators.yaml, where a year the
 * law adds is one more value of each rule here and one more value of those parameters.
 */
import { RuleBookError } from './book.ts'
import { financialYearOf } from './calendar.ts'
import { carriedPast, datedRule, nonEmptyList, steadyRule } from './dated.ts'

/** One slab: income above the previous slab's `upTo` (0 for the first) up to `upTo`. */
export interface Slab {
  /** Top of the slab in rupees; `null` for the last, open-ended slab. */
  readonly upTo: number | null
  readonly ratePercent: number
}

/** The slabs that apply from an age on (age at any time in the financial year). */
export interface SlabSchedule {
  readonly fromAge: number
  readonly label: string
  readonly slabs: readonly Slab[]
}

/** Surcharge on income tax when total income exceeds `above`. */
export interface SurchargeBand {
  readonly above: number
  readonly ratePercent: number
  /** The threshold is measured on total income without the income whose surcharge is capped (dividends, 111A, 112 and 112A gains). */
  readonly withoutCappedIncome?: boolean
}

export interface RegimeRules {
  /** The value of the `regime` parameter: `old`, `old-2024-25`, `new-2025-26`, … */
  readonly id: string
  /** Which regime: the old (slabs with deductions) or the new (section 115BAC; Income-tax Act 2025, s. 202). */
  readonly regime: 'old' | 'new'
  /** The financial year whose law applies (`2024-25`); null for `old`, which names no year and is taxed by the latest year's rules. */
  readonly financialYear: string | null
  readonly name: string
  /** Ascending by `fromAge`; the first starts at age 0. */
  readonly slabsByAge: readonly SlabSchedule[]
  readonly standardDeduction: { readonly amount: number }
  /** Section 87A rebate (resident individuals). */
  readonly rebate: {
    /** Total income up to which the rebate is allowed. */
    readonly incomeLimit: number
    /** Largest rebate. */
    readonly maximum: number
    /** Tax payable above the limit never exceeds the income above the limit. */
    readonly marginalRelief: boolean
    /** Whether the rebate may be set against tax on section 111A short-term gains. */
    readonly coversShortTermGains: boolean
  }
  /**
   * The date the year's dated rules are read on (the capital-gains rules of
   * src/rules/capital-gains.ts, the deductions whose limits changed with a year): the last day of
   * the regime-year's financial year; for `old`, which names no year, that of the latest year.
   */
  readonly yearRulesOn: string
  readonly surcharge: {
    readonly bands: readonly SurchargeBand[]
    /** Highest surcharge rate on any income under this regime. */
    readonly capPercent: number
    /** Highest surcharge rate on tax on section 111A / 112A gains (and dividends). */
    readonly specialRateCapPercent: number
  }
}

const rupees = 'number.integer >= 0'
const rate = '0 <= number <= 100'
const slabs = nonEmptyList({ upTo: 'number.integer > 0 | null', ratePercent: rate })
const rebate = { incomeLimit: rupees, maximum: rupees, marginalRelief: 'boolean', coversShortTermGains: 'boolean' } as const

const SURCHARGE = {
  bands: steadyRule('income-tax.surcharge.bands', nonEmptyList({ above: rupees, ratePercent: rate, 'withoutCappedIncome?': 'true' })),
  specialRateCapPercent: steadyRule('income-tax.surcharge.special-rate-cap-percent', rate),
}

/** Statutory rounding of total income (section 288A) and of the tax payable (section 288B). */
export const STATUTORY_ROUNDING = steadyRule('income-tax.rounding', { multipleOfRupees: 'number.integer > 0', roundUpFromLastFigure: 'number.integer > 0' })

/** The last day of the financial year a date falls in. */
function yearEnd(date: string): string {
  return `${Number(financialYearOf(date).slice(0, 4)) + 1}-03-31`
}

const newSlabs = datedRule('income-tax.new-regime.slabs', slabs)

export const OLD_REGIME: RegimeRules = {
  id: 'old',
  regime: 'old',
  financialYear: null,
  name: 'Old regime',
  yearRulesOn: yearEnd(newSlabs.values.at(-1)!.from),
  slabsByAge: steadyRule('income-tax.old-regime.slabs', nonEmptyList({ fromAge: 'number.integer >= 0', label: 'string', slabs })),
  standardDeduction: { amount: steadyRule('income-tax.old-regime.standard-deduction', rupees) },
  rebate: steadyRule('income-tax.old-regime.rebate', rebate),
  surcharge: { ...SURCHARGE, capPercent: steadyRule('income-tax.surcharge.old-regime-cap-percent', rate) },
}

const newDeduction = datedRule('income-tax.new-regime.standard-deduction', rupees)
const newRebate = datedRule('income-tax.new-regime.rebate', rebate)
const newCap = steadyRule('income-tax.surcharge.new-regime-cap-percent', rate)

/** The new regime of the financial year that `from` opens: section 202 of the Income-tax Act 2025 from tax year 2026-27, section 115BAC before. */
function newRegimeYear(from: string): RegimeRules {
  const year = financialYearOf(from)
  for (const rule of [newSlabs, newDeduction, newRebate]) {
    if (!rule.values.some((v) => v.from === from)) throw new RuleBookError([`${rule.id}: no value from ${from}, where income-tax.new-regime.slabs opens FY ${year}`])
  }
  return {
    id: `new-${year}`,
    regime: 'new',
    financialYear: year,
    name: from >= '2026-04-01' ? `New regime (section 202 of the Income-tax Act 2025), tax year ${year}` : `New regime (section 115BAC), FY ${year}`,
    slabsByAge: [{ fromAge: 0, label: 'every age', slabs: newSlabs.on(from).value }],
    standardDeduction: { amount: newDeduction.on(from).value },
    rebate: newRebate.on(from).value,
    yearRulesOn: yearEnd(from),
    surcharge: { ...SURCHARGE, capPercent: newCap },
  }
}

const NEW_REGIME_YEARS = newSlabs.values.map((v) => newRegimeYear(v.from))

/** Every income-tax regime-year the API knows, by the value of the `regime` parameter. */
export const INCOME_TAX_REGIMES: ReadonlyMap<string, RegimeRules> = new Map([OLD_REGIME, ...NEW_REGIME_YEARS].map((r) => [r.id, r]))

/**
 * The old regime of one financial year, `old-` and the year (`old-2024-25`): the slabs, the
 * standard deduction and the rebate of `old` (one table for every year served), with the year's
 * capital-gains rules (FY 2023-24: 15% and 10% above ₹1,00,000; FY 2024-25: the split at
 * 23 July 2024). One for each year a new-regime table is kept: the years served.
 */
function oldRegimeYear(year: string): RegimeRules {
  return { ...OLD_REGIME, id: `old-${year}`, financialYear: year, name: `Old regime, FY ${year}`, yearRulesOn: yearEnd(`${year.slice(0, 4)}-04-01`) }
}

/** The old regime by financial year, by the value of /income-tax's `regime` (`old-2024-25`). */
export const OLD_REGIME_YEARS: ReadonlyMap<string, RegimeRules> = new Map(NEW_REGIME_YEARS.map((r) => oldRegimeYear(r.financialYear!)).map((r) => [r.id, r]))

/** The old regime of the year a new regime-year is for: what the comparison sets against it. */
export function oldRegimeOf(rules: RegimeRules): RegimeRules {
  return rules.financialYear === null ? OLD_REGIME : OLD_REGIME_YEARS.get(`old-${rules.financialYear}`)!
}

/**
 * The latest new regime: what the calculators without a `regime` parameter apply, and what
 * `regime=new` stands for (calculators.yaml's `valueAliases`, which a test holds to this).
 */
export const LATEST_NEW_REGIME = NEW_REGIME_YEARS.at(-1)!.id

/**
 * The regime-year a year-less regime (`old`, `new`) stands for on `date`: the regime of the
 * date's financial year (the latest known for a later one, whose law regimeRules names as
 * carried forward when given the date), as /income-tax reads `regime` beside a `date`.
 */
export function regimeOnDate(regime: 'old' | 'new', date: string): string {
  const year = `new-${financialYearOf(date)}`
  const newRegime = INCOME_TAX_REGIMES.has(year) ? year : LATEST_NEW_REGIME
  return regime === 'old' ? oldRegimeOf(regimeRules(newRegime)).id : newRegime
}

/** The rules that make a regime's law of a year: named as carried forward for a date past their horizon. */
const YEAR_LAW: Readonly<Record<RegimeRules['regime'], readonly string[]>> = {
  old: ['income-tax.old-regime.slabs', 'income-tax.old-regime.standard-deduction', 'income-tax.old-regime.rebate', 'income-tax.surcharge.bands'],
  new: [newSlabs.id, newDeduction.id, newRebate.id, 'income-tax.surcharge.bands'],
}

/**
 * The rules of a regime-year; `date`, the date a request named its year by ('' for none): on a
 * date past the last year the law is known for, the regime-year is the latest (the request's
 * `regime` is read so) and its law is named as carried forward.
 */
export function regimeRules(id: string, date = ''): RegimeRules {
  const rules = INCOME_TAX_REGIMES.get(id) ?? OLD_REGIME_YEARS.get(id)
  if (!rules) throw new Error(`no income-tax table for regime '${id}'`)
  if (date !== '') carriedPast(YEAR_LAW[rules.regime], date)
  return rules
}
