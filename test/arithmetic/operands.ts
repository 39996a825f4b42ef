/**
 * What the soundness tests of the certified arithmetics share (soundness.test.ts for binary,
 * double-double.test.ts): the exact reference, the exact digits of a double, the operands drawn
 * (decimal literals of every shape the calculators see, and values already carrying an error)
 * and the two-operand operations, so that both tiers are held to the same draws.
 */
import { fc } from '@fast-check/vitest'
import { Decimal } from 'decimal.js'
import { expect } from 'vitest'
import { Uncertain, type Arithmetic } from '../../src/arithmetic/arithmetic.ts'
import { decimal, decimalArithmetic } from '../../src/arithmetic/decimal.ts'

/** The exact result: decimal.js at 60 digits, some 10^-58 of the value, far below any bound. */
export const exact = decimalArithmetic(Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP }))

const Decimal28 = Decimal.clone({ precision: 28, rounding: Decimal.ROUND_HALF_UP })

/**
 * The exact result of the operations decimal.js performs, for double-double, whose growth
 * factor holds decimal's own power (src/arithmetic/double-double/growth-factor.ts): decimal.js
 * rounds 1 + r to 28 digits before raising it, so (1 + r)^n is that base raised exactly.
 * Everything else is `exact`.
 */
export const exactOnDecimalBase: Arithmetic<Decimal> = {
  ...exact,
  growthFactor: (rate, n) => exact.powInt(exact.fromText(new Decimal28(rate.toFixed()).plus(1).toFixed()), n),
}

/** The exact decimal value of a double (decimal.js's `new Decimal(number)` reads its shortest text instead). */
export function exactDigits(x: number): string {
  if (x === 0) return '0'
  const view = new DataView(new ArrayBuffer(8))
  view.setFloat64(0, x)
  const raw = view.getBigUint64(0)
  const biased = Number((raw >> 52n) & 0x7ffn)
  const fraction = raw & ((1n << 52n) - 1n)
  const mantissa = biased === 0 ? fraction : fraction | (1n << 52n)
  const exponent = biased === 0 ? -1074 : biased - 1075
  const sign = x < 0 ? '-' : ''
  if (exponent >= 0) return sign + (mantissa << BigInt(exponent)).toString()
  // mantissa × 2^exponent = mantissa × 5^-exponent / 10^-exponent
  return `${sign}${mantissa * 5n ** BigInt(-exponent)}e${exponent}`
}

/** Amounts to ₹10^11 with paise, either sign. */
export const money = fc
  .tuple(fc.integer({ min: 0, max: 100_000_000_000 }), fc.integer({ min: 0, max: 99 }), fc.boolean())
  .map(([rupees, paise, negative]) => `${negative ? '-' : ''}${rupees}.${String(paise).padStart(2, '0')}`)
/** Rates 0 to 50 % with up to 4 decimals. */
export const rate = fc.integer({ min: 0, max: 500_000 }).map((n) => new Decimal(n).div(10_000).toFixed())
/** Integers, small and up to 2^53 and beyond. */
export const integer = fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -(2 ** 53), max: 2 ** 53 }), fc.bigInt({ min: 0n, max: 10n ** 20n })).map(String)

/** 1 to 15 significant digits, magnitudes 10^-12 to 10^largest, either sign. */
export function wide(largest: number): fc.Arbitrary<string> {
  return fc
    .tuple(fc.integer({ min: 1, max: 999_999_999_999_999 }), fc.integer({ min: -27, max: largest }), fc.boolean())
    .filter(([digits, exponent]) => {
      const magnitude = Math.log10(digits) + exponent
      return magnitude >= -12 && magnitude <= largest
    })
    .map(([digits, exponent, negative]) => `${negative ? '-' : ''}${digits}e${exponent}`)
}

/** Near a half paisa: k.xx5 exactly, or one of `hairs` (the digits after 0.00) either side of it. */
export function nearTie(hairs: readonly string[]): fc.Arbitrary<string> {
  return fc.tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 99 }), fc.constantFrom('', ...hairs), fc.boolean()).map(([k, cents, hair, below]) => {
    const tie = new Decimal(`${k}.${String(cents).padStart(2, '0')}5`)
    return hair === '' ? tie.toFixed() : tie[below ? 'minus' : 'plus'](`0.00${hair}`).toFixed()
  })
}

