/**
 * A certified tier assembled from its operation modules: binary (./binary.ts) and
 * double-double (./double-double.ts) are each one folder of operations, one per file, that
 * carry a bound on their error; this writes once how such a folder becomes an `Arithmetic`.
 * Its decisions (comparisons, isNegative, roundedText) come from the tier's own `order`, which
 * answers only when the sign is certain, through `certain`, which throws `Uncertain` otherwise.
 */
import { certain, comparisons, roundedTextOf, type Arithmetic, type Sign } from './arithmetic.ts'

type Members<N, K extends keyof Arithmetic<N>> = Pick<Arithmetic<N>, K>

/** A tier's operation modules, as each file under its folder exports them. */
export interface OperationModules<N> {
  fromText: Members<N, 'fromText'>
  add: Members<N, 'plus' | 'minus'>
  multiply: Members<N, 'times'>
  divide: Members<N, 'div'>
  power: Members<N, 'powInt'>
  growthFactor: Members<N, 'growthFactor'>
  realPower: Members<N, 'pow'>
  integerPart: Members<N, 'floor' | 'ceil' | 'isInteger'>
  round: Members<N, 'roundTo' | 'roundUpTo'>
  toNumber: Members<N, 'toNumber' | 'toText' | 'estimate'>
}

/** What a tier defines beside its modules: how its values look, and its order where certain. */
export interface TierOwn<N> extends Members<N, 'name' | 'neg' | 'abs' | 'min' | 'max' | 'roundedScaled' | 'exactInteger' | 'isValue'> {
  fromInteger(n: number): N
  /** The sign of a − b, or undefined when the bounds cannot tell. */
  order(a: N, b: N): Sign | undefined
  /** The sign of x, or undefined when the bounds cannot tell. */
  sign(x: N): Sign | undefined
  /** Whether x is exactly zero, when its bound says so without a decision (a value known exactly). */
  exactlyZero(x: N): boolean | undefined
}

export function boundedTier<N>(m: OperationModules<N>, own: TierOwn<N>): Arithmetic<N> {
  const signOf = (x: N, operation: string): Sign => certain(own.sign(x), operation)
  return {
    name: own.name,
    fromText: m.fromText.fromText,
    fromInteger: own.fromInteger,

    plus: m.add.plus,
    minus: m.add.minus,
    times: m.multiply.times,
    div: m.divide.div,
    neg: own.neg,
    abs: own.abs,
    powInt: m.power.powInt,
    growthFactor: m.growthFactor.growthFactor,
    pow: m.realPower.pow,
    min: own.min,
    max: own.max,

    ...comparisons((a: N, b: N) => certain(own.order(a, b), 'compare')),
    isZero: (a) => own.exactlyZero(a) ?? signOf(a, 'isZero') === 0,
    isNegative: (a) => signOf(a, 'isNegative') < 0,
    isInteger: m.integerPart.isInteger,
    floor: m.integerPart.floor,
    ceil: m.integerPart.ceil,

    roundTo: m.round.roundTo,
    roundUpTo: m.round.roundUpTo,
    roundedScaled: own.roundedScaled,
    exactInteger: own.exactInteger,
    roundedText: roundedTextOf(own.roundedScaled),
    toNumber: m.toNumber.toNumber,
    toText: m.toNumber.toText,
    estimate: m.toNumber.estimate,
    isValue: own.isValue,
  }
}
