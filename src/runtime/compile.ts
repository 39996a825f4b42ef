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

export interface CompiledVariant {
  variant: Variant
  formula: Formula
  validator: ParameterValidator
  /** The rules that give number parameters their defaults on the calculation's date, by parameter. */
  defaultRules?: ReadonlyMap<string, DatedRule<number>>
  /** Number parameters whose default is the calendar year of the calculation's date. */
  yearOfDate?: readonly NumberParameter[]
  /** The first date the variant's date parameter accepts. */
  firstDate?: string
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
    const compiled: CompiledVariant = { variant, formula, validator: buildValidator(variant.parameters) }
    const date = variant.parameters.find((p) => p.type === 'date')
    if (date) compiled.firstDate = date.minimum
    const withRules = variant.parameters.filter((p) => p.type === 'number' && p.defaultRule)
    const yearOfDate = variant.parameters.filter((p): p is NumberParameter => p.type === 'number' && p.defaultYearOfDate === true)
    if (yearOfDate.length) compiled.yearOfDate = yearOfDate
    if (withRules.length) compiled.defaultRules = new Map(withRules.map((p) => [p.name, datedRule((p as NumberParameter).defaultRule!, type('number'))]))
    return compiled
  })
  const today = calculator.variants.flatMap((v) => v.parameters).find((p) => p.type === 'date' && p.default === 'today')
  return { calculator, canonicalName, variants, ...(today ? { todayNames: [today.name, ...today.aliases] } : {}) }
}
