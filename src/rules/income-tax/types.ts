/**
 * The shape of one income-tax regime-year: the data the shared tax engine
 * (src/math/income-tax.ts) reads. Amounts are rupees a year, rates per cent. Each part
 * carries the source it was taken from (see fixtures/india-rules.md §1 and §12
 * for the full citations).
 *
 * Adding a year is a new table (a file like new-2026-27.ts) and one line in index.ts, plus the
 * new value in the `regime` parameters of calculators.yaml; the engine does not change.
 */

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
  readonly source: string
}

/** Surcharge on income tax when total income exceeds `above`. */
export interface SurchargeBand {
  readonly above: number
  readonly ratePercent: number
}

export interface RegimeRules {
  /** The value of the `regime` parameter: `old`, `new-2025-26`, … */
  readonly id: string
  readonly name: string
  /** Financial years the table covers. */
  readonly financialYears: string
  /** Ascending by `fromAge`; the first starts at age 0. */
  readonly slabsByAge: readonly SlabSchedule[]
  readonly standardDeduction: { readonly amount: number; readonly source: string }
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
    readonly source: string
  }
  readonly surcharge: {
    readonly bands: readonly SurchargeBand[]
    /** Highest surcharge rate on any income under this regime. */
    readonly capPercent: number
    /** Highest surcharge rate on tax on section 111A / 112A gains (and dividends). */
    readonly specialRateCapPercent: number
    readonly source: string
  }
}
