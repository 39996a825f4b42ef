/**
 * The library face of the engine: `calculate(id, input)` with JavaScript values instead of query
 * text, answering the same `{ input, result }` as the HTTP API (same validation, same figures)
 * or throwing FincalcInputError with the same `errors` as its 400; a key that is not a
 * parameter of the calculator is refused (`unknown_parameter`, with the name probably meant). The typed functions
 * (`emi`, `incomeTax`, …) in src/generated/calculators.ts call it.
 *
 * The registry is embedded as the build checked it (src/generated/registry.ts), so no file is
 * read and no YAML parsed, on any runtime. A calculator's validator is built when it is first
 * used, so importing the library costs little more than importing arktype; in a Cloudflare
 * Worker, where arktype may generate code only during start-up, all are built on import.
 */
import { findFormula } from '../formulas/index.ts'
import embeddedRegistry from '../generated/registry.ts'
import { decimal } from '../arithmetic/decimal.ts'
import type { Registry } from '../registry/types.ts'
import { compileCalculator, type CompiledCalculator } from '../runtime/compile.ts'
import type { ParameterProblem } from '../registry/errors.ts'
import { evaluateInput, readArithmeticMode, type Answer, type EvaluateOptions } from '../runtime/evaluate.ts'
import { resolveInput } from '../runtime/resolve-input.ts'
import { invalidParameters, type Problem } from '../runtime/http.ts'
import type { Query } from '../runtime/query.ts'

/** A number parameter: a JavaScript number, or its decimal text ("8.5", "100000"). */
export type Numeric = number | string

/** The registry the library serves, checked and frozen. */
export const registry: Registry = embeddedRegistry
/** FINCALC_ARITHMETIC where the runtime has an environment: `decimal` computes everything in the reference arithmetic. */
const evaluation: EvaluateOptions = { arithmetic: readArithmeticMode(environmentVariable('FINCALC_ARITHMETIC')) }

/** A variable of the process environment, or undefined where there is none or reading it is not permitted (Deno without --allow-env). */
function environmentVariable(name: string): string | undefined {
  try {
    return (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.[name]
  } catch {
    return undefined
  }
}
const calculators = new Map(registry.calculators.map((c) => [c.id, c]))
const compiled = new Map<string, CompiledCalculator>()

function compiledCalculator(id: string): CompiledCalculator | undefined {
  let found = compiled.get(id)
  if (found === undefined) {
    const calculator = calculators.get(id)
    if (calculator === undefined) return undefined
    found = compileCalculator(calculator, findFormula)
    compiled.set(id, found)
  }
  return found
}

if ((globalThis as { navigator?: { userAgent?: string } }).navigator?.userAgent === 'Cloudflare-Workers') for (const id of calculators.keys()) compiledCalculator(id)

/**
 * Inputs a calculation refused: the RFC 9457 problem the HTTP API answers with status 400.
 * `errors` holds every problem at once, each naming the parameter as it was given, a code
 * (missing, invalid_number, out_of_range, …) and a message saying what is accepted.
 */
export class FincalcInputError extends Error {
  readonly status = 400
  readonly type: string
  readonly title: string
  readonly detail: string
  readonly errors: readonly ParameterProblem[]

  constructor(readonly calculator: string, problems: readonly ParameterProblem[]) {
    const problem: Problem = invalidParameters(problems)
    super(`${calculator}: ${problems.map((p) => p.message).join('; ')}`)
    this.name = 'FincalcInputError'
    this.type = problem.type
    this.title = problem.title
    this.detail = problem.detail
    this.errors = problems
  }

  /** The body of the equivalent HTTP 400. */
  toJSON(): Problem {
    return { type: this.type, title: this.title, status: this.status, detail: this.detail, errors: this.errors }
  }
}

/** Any calculator by its id; `Result` is the answer's type (the generated functions name it). */
export function calculate<Result = Answer>(id: string, input: Readonly<Record<string, unknown>> = {}): Result {
  const calculator = compiledCalculator(id)
  if (!calculator) throw new RangeError(`fincalc has no calculator '${id}'; the calculators are ${[...calculators.keys()].join(', ')}`)
  // every name that is not a parameter is refused: a caller of the library names parameters only
  const answer = evaluateInput(calculator, resolveInput(calculator, toQuery(input), 'refuse-all'), evaluation)
  if (Array.isArray(answer)) throw new FincalcInputError(id, answer)
  // each figure the HTTP body writes in decimal digits is the JavaScript number nearest them here
  return JSON.parse(answer.body) as Result
}

/**
 * Values → the query text the HTTP API would receive. A number is written as a plain decimal
 * (1e21 → "1000000000000000000000"), so that what the API would refuse as text (exponent
 * notation) is not refused when it comes as a number; the text then meets the same checks.
 * Absent, undefined and null are left out; an array is a parameter given several times.
 */
function toQuery(input: Readonly<Record<string, unknown>>): Query {
  if (input === null || typeof input !== 'object') throw new TypeError(`fincalc: the input must be an object of parameters (got ${input === null ? 'null' : typeof input})`)
  const query: Query = new Map()
  for (const name of Object.keys(input)) {
    const value = input[name]
    if (value === undefined || value === null) continue
    query.set(name, Array.isArray(value) ? value.map(text) : text(value))
  }
  return query
}

function text(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) && /e/i.test(String(value)) ? decimal.toText(decimal.fromText(String(value))) : String(value)
  return String(value)
}