/** How an operand is made: read from text, or the text's third or tenth (already inexact). */
export type Make = 'literal' | 'third' | 'tenth'
export type Operand = { text: string; make: Make }

export function operands(literal: fc.Arbitrary<string>): fc.Arbitrary<Operand> {
  return fc.record({ text: literal, make: fc.constantFrom<Make>('literal', 'literal', 'third', 'tenth') })
}

export function build<N>(A: Arithmetic<N>, o: Operand): N {
  const x = A.fromText(o.text)
  if (o.make === 'third') return A.div(x, A.fromInteger(3))
  if (o.make === 'tenth') return A.times(x, A.fromText('0.1'))
  return x
}

/** An operation on two operands in any arithmetic. */
export type Binary = <N>(A: Arithmetic<N>, a: N, b: N) => N
export const binaryOperations: Record<string, Binary> = {
  plus: (A, a, b) => A.plus(a, b),
  minus: (A, a, b) => A.minus(a, b),
  times: (A, a, b) => A.times(a, b),
  div: (A, a, b) => A.div(a, b),
  min: (A, a, b) => A.min(a, b),
  max: (A, a, b) => A.max(a, b),
}

/**
 * How often each test whose operation may be Uncertain got a value to check: a test that
 * always met Uncertain would prove nothing, so each suite requires most to be checked.
 */
export type Tally = Map<string, { tried: number; checked: number }>

export function count(tally: Tally, test: string, checked: boolean): void {
  const t = tally.get(test) ?? { tried: 0, checked: 0 }
  t.tried++
  if (checked) t.checked++
  tally.set(test, t)
}

/**
 * A value a tier calls an exact decimal (`places` ≥ 0): decimal's result is N × 10^-places, and is
 * the exact result itself.
 */
export function expectExactDecimal(places: number, exactValue: Decimal, referenceValue: Decimal, claim: string): void {
  if (places < 0) return
  expect(referenceValue.times(new Decimal(10).pow(places)).isInteger(), `${claim}, places ${places}: decimal's ${referenceValue.toString()} has more places`).toBe(true)
  expect(referenceValue.eq(exactValue), `${claim}, places ${places}: decimal's ${referenceValue.toString()} is not the exact ${exactValue.toString()}`).toBe(true)
}

/** Checks a value of the tier against the exact and the decimal result of the same operations. */
export type ExpectHolds<V> = (value: V, exactValue: Decimal, referenceValue: Decimal, what: string) => void

/**
 * `check(what, op, mayThrow)`: runs `op` in `tier`, exactly and in decimal, and checks
 * containment. An Uncertain is allowed only where `mayThrow` names the test to count it under
 * (division by a value that may be zero, a power beyond range, a decision it cannot certify).
 */
export function checker<V>(tier: Arithmetic<V>, expectHolds: ExpectHolds<V>, tally: Tally, reference: Arithmetic<Decimal> = exact) {
  return (what: string, op: <N>(A: Arithmetic<N>) => N, mayThrow?: string): void => {
    let value: V
    try {
      value = op(tier)
    } catch (error) {
      if (mayThrow !== undefined && error instanceof Uncertain) return count(tally, mayThrow, false)
      throw error
    }
    expectHolds(value, op(reference), op(decimal), what)
    if (mayThrow !== undefined) count(tally, mayThrow, true)
  }
}

/** Every intermediate of a chain, so that a bound lost anywhere is caught where it is lost. */
export type Chain = <N>(A: Arithmetic<N>) => N[]

/** `checkChain(test, what, chain)`: each step of the chain in `tier` against the exact and the decimal one; Uncertain is counted under `test`. */
export function chainChecker<V>(tier: Arithmetic<V>, expectHolds: ExpectHolds<V>, tally: Tally, reference: Arithmetic<Decimal> = exact) {
  return (test: string, what: string, chain: Chain): void => {
    let values: V[]
    try {
      values = chain(tier)
    } catch (error) {
      if (error instanceof Uncertain) return count(tally, test, false)
      throw error
    }
    count(tally, test, true)
    const exactValues = chain(reference)
    const referenceValues = chain(decimal)
    values.forEach((value, i) => expectHolds(value, exactValues[i]!, referenceValues[i]!, `${what} step ${i}`))
  }
}
