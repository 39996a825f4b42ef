/**
 * Everything the runtime needs per calculator, prepared once, before its first request: the map
 * from every accepted name to its canonical parameter, the validator of each variant and its
 * formula. Where the formulas, validators and dated rules come from is the caller's to say
 * (`CalculatorSources`): the library's modules give those the build wrote for one calculator
 * (src/generated/library/), a server those of its whole registry (./registry-sources.ts).
 */
import { TierSkips } from './tier-skips.ts'
import type { Formula } from '../formulas/formula.ts'
import { leftUnstated, VARIANT_PARAMETER, type Calculator, type DateParameter, type NumberParameter, type Parameter, type Variant } from '../registry/types.ts'
import type { ParameterValidator } from '../registry/plain-checks.ts'
import type { DatedRule } from '../rules/book.ts'
import { resultWriter, type ResultWriter } from './write-result.ts'
import type { BytesTagger } from './json-output.ts'
import { echoJson } from './plain-decimal.ts'
import type { Taken } from './misspellings.ts'
import { yearOfDateIn, type YearOfDate } from './year-of-date.ts'

export interface CompiledVariant {
  variant: Variant
  /** Each parameter's slot (CompiledCalculator.slotOf), by position. */
  slots: readonly number[]
  formula: Formula
  validator: ParameterValidator
  /** The formula input of every fixed default, by arithmetic, made on its first use (./resolve-input.ts). */
  defaultInputs: Map<string, DefaultInput>
  /** How each parameter is filled when the request leaves it out, by position. */
  absent: readonly Absent[]
  /** The JSON text of the formula's record as the variant's `result` declares it. */
  writeResult: ResultWriter
  /** The arithmetic the next calculation starts in (./tier-skips.ts). */
  tierSkips: TierSkips
  /** Number parameters whose default follows from the calculation's date (a rule's value on it, or its year). */
  dateDefaults?: readonly DateDefault[]
  /** The first date the variant's date parameter accepts. */
  firstDate?: string
  /** An enum parameter read for the year of a date the request gives (./year-of-date.ts). */
  yearOfDate?: YearOfDate
  /** The positions of the number parameters that must be a multiple of a step (`multipleOf`). */
  multiples?: readonly number[]
}

/**
 * A parameter left out of a request: its default known at start-up (the input's value, a
 * number's decimal text, a boolean or an enum value, and its JSON text in the echo); `today`,
 * the date in India; `by-date`, a default that follows from the calculation's date
 * (`dateDefaults`); or `required`, a problem.
 */
export type Absent = { value: string | boolean | null; echo: string } | 'today' | 'by-date' | 'required'

/**
 * A formula input holding every parameter's fixed default (number parameters' as values of one
 * arithmetic); `defaults` has, by position, the value a request's must be for its member to be
 * left as `input` has it (undefined where it has none). `reused` is the input every calculation
 * in the arithmetic is given, `input` with the members at `changed` (positions) set by the last.
 */
export interface DefaultInput {
  input: Readonly<Record<string, unknown>>
  defaults: readonly (string | boolean | null | undefined)[]
  reused: Record<string, unknown>
  changed: number[]
}

/** A number parameter's default on the calculation's date, and what it is, for messages. */
export interface DateDefault {
  parameter: NumberParameter
  /** The parameter's position in its variant. */
  index: number
  valueOn(date: string): number
  /** `the value of rule nsc.rate on the date`, `the year of the date` */
  says: string
}

export interface CompiledCalculator {
  calculator: Calculator
  /**
   * The slot of a date parameter that defaults to today: an answer to a query that does not give
   * it is the answer of the day in India.
   */
  todaySlot?: number
  /**
   * The slot of every accepted name (canonical names and aliases, all variants): its canonical
   * parameter's position in `canonicalNames`, where a request's values are kept by slot.
   */
  slotOf: ReadonlyMap<string, number>
  /** Every name a request may use: the keys of `slotOf`, and `variant` for a calculator of several variants. */
  acceptedNames: readonly string[]
  /** Every accepted name with its slot, by the name's length: a name in a query's text is found among those of its length. */
  namesOfLength: readonly (readonly AcceptedName[] | undefined)[]
  /** The canonical names of every variant's parameters, each once, by slot. */
  canonicalNames: readonly string[]
  variants: readonly CompiledVariant[]
  /** The parameter of the registry's other calculators a name stands for, asked only of a name this one does not know. */
  takers?(name: string): Taken | undefined
  /** The parameter a name it does not accept is meant for (`meantBy`), by the name's lower case; absent when none is. */
  meant?: ReadonlyMap<string, Parameter>
}

/** A name a calculator accepts (a parameter's canonical name or an alias) and its slot. */
export interface AcceptedName {
  name: string
  slot: number
}

/** What compiling a calculator takes besides its registry entry. */
export interface CalculatorSources {
  /** The formula module the registry names by this id, if there is one. */
  formula(id: string): Formula | undefined
  /** The validator of a variant's parameters. */
  validator(variant: Variant): ParameterValidator
  /** A number rule of the rule book, read on a calculation's date (a parameter's `defaultRule`). */
  numberRule(id: string): DatedRule<number>
  /** The parameter of the registry's calculators a name stands for (equal ignoring case), if any. */
  takers?(name: string): Taken | undefined
  /** How an answer's bytes are tagged for its ETag (a server's sources); answers are untagged without it. */
  tagAnswer?: BytesTagger
}

