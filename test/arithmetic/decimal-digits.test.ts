/**
 * The decimal-digits arithmetic gives decimal.js's own result, digit for digit: every
 * operation, chains of them that run far beyond 10^25 (where decimal.js's rounding at each step
 * decides the digits a figure is written with), whole powers, and every decision and text.
 * The reference is the `decimal` arithmetic itself (decimal.js at 28 digits, the engine's
 * reference); each result is compared by its full text (toText) and each decision by its answer.
 * An operation may be Uncertain (a fractional power, a result beyond 28 digits or float64),
 * never wrong; each property requires most of its runs to be answered. Products and sums are
 * decided in double-double except near a half-way point, so the chains test that path most.
 */
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { Uncertain, type Arithmetic } from '../../src/arithmetic/arithmetic.ts'
import { decimal } from '../../src/arithmetic/decimal.ts'
import { decimalDigits as dg } from '../../src/arithmetic/decimal-digits.ts'
import { integer, money, nearTie, rate, wide } from './operands.ts'

/** A literal of any shape the calculators see, and beyond: to 10^40, near half a paisa. */
const literal = fc.oneof(money, rate, integer, wide(40), nearTie(['000000001', '0000000000001']))

type Step = { op: 'plus' | 'minus' | 'times' | 'div'; operand: string }
const step = fc.record({ op: fc.constantFrom<Step['op']>('plus', 'minus', 'times', 'times', 'div'), operand: literal })

/** Runs the chain in one arithmetic: the literals combined step by step, as a formula does. */
function run<N>(A: Arithmetic<N>, start: string, steps: readonly Step[]): N {
  let x = A.fromText(start)
  for (const { op, operand } of steps) {
    const y = A.fromText(operand)
    if (op === 'div' && A.isZero(y)) continue
    x = A[op](x, y)
  }
  return x
}

let tried = 0
let answered = 0
/** Runs `f` in the decimal-digits arithmetic; Uncertain counts as unanswered (never a wrong answer). */
function attempt<T>(f: () => T): T | undefined {
  tried++
  try {
    const value = f()
    answered++
    return value
  } catch (error) {
    if (error instanceof Uncertain) return undefined
    throw error
  }
}

describe('decimal-digits follows decimal.js digit for digit', () => {
  test.prop([literal, fc.array(step, { minLength: 1, maxLength: 40 })], { numRuns: 1500 })('chains of + − × ÷, read back and decided as decimal does', (start, steps) => {
    const reference = run(decimal, start, steps)
    const value = attempt(() => run(dg, start, steps))
    if (value === undefined) return
    expect(dg.toText(value)).toBe(decimal.toText(reference))
    expect(dg.toNumber(value)).toBe(decimal.toNumber(reference))
    expect(dg.isInteger(value)).toBe(decimal.isInteger(reference))
    expect(dg.isNegative(value)).toBe(decimal.isNegative(reference))
    for (const places of [-3, 0, 2, 5]) {
      expect(dg.roundedScaled(value, places)).toStrictEqual(decimal.roundedScaled(reference, places))
      expect(dg.toText(dg.roundTo(value, places))).toBe(decimal.toText(decimal.roundTo(reference, places)))
      expect(dg.toText(dg.roundUpTo(value, places))).toBe(decimal.toText(decimal.roundUpTo(reference, places)))
    }
    expect(dg.toText(dg.floor(value))).toBe(decimal.toText(decimal.floor(reference)))
    expect(dg.toText(dg.ceil(value))).toBe(decimal.toText(decimal.ceil(reference)))
    const other = dg.fromText(start)
    expect(dg.cmp(value, other)).toBe(decimal.cmp(reference, decimal.fromText(start)))
  })

  test.prop([fc.oneof(rate, wide(3)), fc.oneof(fc.integer({ min: -40, max: 40 }), fc.integer({ min: -1300, max: 1300 }))], { numRuns: 1500 })('whole powers and growth factors', (text, n) => {
    const base = decimal.fromText(text)
    if (decimal.isZero(base) && n < 0) return
    const power = attempt(() => dg.powInt(dg.fromText(text), n))
    if (power !== undefined) expect(dg.toText(power)).toBe(decimal.toText(decimal.powInt(base, n)))
    if (n < 0) return
    const rateOf = decimal.div(base, decimal.fromInteger(1200))
    if (decimal.lte(rateOf, decimal.fromInteger(-1))) return
    const growth = attempt(() => dg.growthFactor(dg.div(dg.fromText(text), dg.fromInteger(1200)), n))
    if (growth !== undefined) expect(dg.toText(growth)).toBe(decimal.toText(decimal.growthFactor(rateOf, n)))
  })

  test.prop([literal, literal], { numRuns: 1000 })('comparisons, min and max', (a, b) => {
    const [x, y] = [dg.fromText(a), dg.fromText(b)]
    const [u, v] = [decimal.fromText(a), decimal.fromText(b)]
    expect(dg.cmp(x, y)).toBe(decimal.cmp(u, v))
    expect(dg.toText(dg.min(x, y))).toBe(decimal.toText(decimal.min(u, v)))
    expect(dg.toText(dg.max(x, y))).toBe(decimal.toText(decimal.max(u, v)))
    expect(dg.toText(dg.neg(x))).toBe(decimal.toText(decimal.neg(u)))
    expect(dg.toText(dg.abs(x))).toBe(decimal.toText(decimal.abs(u)))
  })

  it('answered most of what it tried', () => {
    expect(tried).toBeGreaterThan(1000)
    expect(answered / tried).toBeGreaterThan(0.98)
  })

  it('writes a figure beyond 10^25 with the digits decimal.js rounded it to at every step', () => {
    // ₹10,000 grown by 1.1 each month for 600 months, then a paisa's worth added: 28 digits,
    // then zeros, as decimal.js writes it (hand check: 10^4 × 1.1^600 ≈ 5.8 × 10^28)
    const chain = <N>(A: Arithmetic<N>) => {
      let x = A.fromInteger(10_000)
      for (let i = 0; i < 600; i++) x = A.plus(A.times(x, A.fromText('1.1')), A.fromText('0.01'))
      return x
    }
    const k = dg.roundedScaled(chain(dg), 2)
    expect(typeof k).toBe('string')
    expect(k).toBe(decimal.roundedScaled(chain(decimal), 2))
    expect(String(k).slice(28)).toMatch(/^0+$/)
  })

  it('rounds an exact half-way product or sum away from zero, as decimal.js does', () => {
    // 1234567890123456789012345679 × 15 = 18518518351851851835185185185: 29 digits ending in 5
    const m = '1234567890123456789012345679'
    for (const sign of ['', '-']) {
      const product = dg.times(dg.fromText(sign + m), dg.fromInteger(15))
      expect(dg.toText(product)).toBe(`${sign}18518518351851851835185185190`)
      expect(dg.toText(product)).toBe(decimal.toText(decimal.times(decimal.fromText(sign + m), decimal.fromInteger(15))))
    }
    // 10^28 + 5 has 29 digits, the last a 5: 1000000000000000000000000001 × 10
    const sum = dg.plus(dg.fromText('1e28'), dg.fromInteger(5))
    expect(dg.toText(sum)).toBe('10000000000000000000000000010')
    expect(dg.toText(sum)).toBe(decimal.toText(decimal.plus(decimal.fromText('1e28'), decimal.fromInteger(5))))
  })

  it('leaves a fractional power to decimal', () => {
    expect(() => dg.pow(dg.fromText('1.1'), dg.fromText('0.5'))).toThrow(Uncertain)
  })
})
