/**
 * Every rule of the rule book (src/rules/*.yaml) in force on a date: its value, unit, the dates
 * that value applies for and its source, so that a caller can see which law an answer applied;
 * and, on a date past a rule's horizon, that its last value is carried forward.
 * `GET <basePath>/rules`, the library's `rulesInForce` and `fincalc rules` all answer with it.
 *
 * The texts (each rule's description, each value's source and note) are the rule book's own,
 * unless `textsOf` gives them: the Workers module's rule book leaves most of them out, and its
 * GET /rules reads them from among its static files (src/adapters/worker-assets.ts).
 */
import type { RuleUnit, ValueTexts } from './book.ts'
import type { IsoDate } from './calendar.ts'
import { allRules } from './dated.ts'
import { carriedForwardNote, isPastHorizon } from './horizon.ts'

export interface RuleInForce {
  id: string
  description: string
  unit: RuleUnit
  value: unknown
  /** The first day the value applies. */
  from: IsoDate
  /** Its last day; null while no later value is known. */
  to: IsoDate | null
  /** The last date the rule's sources speak for; null for a standing provision (in force until amended). */
  knownUntil: IsoDate | null
  /** True when the date is past `knownUntil`: the value is the last known, carried forward. */
  assumed: boolean
  source: string
  /** False where `source` is a secondary one and the primary document could not be named. */
  primarySource: boolean
  note: string | null
}

export interface RulesAnswer {
  input: { date: IsoDate }
  result: {
    rules: RuleInForce[]
    /** The ids of the rules whose last value is carried forward past their horizon to the date. */
    assumed: string[]
  }
}

/** A rule's description and its values' texts, in the order of its values. */
export interface RuleTexts {
  readonly description: string
  readonly values: readonly ValueTexts[]
}

/** Every rule in force on `date` (SERVED_FROM or later), with the texts `textsOf` gives by a rule's id, or the rule book's own. */
export function rulesInForce(date: IsoDate, textsOf?: (id: string) => RuleTexts): RulesAnswer {
  const assumed: string[] = []
  const rules = allRules().map((rule) => {
    const index = rule.values.findLastIndex((value) => value.from <= date)
    const v = rule.values[index]!
    const texts: RuleTexts = textsOf ? textsOf(rule.id) : rule
    const { source, primarySource, note } = texts.values[index]!
    const past = isPastHorizon(rule, date)
    if (past) assumed.push(rule.id)
    const notes = [note, past ? carriedForwardNote(rule, v.from, date) : undefined].filter((n) => n !== undefined)
    return {
      id: rule.id,
      description: texts.description,
      unit: rule.unit,
      value: v.value,
      from: v.from,
      to: v.to ?? null,
      knownUntil: rule.knownUntil,
      assumed: past,
      source,
      primarySource: primarySource !== 'unknown',
      note: notes.length ? notes.join(' ') : null,
    }
  })
  return { input: { date }, result: { rules, assumed } }
}