export function compileCalculator(calculator: Calculator, sources: CalculatorSources): CompiledCalculator {
  const slotOf = new Map<string, number>()
  const canonicalNames: string[] = []
  const variants = calculator.variants.map((variant) => {
    for (const p of variant.parameters) {
      const known = canonicalNames.indexOf(p.name)
      const slot = known < 0 ? canonicalNames.push(p.name) - 1 : known
      for (const name of [p.name, ...p.aliases]) slotOf.set(name, slot)
    }
    const formula = sources.formula(variant.formula)
    if (!formula) throw new Error(`formula ${variant.formula} is not registered`)
    const absent = variant.parameters.map(absentFill)
    const compiled: CompiledVariant = {
      variant,
      slots: variant.parameters.map((p) => slotOf.get(p.name)!),
      formula,
      validator: sources.validator(variant),
      defaultInputs: new Map(),
      absent,
      writeResult: resultWriter(variant.result, {
        parameters: variant.parameters,
        defaults: absent.map((fill) => (typeof fill === 'object' ? fill.echo : undefined)),
        ...(calculator.variants.length > 1 ? { variant: variant.id } : {}),
      }, sources.tagAnswer),
      tierSkips: new TierSkips(),
    }
    const date = variant.parameters.find((p): p is DateParameter => p.type === 'date' && p.default !== 'none')
    if (date) compiled.firstDate = date.minimum
    const multiples = variant.parameters.flatMap((p, index) => (p.type === 'number' && p.multipleOf !== undefined ? [index] : []))
    if (multiples.length) compiled.multiples = multiples
    const dateDefaults = variant.parameters.flatMap((p, index) => (p.type === 'number' ? dateDefault(p, index, sources) : []))
    if (dateDefaults.length) compiled.dateDefaults = dateDefaults
    const yearOfDate = yearOfDateIn(variant)
    if (yearOfDate) compiled.yearOfDate = yearOfDate
    return compiled
  })
  const namesOfLength: AcceptedName[][] = []
  for (const [name, slot] of slotOf) (namesOfLength[name.length] ??= []).push({ name, slot })
  const today = calculator.variants.flatMap((v) => v.parameters).find((p) => p.type === 'date' && p.default === 'today')
  const compiled: CompiledCalculator = { calculator, slotOf, acceptedNames: acceptedNames(calculator), namesOfLength, canonicalNames, variants, ...(today ? { todaySlot: slotOf.get(today.name)! } : {}) }
  if (sources.takers) compiled.takers = sources.takers
  const meant = meantNames(calculator)
  if (meant.size) compiled.meant = meant
  return compiled
}

/** Each parameter name the calculators take (canonical or alias), by its lower case: the name and those that take it. */
export function takersByName(calculators: readonly Calculator[]): ReadonlyMap<string, Taken> {
  const takers = new Map<string, { name: string; by: string[] }>()
  for (const calculator of calculators) {
    for (const name of acceptedNames(calculator)) {
      if (name === VARIANT_PARAMETER) continue
      const key = name.toLowerCase()
      const taken = takers.get(key) ?? takers.set(key, { name, by: [] }).get(key)!
      taken.by.push(`/${calculator.id}`)
    }
  }
  return takers
}

/** The names the calculator's parameters are meant by (`meantBy`), by their lower case, each with its parameter. */
export function meantNames(calculator: Calculator): ReadonlyMap<string, Parameter> {
  const meant = new Map<string, Parameter>()
  for (const variant of calculator.variants) for (const p of variant.parameters) for (const name of p.meantBy ?? []) meant.set(name.toLowerCase(), p)
  return meant
}

/** Every name a request to the calculator may use: its parameters' canonical names and aliases (all variants), and `variant` where it has several. */
export function acceptedNames(calculator: Calculator): string[] {
  const names = new Set(calculator.variants.flatMap((v) => v.parameters.flatMap((p) => [p.name, ...p.aliases])))
  if (calculator.variants.length > 1) names.add(VARIANT_PARAMETER)
  return [...names]
}

function absentFill(p: Parameter): Absent {
  if (p.type === 'number' && (p.defaultRule || p.defaultYearOfDate)) return 'by-date'
  if (p.type === 'date' && p.default === 'today') return 'today'
  // the date of an event the calculation reads, or a payment, not given: '' (a date) or null to the calculation, null in `input`
  if (leftUnstated(p)) return { value: p.type === 'date' ? '' : null, echo: 'null' }
  if (p.default === undefined) return 'required'
  return { value: typeof p.default === 'number' ? String(p.default) : p.default, echo: echoJson(p.default) }
}

function dateDefault(p: NumberParameter, index: number, sources: CalculatorSources): DateDefault[] {
  if (p.defaultRule) {
    const rule = sources.numberRule(p.defaultRule)
    return [{ parameter: p, index, valueOn: (date) => rule.on(date).value, says: `the value of rule ${p.defaultRule} on the date` }]
  }
  if (p.defaultYearOfDate) return [{ parameter: p, index, valueOn: (date) => Number(date.slice(0, 4)), says: 'the year of the date' }]
  return []
}
