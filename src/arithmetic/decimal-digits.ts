/**
 * The decimal-digits arithmetic: decimal.js's own digits, followed exactly, at double-double
 * speed where a bound allows. The engine tries it after double-double and before decimal
 * (../runtime/evaluate.ts), for what double-double cannot certify because its intervals hold
 * the exact result as well as decimal's: figures beyond about ₹10^25 to the paisa, where
 * decimal.js's 28 digits no longer reach the paisa and only its own rounding at every step says
 * which digits it writes, and ties or equalities that only decimal's digits settle.
 *
 * A value is decimal.js's result itself, M × 10^q with 28 digits of M held exactly as a
 * double-double integer (./decimal-digits/digits.ts). Each + − × ÷ rounds the exact result of
 * the operands' exact values to 28 digits, half away from zero, which is what decimal.js does:
 * a product or sum is found in double-double with a bound, and rounded from it when no
 * half-way point lies within the bound (./decimal-digits/fast.ts); otherwise, and for
 * quotients, exactly on the significands (./decimal-digits/exact.ts). A whole power follows
 * decimal.js's repeated squaring (./decimal-digits/power.ts). Decisions and figures are read
 * from the digits (./decimal-digits/decisions.ts). A fractional power (exp and ln), which
 * decimal.js evaluates by series whose last digits no bound here settles, is Uncertain.
 */
import { Uncertain, comparisons, roundedTextOf, type Arithmetic } from './arithmetic.ts'
import { LOWEST, exactly, pair, type Digits } from './decimal-digits/digits.ts'
import { exactQuotient } from './decimal-digits/exact.ts'
import { product, roundedScaled, sum } from './decimal-digits/fast.ts'
import { power } from './decimal-digits/power.ts'
import { checkPlaces, isDigits, isInteger, order, roundToPlaces, toNumber, toText } from './decimal-digits/decisions.ts'

export type { Digits } from './decimal-digits/digits.ts'

/** decimal.js reads a numeric literal exactly: its digits (at most 28 here, else Uncertain) and exponent. */
function fromText(text: string): Digits {
  const match = LITERAL.exec(text)
  if (!match) throw new Uncertain('fromText')
  const [, minus, whole = '', fraction = '', exponent = '0'] = match
  const digits = (whole + fraction).replace(/^0+/, '')
  if (digits.length > 28) throw new Uncertain('fromText')
  return digits === '' ? exactly(false, 0n, 0) : exactly(minus === '-', BigInt(digits), Number(exponent) - fraction.length)
}

const LITERAL = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/

/** Small integers, made once: the formulas ask for 1, 12, 100 … on every calculation. */
const INTEGERS = new Map<number, Digits>()

function fromInteger(n: number): Digits {
  if (!Number.isSafeInteger(n)) throw new TypeError(`${n} is not a safe integer`)
  let x = INTEGERS.get(n)
  if (x === undefined) {
    x = exactly(n < 0, BigInt(Math.abs(n)), 0)
    if (INTEGERS.size < 1024) INTEGERS.set(n, x)
  }
  return x
}

const neg = (a: Digits): Digits => (a.h === 0 ? a : { h: -a.h, l: -a.l, q: a.q })
const cmp = order
const ONE = pair(LOWEST, -27)

export const decimalDigits: Arithmetic<Digits> = {
  name: 'double-double',
  fromText,
  fromInteger,

  plus: (a, b) => sum(a, b, false),
  minus: (a, b) => sum(a, b, true),
  times: product,
  div: exactQuotient,
  neg,
  abs: (a) => (a.h < 0 ? neg(a) : a),
  powInt: power,
  growthFactor: (rate, n) => {
    if (!Number.isSafeInteger(n) || n < 0) throw new TypeError(`${n} is not a whole number of periods`)
    return power(sum(rate, ONE, false), n)
  },
  pow: (base, exponent) => {
    if (!isInteger(exponent)) throw new Uncertain('pow')
    const n = toNumber(exponent)
    if (!Number.isSafeInteger(n)) throw new Uncertain('pow')
    return power(base, n)
  },
  min: (a, b) => (cmp(a, b) < 0 ? a : b),
  max: (a, b) => (cmp(a, b) > 0 ? a : b),

  ...comparisons(cmp),
  isZero: (a) => a.h === 0,
  isNegative: (a) => a.h < 0,
  isInteger,
  floor: (a) => roundToPlaces(a, 0, 'floor'),
  ceil: (a) => roundToPlaces(a, 0, 'ceil'),

  roundTo: (a, places) => roundToPlaces(a, checkPlaces(places), 'half'),
  roundUpTo: (a, places) => roundToPlaces(a, checkPlaces(places), 'away'),
  toNumber,
  toText,
  roundedScaled,
  roundedText: roundedTextOf(roundedScaled),
  isValue: isDigits,
}


