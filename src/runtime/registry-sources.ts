/**
 * What a server compiles its registry's calculators from (./compile.ts): the formulas of the
 * table it is given; each variant's validator as the build wrote it (src/generated/checks.ts)
 * where the variant's parameters have the rules the build read, else built by arktype from the
 * parameters (a registry file the build never saw); number rules from the rule book.
 */
import { CHECKS } from '../generated/checks.ts'
import type { Formula } from '../formulas/formula.ts'
import { validationRules } from '../registry/plain-checks.ts'
import { buildValidator } from '../registry/validator.ts'
import type { CalculatorSources } from './compile.ts'
import { numberRule } from './number-rule.ts'

export function registrySources(formulas: (id: string) => Formula | undefined): CalculatorSources {
  return {
    formula: formulas,
    validator(variant) {
      const built = CHECKS.get(variant.formula)
      return built !== undefined && built.rules === validationRules(variant.parameters) ? built.validator : buildValidator(variant.parameters)
    },
    numberRule,
  }
}
