/**
 * `GET <basePath>/rules?date=YYYY-MM-DD`: every rule of the rule book (src/rules/*.yaml) in
 * force on a date, with its value, unit, the dates that value applies for and its source, so
 * that a caller can see which law an answer applied. Without `date`, today in India.
 */
import type { DateParameter } from '../registry/types.ts'
import type { ParameterProblem } from '../registry/errors.ts'
import { describeAccepted } from '../runtime/accepted.ts'
import { badRequest, jsonAnswer, ofToday, type QueryRoute } from '../runtime/engine.ts'
import type { Query } from '../runtime/resolve-input.ts'
import { SERVED_FROM, type RuleUnit } from '../rules/book.ts'
import { isIsoDate, todayInIndia, type IsoDate } from '../rules/calendar.ts'
import { allRules } from '../rules/dated.ts'
import type { JsonSchema } from './schemas.ts'

export const RULES_SEGMENT = 'rules'

/** The `date` query parameter, declared as a calculator's would be (for its messages and its OpenAPI entry). */
export const RULES_DATE: DateParameter = {
  name: 'date',
  type: 'date',
  description: 'The date whose rules are listed.',
  required: false,
  aliases: [],
  minimum: SERVED_FROM,
  default: 'today',
}

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

export function rulesRoute(basePath: string): QueryRoute {
  return {
    path: `${basePath}/${RULES_SEGMENT}`,
    answer(query: Query) {
      const given = query[RULES_DATE.name]
      if (given === undefined) return ofToday((cacheControl) => jsonAnswer(JSON.stringify(rulesInForce(todayInIndia())), cacheControl))
      const problem = dateProblem(given)
      return problem ? badRequest([problem]) : jsonAnswer(JSON.stringify(rulesInForce(given as string)))
    },
  }
}

function dateProblem(given: string | string[]): ParameterProblem | undefined {
  const name = RULES_DATE.name
  if (Array.isArray(given)) return { parameter: name, code: 'repeated', message: `${name} is given ${given.length} times; give it once` }
  const accepted = `${name} must be ${describeAccepted(RULES_DATE)} (got ${JSON.stringify(given.slice(0, 40))})`
  if (!isIsoDate(given)) return { parameter: name, code: 'invalid_date', message: accepted }
  if (given < RULES_DATE.minimum) return { parameter: name, code: 'out_of_range', message: accepted }
  return undefined
}

/** The answer's schema, for the OpenAPI document. */
export const RULES_ANSWER_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['input', 'result'],
  additionalProperties: false,
  properties: {
    input: { type: 'object', required: ['date'], additionalProperties: false, properties: { date: { type: 'string', format: 'date', description: 'The date the rules are in force on.' } } },
    result: {
      type: 'object',
      required: ['rules'],
      additionalProperties: false,
      properties: {
        rules: {
          type: 'array',
          description: 'Every rule the calculators apply, as in force on the date.',
          items: {
            type: 'object',
            required: ['id', 'description', 'unit', 'value', 'from', 'to', 'source', 'note'],
            additionalProperties: false,
            properties: {
              id: { type: 'string', description: '`<family>.<name>`: the family is the file the rule is kept in (src/rules/<family>.yaml).' },
              description: { type: 'string' },
              unit: { type: 'string', description: 'What the value measures: percent, INR, years, …; table and list for values with parts.' },
              value: { description: 'The value in force: a number, a text, a list or a table.' },
              from: { type: 'string', format: 'date', description: 'The first day the value applies.' },
              to: { type: ['string', 'null'], format: 'date', description: 'Its last day; null while no later value is known.' },
              source: { type: 'string', description: 'The statute, notification, official table or page the value is taken from.' },
              note: { type: ['string', 'null'], description: 'What a caller should know of the value (an unconfirmed quarter, a disputed figure); null otherwise.' },
            },
          },
        },
      },
    },
  },
}
