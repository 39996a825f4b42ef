/**
 * The arithmetic a formula is given, rather than a number type it imports.
 *
 * `Arithmetic<N>` holds exactly the operations the formulas use, over an opaque number type N.
 * Three implementations exist:
 *
 * - `decimal` (./decimal.ts): decimal.js at 28 significant digits, ROUND_HALF_UP, the project's
 *   `Dec`. It is the reference: whatever it answers is the answer.
 * - `binary` (./binary.ts): a float64 carrying a rigorous bound on its absolute error. Its
 *   arithmetic never decides anything; its decisions (comparisons, floor, ceil, isInteger,
 *   roundTo, toNumber …) either agree with what `decimal` would decide or throw `Uncertain`,
 *   after which the caller answers the same request again in a wider arithmetic.
 * - `double-double` (./double-double.ts): the same contract over a double-double (two float64,
 *   about 32 digits), the tier the caller tries after binary and before `decimal`.
 *
 * Operands are always N; constants are made once with `fromText` or `fromInteger`.
 */
import { scaledText, type Scaled } from './scaled-decimal.ts'

/**
 * Thrown by the binary and double-double arithmetics for any decision they cannot certify
 * (its interval straddles the boundary), for a division by a value that may be zero, and for values beyond float64.
 * It says nothing about the request: the same request answered in decimal has an answer.
 * It is a signal the engine always catches, so it carries no stack: capturing one through a
 * formula's frames would cost as much as a whole small calculation.
 */
export class Uncertain extends Error {
  override readonly name = 'Uncertain'
  /** The operation that could not be certified: `lt`, `roundTo`, `div` … */
  readonly operation: string

  constructor(operation: string) {
    const stackTraceLimit = Error.stackTraceLimit
    Error.stackTraceLimit = 0
    super(`cannot certify ${operation} in this arithmetic; answer in a wider one`)
    Error.stackTraceLimit = stackTraceLimit
    this.operation = operation
  }
}

/**
 * Thrown by `roundedScaled` for an operand that is not a value of its arithmetic: a formula's
 * defect (a string or a record where a figure belongs), which the response writer reports
 * with the field's name.
 */
export class NotAValue extends TypeError {
  override readonly name = 'NotAValue'
}

export type Sign = -1 | 0 | 1

export interface Arithmetic<N> {
  readonly name: 'decimal' | 'binary' | 'double-double' | 'decimal-digits'

  /** The number a decimal literal denotes ("8.5", "-0.001", "1e5"); decimal.js reads it exactly. */
  fromText(text: string): N
  /** A JS safe integer (periods, counts, constants such as 100 or 1200). */
  fromInteger(n: number): N

  plus(a: N, b: N): N
  minus(a: N, b: N): N
  times(a: N, b: N): N
  div(a: N, b: N): N
  neg(a: N): N
  abs(a: N): N
  /** base^n for a safe integer n (n = 0 gives 1), as decimal.js's `pow` with an integer exponent. */
  powInt(base: N, n: number): N
  /**
   * The growth factor (1 + rate)^n for a whole n ≥ 0, as decimal.js computes
   * `rate.plus(1).pow(n)`: the power behind every compounding calculator, given its own
   * operation so that the binary arithmetic can carry 1 + rate unrounded.
   */
  growthFactor(rate: N, n: number): N
  /** base^exponent for any exponent (decimal.js's `pow`: exp(exponent × ln base) when not an integer). */
  pow(base: N, exponent: N): N
  /** The smaller of a and b (b when equal). */
  min(a: N, b: N): N
  /** The larger of a and b (b when equal). */
  max(a: N, b: N): N

  cmp(a: N, b: N): Sign
  lt(a: N, b: N): boolean
  lte(a: N, b: N): boolean
  gt(a: N, b: N): boolean
  gte(a: N, b: N): boolean
  eq(a: N, b: N): boolean
  isZero(a: N): boolean
  /** Strictly below zero: a negative zero is not negative. */
  isNegative(a: N): boolean
  isInteger(a: N): boolean
  floor(a: N): N
  ceil(a: N): N

  /**
   * a rounded half away from zero to `places` decimals (decimal.js ROUND_HALF_UP); `places`
   * may be negative: -1 rounds to a multiple of ten. An integer from -22 to 22.
   */
  roundTo(a: N, places: number): N
  /** a rounded away from zero to `places` decimals (decimal.js ROUND_UP), e.g. a SIP never short of its goal. */
  roundUpTo(a: N, places: number): N

  /**
   * The double nearest a value already rounded to its places (a count, an age, a rate to look
   * up), as decimal.js's `toNumber()` gives, except that a zero is always +0.
   */
  toNumber(a: N): number
  /**
   * A double near the value (within its bound), with no decision taken: for aiming a search,
   * never for a figure, a comparison or a count, which `toNumber` gives certified.
   */
  estimate(a: N): number
  /** The value as plain decimal digits (decimal.js's `toFixed()`, never exponent notation), for messages and figures beyond 10^21. */
  toText(a: N): string
  /**
   * The value rounded half away from zero to `places` as the integer k of k × 10^-places
   * (./scaled-decimal.ts), the form a figure is written from. It takes anything a formula
   * returned and throws NotAValue for what is not a value of this arithmetic, so that writing
   * a figure is one call of the arithmetic, not two.
   */
  roundedScaled(a: unknown, places: number): Scaled
  /**
   * The value as a safe integer when it is known to be exactly one without a decision (a whole
   * rupee amount held exactly), else undefined, for any object a formula returned: such a figure
   * is written as its own digits, which roundedScaled gives at any places. Undefined says
   * nothing about the value; an arithmetic may always answer it.
   */
  exactInteger(a: object): number | undefined
  /**
   * The value rounded half away from zero to `places`, as decimal.js writes it (plain digits, no
   * trailing zeros): the text of a figure shown in a message. `-0` is never written.
   */
  roundedText(a: N, places: number): string

  /** Whether `x` is a value of this arithmetic (and not, say, a record of them). */
  isValue(x: unknown): x is N
}

/** The comparisons of an arithmetic, each one decision of its certified `cmp`. */
export function comparisons<N>(cmp: (a: N, b: N) => Sign): Pick<Arithmetic<N>, 'cmp' | 'lt' | 'lte' | 'gt' | 'gte' | 'eq'> {
  return {
    cmp,
    lt: (a, b) => cmp(a, b) < 0,
    lte: (a, b) => cmp(a, b) <= 0,
    gt: (a, b) => cmp(a, b) > 0,
    gte: (a, b) => cmp(a, b) >= 0,
    eq: (a, b) => cmp(a, b) === 0,
  }
}

/** Throws Uncertain naming the operation: what an undecided `??` ends with. */
export function uncertain(operation: string): never {
  throw new Uncertain(operation)
}

/** A sign a certified arithmetic decided, or Uncertain naming the operation when it could not. */
export function certain(sign: Sign | undefined, operation: string): Sign {
  if (sign === undefined) throw new Uncertain(operation)
  return sign
}

/** `roundedText` from an arithmetic's `roundedScaled`. */
export function roundedTextOf<N>(roundedScaled: (a: unknown, places: number) => Scaled): (a: N, places: number) => string {
  return (a, places) => scaledText(roundedScaled(a, places), places)
}
