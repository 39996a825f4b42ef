/**
 * The rule book from the library: `rulesInForce(date)` answers what `GET /api/v1/rules?date=`
 * answers, every rate, limit and slab in force on that date with its dates and source, or throws
 * FincalcInputError with the errors of that request's 400. Without a date, today in India.
 */
import { rulesDateProblem } from '../runtime/rules-date.ts'
import { todayInIndia } from '../rules/calendar.ts'
import { rulesInForce as inForce, type RulesAnswer } from '../rules/in-force.ts'
import { FincalcInputError } from './input-error.ts'
import { valueText } from './value-text.ts'

export type { RuleInForce, RulesAnswer } from '../rules/in-force.ts'

/** Every rule in force on `date` (`YYYY-MM-DD`, 2024-04-01 or later; absent, undefined or null: today in India). */
export function rulesInForce(date?: string | null): RulesAnswer {
  if (date === undefined || date === null) return inForce(todayInIndia())
  const text = valueText(date)
  const problem = rulesDateProblem(text)
  if (problem) throw new FincalcInputError('rules', [problem])
  return inForce(text)
}
