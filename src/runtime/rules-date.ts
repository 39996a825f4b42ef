/**
 * The `date` of the rules view (`GET <basePath>/rules`, the library's `rulesInForce`): declared
 * as a calculator's date parameter would be, for its messages and its OpenAPI entry, and
 * checked the same way.
 */
import type { ParameterProblem } from '../registry/errors.ts'
import type { DateParameter } from '../registry/types.ts'
import { SERVED_FROM } from '../rules/book.ts'
import { isIsoDate } from '../rules/calendar.ts'
import { unreadable } from './resolve-input.ts'
import { describeAccepted } from './describe-accepted.ts'

export const RULES_DATE: DateParameter = {
  name: 'date',
  type: 'date',
  description: 'The date whose rules are listed.',
  required: false,
  aliases: [],
  minimum: SERVED_FROM,
  default: 'today',
}

/** What is wrong with a given date of the rules view, or undefined when it is served. */
export function rulesDateProblem(given: string | readonly string[]): ParameterProblem | undefined {
  const name = RULES_DATE.name
  if (typeof given !== 'string') return { parameter: name, code: 'repeated', message: `${name} is given ${given.length} times; give it once` }
  if (!isIsoDate(given)) return { parameter: name, code: 'invalid_date', message: unreadable(RULES_DATE, name, given) }
  if (given < RULES_DATE.minimum) return { parameter: name, code: 'out_of_range', message: `${name} must be ${describeAccepted(RULES_DATE)} (got ${JSON.stringify(given)})` }
  return undefined
}
