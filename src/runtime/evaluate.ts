/**
 * One calculation, independent of HTTP: query values in, the `{ input, result }` answer out (the
 * very object the 200 body is the JSON of), or every problem with the parameters (the `errors`
 * of the 400). The engine and the library both call it, so they validate and compute alike.
 *
 * The formula runs in `binary` first (src/arithmetic/binary.ts): float64 values that carry a
 * certified bound on their error. A decision binary cannot certify (a comparison or a rounding
 * too close to call) throws Uncertain, and the formula runs again in `decimal`, the reference.
 * The answer is therefore the decimal answer whichever path gave it. `arithmetic: 'decimal'`
 * answers every request in decimal (the reference an operator can switch to, and what the
 * identity tests compare with).
 */
import { binary } from '../arithmetic/binary.ts'
import { decimal } from '../arithmetic/decimal.ts'
import { Uncertain, type Arithmetic } from '../arithmetic/arithmetic.ts'
import { InputError } from '../formulas/formula.ts'
import type { CompiledCalculator } from './compile.ts'
import type { ParameterProblem } from '../registry/errors.ts'
import { resolveInput, type Query, type ResolvedInput } from './resolve-input.ts'
import { serialiseResult } from './serialise-result.ts'

export interface Answer {
  input: Record<string, unknown>
  result: Record<string, unknown>
}

/** `certified`: binary, with decimal where binary cannot certify a decision; `decimal`: decimal only. */
const ARITHMETIC_MODES = ['certified', 'decimal'] as const
export type ArithmeticMode = (typeof ARITHMETIC_MODES)[number]

/** The mode FINCALC_ARITHMETIC names (default certified); throws an Error saying what is accepted. */
export function readArithmeticMode(value: string | undefined): ArithmeticMode {
  if (value === undefined || value === '') return 'certified'
  if ((ARITHMETIC_MODES as readonly string[]).includes(value)) return value as ArithmeticMode
  throw new Error(`FINCALC_ARITHMETIC must be certified or decimal (got ${value})`)
}

/** Told which arithmetic answered each calculation (the benchmark's fallback share). */
export type OnAnswered = (calculator: string, arithmetic: 'binary' | 'decimal') => void

export interface EvaluateOptions {
  arithmetic?: ArithmeticMode
  onAnswered?: OnAnswered
}

export function evaluate(compiled: CompiledCalculator, query: Query, { arithmetic = 'certified', onAnswered }: EvaluateOptions = {}): Answer | ParameterProblem[] {
  const input = resolveInput(compiled, query)
  if (Array.isArray(input)) return input
  try {
    if (arithmetic === 'certified') {
      try {
        const answer = { input: input.echo, result: computeIn(binary, input) }
        onAnswered?.(compiled.calculator.id, 'binary')
        return answer
      } catch (error) {
        if (!(error instanceof Uncertain)) throw error
      }
    }
    const answer = { input: input.echo, result: computeIn(decimal, input) }
    onAnswered?.(compiled.calculator.id, 'decimal')
    return answer
  } catch (error) {
    if (error instanceof InputError) {
      const parameter = input.nameGiven(error.parameter)
      const message = parameter === error.parameter ? error.message : `${parameter} (${error.parameter}): ${error.message}`
      return [{ parameter, code: error.code, message }]
    }
    throw error
  }
}

function computeIn<N>(a: Arithmetic<N>, input: ResolvedInput): Record<string, unknown> {
  return serialiseResult(input.variant.variant.result, input.variant.formula.compute(input.valuesIn(a), a), a)
}
