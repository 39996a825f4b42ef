/**
 * Everything the runtime needs per calculator, prepared once at start-up: the map from every
 * accepted name to its canonical parameter, the validator of each variant and its formula.
 */
import type { Formula } from '../formulas/formula.ts'
import type { Calculator, NumberParameter, Registry, Variant } from '../registry/types.ts'
import { buildValidator, type ParameterValidator } from '../registry/validator.ts'
import { type } from 'arktype'
import { datedRule } from '../rules/dated.ts'
import type { DatedRule } from '../rules/book.ts'
import { resultWriter, type ResultWriter } from './write-result.ts'
import { echoJson } from './json-number.ts'

export interface CompiledVariant {
  variant: Variant
  formula: Formula
  validator: ParameterValidator
  /** An object with every parameter as a member (undefined), copied for each formula input. */
  inputTemplate: Readonly<Record<string, undefined>>
  /** Each parameter's `"name":` in the echoed input, by position. */
  echoKeys: readonly string[]
  /** The JSON text of each parameter's static default in the echo, by position (undefined where it has none). */
  defaultEchoes: readonly (string | undefined)[]
  /** The JSON text of the formula's record as the variant's `result` declares it. */
  writeResult: ResultWriter
  /** Number parameters whose default follows from the calculation's date (a rule's value on it, or its year). */
  dateDefaults?: readonly DateDefault[]
  /** The first date the variant's date parameter accepts. */
  firstDate?: string
}

/** A number parameter's default on the calculation's date, and what it is, for messages. */
export interface DateDefault {
  parameter: NumberParameter
  valueOn(date: string): number
  /** `the value of rule nsc.rate on the date`, `the year of the date` */
  says: string
}

export interface CompiledCalculator {
  calculator: Calculator
  /**
   * The names of a date parameter that defaults to today: an answer to a query that gives none
   * of them is the answer of the day in India.
   */
  todayNames?: readonly string[]
  /** Canonical name of every accepted name (canonical names and aliases, all variants). */
  canonicalName: ReadonlyMap<string, string>
  variants: readonly CompiledVariant[]
}

export function compileRegistry(registry: Registry, formulas: (id: string) => Formula | undefined): CompiledCalculator[] {
  return registry.calculators.map((calculator) => compileCalculator(calculator, formulas))
}

export function compileCalculator(calculator: Calculator, formulas: (id: string) => Formula | undefined): CompiledCalculator {
  const canonicalName = new Map<string, string>()
  const variants = calculator.variants.map((variant) => {
    for (const p of variant.parameters) for (const name of [p.name, ...p.aliases]) canonicalName.set(name, p.name)
    const formula = formulas(variant.formula)
    if (!formula) throw new Error(`formula ${variant.formula} is not registered`)
    const compiled: CompiledVariant = {
      variant,
      formula,
      validator: buildValidator(variant.parameters),
      inputTemplate: Object.fromEntries(variant.parameters.map((p) => [p.name, undefined])),
      echoKeys: variant.parameters.map((p) => `${JSON.stringify(p.name)}:`),
      defaultEchoes: variant.parameters.map((p) => (p.default === undefined || p.default === 'today' ? undefined : echoJson(p.default))),
      writeResult: resultWriter(variant.result),
    }
    const date = variant.parameters.find((p) => p.type === 'date')
    if (date) compiled.firstDate = date.minimum
    const dateDefaults = variant.parameters.flatMap((p) => (p.type === 'number' ? dateDefault(p) : []))
    if (dateDefaults.length) compiled.dateDefaults = dateDefaults
    return compiled
  })
  const today = calculator.variants.flatMap((v) => v.parameters).find((p) => p.type === 'date' && p.default === 'today')
  return { calculator, canonicalName, variants, ...(today ? { todayNames: [today.name, ...today.aliases] } : {}) }
}

function dateDefault(p: NumberParameter): DateDefault[] {
  if (p.defaultRule) {
    const rule: DatedRule<number> = datedRule(p.defaultRule, type('number'))
    return [{ parameter: p, valueOn: (date) => rule.on(date).value, says: `the value of rule ${p.defaultRule} on the date` }]
  }
  if (p.defaultYearOfDate) return [{ parameter: p, valueOn: (date) => Number(date.slice(0, 4)), says: 'the year of the date' }]
  return []
}
