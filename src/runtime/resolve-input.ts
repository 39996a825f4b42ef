/**
 * Query text → canonical, validated input for one calculator, or every problem at once.
 *
 * 1. gather:   map each given name to its canonical parameter; a repeated name, or two names
 *              of one parameter with different text, is an error. An unknown name is an error
 *              when it is a likely misspelling or another calculator's (./misspellings.ts), or
 *              always (`refuse-all`, the library's way); otherwise it is ignored and listed, for
 *              the response to name.
 *              From a Map of the query (`gatherQuery`), or from the query's text (`gatherText`):
 *              plain text that names only the calculator's parameters, each once, as nearly
 *              every request does, is read straight into their slots, each name found by its
 *              length among the calculator's names with no string cut out or hashed; any other
 *              query is read into a Map first
 * 2. select:   the variant `variant=<id>` names, or else the one whose selection matches the
 *              canonical names present; a parameter of another variant only is an error,
 *              not silently dropped
 * 3. read:     text → number | boolean | string; absent → default, or `missing` if required
 * 4. validate: bounds, whole numbers and allowed values, with the prebuilt arktype validator
 * 5. year:     a value that names a financial year read for the year of a date given (./year-of-date.ts)
 * 6. rules:    cross-parameter rules, once every parameter is individually valid
 */
import { Uncertain, type Arithmetic } from '../arithmetic/arithmetic.ts'
import { binary } from '../arithmetic/binary.ts'
import { decimal, type Dec } from '../arithmetic/decimal.ts'
import { VARIANT_PARAMETER, type EnumParameter, type NumberParameter, type Parameter, type ParameterValue, type Rule } from '../registry/types.ts'
import { selectedVariant } from '../registry/select-variant.ts'
import { describeAccepted, writtenOtherwise } from './describe-accepted.ts'
import type { AcceptedName, CompiledCalculator, CompiledVariant, DefaultInput } from './compile.ts'
import type { ParameterProblem } from '../registry/errors.ts'
import { echoJson } from './plain-decimal.ts'
import { MOST_UNKNOWN_NAMES, tooManyUnknownNames, unknownParameter, withIgnoredName, type UnknownNames } from './misspellings.ts'
import { decimalValue, explainNotDecimal, NOT_A_NUMBER, parseBoolean } from './parse-text.ts'
import { isIsoDate, todayInIndia, whyNotADate } from '../rules/calendar.ts'
import { PLAIN, nameEnd, pairEnd, parseQuery, type Query } from './query.ts'
import { valueOnDate } from './year-of-date.ts'


interface Given {
  name: string
  text: string
}

/** What a request gives, by slot (CompiledCalculator.slotOf), and the problems found gathering it. */
export interface Gathered {
  given: (Given | undefined)[]
  problems: ParameterProblem[]
  /** The query as a Map, when it was read into one (it may name a variant, or other parameters). */
  query: Query | undefined
  /** The names the request gives that the calculator does not know and ignores, when there are any. */
  ignored?: string[]
}

/** A request's input, resolved. A class, so that naming parameters takes no function made per request. */
export class ResolvedInput {
  readonly #compiled: CompiledCalculator
  /** What the request gave, by slot (CompiledCalculator.slotOf). */
  readonly #given: readonly (Given | undefined)[]
  readonly #values: readonly (string | boolean | null | undefined)[]
  #inDecimal: Record<string, Dec | boolean | string> | undefined

  constructor(
    compiled: CompiledCalculator,
    readonly variant: CompiledVariant,
    /**
     * The JSON text of each parameter's value in the response's `input`, by position: defaults
     * filled, numbers in plain decimal digits.
     */
    readonly echoed: readonly string[],
    given: readonly (Given | undefined)[],
    /**
     * Each parameter's value by position: a number's decimal text, as given or as its default;
     * a boolean, an enum value or a date as it is.
     */
    values: readonly (string | boolean | null | undefined)[],
  ) {
    this.#compiled = compiled
    this.#given = given
    this.#values = values
  }

