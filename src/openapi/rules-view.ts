/**
 * `GET <basePath>/rules?date=YYYY-MM-DD`: every rule of the rule book in force on a date
 * (src/rules/in-force.ts). Without `date`, today in India. A name that probably misspells `date`
 * (`Date`, `dat`) is a 400, as on a calculator; any other is ignored and named in a header. On
 * a date past some rules' horizon, the `Fincalc-Rules-Assumed` header names them, as on a
 * calculator's answer, and so do the answer's `assumed` members.
 *
 * A server whose rule book leaves the rules' texts out (the Workers module's: they are among its
 * static files) gives `texts`, which the answer reads them from instead (src/rules/in-force.ts).
 */
import { badRequest, jsonAnswer, ofToday, type QueryRoute } from '../runtime/engine.ts'
import { withIgnoredParameters, withRulesAssumed, type EngineResponse } from '../runtime/http.ts'
import { unknownParameter, type KnownNames } from '../runtime/misspellings.ts'
import type { Query } from '../runtime/query.ts'
import type { ParameterProblem } from '../registry/errors.ts'
import { RULES_DATE, rulesDateProblem } from '../runtime/rules-date.ts'
import { todayInIndia } from '../rules/calendar.ts'
import { rulesInForce, type RulesAnswer, type RuleTexts } from '../rules/in-force.ts'
import type { JsonSchema } from './schemas.ts'

export const RULES_SEGMENT = 'rules'
const RULES_NAMES: KnownNames = { acceptedNames: [RULES_DATE.name], canonicalNames: [RULES_DATE.name] }

export function rulesRoute(basePath: string, texts?: (id: string) => RuleTexts): QueryRoute {
  return {
    path: `${basePath}/${RULES_SEGMENT}`,
    answer(query: Query) {
      const ignored: string[] = []
      const problems: ParameterProblem[] = []
      for (const name of query.keys()) {
        if (name === RULES_DATE.name) continue
        const problem = unknownParameter(name, `/${RULES_SEGMENT}`, RULES_NAMES, 'refuse-likely')
        if (problem === undefined) ignored.push(name)
        else problems.push(problem)
      }
      return answerFor(query.get(RULES_DATE.name), problems, ignored, texts)
    },
  }
}

/** The rules in force on the date given (today in India when none is), or the 400 of every problem with the query; naming the names ignored. */
function answerFor(given: string | string[] | undefined, problems: ParameterProblem[], ignored: readonly string[], texts?: (id: string) => RuleTexts): EngineResponse {
  const named = (response: EngineResponse) => (ignored.length === 0 ? response : withIgnoredParameters(response, ignored))
  const problem = given === undefined ? undefined : rulesDateProblem(given)
  if (problem) problems.push(problem)
  if (problems.length) return named(badRequest(problems))
  if (given === undefined) return ofToday((cacheControl) => named(rulesAnswer(rulesInForce(todayInIndia(), texts), cacheControl)))
  return named(rulesAnswer(rulesInForce(given as string, texts)))
}

/** The 200 answer, naming in a header the rules carried forward past their horizon, if any. */
function rulesAnswer(answer: RulesAnswer, cacheControl?: string): EngineResponse {
  const response = jsonAnswer(JSON.stringify(answer), cacheControl)
  return answer.result.assumed.length === 0 ? response : withRulesAssumed(response, answer.result.assumed)
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
      required: ['rules', 'assumed'],
      additionalProperties: false,
      properties: {
        assumed: {
          type: 'array',
          items: { type: 'string' },
          description: 'The ids of the rules the date is past the horizon of (`knownUntil`): their last known value is carried forward. The `Fincalc-Rules-Assumed` header names the same.',
        },
        rules: {
          type: 'array',
          description: 'Every rule the calculators apply, as in force on the date.',
          items: {
            type: 'object',
            required: ['id', 'description', 'unit', 'value', 'from', 'to', 'knownUntil', 'assumed', 'source', 'primarySource', 'note'],
            additionalProperties: false,
            properties: {
              id: { type: 'string', description: '`<family>.<name>`: the family is the file the rule is kept in (src/rules/<family>.yaml).' },
              description: { type: 'string' },
              unit: { type: 'string', description: 'What the value measures: percent, INR, years, …; table and list for values with parts.' },
              value: { description: 'The value in force: a number, a text, a list or a table.' },
              from: { type: 'string', format: 'date', description: 'The first day the value applies.' },
              to: { type: ['string', 'null'], format: 'date', description: 'Its last day; null while no later value is known.' },
              knownUntil: {
                type: ['string', 'null'],
                format: 'date',
                description: 'The last date the sources speak for (the last quarter a memorandum announced, the last tax year a Finance Act set); null for a standing provision, in force until amended.',
              },
              assumed: { type: 'boolean', description: 'True when the date is past `knownUntil`: the value is the last known, carried forward, and `note` says so.' },
              source: { type: 'string', description: 'The statute, notification, memorandum or official table the value is taken from (by number and date), or a secondary page where `primarySource` is false.' },
              primarySource: { type: 'boolean', description: 'False where the primary document could not be named and `source` is a secondary one (a report, a bank page).' },
              note: { type: ['string', 'null'], description: 'What a caller should know of the value (a disputed figure, a value carried forward past its horizon); null otherwise.' },
            },
          },
        },
      },
    },
  },
}
