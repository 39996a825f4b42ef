/**
 * Every decision the binary arithmetic makes either throws Uncertain or is the decision the
 * decimal reference makes on the same operations: comparisons, isZero, isNegative, isInteger,
 * floor, ceil, roundTo (2, 0, -1 and 4 places), roundUpTo, roundedText and toNumber. Exact ties always go
 * to decimal. And on calculator-like requests the binary arithmetic is rarely Uncertain.
 */
import { fc, test } from '@fast-check/vitest'
import { Decimal } from 'decimal.js'
import { describe, expect, it } from 'vitest'
import { NotAValue, Uncertain, type Arithmetic } from '../../src/arithmetic/arithmetic.ts'
import { binary } from '../../src/arithmetic/binary.ts'
import { decimal } from '../../src/arithmetic/decimal.ts'
import { scaledText } from '../../src/arithmetic/scaled-decimal.ts'

/** The binary answer, or 'uncertain'; any other error fails the test. */
function attempt<T>(decide: () => T): T | 'uncertain' {
  try {
    return decide()
  } catch (error) {
    if (error instanceof Uncertain) return 'uncertain'
    throw error
  }
}

/** How many decisions were certain, so that a binary arithmetic that always throws fails. */
let decided = 0
let undecided = 0

/** The same decision in both arithmetics: binary must agree or be Uncertain. */
function agree<T>(what: string, decide: <N>(A: Arithmetic<N>) => T): void {
  const answer = attempt(() => decide(binary))
  if (answer === 'uncertain') {
    undecided++
    return
  }
  decided++
  expect(answer, what).toEqual(decide(decimal))
}

// ---- Operands: literals of every shape, exact ties and their neighbours, inexact values ----

const money = fc.tuple(fc.integer({ min: -100_000_000_000, max: 100_000_000_000 }), fc.integer({ min: 0, max: 99 })).map(([r, p]) => `${r}.${String(p).padStart(2, '0')}`)
const wide = fc
  .tuple(fc.integer({ min: 1, max: 999_999_999_999_999 }), fc.integer({ min: -27, max: 12 }), fc.boolean())
  .map(([digits, exponent, negative]) => `${negative ? '-' : ''}${digits}e${exponent}`)
const integer = fc.integer({ min: -(2 ** 53), max: 2 ** 53 }).map(String)
/** Half-way points of 4, 2, 0 and -1 places (x.xxxx5, x.xx5, x.5, x5) and a hair either side. */
const nearTie = fc
  .tuple(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.constantFrom('0.00005', '0.005', '0.5', '5'), fc.constantFrom('0', '1e-9', '-1e-9', '1e-13', '-1e-13'))
  .map(([k, half, hair]) => new Decimal(k).times(new Decimal(half).times(2)).plus(half).plus(hair).toFixed())
/** Near an integer: integer ± a hair, the boundaries of floor, ceil and isInteger. */
const nearInteger = fc.tuple(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.constantFrom('0', '1e-9', '-1e-9', '1e-14', '-1e-14')).map(([k, hair]) => new Decimal(k).plus(hair).toFixed())

type Make = 'literal' | 'third' | 'tenth' | 'sum'
type Operand = { text: string; make: Make }
const operand: fc.Arbitrary<Operand> = fc.record({
  text: fc.oneof(money, wide, integer, nearTie, nearInteger),
  make: fc.constantFrom<Make>('literal', 'literal', 'third', 'tenth', 'sum'),
})

/** A literal, or an inexact value: its third times 3, its tenth times 10, or 0.1 + 0.2 − 0.3 added. */
function build<N>(A: Arithmetic<N>, o: Operand): N {
  const x = A.fromText(o.text)
  if (o.make === 'third') return A.times(A.div(x, A.fromInteger(3)), A.fromInteger(3))
  if (o.make === 'tenth') return A.times(A.times(x, A.fromText('0.1')), A.fromInteger(10))
  if (o.make === 'sum') return A.plus(x, A.minus(A.plus(A.fromText('0.1'), A.fromText('0.2')), A.fromText('0.3')))
  return x
}

