/**
 * The rule book: every rate, limit and slab the calculators apply, as dated data with its
 * source, read from the YAML files beside this module (src/rules/<family>.yaml): its format,
 * the types a calculation reads it by and the error a book that would not load gives. The build
 * checks the files against this format (src/build/check-rule-book.ts) and every value against
 * the shape the module reading it declares (src/build/check-rule-shapes.ts); a start reads it
 * as the build wrote it and checks neither again.
 *
 * A file maps rule names to entries; a rule's id is `<family>.<name>`:
 *
 *   nsc.rate:
 *     description: National Savings Certificate (VIII issue), a year, compounded yearly
 *     unit: percent
 *     known-until: 2026-03-31
 *     values:
 *       - from: 2023-04-01
 *         value: 7.7
 *         source: Office Memorandum F.No.1/4/2019-NS of 31.03.2023 (https://…)
 *         primary-source: unknown    (optional: `source` names no primary document)
 *         note: optional; what a caller should know of this value
 *
 * Each value applies from its `from` date to the day before the next value's `from`; the last
 * has no end. Values are in date order, and the first applies on or before SERVED_FROM, so
 * every rule has exactly one value on every date a calculation may be asked for: a rule can
 * never be missing at request time.
 *
 * `known-until` is the rule's horizon: the last date its sources speak for (the last quarter
 * a memorandum announced, the last tax year a Finance Act set), or `standing` for a provision
 * that holds until something amends it and has no period to run out. Past the horizon the last
 * value is carried forward and the answer says so (./horizon.ts); no value may start after it,
 * so that the book never holds a value no source announced.
 */
import type { IsoDate } from './calendar.ts'

/** The earliest date a calculation may be asked for: the start of FY 2024-25. */
export const SERVED_FROM: IsoDate = '2024-04-01'

export const RULE_UNITS = ['percent', 'INR', 'years', 'months', 'days', 'count', 'ratio', 'age', 'text', 'flag', 'list', 'table'] as const
export type RuleUnit = (typeof RULE_UNITS)[number]

/** A value with its dates: what a calculation reads of a rule declared with `datedRule` (./dated.ts). */
export interface DatedValue<T = unknown> {
  /** First day the value applies. */
  readonly from: IsoDate
  /** Last day it applies; absent for the value in force now and on. */
  readonly to?: IsoDate
  readonly value: T
}

/**
 * Where a value comes from and what a caller should know of it: GET /rules shows them, and a
 * calculation reads them only of a rule declared with `textedRule` (./dated.ts), since the
 * Workers module's rule book keeps them for those rules alone (src/build/generate-worker.ts).
 */
export interface ValueTexts {
  /** Statute, notification, official table or page the value is taken from. */
  readonly source: string
  /** `unknown` where `source` is a secondary one (a report, a bank's page) and the primary document could not be named. */
  readonly primarySource?: 'unknown'
  readonly note?: string
}

export interface RuleValue<T = unknown> extends DatedValue<T>, ValueTexts {}

/** A rule's horizon as written in the YAML for a standing provision. */
export const STANDING = 'standing'

export interface RuleEntry<T = unknown> {
  /** `<family>.<name>`, the family being the file the rule is kept in. */
  readonly id: string
  readonly description: string
  readonly unit: RuleUnit
  /** The last date the rule's sources speak for; null for a standing provision (`known-until: standing`). */
  readonly knownUntil: IsoDate | null
  /** In date order; `to` filled in from the next value's `from`. */
  readonly values: readonly RuleValue<T>[]
}

/**
 * A rule read on a date (./dated.ts builds one); typed here so that no public type needs arktype.
 * Its values are `V`: with their dates alone, or with their texts too for a rule declared with
 * `textedRule`.
 */
export interface DatedRule<T, V extends DatedValue<T> = DatedValue<T>> {
  readonly id: string
  /** Every value, in date order. */
  readonly values: readonly V[]
  /** The last value: what a calculation that takes no date applies. */
  readonly latest: T
  /** The last date the rule is known for; null for a standing provision. */
  readonly knownUntil: IsoDate | null
  /**
   * The value in force on `date` (on or after SERVED_FROM), with its dates. Past the rule's
   * horizon it is the last value, carried forward, and the calculation under way is told so
   * (./horizon.ts).
   */
  on(date: IsoDate): V
}

export class RuleBookError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`the rule book (src/rules/*.yaml) is invalid:\n  - ${problems.join('\n  - ')}`)
    this.name = 'RuleBookError'
  }
}
