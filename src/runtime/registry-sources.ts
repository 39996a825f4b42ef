/**
 * What a server compiles its registry's calculators from (./compile.ts): the formulas of the
 * table it is given; each variant's validator as the build wrote it (src/generated/checks.ts)
 * where the variant's parameters have the rules the build read, else built by `buildValidator`
 * (arktype's, src/registry/validator.ts, which a registry loaded from text brings: a file the
 * build never saw); number rules from the rule book; answers tagged for their ETags. A server of
 * the built registry so never loads arktype.
 */
import { CHECKS } from '../generated/checks.ts'
import type { Formula } from '../formulas/formula.ts'
import type { ParameterValidator } from '../registry/plain-checks.ts'
import type { Parameter } from '../registry/types.ts'
import type { CalculatorSources } from './compile.ts'
import { numberRule } from './number-rule.ts'
import { entityTagOfBytes } from './etag.ts'
import { rulesFingerprint } from './rules-fingerprint.ts'

/** Builds the validator of a variant whose parameters the build did not check. */
export type BuildValidator = (parameters: readonly Parameter[]) => ParameterValidator

export function registrySources(formulas: (id: string) => Formula | undefined, buildValidator?: BuildValidator): CalculatorSources {
  return {
    formula: formulas,
    validator(variant) {
      const built = CHECKS.get(variant.formula)
      if (built !== undefined && built.rules === rulesFingerprint(variant.parameters)) return built.validator
      if (buildValidator) return buildValidator(variant.parameters)
      throw new Error(`${variant.formula}: the parameters differ from those the build checked; run npm run build, or load the registry from its text (createCalculatorEngine)`)
    },
    numberRule,
    tagAnswer: entityTagOfBytes,
  }
}
