/**
 * One calculation, independent of HTTP: a resolved input in, the JSON text of the `{ input, result }`
 * answer out (the 200 body, with its ETag), or every problem with the parameters (the `errors`
 * of the 400).
 * The engine and the library both call it, so they validate, compute and write alike.
 *
 * The formula runs in `binary` first (src/arithmetic/binary.ts): float64 values that carry a
 * certified bound on their error. A decision binary cannot certify (a comparison or a rounding
 * too close to call) throws Uncertain, and the formula runs again in `double-double`
 * (src/arithmetic/double-double.ts, the same contract with about 32 digits); where that
 * cannot certify either, in `decimal-digits` (src/arithmetic/decimal-digits.ts: decimal.js's
 * own digits followed exactly, at double-double speed where a bound allows), and where that
 * cannot, in `decimal`, the reference. A variant whose last calculations a certified tier could
 * not certify starts the next few past it (./tier-skips.ts). The answer is therefore the
 * decimal answer whichever tier gave it. `arithmetic: 'decimal'` answers every request in
 * decimal (the reference an operator can switch to, and what the identity tests compare with).
 */
import { binary } from '../arithmetic/binary.ts'
import { doubleDouble } from '../arithmetic/double-double.ts'
import { decimalDigits } from '../arithmetic/decimal-digits.ts'
import { decimal } from '../arithmetic/decimal.ts'
import { Uncertain, type Arithmetic } from '../arithmetic/arithmetic.ts'
import { InputError } from '../formulas/formula.ts'
import type { CompiledCalculator } from './compile.ts'
import type { ParameterProblem } from '../registry/errors.ts'
import type { ResolvedInput } from './resolve-input.ts'
import type { WrittenAnswer } from './write-result.ts'

/** The answer's shape; `evaluate` gives its JSON text. */
export interface Answer {
  input: Record<string, unknown>
  result: Record<string, unknown>
}

/**
 * The modes FINCALC_ARITHMETIC offers. `certified`: binary, then double-double where binary
 * cannot certify a decision, then decimal where neither can; `decimal`: decimal only.
 */
const ARITHMETIC_MODES = ['certified', 'decimal'] as const
/**
 * A mode of ARITHMETIC_MODES, or one for the identity tests only (no environment variable names
 * them): `double-double` first, then decimal-digits and decimal, or `decimal-digits` first, then
 * decimal, so that a tier's answers are compared with decimal's even where a tier before it
 * would have answered.
 */
export type ArithmeticMode = (typeof ARITHMETIC_MODES)[number] | 'double-double' | 'decimal-digits'

/** The mode FINCALC_ARITHMETIC names (default certified); throws an Error saying what is accepted. */
export function readArithmeticMode(value: string | undefined): ArithmeticMode {
  if (value === undefined || value === '') return 'certified'
  if ((ARITHMETIC_MODES as readonly string[]).includes(value)) return value as ArithmeticMode
  throw new Error(`FINCALC_ARITHMETIC must be certified or decimal (got ${value})`)
}

/** The arithmetic that answered a calculation. */
export type AnsweringArithmetic = 'binary' | 'double-double' | 'decimal-digits' | 'decimal'

/** Told which arithmetic answered each calculation (the benchmark's and verify:arithmetic's shares). */
export type OnAnswered = (calculator: string, arithmetic: AnsweringArithmetic) => void

export interface EvaluateOptions {
  arithmetic?: ArithmeticMode
  onAnswered?: OnAnswered
}

/** The answer to an input already resolved (./resolve-input.ts), or its problems as they are. */
export function evaluateInput(compiled: CompiledCalculator, input: ResolvedInput | ParameterProblem[], { arithmetic = 'certified', onAnswered }: EvaluateOptions = {}): WrittenAnswer | ParameterProblem[] {
  if (Array.isArray(input)) return input
  try {
    const tiers = TIERS[arithmetic]
    const tierSkips = input.variant.tierSkips
    const first = tiers === CERTIFIED ? tierSkips.next() : 0
    for (let i = first; ; i++) {
      const tier = tiers[i]!
      try {
        const answer = computeIn(tier, input)
        if (tiers === CERTIFIED) tierSkips.answered(first, i)
        onAnswered?.(compiled.calculator.id, tier.name)
        return answer
      } catch (error) {
        // The last tier is decimal, which never throws Uncertain.
        if (!(error instanceof Uncertain) || i === tiers.length - 1) throw error
      }
    }
  } catch (error) {
    if (error instanceof InputError) {
      const parameter = input.nameGiven(error.parameter)
      const message = parameter === error.parameter ? error.message : `${parameter} (${error.parameter}): ${error.message}`
      return [{ parameter, code: error.code, message }]
    }
    throw error
  }
}

/** The arithmetics tried in turn, each where the one before cannot certify; decimal last (the indices tier-skips.ts names). */
const CERTIFIED: readonly Arithmetic<any>[] = [binary, doubleDouble, decimalDigits, decimal]
/** What each mode tries: every tier, or those from the one it names on. */
const TIERS: Readonly<Record<ArithmeticMode, readonly Arithmetic<any>[]>> = {
  certified: CERTIFIED,
  'double-double': CERTIFIED.slice(1),
  'decimal-digits': CERTIFIED.slice(2),
  decimal: CERTIFIED.slice(3),
}

function computeIn<N>(a: Arithmetic<N>, input: ResolvedInput): WrittenAnswer {
  return input.variant.writeResult(input.echoed, input.variant.formula.compute(input.valuesIn(a), a), a)
}
