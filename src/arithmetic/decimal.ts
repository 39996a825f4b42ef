/**
 * The reference arithmetic: decimal.js, written plainly.
 *
 * `decimal` works in the project's context `Dec` (28 significant digits, ROUND_HALF_UP). Every
 * operation is the one decimal.js method that does it, so the reference is easy to read and
 * agrees with the formulas as they are written today. `decimalArithmetic` builds the same
 * arithmetic over another decimal.js context (the soundness tests use one of 60 digits as
 * the exact value).
 */
import { Decimal } from 'decimal.js'
import { NotAValue, roundedTextOf, type Arithmetic, type Sign } from './arithmetic.ts'
import type { Scaled } from './scaled-decimal.ts'

/**
 * The project's decimal context: a private clone of decimal.js, 28 significant digits,
 * ROUND_HALF_UP. The global `Decimal` is never configured, so nothing else in a process that
 * embeds fincalc is affected. 28 digits leave at least ten digits of headroom beyond the paisa
 * for the largest amounts the registry's bounds allow.
 */
export const Dec = Decimal.clone({ precision: 28, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -30, toExpPos: 40 })
export type Dec = InstanceType<typeof Dec>

type DecimalContext = typeof Decimal

function checkedInteger(n: number): number {
  if (!Number.isSafeInteger(n)) throw new TypeError(`${n} is not a safe integer`)
  return n
}

function checkedPlaces(places: number): number {
  if (!Number.isInteger(places) || places < -22 || places > 22) throw new TypeError(`${places} decimal places is not an integer from -22 to 22`)
  return places
}

export function decimalArithmetic(Ctor: DecimalContext): Arithmetic<Decimal> {
  /** 10^k as a decimal, for rounding to a multiple of ten, hundred … */
  const tenTo = (k: number): Decimal => new Ctor(10).pow(k)

  /** Round with decimal.js's rounding mode `rm`; negative places round to a multiple of 10^-places. */
  const round = (a: Decimal, places: number, rm: Decimal.Rounding): Decimal =>
    places >= 0 ? a.toDecimalPlaces(places, rm) : a.toNearest(tenTo(-places), rm)

  /**
   * k of the value rounded to places = k × 10^-places, read from decimal.js's digits: toFixed
   * rounds to places itself (half up); a multiple of 10^-places, places < 0, is rounded first.
   */
  const roundedScaled = (a: unknown, places: number): Scaled => {
    if (!(a instanceof Decimal)) throw new NotAValue('not a decimal value')
    // decimal.js's Infinity and NaN have no digits; written as such they would not be JSON
    if (!a.isFinite()) throw new NotAValue('not a finite value')
    const fixed = checkedPlaces(places) >= 0 ? a.toFixed(places, Ctor.ROUND_HALF_UP) : round(a, places, Ctor.ROUND_HALF_UP).toFixed(0)
    const digits = places > 0 ? fixed.replace('.', '') : fixed.slice(0, fixed.length + Math.min(places, 0))
    const k = Number(digits)
    // a value that rounds to zero is 0, never -0 ("-0.00" of a small negative value)
    if (k === 0) return 0
    return Number.isSafeInteger(k) ? k : digits
  }

  return {
    name: 'decimal',
    fromText: (text) => new Ctor(text),
    fromInteger: (n) => new Ctor(checkedInteger(n)),

    plus: (a, b) => a.plus(b),
    minus: (a, b) => a.minus(b),
    times: (a, b) => a.times(b),
    div: (a, b) => a.div(b),
    neg: (a) => a.neg(),
    abs: (a) => a.abs(),
    powInt: (base, n) => base.pow(checkedInteger(n)),
    growthFactor: (rate, n) => {
      if (checkedInteger(n) < 0) throw new TypeError(`${n} is not a whole number of periods`)
      return rate.plus(1).pow(n)
    },
    pow: (base, exponent) => base.pow(exponent),
    min: (a, b) => (a.lt(b) ? a : b),
    max: (a, b) => (a.gt(b) ? a : b),

    cmp: (a, b) => a.cmp(b) as Sign,
    lt: (a, b) => a.lt(b),
    lte: (a, b) => a.lte(b),
    gt: (a, b) => a.gt(b),
    gte: (a, b) => a.gte(b),
    eq: (a, b) => a.eq(b),
    isZero: (a) => a.isZero(),
    isNegative: (a) => a.isNegative() && !a.isZero(),
    isInteger: (a) => a.isInteger(),
    floor: (a) => a.floor(),
    ceil: (a) => a.ceil(),

    roundTo: (a, places) => round(a, checkedPlaces(places), Ctor.ROUND_HALF_UP),
    roundUpTo: (a, places) => round(a, checkedPlaces(places), Ctor.ROUND_UP),
    toNumber: (a) => {
      const n = a.toNumber()
      return n === 0 ? 0 : n
    },
    estimate: (a) => a.toNumber(),
    toText: (a) => a.toFixed(),
    roundedScaled,
    roundedText: roundedTextOf(roundedScaled),
    exactInteger: () => undefined,
    isValue: (x): x is Decimal => x instanceof Decimal,
  }
}

/** The reference: decimal.js in the project's context (28 significant digits, ROUND_HALF_UP). */
export const decimal: Arithmetic<Dec> = decimalArithmetic(Dec)
