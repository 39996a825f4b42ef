/**
 * `GET <basePath>/rules?date=YYYY-MM-DD`: every rule of the rule book in force on a date
 * (src/rules/in-force.ts). Without `date`, today in India.
 */
import { badRequest, jsonAnswer, ofToday, type QueryRoute } from '../runtime/engine.ts'
import type { Query } from '../runtime/query.ts'
import { RULES_DATE, rulesDateProblem } from '../runtime/rules-date.ts'
import { todayInIndia } from '../rules/calendar.ts'
import { rulesInForce } from '../rules/in-force.ts'
import type { JsonSchema } from './schemas.ts'

export const RULES_SEGMENT = 'rules'

export function rulesRoute(basePath: string): QueryRoute {
  return {
    path: `${basePath}/${RULES_SEGMENT}`,
    answer(query: Query) {
      const given = query.get(RULES_DATE.name)
      if (given === undefined) return ofToday((cacheControl) => jsonAnswer(JSON.stringify(rulesInForce(todayInIndia())), cacheControl))
      const problem = rulesDateProblem(given)
      return problem ? badRequest([problem]) : jsonAnswer(JSON.stringify(rulesInForce(given as string)))
    },
  }
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