/** Two operands; often the same one, built two ways, so that equality is tested. */
const pair = fc.oneof(
  fc.tuple(operand, operand),
  operand.chain((a) => fc.constantFrom<Make>('literal', 'third', 'tenth', 'sum').map((make) => [a, { text: a.text, make }] as [Operand, Operand])),
)

describe('binary decisions agree with decimal or are Uncertain', () => {
  test.prop([pair], { numRuns: 500 })('cmp, lt, lte, gt, gte, eq, min, max', ([a, b]) => {
    const ops = ['cmp', 'lt', 'lte', 'gt', 'gte', 'eq'] as const
    for (const op of ops) agree(`${op}(${JSON.stringify(a)}, ${JSON.stringify(b)})`, (A) => A[op](build(A, a), build(A, b)))
    // min and max decide nothing, but what they return is then decided on.
    agree(`min(${JSON.stringify(a)}, ${JSON.stringify(b)})`, (A) => A.toNumber(A.roundTo(A.min(build(A, a), build(A, b)), 2)))
    agree(`max(${JSON.stringify(a)}, ${JSON.stringify(b)})`, (A) => A.toNumber(A.roundTo(A.max(build(A, a), build(A, b)), 2)))
  })

  test.prop([operand], { numRuns: 500 })('isZero, isNegative, isInteger, floor, ceil', (a) => {
    const what = JSON.stringify(a)
    agree(`isZero(${what})`, (A) => A.isZero(build(A, a)))
    agree(`isZero(${what} − itself)`, (A) => A.isZero(A.minus(build(A, a), build(A, a))))
    agree(`isNegative(${what})`, (A) => A.isNegative(build(A, a)))
    agree(`isInteger(${what})`, (A) => A.isInteger(build(A, a)))
    agree(`floor(${what})`, (A) => A.toNumber(A.floor(build(A, a))))
    agree(`ceil(${what})`, (A) => A.toNumber(A.ceil(build(A, a))))
  })

  test.prop([pair], { numRuns: 500 })('toNumber of values not rounded: the double nearest the decimal', ([a, b]) => {
    const what = `${JSON.stringify(a)}, ${JSON.stringify(b)}`
    agree(`toNumber(${what.split(',')[0]})`, (A) => A.toNumber(build(A, a)))
    agree(`toNumber(sum of ${what})`, (A) => A.toNumber(A.plus(build(A, a), build(A, b))))
    agree(`toNumber(product of ${what})`, (A) => A.toNumber(A.times(build(A, a), build(A, b))))
  })

  test.prop([operand, fc.constantFrom(2, 0, -1, 4)], { numRuns: 800 })('roundTo and roundUpTo at 2, 0, -1 and 4 places, read by toNumber', (a, places) => {
    const what = `${JSON.stringify(a)} to ${places} places`
    // Object.is: the same double, and the same sign of zero (both arithmetics read a zero as +0).
    const same = <T>(decide: <N>(A: Arithmetic<N>) => T) => {
      const answer = attempt(() => decide(binary))
      if (answer === 'uncertain') {
        undecided++
        return
      }
      decided++
      expect(Object.is(answer, decide(decimal)), `${what}: ${String(answer)} vs ${String(decide(decimal))}`).toBe(true)
    }
    same((A) => A.toNumber(A.roundTo(build(A, a), places)))
    same((A) => A.toNumber(A.roundUpTo(build(A, a), places)))
    // A value rounded by binary always reads as a number: its bound is its distance from the decimal.
    const rounded = attempt(() => binary.roundTo(build(binary, a), places))
    if (rounded !== 'uncertain') expect(() => binary.toNumber(rounded), what).not.toThrow()
  })

  test.prop([operand, fc.constantFrom(2, 0, -1, 4, 13)], { numRuns: 800 })('roundedText at 2, 0, -1, 4 and 13 places: the same text', (a, places) => {
    agree(`roundedText(${JSON.stringify(a)}, ${places})`, (A) => A.roundedText(build(A, a), places))
  })

  it('roundedText writes the rounded decimal as decimal.js does: no trailing zeros, no -0', () => {
    for (const [text, places, written] of [['12.5', 2, '12.5'], ['2.70', 13, '2.7'], ['-0.004', 2, '0'], ['1234.0051', 2, '1234.01'], ['125', -1, '130'], ['0.0001', 4, '0.0001'], ['-7.25', 1, '-7.3']] as const) {
      expect(decimal.roundedText(decimal.fromText(text), places), text).toBe(written)
      expect(binary.roundedText(binary.fromText(text), places), text).toBe(written)
    }
  })

  const Exact = Decimal.clone({ precision: 100 })
  const SAFE = BigInt(Number.MAX_SAFE_INTEGER)
  // The text both tiers write a rounded figure with, from its scaled integer k: decimal.js's
  // toFixed() of k × 10^-places, for safe integers and digit strings (as an integer beyond 2^53
  // is given), every places it is used with.
  // (digits are taken four at a time within halves of eight: integers around 10^4, 10^8,
  // 10^12 and 10^16 cross those seams)
  const aroundSeams = fc.oneof(fc.integer({ min: 9_000, max: 11_000 }), fc.integer({ min: 99_999_000, max: 100_001_000 }), fc.integer({ min: 10 ** 12 - 1000, max: 10 ** 12 + 1000 }), fc.integer({ min: 2 ** 53 - 2000, max: 2 ** 53 - 1 }), fc.integer({ min: 10 ** 15 - 1000, max: 10 ** 15 + 1000 }))
  test.prop([fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.maxSafeInteger(), aroundSeams, fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n })), fc.integer({ min: -22, max: 22 })], { numRuns: 3000 })(
    'scaledText writes k × 10^-places as decimal.js does',
    (k, places) => {
      const expected = new Exact(String(k)).times(new Exact(10).pow(-places)).toFixed()
      // an integer beyond 2^53 is given as its digits, a safe one as a number
      const scaled = typeof k === 'bigint' ? (k >= -SAFE && k <= SAFE ? Number(k) : String(k)) : k
      expect(scaledText(scaled, places)).toBe(expected === '-0' ? '0' : expected)
    },
  )

  // One to three places, as most figures have (their fractions written from a table): whole
  // parts around 10^8, whose digits there start with zeros, fractions with zeros inside and at
  // the end.
  const cutAtTenToEight = fc.tuple(fc.integer({ min: 0, max: 90_071_992 }), fc.oneof(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 1100 }), fc.integer({ min: 99_998_900, max: 99_999_999 })))
  test.prop([cutAtTenToEight, fc.constantFrom(1, 2, 3), fc.boolean()], { numRuns: 3000 })('scaledText at one to three places, around the cut at 10^8', ([high, low], places, negative) => {
    const k = (negative ? -1 : 1) * Math.min(high * 1e8 + low, Number.MAX_SAFE_INTEGER)
    const expected = new Exact(String(k)).times(new Exact(10).pow(-places)).toFixed()
    expect(scaledText(k, places)).toBe(expected === '-0' ? '0' : expected)
  })

  it('toNumber of the decimal reference is decimal.js toNumber of the rounded decimal', () => {
    for (const [text, places] of [['69425.858669242', 2], ['-0.004', 2], ['1234567.8949', 4], ['0.1', 2]] as const) {
      const rounded = new Decimal(text).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toNumber()
      expect(decimal.toNumber(decimal.roundTo(decimal.fromText(text), places))).toBe(rounded === 0 ? 0 : rounded)
    }
  })

  it('certified most decisions (a binary arithmetic that always throws would fail here)', () => {
    // The operands above are adversarial on purpose (ties, integers ± a hair, equal pairs).
    expect(decided / (decided + undecided)).toBeGreaterThan(0.5)
  })
})

