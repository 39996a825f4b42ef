/**
 * Every rule of the rule book (src/rules/*.yaml) in force on a date: its value, unit, the dates
 * that value applies for and its source, so that a caller can see which law an answer applied;
 * and, on a date past a rule's horizon, that its last value is carried forward.
 * `GET <basePath>/rules`, the library's `rulesInForce` and `fincalc rules` all answer with it.
 */
import type { RuleUnit } from './book.ts'
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

/** Every rule in force on `date` (SERVED_FROM or later). */
export function rulesInForce(date: IsoDate): RulesAnswer {
  const assumed: string[] = []
  const rules = allRules().map((rule) => {
    const v = rule.values.findLast((value) => value.from <= date)!
    const past = isPastHorizon(rule, date)
    if (past) assumed.push(rule.id)
    const notes = [v.note, past ? carriedForwardNote(rule, v.from, date) : undefined].filter((n) => n !== undefined)
    return {
      id: rule.id,
      description: rule.description,
      unit: rule.unit,
      value: v.value,
      from: v.from,
      to: v.to ?? null,
      knownUntil: rule.knownUntil,
      assumed: past,
      source: v.source,
      primarySource: v.primarySource !== 'unknown',
      note: notes.length ? notes.join(' ') : null,
    }
  })
  return { input: { date }, result: { rules, assumed } }
}
