/** The shape of calculators.yaml once loaded and checked: frozen data the runtime interprets. */

export const PARAMETER_UNITS = ['INR', 'percent', 'years', 'months', 'days', 'count', 'ratio', 'age'] as const
export type ParameterUnit = (typeof PARAMETER_UNITS)[number]

export const RESULT_UNITS = ['INR', 'percent', 'years', 'months', 'days', 'count', 'ratio', 'age', 'year', 'text', 'flag'] as const
export type ResultUnit = (typeof RESULT_UNITS)[number]

interface ParameterBase {
  name: string
  description: string
  required: boolean
  aliases: readonly string[]
  /**
   * Names a user gives for this parameter that it does not accept, a value of another kind
   * (`city` for /hra's `metro`, true or false): a request giving one is refused, naming this
   * parameter, never answered with its default.
   */
  meantBy?: readonly string[]
}

export interface NumberParameter extends ParameterBase {
  type: 'number'
  unit?: ParameterUnit
  /** `none`: optional with no value, the calculation receiving null and `input` echoing null (a payment that may be left unstated). */
  default?: number | 'none'
  minimum?: number
  exclusiveMinimum?: number
  maximum?: number
  exclusiveMaximum?: number
  integer: boolean
  /** The value is a whole multiple of it (a deposit in multiples of ₹1,000); a whole number above 1. */
  multipleOf?: number
  values?: readonly number[]
  /**
   * Instead of `default`: the default is the value of this rule (src/rules/*.yaml) on the
   * calculation's date, its `date` parameter (the rate of a small-savings scheme that quarter).
   */
  defaultRule?: string
  /** Instead of `default`: the default is the calendar year of the calculation's date (the year an account is opened). */
  defaultYearOfDate?: boolean
}

export interface BooleanParameter extends ParameterBase {
  type: 'boolean'
  default?: boolean
}

export interface EnumParameter extends ParameterBase {
  type: 'enum'
  values: readonly string[]
  /**
   * Other values accepted for one of `values`, which the calculation receives and the answer
   * echoes instead (`new` for the latest regime-year: `new-2026-27`).
   */
  valueAliases?: Readonly<Record<string, string>>
  default?: string
  /**
   * A date parameter that, given, picks the financial year of the values that name one
   * (`new-2024-25`): `regime=new` with `date=2024-10-01` is `new-2024-25` (src/runtime/year-of-date.ts).
   */
  yearOfDate?: string
}

/**
 * A calendar date, `YYYY-MM-DD`: the date whose rules a calculation applies. The calculation
 * receives it as that text; `default: today` is today's date in India, so an answer without a
 * date is the answer of the day. `default: none` makes it optional and not the date its rules
 * are read on: the date of an event the calculation reads (a return's filing), or the date
 * whose financial year another parameter is read for (`yearOfDate`); absent, the calculation
 * receives '' and `input` echoes null.
 */
export interface DateParameter extends ParameterBase {
  type: 'date'
  /** The first date accepted: for the date of a calculation's rules, never before the rule book's first date served. */
  minimum: string
  default?: 'today' | 'none'
}

export type Parameter = NumberParameter | BooleanParameter | EnumParameter | DateParameter

/**
 * A date or number with `default: none`: optional with no value, the calculation receiving ''
 * (a date) or null (a number) when it is left out, and `input` echoing null.
 */
export function leftUnstated(p: Parameter): boolean {
  return (p.type === 'date' || p.type === 'number') && p.default === 'none'
}
export type ParameterValue = number | boolean | string

export type Rule =
  | { kind: 'at-least-one-positive'; parameters: readonly string[]; message: string }
  | { kind: 'less-than'; parameter: string; than: string; message: string }

export interface ResultField {
  name: string
  type: 'number' | 'integer' | 'string' | 'boolean' | 'table' | 'object'
  unit?: ResultUnit
  /** Decimal places a number is rounded to in the response (half away from zero). */
  decimals: number
  description: string
  nullable: boolean
  optional: boolean
  /** A text field's every possible value; the library types it as their union. */
  values?: readonly string[]
  /** An optional field present exactly when this boolean parameter is true (`yearlyBreakup` when `breakup`). */
  presentWhen?: string
  /** Columns of a table (an array of rows) or fields of an object. */
  fields?: readonly ResultField[]
}

/** A presence test on the names a request gives (canonical names or aliases). */
export interface Selection {
  anyPresent?: readonly string[]
  allPresent?: readonly string[]
}

export interface Variant {
  id: string
  summary: string
  formula: string
  parameters: readonly Parameter[]
  rules: readonly Rule[]
  result: readonly ResultField[]
  when?: readonly Selection[]
}

export interface Calculator {
  id: string
  path: string
  tag: string
  summary: string
  description: string
  /** One variant for most calculators; several where one path holds different calculations. */
  variants: readonly Variant[]
  selectionRule?: string
}

export interface Tag {
  name: string
  slug: string
  description: string
}

export interface Registry {
  version: string
  basePath: string
  tags: readonly Tag[]
  calculators: readonly Calculator[]
}

/**
 * The query parameter that names the calculation to run, for a calculator of several variants
 * (`variant=scss`); no parameter of such a calculator may be called so.
 */
export const VARIANT_PARAMETER = 'variant'