describe('ties: decided by binary only where the value is exact', () => {
  // The rule (half away from zero) gives these. No double holds these values exactly, but they
  // are exact decimals whose digits binary knows, so it rounds them as decimal does.
  const decimalTies: [text: string, places: number, rounded: number][] = [
    ['0.145', 2, 0.15],
    ['12345.675', 2, 12345.68],
    ['1.00005', 4, 1.0001],
    ['-0.145', 2, -0.15],
  ]
  for (const [text, places, rounded] of decimalTies) {
    it(`${text} to ${places} places: ${rounded} in both, from its digits`, () => {
      expect(decimal.toNumber(decimal.roundTo(decimal.fromText(text), places))).toBe(rounded)
      const b = binary.fromText(text)
      expect(b.e).toBeGreaterThan(0)
      expect(binary.toNumber(binary.roundTo(b, places))).toBe(rounded)
    })
  }

  it('a tie only in the reals (0.145 + (⅓ × 3 − 1)) is Uncertain: decimal rounds ⅓, and its 0.1449…9 gives 0.14', () => {
    const almost = <N>(A: Arithmetic<N>) => A.plus(A.fromText('0.145'), A.minus(A.times(A.div(A.fromInteger(1), A.fromInteger(3)), A.fromInteger(3)), A.fromInteger(1)))
    expect(decimal.toNumber(decimal.roundTo(almost(decimal), 2))).toBe(0.14)
    expect(() => binary.roundTo(almost(binary), 2)).toThrow(Uncertain)
  })

  // A double holds these exactly (bound 0), and so does their scaling: binary knows the tie is
  // a tie and rounds it away from zero, as decimal does.
  const exactTies: [text: string, places: number, rounded: number][] = [
    ['2.5', 0, 3],
    ['-2.5', 0, -3],
    ['125', -1, 130],
    ['-125', -1, -130],
    ['0.5', 0, 1],
    ['0.125', 2, 0.13],
    ['1234567.5', 0, 1234568],
  ]
  for (const [text, places, rounded] of exactTies) {
    it(`${text} to ${places} places: ${rounded} in both`, () => {
      expect(decimal.toNumber(decimal.roundTo(decimal.fromText(text), places))).toBe(rounded)
      const b = binary.fromText(text)
      expect(b.e).toBe(0)
      expect(binary.toNumber(binary.roundTo(b, places))).toBe(rounded)
    })
  }

  it('an exact zero times an inexact value is an exact zero', () => {
    const product = binary.times(binary.fromInteger(0), binary.fromText('0.1'))
    expect(product).toEqual({ v: 0, e: 0, places: 0 })
    expect(binary.isZero(product)).toBe(true)
  })

  it('an exact zero divided by an inexact value is an exact zero, and rounds up to 0', () => {
    // a goal SIP whose savings already reach the target: shortfall 0 ÷ the annuity factor
    const quotient = binary.div(binary.fromInteger(0), binary.div(binary.fromInteger(1), binary.fromInteger(3)))
    expect(quotient).toEqual({ v: 0, e: 0, places: 0 })
    expect(binary.roundUpTo(quotient, 2)).toEqual({ v: 0, e: 0, places: 0 })
  })

  it('a tie reached by arithmetic (0.29 / 2 = 0.145 exactly in decimal) is decided from its digits', () => {
    const half = <N>(A: Arithmetic<N>) => A.div(A.fromText('0.29'), A.fromInteger(2))
    expect(decimal.toNumber(decimal.roundTo(half(decimal), 2))).toBe(0.15)
    expect(binary.toNumber(binary.roundTo(half(binary), 2))).toBe(0.15)
  })

  it('0.1 + 0.2 equals 0.3 in decimal, and in binary from the digits; beside a third of 0.9 it is Uncertain', () => {
    const sum = <N>(A: Arithmetic<N>) => A.plus(A.fromText('0.1'), A.fromText('0.2'))
    const third = <N>(A: Arithmetic<N>) => A.div(A.fromText('0.9'), A.fromInteger(3))
    expect(decimal.eq(sum(decimal), decimal.fromText('0.3'))).toBe(true)
    expect(binary.eq(sum(binary), binary.fromText('0.3'))).toBe(true)
    // 0.9 ÷ 3 = 0.3 exactly (3 divides 9), so that is decided too; 1 ÷ 3 × 0.9 is not an exact decimal
    expect(binary.eq(sum(binary), third(binary))).toBe(true)
    expect(() => binary.eq(sum(binary), binary.times(binary.div(binary.fromInteger(1), binary.fromInteger(3)), binary.fromText('0.9')))).toThrow(Uncertain)
  })

  it('roundUpTo of an exact multiple is that multiple; a hair above it rounds up', () => {
    expect(binary.toNumber(binary.roundUpTo(binary.fromText('2.5'), 1))).toBe(2.5)
    expect(binary.toNumber(binary.roundUpTo(binary.fromText('2.5000001'), 1))).toBe(2.6)
    expect(binary.toNumber(binary.roundUpTo(binary.fromText('-2.5000001'), 1))).toBe(-2.6)
  })
})

