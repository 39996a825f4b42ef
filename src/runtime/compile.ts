/**
 * Everything the runtime needs per calculator, prepared once at start-up: the map from every
 * accepted name to its canonical parameter, the validator of each variant and its formula.
 */
import type { Formula } from '../formulas/formula.ts'
import type { Calculator, Registry, Variant } from '../registry/types.ts'
import { buildValidator, type ParameterValidator } from '../registry/validator.ts'

export interface CompiledVariant {
  variant: Variant
  formula: Formula
  validator: ParameterValidator
}

export interface CompiledCalculator {
  calculator: Calculator
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
    return { variant, formula, validator: buildValidator(variant.parameters) }
  })
  return { calculator, canonicalName, variants }
}