  /** The name a canonical parameter was given by in the request, for naming it in errors. */
  nameGiven(canonical: string): string {
    const slot = this.#compiled.slotOf.get(canonical)
    return (slot === undefined ? undefined : this.#given[slot]?.name) ?? canonical
  }

  /** The value of the number parameter `name` in arithmetic `a`. */
  numberIn<N>(a: Arithmetic<N>, name: string): N {
    const parameters = this.variant.variant.parameters
    for (let i = 0; i < parameters.length; i++) if (parameters[i]!.name === name) return a.fromText(this.#values[i] as string)
    throw new Error(`${name} is not a parameter of ${this.variant.variant.id}`)
  }

  /**
   * The formula's input in arithmetic `a`: number parameters read from their text as values of
   * `a` (so the calculation starts from exactly what was written), the others as they are.
   */
  valuesIn<N>(a: Arithmetic<N>): Record<string, N | boolean | string> {
    if (a.name === 'decimal' && this.#inDecimal) return this.#inDecimal as Record<string, N | boolean | string>
    // Every input of the variant in one arithmetic is one object of every parameter (one shape
    // for the formula to read, no copy a request), holding the fixed defaults already read:
    // the members the last calculation set and this one leaves out are put back to their
    // defaults, and only the parameters this request gives are read from their text. Decimal's,
    // kept with the request for a second reading, is a copy.
    const made = defaultInput(this.variant, a)
    const values = (a.name === 'decimal' ? { ...made.input } : made.reused) as Record<string, N | boolean | string>
    const parameters = this.variant.variant.parameters
    const { defaults, changed } = made
    for (let j = 0; j < changed.length; j++) {
      const i = changed[j]!
      if (this.#atDefault(i, defaults)) values[parameters[i]!.name] = made.input[parameters[i]!.name] as N
    }
    changed.length = 0
    for (let i = 0; i < parameters.length; i++) {
      if (this.#atDefault(i, defaults)) continue
      const value = this.#values[i]
      const p = parameters[i]!
      values[p.name] = p.type === 'number' ? a.fromText(value as string) : value!
      changed.push(i)
    }
    if (a.name === 'decimal') this.#inDecimal = values as Record<string, Dec | boolean | string>
    return values
  }

  /** Whether the parameter at position i is left as the default input has it. */
  #atDefault(i: number, defaults: DefaultInput['defaults']): boolean {
    const value = this.#values[i]
    return value === undefined || value === defaults[i]
  }
}

/**
 * The variant's formula input of its fixed defaults in arithmetic `a` (CompiledVariant.defaultInputs),
 * made on first use. A default the arithmetic cannot read with certainty is left out of it, to be
 * read for each request as a value given is.
 */
function defaultInput<N>(variant: CompiledVariant, a: Arithmetic<N>): DefaultInput {
  let made = variant.defaultInputs.get(a.name)
  if (made !== undefined) return made
  const parameters = variant.variant.parameters
  const defaults: (string | boolean | null | undefined)[] = parameters.map(() => undefined)
  const entries = parameters.map((p, i): [string, unknown] => {
    const fill = variant.absent[i]!
    if (typeof fill !== 'object') return [p.name, undefined]
    let value: unknown = fill.value
    if (p.type === 'number' && fill.value !== null) {
      try {
        value = a.fromText(fill.value as string)
      } catch (error) {
        if (error instanceof Uncertain) return [p.name, undefined]
        throw error
      }
    }
    defaults[i] = fill.value
    return [p.name, value]
  })
  const input = Object.fromEntries(entries)
  made = { input, defaults, reused: { ...input }, changed: [] }
  variant.defaultInputs.set(a.name, made)
  return made
}

export function resolveInput(compiled: CompiledCalculator, query: Query, unknown: UnknownNames = 'refuse-likely'): ResolvedInput | ParameterProblem[] {
  return resolveGathered(compiled, gatherQuery(compiled, query, unknown))
}

/** The query's text read into the calculator's slots: straight from plain text that names its parameters once each, else through a Map. */
export function gatherText(compiled: CompiledCalculator, text: string): Gathered {
  if (!PLAIN.test(text)) return gatherQuery(compiled, parseQuery(text))
  const given: (Given | undefined)[] = new Array(compiled.canonicalNames.length)
  for (let from = 0, to = 0; from <= text.length; from = to + 1) {
    to = pairEnd(text, from)
    if (to === from) continue
    const equals = nameEnd(text, from, to)
    const known = compiled.namesOfLength[equals - from]
    let found: AcceptedName | undefined
    if (known !== undefined) for (let i = 0; i < known.length && found === undefined; i++) if (text.startsWith(known[i]!.name, from)) found = known[i]
    // another name (`variant`, one of no parameter), or one given twice: read as a Map, where each has its meaning
    if (found === undefined || given[found.slot] !== undefined) return gatherQuery(compiled, parseQuery(text))
    given[found.slot] = { name: found.name, text: text.slice(equals + 1, to) }
  }
  return { given, problems: [], query: undefined }
}

export function gatherQuery(compiled: CompiledCalculator, query: Query, unknown: UnknownNames = 'refuse-likely'): Gathered {
  const problems: ParameterProblem[] = []
  let ignored: string[] | undefined
  // what the request gives, by slot: an array, not a Map by canonical name, so that each
  // parameter's value is found by its position with no hashing
  const given: (Given | undefined)[] = new Array(compiled.canonicalNames.length)
  let unknownNames = 0
  for (const [name, raw] of query) {
    const slot = compiled.slotOf.get(name)
    if (slot === undefined) {
      if (name === VARIANT_PARAMETER && compiled.variants.length > 1) continue
      if (++unknownNames > MOST_UNKNOWN_NAMES) {
        if (unknownNames === MOST_UNKNOWN_NAMES + 1) problems.push(tooManyUnknownNames(name, `/${compiled.calculator.id}`))
        continue
      }
      const problem = unknownParameter(name, `/${compiled.calculator.id}`, compiled, unknown, compiled.takers?.(name))
      if (problem !== undefined) problems.push(problem)
      else (ignored ??= []).push(name)
      continue
    }
    if (Array.isArray(raw)) {
      problems.push({ parameter: name, code: 'repeated', message: `${name} is given ${raw.length} times; give it once` })
      given[slot] = { name, text: raw[0]! }
      continue
    }
    const earlier = given[slot]
    if (earlier && !sameValue(compiled, slot, earlier.text, raw)) {
      problems.push({
        parameter: compiled.canonicalNames[slot]!,
        code: 'alias_conflict',
        message: `${earlier.name}=${earlier.text} and ${name}=${raw} name the same parameter with different values; give one`,
      })
    }
    given[slot] = { name, text: raw }
  }
  return ignored === undefined ? { given, problems, query } : { given, problems, query, ignored }
}

/** The input from what the request gives, or every problem with it. */
export function resolveGathered(compiled: CompiledCalculator, { given, problems, query, ignored }: Gathered): ResolvedInput | ParameterProblem[] {
  const refused = problems.length
  const named = query && chooseVariant(compiled, query, problems)
  const variant = named ?? selectVariant(compiled, given)
  // a wrong `variant` is its own problem: the parameters are not also measured against a guess
  if (compiled.variants.length > 1 && problems.length === refused) outsideVariant(compiled, variant, named !== undefined, given, problems)
  const parameters = variant.variant.parameters
  // the JSON text of each parameter's value in the echo, by position
  const echoed: string[] = new Array(parameters.length)
  const values: (string | boolean | null | undefined)[] = new Array(parameters.length)
  const readable: Record<string, ParameterValue> = {}
  // Made only when a required parameter is missing: a valid request allocates nothing for it.
  let missing: Parameter[] | undefined
  let date: string | undefined
  for (let i = 0; i < parameters.length; i++) {
    const p = parameters[i]!
    const g = given[variant.slots[i]!]
    if (g === undefined) {
      const fill = variant.absent[i]!
      if (typeof fill === 'object') {
        echoed[i] = fill.echo
        values[i] = fill.value
      } else if (fill === 'today') {
        date = values[i] = todayInIndia()
        echoed[i] = echoJson(date)
      } else if (fill === 'required') {
        problems.push({ parameter: p.name, code: 'missing', message: `${p.name} is required: ${describeAccepted(p)}` })
        if (missing === undefined) missing = []
        missing.push(p)
      }
      // 'by-date' is filled in below, once the date is known
      continue
    }
    const value = readText(p, g.text)
    if (value === undefined) {
      const code = p.type === 'number' ? 'invalid_number' : p.type === 'boolean' ? 'invalid_boolean' : p.type === 'date' ? 'invalid_date' : 'not_allowed'
      problems.push({ parameter: g.name, code, message: unreadable(p, g.name, g.text) })
      continue
    }
    readable[p.name] = value
    if (typeof value === 'number') {
      // -0 is read as 0, so that echoes and results never carry a negative zero
      values[i] = value === 0 ? '0' : g.text
      echoed[i] = echoJson(value, g.text)
    } else {
      if (p.type === 'date' && p.default !== 'none') date = value as string
      values[i] = value
      echoed[i] = echoJson(value)
    }
  }
  if (variant.dateDefaults && date !== undefined && date >= variant.firstDate!) {
    for (const d of variant.dateDefaults) {
      const name = d.parameter.name
      if (given[variant.slots[d.index]!] !== undefined) continue
      const value = d.valueOn(date)
      values[d.index] = String(value)
      echoed[d.index] = echoJson(value)
      for (const failure of variant.validator.check({ [name]: value })) {
        problems.push({ parameter: name, code: failure.code, message: `${name} defaults to ${d.says}, ${value}, but must be ${describeAccepted(d.parameter)}: give ${name}` })
      }
    }
  }

  // the request's only ignored name was probably meant for its only missing parameter
  if (missing?.length === 1 && ignored?.length === 1) {
    const i = problems.findIndex((problem) => problem.code === 'missing')
    problems[i] = withIgnoredName(problems[i]!, ignored[0]!)
  }

  const failures = variant.validator.check(readable)
  for (const failure of failures) {
    const index = variant.variant.parameters.findIndex((q) => q.name === failure.parameter)
    const p = variant.variant.parameters[index]!
    const g = given[variant.slots[index]!]!
    problems.push({ parameter: g.name, code: failure.code, message: notAccepted(p, g) })
  }
  // a value within its bounds that is no multiple of its step (a deposit in multiples of ₹1,000)
  if (variant.multiples !== undefined) {
    for (const index of variant.multiples) {
      const p = variant.variant.parameters[index] as NumberParameter
      const value = readable[p.name]
      const g = given[variant.slots[index]!]
      if (g === undefined || typeof value !== 'number' || value % p.multipleOf! === 0 || failures.some((f) => f.parameter === p.name)) continue
      problems.push({ parameter: g.name, code: 'not_multiple', message: notAccepted(p, g) })
    }
  }
  if (problems.length) return problems

  const y = variant.yearOfDate
  if (y !== undefined && values[y.dateIndex] !== '') {
    const p = parameters[y.index] as EnumParameter
    const g = given[variant.slots[y.index]!]
    const value = valueOnDate(y, p, g?.name ?? p.name, g?.text, values[y.index] as string, values[y.dateIndex] as string)
    if (typeof value !== 'string') return [value]
    values[y.index] = value
    echoed[y.index] = echoJson(value)
  }

  const input = new ResolvedInput(compiled, variant, echoed, given, values)
  for (const rule of variant.variant.rules) {
    const broken = brokenRuleOf(rule, input)
    if (broken) problems.push({ ...broken, parameter: input.nameGiven(broken.parameter) })
  }
  if (problems.length) return problems
  return input
}

/**
 * The variant `variant=<id>` names, for a calculator of several; undefined when none is named
 * or the name is wrong (then a problem says which are accepted, and the selection rule picks
 * the variant the other parameters are checked against).
 */
function chooseVariant(compiled: CompiledCalculator, query: Query, problems: ParameterProblem[]): CompiledVariant | undefined {
  const named = query.get(VARIANT_PARAMETER)
  if (named === undefined || compiled.variants.length < 2) return undefined
  const ids = compiled.variants.map((v) => v.variant.id)
  if (Array.isArray(named)) {
    problems.push({ parameter: VARIANT_PARAMETER, code: 'repeated', message: `${VARIANT_PARAMETER} is given ${named.length} times; give it once` })
    return undefined
  }
  const chosen = compiled.variants.find((v) => v.variant.id === named)
  if (!chosen) problems.push({ parameter: VARIANT_PARAMETER, code: 'not_allowed', message: `${VARIANT_PARAMETER} must be one of ${ids.join(', ')} (got ${quote(named)})` })
  return chosen
}

/**
 * A parameter given that the variant in use does not take, named or selected by the selection
 * rule (/compounding's `date`, Set A's, beside `rate` and `years`, which select growth), is an
 * error, not silently dropped.
 */
function outsideVariant(compiled: CompiledCalculator, chosen: CompiledVariant, named: boolean, given: readonly (Given | undefined)[], problems: ParameterProblem[]): void {
  for (let slot = 0; slot < given.length; slot++) {
    const g = given[slot]
    if (g === undefined || chosen.slots.includes(slot)) continue
    const canonical = compiled.canonicalNames[slot]!
    const users = compiled.variants.filter((v) => v.variant.parameters.some((p) => p.name === canonical)).map((v) => v.variant.id)
    const which = named ? chosen.variant.id : `${chosen.variant.id}, which the other parameters select`
    problems.push({ parameter: g.name, code: 'not_allowed', message: `${g.name} is a parameter of ${users.join(' and ')}, not of ${which}; leave it out or name another ${VARIANT_PARAMETER}` })
  }
}

function selectVariant(compiled: CompiledCalculator, given: readonly (Given | undefined)[]): CompiledVariant {
  const variants = compiled.variants
  if (variants.length === 1) return variants[0]!
  return selectedVariant(variants, (v) => v.variant.when, (name) => given[compiled.slotOf.get(name)!] !== undefined)
}

/**
 * Whether two names of one parameter carry the same value: the same text, or texts read alike
 * (`1000000` and `1000000.00`, a value and its alias). A plain decimal has at most 15 significant
 * digits, so two that read as the same double are the same decimal.
 */
function sameValue(compiled: CompiledCalculator, slot: number, text: string, other: string): boolean {
  if (text === other) return true
  const canonical = compiled.canonicalNames[slot]!
  const p = compiled.variants.flatMap((v) => v.variant.parameters).find((q) => q.name === canonical)!
  const value = readText(p, text)
  return value !== undefined && value === readText(p, other)
}

function readText(p: Parameter, text: string): ParameterValue | undefined {
  switch (p.type) {
    case 'number': {
      const n = decimalValue(text)
      return Number.isNaN(n) ? undefined : normaliseNumber(n)
    }
    case 'boolean':
      return parseBoolean(text)
    case 'enum':
      return p.valueAliases && Object.hasOwn(p.valueAliases, text) ? p.valueAliases[text] : text
    case 'date':
      return isIsoDate(text) ? text : undefined
  }
}

/** `-0` reads as 0, so that echoes and results never carry a negative zero. */
function normaliseNumber(n: number): number {
  return n === 0 ? 0 : n
}

/**
 * The problem a rule finds with the input, if any: decided in binary, and in decimal where
 * binary cannot certify the comparison (two equal amounts no double holds, 0.1 and 0.1).
 */
function brokenRuleOf(rule: Rule, input: ResolvedInput): ParameterProblem | undefined {
  try {
    return brokenRule(rule, input, binary)
  } catch (error) {
    if (!(error instanceof Uncertain)) throw error
    return brokenRule(rule, input, decimal)
  }
}

function brokenRule<N>(rule: Rule, input: ResolvedInput, a: Arithmetic<N>): ParameterProblem | undefined {
  switch (rule.kind) {
    case 'at-least-one-positive':
      return rule.parameters.some((name) => a.gt(input.numberIn(a, name), a.fromInteger(0))) ? undefined : { parameter: rule.parameters[0]!, code: 'constraint', message: rule.message }
    case 'less-than':
      return a.lt(input.numberIn(a, rule.parameter), input.numberIn(a, rule.than)) ? undefined : { parameter: rule.parameter, code: 'constraint', message: rule.message }
  }
}

/** The message for a value read that the parameter does not accept: what it accepts, and what was given (with the value meant, for an enum's value in another case). */
function notAccepted(p: Parameter, g: Given): string {
  return explained(p, g.name, g.text, p.type === 'enum' ? writtenOtherwise(p, g.text) : undefined)
}

/** The message for text that could not be read (given as `name`): what is wrong with it where that can be told, and what is accepted. */
export function unreadable(p: Parameter, name: string, text: string): string {
  return explained(p, name, text, p.type === 'number' ? explainNotDecimal(text) : p.type === 'date' ? whyNotADate(text) : writtenOtherwise(p, text))
}

/** A refused value's message: what is wrong with it (`why`, where it can be told), the text given, and what is accepted. */
function explained(p: Parameter, name: string, text: string, why: string | undefined): string {
  const accepted = `${name} must be ${describeAccepted(p)}`
  return why === undefined || why === NOT_A_NUMBER ? `${accepted} (got ${quote(text)})` : `${name}: ${why} (got ${quote(text)}); ${accepted}`
}

function quote(text: string): string {
  const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text
  return JSON.stringify(shown)
}
