/**
 * The decimal-digits arithmetic: decimal.js's own digits, followed exactly, at double-double
 * speed where a bound allows. The engine tries it after double-double and before decimal
 * (../runtime/evaluate.ts), for what double-double cannot certify because its intervals hold
 * the exact result as well as decimal's: figures beyond about ₹10^25 to the paisa, where
 * decimal.js's 28 digits no longer reach the paisa and only its own rounding at every step says
 * which digits it writes, and ties or equalities that only decimal's digits settle.
 *
 * A value is decimal.js's result itself, M × 10^q with 28 digits of M held exactly as a
 * double-double integer (./decimal-digits/digits.ts). A product or sum, as decimal.js computes
 * it, is the operands' exact result rounded to 28 digits half away from zero: it is found in
 * double-double with a bound and rounded from it when no half-way point lies within the bound
 * (./decimal-digits/fast.ts), and so is a figure; order and signs are read from the digits.
 * What is left (a product or sum a half-way point lies near, quotients, whole powers, roundings
 * to places, texts, a few times a calculation) decimal.js itself does on the same values, so it
 * is its answer by construction. A fractional power is Uncertain: decimal.js's exp and ln
 * series are the slow part of such a calculation, and are left to the decimal tier whole.
 */
import { Uncertain, comparisons, roundedTextOf, type Arithmetic, type Sign } from './arithmetic.ts'
import { Dec, decimal } from './decimal.ts'
import { fromDecimal, toDecimal, type Digits } from './decimal-digits/digits.ts'
import { product, scaledFigure, sum } from './decimal-digits/fast.ts'
import type { Scaled } from './scaled-decimal.ts'

export type { Digits } from './decimal-digits/digits.ts'

const sign = (x: Digits): Sign => (x.h > 0 ? 1 : x.h < 0 ? -1 : 0)

/** The order of a and b: by sign, then (the significands having 28 digits each) exponent, then significand. */
function cmp(a: Digits, b: Digits): Sign {
  const s = sign(a)
  if (s !== sign(b)) return s < sign(b) ? -1 : 1
  if (s === 0) return 0
  const larger = a.q !== b.q ? a.q > b.q : a.h !== b.h ? Math.abs(a.h) > Math.abs(b.h) : a.l * s > b.l * s
  if (a.q === b.q && a.h === b.h && a.l === b.l) return 0
  return larger === s > 0 ? 1 : -1
}

/** A decimal.js operation on the values a and b stand for. */
function viaDecimal(a: Digits, f: (d: Dec) => Dec): Digits {
  return fromDecimal(f(toDecimal(a)))
}

const neg = (a: Digits): Digits => (a.h === 0 ? a : { h: -a.h, l: -a.l, q: a.q })

function isDigits(x: unknown): x is Digits {
  return typeof x === 'object' && x !== null && typeof (x as Digits).h === 'number' && typeof (x as Digits).q === 'number'
}

function roundedScaled(x: unknown, places: number): Scaled {
  if (!isDigits(x)) return decimal.roundedScaled(x, places)
  return (places >= -22 && places <= 22 && Number.isInteger(places) ? scaledFigure(x, places) : undefined) ?? decimal.roundedScaled(toDecimal(x), places)
}

/** The double nearest the value, also its estimate: a value is decimal.js's result itself. */
function toNumber(a: Digits): number {
  return decimal.toNumber(toDecimal(a))
}

/** Small integers, made once: the formulas ask for 1, 12, 100 … on every calculation. */
const INTEGERS = new Map<number, Digits>()

export const decimalDigits: Arithmetic<Digits> = {
  name: 'decimal-digits',
  fromText: (text) => fromDecimal(decimal.fromText(text)),
  fromInteger(n) {
    let x = INTEGERS.get(n)
    if (x === undefined) {
      x = fromDecimal(decimal.fromInteger(n))
      if (INTEGERS.size < 1024) INTEGERS.set(n, x)
    }
    return x
  },

  plus: (a, b) => sum(a, b) ?? viaDecimal(a, (d) => d.plus(toDecimal(b))),
  minus: (a, b) => sum(a, neg(b)) ?? viaDecimal(a, (d) => d.minus(toDecimal(b))),
  times: (a, b) => product(a, b) ?? viaDecimal(a, (d) => d.times(toDecimal(b))),
  div: (a, b) => viaDecimal(a, (d) => d.div(toDecimal(b))),
  neg,
  abs: (a) => (a.h < 0 ? neg(a) : a),
  powInt: (base, n) => viaDecimal(base, (d) => decimal.powInt(d, n)),
  growthFactor: (rate, n) => viaDecimal(rate, (d) => decimal.growthFactor(d, n)),
  pow(base, exponent) {
    if (!isInteger(exponent)) throw new Uncertain('pow')
    return viaDecimal(base, (d) => d.pow(toDecimal(exponent)))
  },
  min: (a, b) => (cmp(a, b) < 0 ? a : b),
  max: (a, b) => (cmp(a, b) > 0 ? a : b),

  ...comparisons(cmp),
  isZero: (a) => a.h === 0,
  isNegative: (a) => a.h < 0,
  isInteger,
  floor: (a) => viaDecimal(a, (d) => d.floor()),
  ceil: (a) => viaDecimal(a, (d) => d.ceil()),

  roundTo: (a, places) => viaDecimal(a, (d) => decimal.roundTo(d, places)),
  roundUpTo: (a, places) => viaDecimal(a, (d) => decimal.roundUpTo(d, places)),
  toNumber,
  estimate: toNumber,
  toText: (a) => decimal.toText(toDecimal(a)),
  roundedScaled,
  roundedText: roundedTextOf(roundedScaled),
  exactInteger: () => undefined,
  isValue: isDigits,
}

function isInteger(a: Digits): boolean {
  return a.q >= 0 || toDecimal(a).isInteger()
}
