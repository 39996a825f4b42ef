/**
 * One calculation, independent of HTTP: query values in, the `{ input, result }` answer out (the
 * very object the 200 body is the JSON of), or every problem with the parameters (the `errors`
 * of the 400). The engine and the library both call it, so they validate and compute alike.
 */
import { InputError } from '../formulas/formula.ts'
import type { CompiledCalculator } from './compile.ts'
import type { ParameterProblem } from './errors.ts'
import { resolveInput, type Query } from './resolve-input.ts'
import { serialiseResult } from './serialise-result.ts'

export interface Answer {
  input: Record<string, unknown>
  result: Record<string, unknown>
}

export function evaluate(compiled: CompiledCalculator, query: Query): Answer | ParameterProblem[] {
  const input = resolveInput(compiled, query)
  if (Array.isArray(input)) return input
  try {
    return { input: input.echo, result: serialiseResult(input.variant.variant.result, input.variant.formula.compute(input.values)) }
  } catch (error) {
    if (error instanceof InputError) {
      const parameter = input.nameGiven(error.parameter)
      const message = parameter === error.parameter ? error.message : `${parameter} (${error.parameter}): ${error.message}`
      return [{ parameter, code: error.code, message }]
    }
    throw error
  }
}