// ---- How often binary falls back on calculator-like requests ---------------------------------

/** EMI and its totals, rounded to the paisa as the serialiser writes them. */
function emi<N>(A: Arithmetic<N>, principal: string, percent: string, months: number): number[] {
  const p = A.fromText(principal)
  const r = A.div(A.fromText(percent), A.fromInteger(1200))
  const g = A.growthFactor(r, months)
  const payment = A.div(A.times(A.times(p, r), g), A.minus(g, A.fromInteger(1)))
  const total = A.times(payment, A.fromInteger(months))
  return [payment, total, A.minus(total, p)].map((x) => A.toNumber(A.roundTo(x, 2)))
}

/** SIP future value, invested and returns, rounded to the paisa. */
function sip<N>(A: Arithmetic<N>, investment: string, percent: string, perYear: number, periods: number): number[] {
  const p = A.fromText(investment)
  const r = A.div(A.fromText(percent), A.fromInteger(100 * perYear))
  const base = A.plus(A.fromInteger(1), r)
  const fv = A.times(A.times(p, A.div(A.minus(A.growthFactor(r, periods), A.fromInteger(1)), r)), base)
  const invested = A.times(p, A.fromInteger(periods))
  return [fv, invested, A.minus(fv, invested)].map((x) => A.toNumber(A.roundTo(x, 2)))
}

