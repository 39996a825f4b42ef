/**
 * The rule book from the library: `rulesInForce(date)` answers what `GET /api/v1/rules?date=`
 * answers, every rate, limit and slab in force on that date with its dates and source, or throws
 * FincalcInputError with the errors of that request's 400. Without a date, today in India.
 */
import { rulesDateProblem } from '../runtime/rules-date.ts'
import { todayInIndia } from '../rules/calendar.ts'
import { rulesInForce as inForce, type RulesAnswer } from '../rules/in-force.ts'
import { FincalcInputError } from './input-error.ts'

export type { RuleInForce, RulesAnswer } from '../rules/in-force.ts'

/** Every rule in force on `date` (`YYYY-MM-DD`, 2024-04-01 or later; default today in India). */
export function rulesInForce(date?: string): RulesAnswer {
  if (date === undefined) return inForce(todayInIndia())
  const problem = rulesDateProblem(String(date))
  if (problem) throw new FincalcInputError('rules', [problem])
  return inForce(date)
}
