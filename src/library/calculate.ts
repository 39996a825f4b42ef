/**
 * `calculate(id, input)` over the whole registry as the build checked it (src/generated/registry.ts),
 * for a caller that names calculators by id at run time (`fincalc calc`): the same answers and
 * FincalcInputError as each calculator's own function (src/generated/library/), which a caller
 * that knows its calculators imports instead and so loads those alone. A calculator is compiled
 * when it is first used; in a Cloudflare Worker, where arktype may generate code only during
 * start-up, all are compiled on import.
 */
import { findFormula } from '../formulas/index.ts'
import { CHECKS } from '../generated/checks.ts'
import embeddedRegistry from '../generated/registry.ts'
import type { Registry } from '../registry/types.ts'
import { compileCalculator, type CompiledCalculator } from '../runtime/compile.ts'
import type { Answer } from '../runtime/evaluate.ts'
import { numberRule } from '../runtime/number-rule.ts'
import { calculateWith, type RulesAssumed } from './calculation.ts'

export { FincalcInputError } from './input-error.ts'
export type { Numeric, RulesAssumed } from './calculation.ts'

/** The registry the library serves, checked and frozen. */
export const registry: Registry = embeddedRegistry

const calculators = new Map(registry.calculators.map((c) => [c.id, c]))
const compiled = new Map<string, CompiledCalculator>()

function compiledCalculator(id: string): CompiledCalculator | undefined {
  let found = compiled.get(id)
  if (found === undefined) {
    const calculator = calculators.get(id)
    if (calculator === undefined) return undefined
    found = compileCalculator(calculator, { formula: findFormula, validator: (variant) => CHECKS.get(variant.formula)!.validator, numberRule })
    compiled.set(id, found)
  }
  return found
}

if ((globalThis as { navigator?: { userAgent?: string } }).navigator?.userAgent === 'Cloudflare-Workers') for (const id of calculators.keys()) compiledCalculator(id)

/** Any calculator by its id; `Result` is the answer's type (the generated functions name it), with `rulesAssumed` when a rule was read past its horizon. */
export function calculate<Result = Answer & RulesAssumed>(id: string, input: Readonly<Record<string, unknown>> = {}): Result {
  const calculator = compiledCalculator(id)
  if (!calculator) throw new RangeError(`fincalc has no calculator '${id}'; the calculators are ${[...calculators.keys()].join(', ')}`)
  return calculateWith<Result>(calculator, input)
}
