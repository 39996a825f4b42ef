/**
 * One calculator of the library: its registry entry, formulas and validators as the build wrote
 * them for it (src/generated/library/<id>.ts), turned into a function from JavaScript values to
 * the `{ input, result }` the HTTP API answers (same validation, same figures), or to the
 * FincalcInputError of its 400. A key that is not a parameter of the calculator is refused
 * (`unknown_parameter`, with the name probably meant). Nothing is prepared until the first call,
 * so importing the library costs no work per calculator, and a bundle that imports one
 * calculator's function carries that calculator alone.
 *
 * A calculation that read a rule on a date past its horizon (`known-until`, src/rules/horizon.ts)
 * says so as the HTTP API does in its `Fincalc-Rules-Assumed` header: the answer has a
 * `rulesAssumed` member naming those rules, present then alone and not enumerable, so that the
 * answer is still the 200 body for JSON.stringify, a spread and deep equality.
 */
import type { Formula } from '../formulas/formula.ts'
import { decimal } from '../arithmetic/decimal.ts'
import type { Calculator } from '../registry/types.ts'
import type { ParameterValidator } from '../registry/plain-checks.ts'
import type { DatedRule } from '../rules/book.ts'
import { beginCalculation, rulesCarriedForward } from '../rules/horizon.ts'
import { compileCalculator, type CompiledCalculator } from '../runtime/compile.ts'
import { evaluateInput, readArithmeticMode, type Answer, type EvaluateOptions } from '../runtime/evaluate.ts'
import { resolveInput } from '../runtime/resolve-input.ts'
import type { Query } from '../runtime/query.ts'
import { FincalcInputError } from './input-error.ts'
import { valueText } from './value-text.ts'

/** A number parameter: a JavaScript number, or its decimal text ("8.5", "100000"). */
export type Numeric = number | string

/**
 * `I`, with every name that no member of `T` declares typed `never`: the type of an input `I`
 * that a calculator's function infers (to narrow the answer by it), so that a misspelt parameter
 * name is a type error there too, as an object literal's excess property is elsewhere.
 */
export type KnownNames<I, T> = I & { readonly [K in Exclude<keyof I, T extends unknown ? keyof T : never>]: never }

/** What the build writes for one calculator. */
export interface CalculatorParts {
  /** The registry entry, as the JSON text the build checked, without its descriptions and summaries. */
  entry: string
  formulas: ReadonlyMap<string, Formula>
  /** Each variant's validator, by its formula's id. */
  validators: ReadonlyMap<string, ParameterValidator>
  /** For a calculator with a parameter whose default is a rule's value on the date. */
  numberRule?: (id: string) => DatedRule<number>
}

/** What an answer adds to the 200 body when the calculation read a rule past its horizon. */
export interface RulesAssumed {
  /**
   * The ids of the rules this calculation read on a date past the last date their sources speak
   * for (`known-until`), in the order first read: their last known value was carried forward, as
   * `Fincalc-Rules-Assumed` names them over HTTP and `rulesInForce(date)` marks them `assumed`.
   * Present only when some rule was; not enumerable, so JSON.stringify, a spread and deep
   * equality see the 200 body alone.
   */
  readonly rulesAssumed?: readonly string[]
}

export type Calculation = (input?: Readonly<Record<string, unknown>>) => Answer & RulesAssumed

/** The calculation of the calculator `partsOf` gives the parts of, which are read at its first call. */
export function calculation(partsOf: () => CalculatorParts): Calculation {
  let compiled: CompiledCalculator | undefined
  return (input = {}) => {
    if (compiled === undefined) compiled = compiledFrom(partsOf())
    return calculateWith(compiled, input)
  }
}

function compiledFrom(parts: CalculatorParts): CompiledCalculator {
  return compileCalculator(JSON.parse(parts.entry) as Calculator, {
    formula: (id) => parts.formulas.get(id),
    validator: (variant) => parts.validators.get(variant.formula)!,
    numberRule: (id) => {
      if (!parts.numberRule) throw new Error(`${id}: no rule book was built in for this calculator`)
      return parts.numberRule(id)
    },
  })
}

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

/** One calculation of a compiled calculator from JavaScript values. */
export function calculateWith<Result = Answer & RulesAssumed>(calculator: CompiledCalculator, input: Readonly<Record<string, unknown>>): Result {
  const query = toQuery(input)
  // the rules read past their horizon, from resolving the input (a default read from a rule) to
  // writing the answer, as the engine records them for its header
  beginCalculation()
  // every name that is not a parameter is refused: a caller of the library names parameters only
  const answer = evaluateInput(calculator, resolveInput(calculator, query, 'refuse-all'), evaluation)
  const assumed = rulesCarriedForward()
  if (Array.isArray(answer)) throw new FincalcInputError(calculator.calculator.id, answer)
  // each figure the HTTP body writes in decimal digits is the JavaScript number nearest them here
  const body = JSON.parse(answer.body) as Result
  if (assumed !== undefined) Object.defineProperty(body, 'rulesAssumed', { value: Object.freeze(assumed), enumerable: false })
  bodyTexts.set(body as object, answer.body)
  return body
}

const bodyTexts = new WeakMap<object, string>()

/** The HTTP body's text of an answer calculateWith gave, its figures in full digits (`fincalc calc` prints it). */
export function answerText(answer: object): string {
  const text = bodyTexts.get(answer)
  if (text === undefined) throw new TypeError('fincalc: answerText takes an answer that calculate gave')
  return text
}

/**
 * Values → the query text the HTTP API would receive. A number is written as a plain decimal
 * (1e21 → "1000000000000000000000"), so that what the API would refuse as text (exponent
 * notation) is not refused when it comes as a number; the text then meets the same checks.
 * Absent, undefined and null are left out; an array is the parameter given once for each of its
 * values (none: absent, several: refused as a repeated parameter is).
 */
function toQuery(input: Readonly<Record<string, unknown>>): Query {
  if (input === null || typeof input !== 'object') throw new TypeError(`fincalc: the input must be an object of parameters (got ${input === null ? 'null' : typeof input})`)
  const query: Query = new Map()
  for (const name of Object.keys(input)) {
    const value = input[name]
    // a list of values is the parameter given once per value, refused as a repeated one is over
    // HTTP; a list of one value or none is not a value (it is shown by its JSON and refused)
    if (Array.isArray(value) && value.length > 1) query.set(name, value.map(text))
    else if (value !== undefined && value !== null) query.set(name, text(value))
  }
  return query
}

/** A value as the text a query would carry: a number as a plain decimal, any other value as ./value-text.ts writes it. */
function text(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) && /e/i.test(String(value)) ? decimal.toText(decimal.fromText(String(value))) : String(value)
  if (value instanceof Number) return text(value.valueOf())
  return valueText(value)
}
