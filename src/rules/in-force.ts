/**
 * Every rule of the rule book (src/rules/*.yaml) in force on a date: its value, unit, the dates
 * that value applies for and its source, so that a caller can see which law an answer applied.
 * `GET <basePath>/rules`, the library's `rulesInForce` and `fincalc rules` all answer with it.
 */
import type { RuleUnit } from './book.ts'
import type { IsoDate } from './calendar.ts'
import { allRules } from './dated.ts'

export interface RuleInForce {
  id: string
  description: string
  unit: RuleUnit
  value: unknown
  /** The first day the value applies. */
  from: IsoDate
  /** Its last day; null while no later value is known. */
  to: IsoDate | null
  source: string
  note: string | null
}

export interface RulesAnswer {
  input: { date: IsoDate }
  result: { rules: RuleInForce[] }
}

/** Every rule in force on `date` (SERVED_FROM or later). */
export function rulesInForce(date: IsoDate): RulesAnswer {
  const rules = allRules().map((rule) => {
    const v = rule.values.findLast((value) => value.from <= date)!
    return { id: rule.id, description: rule.description, unit: rule.unit, value: v.value, from: v.from, to: v.to ?? null, source: v.source, note: v.note ?? null }
  })
  return { input: { date }, result: { rules } }
}
