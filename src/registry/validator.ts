/**
 * Builds the arktype validator of one variant's parameters from its registry entry, once, at
 * start-up. Text has already been read into numbers, booleans and strings; the validator checks
 * bounds, whole numbers and allowed values, and reports each failure by parameter and code.
 */
import { type, type Type } from 'arktype'
import type { Parameter, ParameterValue } from './types.ts'
import type { ErrorCode } from './errors.ts'

function parameterType(p: Parameter): Type {
  switch (p.type) {
    case 'boolean':
      return type.boolean
    case 'enum':
      return type.enumerated(...p.values)
    case 'date':
      // The text is a calendar date already (src/runtime/resolve-input.ts); ISO dates compare as text.
      return type.string.narrow((date, ctx) => date >= p.minimum || ctx.mustBe(`${p.minimum} or later`))
    case 'number': {
      if (p.values) return type.enumerated(...p.values)
      let t: Type<number> = p.integer ? type.number.divisibleBy(1) : type.number
      if (p.minimum !== undefined) t = t.atLeast(p.minimum)
      if (p.exclusiveMinimum !== undefined) t = t.moreThan(p.exclusiveMinimum)
      if (p.maximum !== undefined) t = t.atMost(p.maximum)
      if (p.exclusiveMaximum !== undefined) t = t.lessThan(p.exclusiveMaximum)
      return t
    }
  }
}

const CODE_BY_ARK_KIND: Record<string, ErrorCode> = {
  min: 'out_of_range',
  max: 'out_of_range',
  divisor: 'not_integer',
  union: 'not_allowed',
  unit: 'not_allowed',
  predicate: 'not_allowed',
}

export interface ParameterValidator {
  /** Failures by parameter name; empty when every value is acceptable. */
  check(values: Record<string, ParameterValue>): Array<{ parameter: string; code: ErrorCode }>
}

export function buildValidator(parameters: readonly Parameter[]): ParameterValidator {
  const shape: Record<string, Type> = {}
  for (const p of parameters) shape[`${p.name}?`] = parameterType(p)
  const validate = type(shape as any) as unknown as Type<Record<string, ParameterValue>>
  const dates = new Set(parameters.filter((p) => p.type === 'date').map((p) => p.name))
  return {
    check(values) {
      const out = validate(values)
      if (!(out instanceof type.errors)) return []
      const seen = new Set<string>()
      const failures: Array<{ parameter: string; code: ErrorCode }> = []
      for (const problem of out) {
        const parameter = String(problem.path[0])
        if (seen.has(parameter)) continue
        seen.add(parameter)
        // a date reaches the validator as a calendar date, so only its bound can fail
        failures.push({ parameter, code: dates.has(parameter) ? 'out_of_range' : (CODE_BY_ARK_KIND[problem.code] ?? 'not_allowed') })
      }
      return failures
    },
  }
}
