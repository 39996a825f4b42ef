/**
 * A certified tier assembled from its operation modules: binary (./binary.ts) and
 * double-double (./double-double.ts) are each one folder of operations, one per file, that
 * carry a bound on their error; this writes once how such a folder becomes an `Arithmetic`.
 * Its decisions (comparisons, isNegative, roundedText) come from the tier's own `order`, which
 * answers only when the sign is certain, through `certain`, which throws `Uncertain` otherwise.
 */
import { certain, comparisons, roundedTextOf, type Arithmetic, type Sign } from './arithmetic.ts'

type Members<N, K extends keyof Arithmetic<N>> = Pick<Arithmetic<N>, K>

/**
 * A tier's operations, each exported by a file under its folder and imported by name: a module
 * passed whole would be bundled as an object of getters, each compiled at its first call.
 */
export type Operations<N> = Members<
  N,
  'fromText' | 'plus' | 'minus' | 'times' | 'div' | 'powInt' | 'growthFactor' | 'pow' | 'floor' | 'ceil' | 'isInteger' | 'roundTo' | 'roundUpTo' | 'toNumber' | 'toText' | 'estimate'
>

/** What a tier defines beside its operations: how its values look, and its order where certain. */
export interface TierOwn<N> extends Members<N, 'name' | 'neg' | 'abs' | 'min' | 'max' | 'roundedScaled' | 'exactInteger' | 'isValue'> {
  fromInteger(n: number): N
  /** The sign of a − b, or undefined when the bounds cannot tell. */
  order(a: N, b: N): Sign | undefined
  /** The sign of x, or undefined when the bounds cannot tell. */
  sign(x: N): Sign | undefined
  /** Whether x is exactly zero, when its bound says so without a decision (a value known exactly). */
  exactlyZero(x: N): boolean | undefined
}

export function boundedTier<N>(m: Operations<N>, own: TierOwn<N>): Arithmetic<N> {
  const signOf = (x: N, operation: string): Sign => certain(own.sign(x), operation)
  return {
    ...m,
    name: own.name,
    fromInteger: own.fromInteger,
    neg: own.neg,
    abs: own.abs,
    min: own.min,
    max: own.max,

    ...comparisons((a: N, b: N) => certain(own.order(a, b), 'compare')),
    isZero: (a) => own.exactlyZero(a) ?? signOf(a, 'isZero') === 0,
    isNegative: (a) => signOf(a, 'isNegative') < 0,

    roundedScaled: own.roundedScaled,
    exactInteger: own.exactInteger,
    roundedText: roundedTextOf(own.roundedScaled),
    isValue: own.isValue,
  }
}