/**
 * Typical requests: EMI principals log-uniform from ₹1,000 to ₹10^9 over 1 to 30 years; SIP
 * instalments log-uniform from ₹100 to ₹10^6, any frequency, over 1 to 40 years; rates 0.01
 * to 30 % in hundredths. (Near the registry's upper bounds, a daily SIP of ₹10^9 for 100
 * years, paise lie beyond float64's 16 digits and binary always falls back, by design.)
 */
const amount = (fromPower: number, toPower: number) =>
  fc.tuple(fc.double({ min: fromPower, max: toPower, noNaN: true }), fc.integer({ min: 0, max: 99 })).map(([log, paise]) => `${Math.floor(10 ** log)}.${String(paise).padStart(2, '0')}`)
const percent = fc.integer({ min: 1, max: 3000 }).map((n) => new Decimal(n).div(100).toFixed())

describe('binary is rarely Uncertain on calculator-like requests, and then equal to decimal', () => {
  const requests = fc.sample(
    fc.oneof(
      fc.tuple(fc.constant('emi' as const), amount(3, 9), percent, fc.constant(12), fc.integer({ min: 1, max: 30 })),
      fc.tuple(fc.constant('sip' as const), amount(2, 6), percent, fc.constantFrom(1, 4, 12, 52, 365), fc.integer({ min: 1, max: 40 })),
    ),
    { numRuns: 2000, seed: 20260101 },
  )

  it('falls back on fewer than 1% of 2,000 EMI and SIP requests', () => {
    let fallbacks = 0
    for (const [kind, money, rate, perYear, years] of requests) {
      const run = <N>(A: Arithmetic<N>) => (kind === 'emi' ? emi(A, money, rate, perYear * years) : sip(A, money, rate, perYear, perYear * years))
      const answer = attempt(() => run(binary))
      if (answer === 'uncertain') fallbacks++
      else expect(answer, `${kind}(${money}, ${rate}, ${perYear}, ${years})`).toEqual(run(decimal))
    }
    expect(fallbacks / requests.length).toBeLessThan(0.01)
  })
})

describe('a figure decimal.js cannot write as digits', () => {
  it('is refused as no value, never written as the text Infinity or NaN', () => {
    const one = decimal.fromInteger(1)
    const zero = decimal.fromInteger(0)
    expect(() => decimal.roundedScaled(decimal.div(one, zero), 2)).toThrow(NotAValue)
    expect(() => decimal.roundedScaled(decimal.div(zero, zero), 2)).toThrow(NotAValue)
  })
})
