/**
 * The double-double arithmetic, tested as the binary one is (soundness.test.ts,
 * decisions.test.ts), against decimal.js:
 * - soundness: every value it returns claims an interval [hi + lo − e, hi + lo + e] that must
 *   hold both the exact result (the same operations in decimal.js at 60 significant digits;
 *   a growth factor's base taken as decimal.js rounds it, see `exactOnDecimalBase`) and the
 *   reference result (the `decimal` arithmetic, 28 digits), checked exactly on the
 *   exact decimal expansions of hi, lo and e. Operands: literals of every shape from 10^-12 to
 *   10^20, values already inexact, near-ties, nearly cancelling pairs, long products and
 *   powers such as (1 + r)^1200 and 100 years of days;
 * - decisions: each either throws Uncertain or is the decision decimal makes;
 * - reach: what binary cannot certify and double-double can (the reason for the tier);
 * - shape: a value's places stay a small integer, as V8 holds them.
 */
import { fc, test } from '@fast-check/vitest'
import { Decimal } from 'decimal.js'
import { describe, expect, it } from 'vitest'
import { Uncertain, type Arithmetic } from '../../src/arithmetic/arithmetic.ts'
import { binary } from '../../src/arithmetic/binary.ts'
import { doubleDouble, type Wide } from '../../src/arithmetic/double-double.ts'
import { ZERO, integerDigits } from '../../src/arithmetic/double-double/wide.ts'
import { integerPair } from '../../src/arithmetic/double-double/integer-part.ts'
import { decimal } from '../../src/arithmetic/decimal.ts'
import { binaryOperations, build, chainChecker, checker, type Chain, exact, exactDigits, exactOnDecimalBase, expectExactDecimal, integer, money, nearTie, operands, rate, wide, type Make, type Tally } from './operands.ts'
import { LN2 } from '../../src/arithmetic/double-double/exp-log.ts'
import { DECIMAL_HALF_UNIT } from '../../src/arithmetic/double-double/add.ts'
import { amortiseByYear } from '../../src/math/amortisation/index.ts'
import { digitsDivisibleBy, digitsOf } from '../../src/arithmetic/double-double/exact-decimal.ts'
import { levelPayment } from '../../src/math/growth.ts'

/** Wide enough to hold hi + lo ± e exactly for any doubles. */
const Check = Decimal.clone({ precision: 2500 })

/** Whether |reference − (hi + lo)| ≤ e, exactly. */
function holds(value: Wide, reference: Decimal): boolean {
  return new Check(reference.toString()).minus(exactDigits(value.hi)).minus(exactDigits(value.lo)).abs().lte(exactDigits(value.e))
}

function expectHolds(value: Wide, exactValue: Decimal, referenceValue: Decimal, what: string): void {
  const claim = `${what}: hi = ${value.hi}, lo = ${value.lo}, e = ${value.e}`
  expect(holds(value, exactValue), `${claim} misses the exact ${exactValue.toString()}`).toBe(true)
  expect(holds(value, referenceValue), `${claim} misses decimal's ${referenceValue.toString()}`).toBe(true)
  // Normalised: hi is the double nearest hi + lo.
  expect(value.hi + value.lo === value.hi, `${claim} is not normalised`).toBe(true)
  expectExactDecimal(value.places, exactValue, referenceValue, claim)
}

// ---- Operands ---------------------------------------------------------------------------

/** Literals with more digits than a double holds: 17 to 26 significant digits up to 10^20. */
const long = fc
  .tuple(fc.bigInt({ min: 10n ** 16n, max: 10n ** 26n }), fc.integer({ min: 0, max: 24 }), fc.boolean())
  .map(([digits, scale, negative]) => `${negative ? '-' : ''}${new Decimal(digits.toString()).div(new Decimal(10).pow(scale)).toFixed()}`)
const nearTies = nearTie(['000000001', '0000000000001', '00000000000000000001'])
const dyadic = fc
  .oneof(fc.tuple(fc.integer({ min: -100_000, max: 100_000 }), fc.integer({ min: 0, max: 12 })), fc.tuple(fc.integer({ min: -9, max: 9 }), fc.integer({ min: 18, max: 40 })))
  .map(([n, k]) => new Decimal(n).div(new Decimal(2).pow(k)).toFixed())

const positiveAmount = fc.tuple(fc.integer({ min: 1, max: 100_000_000_000 }), fc.integer({ min: 0, max: 99 })).map(([r, p]) => `${r}.${String(p).padStart(2, '0')}`)

const literal = fc.oneof(money, rate, wide(20), long, integer, nearTies, dyadic)

const operand = operands(literal)

const tally: Tally = new Map()

const check = checker(doubleDouble, expectHolds, tally, exactOnDecimalBase)

describe('each double-double operation holds the exact and the decimal result', () => {
  test.prop([literal], { numRuns: 400 })('fromText', (text) => {
    check(`fromText(${text})`, (A) => A.fromText(text))
  })

  for (const [name, op] of Object.entries(binaryOperations)) {
    test.prop([operand, operand], { numRuns: 300 })(name, (a, b) => {
      check(`${name}(${JSON.stringify(a)}, ${JSON.stringify(b)})`, (A) => op(A, build(A, a), build(A, b)), name === 'div' ? name : undefined)
    })
  }

  /** Pairs that nearly cancel: b is a computed differently (× 3 ÷ 3) plus a tiny step. */
  const cancelling = fc.tuple(operand, fc.constantFrom('0', '1e-9', '-1e-12', '3e-15', '1e-25')).map(([a, step]) => ({ a, step }))
  for (const [name, op] of Object.entries(binaryOperations)) {
    test.prop([cancelling], { numRuns: 150 })(`${name} of nearly equal operands`, ({ a, step }) => {
      const near = <N>(A: Arithmetic<N>) => A.plus(A.div(A.times(build(A, a), A.fromInteger(3)), A.fromInteger(3)), A.fromText(step))
      check(`${name}(${JSON.stringify(a)}, ≈ + ${step})`, (A) => op(A, build(A, a), near(A)), name === 'div' ? 'div of nearly equal operands' : undefined)
    })
  }

  test.prop([operand], { numRuns: 200 })('neg and abs', (a) => {
    check(`neg(${JSON.stringify(a)})`, (A) => A.neg(build(A, a)))
    check(`abs(${JSON.stringify(a)})`, (A) => A.abs(build(A, a)))
  })

  test.prop([rate, fc.constantFrom(1, 2, 4, 12, 52, 365), fc.integer({ min: -36_500, max: 36_500 })], { numRuns: 150 })('powInt of a growth factor (1 + r)^n, n up to ±36,500', (percent, perYear, n) => {
    check(`(1 + ${percent}/${100 * perYear})^${n}`, (A) => A.powInt(A.plus(A.fromInteger(1), A.div(A.fromText(percent), A.fromInteger(100 * perYear))), n), 'growth factor')
  })

  test.prop([rate, fc.constantFrom(1, 2, 4, 12, 52, 365), fc.integer({ min: 0, max: 36_500 }), fc.boolean()], { numRuns: 200 })('growthFactor (1 + r)^n, n up to 36,500, r as given or inexact', (percent, perYear, n, negative) => {
    check(`growthFactor(${negative ? '-' : ''}${percent}/${100 * perYear}, ${n})`, (A) => {
      const r = A.div(A.fromText(percent), A.fromInteger(100 * perYear))
      return A.growthFactor(negative ? A.neg(r) : r, n)
    }, 'growthFactor')
  })

  test.prop([rate, fc.integer({ min: 1000, max: 1200 })], { numRuns: 50 })('(1 + r)^1200 and its neighbours, monthly for 100 years', (percent, n) => {
    check(`growthFactor(${percent}/1200, ${n})`, (A) => A.growthFactor(A.div(A.fromText(percent), A.fromInteger(1200)), n), 'growthFactor')
    check(`(1 + ${percent}/1200)^${n}`, (A) => A.powInt(A.plus(A.fromInteger(1), A.div(A.fromText(percent), A.fromInteger(1200))), n), 'growth factor')
  })

  test.prop([operand, fc.integer({ min: -12, max: 40 })], { numRuns: 300 })('powInt and growthFactor of any operand to small powers', (a, n) => {
    check(`${JSON.stringify(a)}^${n}`, (A) => A.powInt(build(A, a), n), 'small powers')
    if (n >= 0) check(`growthFactor(${JSON.stringify(a)}, ${n})`, (A) => A.growthFactor(build(A, a), n), 'growthFactor of any operand')
  })

  const exponent = fc.record({ text: fc.integer({ min: -200_000, max: 200_000 }).map((n) => new Decimal(n).div(10_000).toFixed()), make: fc.constantFrom<Make>('literal', 'third', 'tenth') })
  test.prop([operand, exponent], { numRuns: 200 })('pow of any positive operand to an exponent up to ±20', (a, y) => {
    check(`${JSON.stringify(a)}^${JSON.stringify(y)}`, (A) => A.pow(A.abs(build(A, a)), build(A, y)), 'any power')
  })

  test.prop([operand, fc.constantFrom(4, 2, 0, -1, -3)], { numRuns: 300 })('values returned by floor, ceil, roundTo and roundUpTo', (a, places) => {
    check(`floor(${JSON.stringify(a)})`, (A) => A.floor(build(A, a)), 'floor')
    check(`ceil(${JSON.stringify(a)})`, (A) => A.ceil(build(A, a)), 'ceil')
    check(`roundTo(${JSON.stringify(a)}, ${places})`, (A) => A.roundTo(build(A, a), places), 'roundTo')
    check(`roundUpTo(${JSON.stringify(a)}, ${places})`, (A) => A.roundUpTo(build(A, a), places), 'roundUpTo')
  })

  /** Exact in double-double, often not in 28 decimal digits: the decimal path alone rounds. */
  const fineDyadic = fc.tuple(fc.integer({ min: -9, max: 9 }), fc.integer({ min: 15, max: 40 })).map(([n, k]) => new Decimal(n).div(new Decimal(2).pow(k)).toFixed())
  test.prop([fineDyadic, fineDyadic, fc.integer({ min: 2, max: 4 }), fc.integer({ min: 100_000_000, max: 8_000_000_000 })], { numRuns: 200 })('exact double-double results the decimal path rounds', (a, b, n, large) => {
    check(`${large} + ${a}`, (A) => A.plus(A.fromInteger(large), A.fromText(a)))
    check(`${a} × ${b}`, (A) => A.times(A.fromText(a), A.fromText(b)))
    check(`${a} + ${b} × ${b}`, (A) => A.plus(A.fromText(a), A.times(A.fromText(b), A.fromText(b))))
    check(`${a}^${n}`, (A) => A.powInt(A.fromText(a), n))
    check(`growthFactor(${a}, ${n})`, (A) => A.growthFactor(A.fromText(a), n))
  })

  test.prop([positiveAmount, fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 1, max: 10_000 })], { numRuns: 100 })('pow for compounding over fractional years: amount × (1 + rate)^years', (amount, basisPoints, hundredths) => {
    const years = new Decimal(hundredths).div(100).toFixed()
    check(`${amount} × (1 + ${basisPoints} bp)^${years}`, (A) => A.times(A.fromText(amount), A.pow(A.plus(A.fromInteger(1), A.div(A.fromInteger(basisPoints), A.fromInteger(10_000))), A.fromText(years))), 'fractional years')
  })

  /**
   * Sizes of every magnitude, powers of ten and their neighbouring doubles among them; from
   * 10^-250, so that the allowance is a normal double (a subnormal one may lose up to 2^-1075,
   * which `up` adds back to every bound).
   */
  const size = fc.oneof(
    fc.double({ min: 1e-250, max: 1e300, noNaN: true }),
    fc.tuple(fc.integer({ min: -250, max: 300 }), fc.integer({ min: -3, max: 3 })).map(([j, step]) => {
      let m = Number(`1e${j}`)
      for (let i = 0; i < Math.abs(step); i++) m = step < 0 ? m - m * 2 ** -53 : m + m * 2 ** -52
      return m
    }),
  )
  test.prop([size], { numRuns: 3000 })('decimal rounding allowance: at least half a unit in the 28th digit of any value up to m, and no more than 5e-28 of m', (m) => {
    const allowance = new Check(exactDigits(DECIMAL_HALF_UNIT * m))
    const decade = new Check(10).pow(new Check(exactDigits(m)).e)
    expect(allowance.gte(decade.times('5e-28')), `${m}`).toBe(true)
    expect(allowance.lte(new Check(exactDigits(m)).times('5.0000002e-28')), `${m}: ${allowance}`).toBe(true)
  })

  it('ln 2 as the exp of exp-log.ts carries it: within its bound of the 60-digit value', () => {
    const ln2 = exact.fromText('2').ln()
    expect(holds(LN2, ln2)).toBe(true)
    expect(LN2.e).toBeLessThan(1e-32)
  })

  it('divides by nothing that may be zero', () => {
    const D = doubleDouble
    const tinyButInexact = D.minus(D.times(D.div(D.fromInteger(1), D.fromInteger(3)), D.fromInteger(3)), D.fromInteger(1))
    expect(() => D.div(D.fromInteger(1), D.fromInteger(0))).toThrow(Uncertain)
    expect(() => D.div(D.fromInteger(1), tinyButInexact)).toThrow(Uncertain)
  })

  it('keeps exact what is exact in both; 0.1 is not exact, and its error is below 2^-100 of it', () => {
    const D = doubleDouble
    // `places`: an exact decimal with that many places (-1: not known to be one).
    expect(D.fromText('8.5')).toEqual({ hi: 8.5, lo: 0, e: 0, places: 1 })
    const tenth = D.fromText('0.1')
    expect(tenth.e).toBeGreaterThan(0)
    expect(tenth.e).toBeLessThan(0.1 * 2 ** -100)
    expect(tenth.places).toBe(1)
    expect(D.times(D.fromText('2.5'), D.fromInteger(12))).toEqual({ hi: 30, lo: 0, e: 0, places: 1 })
    // 30 ÷ 12: 12 is 2^2 × 3 and 3 divides 30, so 2.5, with 2 places at most.
    expect(D.div(D.fromInteger(30), D.fromInteger(12))).toEqual({ hi: 2.5, lo: 0, e: 0, places: 2 })
    expect(D.div(D.fromText('0.29'), D.fromInteger(2)).places).toBe(3)
    // 1 ÷ 12 = 0.08333…, which decimal.js rounds: not exact.
    expect(D.div(D.fromInteger(1), D.fromInteger(12)).places).toBe(-1)
    expect(D.div(D.fromInteger(0), D.fromInteger(3))).toEqual(ZERO)
    expect(D.growthFactor(D.fromText('0.5'), 3)).toEqual({ hi: 3.375, lo: 0, e: 0, places: 3 })
    // 2^53 + 1 needs two doubles, and decimal.js holds it in 16 digits.
    expect(D.plus(D.fromText('9007199254740992'), D.fromInteger(1))).toEqual({ hi: 2 ** 53, lo: 1, e: 0, places: 0 })
    // 1.05^30 has 60 places, more than decimal.js's 28 digits hold: not exact.
    expect(D.growthFactor(D.fromText('0.05'), 30).places).toBe(-1)
  })
})

// ---- Chains as the calculators compute them ----------------------------------------------

const checkChain = chainChecker(doubleDouble, expectHolds, tally, exactOnDecimalBase)

const emiChain = (principal: string, percent: string, months: number): Chain => (A) => {
  const r = A.div(A.fromText(percent), A.fromInteger(1200))
  const g = A.growthFactor(r, months)
  const emi = A.div(A.times(A.times(A.fromText(principal), r), g), A.minus(g, A.fromInteger(1)))
  const total = A.times(emi, A.fromInteger(months))
  return [r, g, emi, total, A.minus(total, A.fromText(principal)), A.roundTo(emi, 2)]
}

/** A month-by-month loan balance over `months`, the payment rounded to the paisa. */
const balanceChain = (principal: string, percent: string, months: number): Chain => (A) => {
  const r = A.div(A.fromText(percent), A.fromInteger(1200))
  const g = A.growthFactor(r, months)
  const payment = A.roundTo(A.div(A.times(A.times(A.fromText(principal), r), g), A.minus(g, A.fromInteger(1))), 2)
  let balance = A.fromText(principal)
  const out = [payment]
  for (let month = 0; month < months; month++) {
    balance = A.minus(A.plus(balance, A.times(balance, r)), payment)
    if (month % 24 === 0) out.push(balance)
  }
  out.push(balance)
  return out
}

const positiveMoney = fc.tuple(fc.integer({ min: 1, max: 100_000_000_000 }), fc.integer({ min: 0, max: 99 })).map(([r, p]) => `${r}.${String(p).padStart(2, '0')}`)
const positiveRate = rate.filter((r) => r !== '0')

describe('chains of operations hold the exact and the decimal result at every step', () => {
  test.prop([positiveMoney, positiveRate, fc.integer({ min: 1, max: 1200 })], { numRuns: 100 })('EMI, months up to 1200', (p, r, n) => checkChain('EMI', `emi(${p}, ${r}, ${n})`, emiChain(p, r, n)))
  test.prop([positiveMoney, positiveRate, fc.integer({ min: 12, max: 360 })], { numRuns: 30 })('a loan balance month by month, up to 30 years', (p, r, n) =>
    checkChain('balance', `balance(${p}, ${r}, ${n})`, balanceChain(p, r, n)),
  )
})

describe('the checks above were not all skipped', () => {
  it('most operations that may be Uncertain returned a value to check', () => {
    expect(tally.size).toBe(14)
    for (const [test, { tried, checked }] of tally) expect(checked / tried, `${test}: ${checked} of ${tried} checked`).toBeGreaterThan(0.5)
  })
})

// ---- Decisions --------------------------------------------------------------------------

function attempt<T>(decide: () => T): T | 'uncertain' {
  try {
    return decide()
  } catch (error) {
    if (error instanceof Uncertain) return 'uncertain'
    throw error
  }
}

let decided = 0
let undecided = 0
/** The same decision in both arithmetics: double-double must agree (Object.is: the same double, the same sign of zero) or be Uncertain. */
function agree<T>(what: string, decide: <N>(A: Arithmetic<N>) => T): void {
  const answer = attempt(() => decide(doubleDouble))
  if (answer === 'uncertain') {
    undecided++
    return
  }
  decided++
  const reference = decide(decimal)
  expect(Object.is(answer, reference) || JSON.stringify(answer) === JSON.stringify(reference), `${what}: ${String(answer)} vs ${String(reference)}`).toBe(true)
}

/** Half-way points of 4, 2, 0 and -1 places and a hair either side; integers ± a hair. */
const nearBoundary = fc.oneof(
  fc
    .tuple(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.constantFrom('0.00005', '0.005', '0.5', '5'), fc.constantFrom('0', '1e-9', '-1e-9', '1e-13', '-1e-13', '1e-20', '-1e-20'))
    .map(([k, half, hair]) => new Decimal(k).times(new Decimal(half).times(2)).plus(half).plus(hair).toFixed()),
  fc.tuple(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.constantFrom('0', '1e-9', '-1e-9', '1e-14', '-1e-14', '1e-22')).map(([k, hair]) => new Decimal(k).plus(hair).toFixed()),
)
type DecisionMake = 'literal' | 'third' | 'tenth' | 'sum'
const decisionOperand = fc.record({ text: fc.oneof(money, wide(20), long, integer, nearBoundary), make: fc.constantFrom<DecisionMake>('literal', 'literal', 'third', 'tenth', 'sum') })
type DecisionOperand = { text: string; make: DecisionMake }
function buildDecision<N>(A: Arithmetic<N>, o: DecisionOperand): N {
  const x = A.fromText(o.text)
  if (o.make === 'third') return A.times(A.div(x, A.fromInteger(3)), A.fromInteger(3))
  if (o.make === 'tenth') return A.times(A.times(x, A.fromText('0.1')), A.fromInteger(10))
  if (o.make === 'sum') return A.plus(x, A.minus(A.plus(A.fromText('0.1'), A.fromText('0.2')), A.fromText('0.3')))
  return x
}
const pair = fc.oneof(
  fc.tuple(decisionOperand, decisionOperand),
  decisionOperand.chain((a) => fc.constantFrom<DecisionMake>('literal', 'third', 'tenth', 'sum').map((make) => [a, { text: a.text, make }] as [DecisionOperand, DecisionOperand])),
)

describe('double-double decisions agree with decimal or are Uncertain', () => {
  test.prop([pair], { numRuns: 500 })('cmp, lt, lte, gt, gte, eq, min, max', ([a, b]) => {
    for (const op of ['cmp', 'lt', 'lte', 'gt', 'gte', 'eq'] as const) agree(`${op}(${JSON.stringify(a)}, ${JSON.stringify(b)})`, (A) => A[op](buildDecision(A, a), buildDecision(A, b)))
    agree(`min(${JSON.stringify(a)}, ${JSON.stringify(b)})`, (A) => A.toNumber(A.roundTo(A.min(buildDecision(A, a), buildDecision(A, b)), 2)))
    agree(`max(${JSON.stringify(a)}, ${JSON.stringify(b)})`, (A) => A.toNumber(A.roundTo(A.max(buildDecision(A, a), buildDecision(A, b)), 2)))
  })

  test.prop([decisionOperand], { numRuns: 500 })('isZero, isNegative, isInteger, floor, ceil, toText', (a) => {
    const what = JSON.stringify(a)
    agree(`isZero(${what})`, (A) => A.isZero(buildDecision(A, a)))
    agree(`isZero(${what} − itself)`, (A) => A.isZero(A.minus(buildDecision(A, a), buildDecision(A, a))))
    agree(`isNegative(${what})`, (A) => A.isNegative(buildDecision(A, a)))
    agree(`isInteger(${what})`, (A) => A.isInteger(buildDecision(A, a)))
    agree(`floor(${what})`, (A) => A.toText(A.floor(buildDecision(A, a))))
    agree(`ceil(${what})`, (A) => A.toText(A.ceil(buildDecision(A, a))))
    agree(`toText(${what})`, (A) => A.toText(buildDecision(A, a)))
  })

  test.prop([pair], { numRuns: 500 })('toNumber of values not rounded: the double nearest the decimal', ([a, b]) => {
    const what = `${JSON.stringify(a)}, ${JSON.stringify(b)}`
    agree(`toNumber(${what})`, (A) => A.toNumber(buildDecision(A, a)))
    agree(`toNumber(sum of ${what})`, (A) => A.toNumber(A.plus(buildDecision(A, a), buildDecision(A, b))))
    agree(`toNumber(product of ${what})`, (A) => A.toNumber(A.times(buildDecision(A, a), buildDecision(A, b))))
  })

  test.prop([decisionOperand, fc.constantFrom(2, 0, -1, 4, 13)], { numRuns: 800 })('roundTo, roundUpTo read by toNumber, and roundedText', (a, places) => {
    const what = `${JSON.stringify(a)} to ${places} places`
    agree(`roundTo ${what}`, (A) => A.toNumber(A.roundTo(buildDecision(A, a), places)))
    agree(`roundUpTo ${what}`, (A) => A.toNumber(A.roundUpTo(buildDecision(A, a), places)))
    agree(`roundedText ${what}`, (A) => A.roundedText(buildDecision(A, a), places))
    // A value rounded by double-double always reads as a number: its bound is its distance from the decimal.
    const rounded = attempt(() => doubleDouble.roundTo(buildDecision(doubleDouble, a), places))
    if (rounded !== 'uncertain') expect(() => doubleDouble.toNumber(rounded), what).not.toThrow()
  })

  it('certified most decisions (a double-double arithmetic that always throws would fail here)', () => {
    expect(decided / (decided + undecided)).toBeGreaterThan(0.6)
  })
})

describe('ties: decided only where the value is exact, in binary or in its decimal digits', () => {
  for (const [text, places, rounded] of [['0.145', 2, 0.15], ['12345.675', 2, 12345.68], ['1.00005', 4, 1.0001]] as const) {
    it(`${text} to ${places} places: ${rounded}, from its digits, also as 3 × ${text} ÷ 3; as the square root of its square, double-double is Uncertain (no double-double holds it)`, () => {
      expect(decimal.toNumber(decimal.roundTo(decimal.fromText(text), places))).toBe(rounded)
      expect(doubleDouble.toNumber(doubleDouble.roundTo(doubleDouble.fromText(text), places))).toBe(rounded)
      const third = <N>(A: Arithmetic<N>) => A.div(A.fromText(new Decimal(text).times(3).toFixed()), A.fromInteger(3))
      expect(doubleDouble.toNumber(doubleDouble.roundTo(third(doubleDouble), places))).toBe(rounded)
      // decimal.js's fractional power gives the tie exactly; a fractional power is never followed as exact.
      const root = <N>(A: Arithmetic<N>) => A.pow(A.fromText(new Decimal(text).times(text).toFixed()), A.fromText('0.5'))
      expect(decimal.toNumber(decimal.roundTo(root(decimal), places))).toBe(rounded)
      expect(() => doubleDouble.roundTo(root(doubleDouble), places)).toThrow(Uncertain)
    })
  }

  it('₹1,00,00,000 × 1.05^5 = ₹1,27,62,815.625 rounds to …815.63, and equals itself computed another way', () => {
    const value = <N>(A: Arithmetic<N>) => A.times(A.fromInteger(10_000_000), A.growthFactor(A.div(A.fromInteger(5), A.fromInteger(100)), 5))
    expect(() => binary.roundTo(value(binary), 2)).toThrow(Uncertain)
    expect(doubleDouble.roundedText(value(doubleDouble), 2)).toBe('12762815.63')
    expect(doubleDouble.roundedText(value(doubleDouble), 2)).toBe(decimal.roundedText(value(decimal), 2))
    const other = doubleDouble.plus(doubleDouble.fromText('12762815'), doubleDouble.fromText('0.625'))
    expect(doubleDouble.eq(value(doubleDouble), other)).toBe(true)
    expect(doubleDouble.floor(doubleDouble.times(value(doubleDouble), doubleDouble.fromInteger(8)))).toEqual({ hi: 102102525, lo: 0, e: 0, places: 0 })
    expect(doubleDouble.isInteger(doubleDouble.times(value(doubleDouble), doubleDouble.fromInteger(8)))).toBe(true)
    expect(doubleDouble.toNumber(doubleDouble.roundUpTo(doubleDouble.div(value(doubleDouble), doubleDouble.fromInteger(1000)), 4))).toBe(12762.8157)
  })
  for (const [text, places, rounded] of [['2.5', 0, 3], ['-2.5', 0, -3], ['125', -1, 130], ['-125', -1, -130], ['0.125', 2, 0.13], ['-0.125', 2, -0.13]] as const) {
    it(`${text} to ${places} places: ${rounded} in both`, () => {
      expect(decimal.toNumber(decimal.roundTo(decimal.fromText(text), places))).toBe(rounded)
      expect(doubleDouble.toNumber(doubleDouble.roundTo(doubleDouble.fromText(text), places))).toBe(rounded)
    })
  }
  it('a half-integer hi that lo pushes below the half-way point (3 × 10^15 + 0.5 − 0.1) rounds down, certified', () => {
    const x = <N>(A: Arithmetic<N>) => A.minus(A.fromText('3000000000000000.5'), A.fromText('0.1'))
    expect(decimal.roundedText(x(decimal), 0)).toBe('3000000000000000')
    expect(doubleDouble.roundedText(x(doubleDouble), 0)).toBe('3000000000000000')
    expect(doubleDouble.roundedText(doubleDouble.neg(x(doubleDouble)), 0)).toBe('-3000000000000000')
  })

  // Exact decimals whose interval cannot settle a rounding (3 × x ÷ 3 is exact, though no
  // double-double holds it), so their digits do: in doubles below 2^52, in BigInt beyond, by
  // each rounding, with ties among them (the 5, 50 and 500 endings).
  const digitsOperand = fc
    .tuple(fc.oneof(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.bigInt({ min: -(10n ** 22n), max: 10n ** 22n })), fc.integer({ min: 0, max: 12 }), fc.constantFrom('', '5', '50', '500'))
    .map(([n, scale, tail]) => new Decimal(`${n}${tail}`).div(new Decimal(10).pow(scale + tail.length)).toFixed())
  let fromDigits = 0
  test.prop([digitsOperand, fc.integer({ min: -2, max: 6 })], { numRuns: 600 })('exact decimals rounded from their digits, small and large, each rounding', (text, places) => {
    const x = <N>(A: Arithmetic<N>) => A.div(A.times(A.fromText(text), A.fromInteger(3)), A.fromInteger(3))
    if (attempt(() => doubleDouble.roundTo(x(doubleDouble), places)) !== 'uncertain') fromDigits++
    agree(`roundTo ${text} to ${places} places`, (A) => A.roundedText(x(A), places))
    agree(`roundUpTo ${text} to ${places} places`, (A) => A.toText(A.roundUpTo(x(A), places)))
    agree(`floor ${text}`, (A) => A.toText(A.floor(x(A))))
    agree(`ceil ${text}`, (A) => A.toText(A.ceil(x(A))))
  })
  it('rounded most of those exact decimals from their digits', () => {
    expect(fromDigits).toBeGreaterThan(400)
  })

  // An integer k = hi + lo up to 2^100, as roundedScaled's k is, written in doubles: each
  // exactly as BigInt writes it, around the seams of its cut at 10^15 (a U one off either way,
  // R at 0 and just below 10^15) and up to the largest; and beyond 2^100.
  const integerAsPair = fc
    .oneof(
      fc.bigInt({ min: -(2n ** 100n), max: 2n ** 100n }),
      fc.tuple(fc.bigInt({ min: 1n, max: 2n ** 50n }), fc.bigInt({ min: -3n, max: 3n })).map(([u, r]) => u * 10n ** 15n + r),
      fc.tuple(fc.bigInt({ min: 9n, max: 2n ** 50n }), fc.integer({ min: -1000, max: 1000 })).map(([u, r]) => u * 10n ** 15n + BigInt(r) * 2n ** 40n),
      fc.bigInt({ min: 2n ** 53n - 10n, max: 2n ** 53n + 10n }),
    )
    .map((k) => [k, integerPair(Number(k), Number(k - BigInt(Number(k))))] as const)
  // beyond 2^100 (toText's exact integers), through a BigInt: hi a double there, lo well below ulp(hi)
  const largeIntegerAsPair = fc
    .tuple(fc.integer({ min: 100, max: 1000 }), fc.integer({ min: 1, max: 2 ** 20 }), fc.integer({ min: -(2 ** 20), max: 2 ** 20 }), fc.boolean())
    .map(([e, m, r, negative]) => {
      const hi = (negative ? -1 : 1) * (1 + m / 2 ** 20) * 2 ** e
      const lo = r * 2 ** (e - 80)
      return [BigInt(hi) + BigInt(lo), integerPair(hi, lo)] as const
    })
  test.prop([fc.oneof(integerAsPair, largeIntegerAsPair)], { numRuns: 3000 })('integerDigits writes hi + lo as BigInt does', ([k, pair]) => {
    expect(BigInt(pair.hi) + BigInt(pair.lo)).toBe(k)
    expect(integerDigits(pair.hi, pair.lo)).toBe(k.toString())
  })

  it('an exact tie beyond 2^53 (2^60 + 0.5 to 0 places) is rounded away from zero, as decimal does', () => {
    const D = doubleDouble
    const x = D.plus(D.fromInteger(2 ** 52), D.fromText('0.5'))
    const big = D.times(x, D.fromInteger(256)) // 2^60 + 128, exact
    const half = D.plus(big, D.fromText('0.5'))
    expect(half.e).toBe(0)
    expect(D.roundedText(half, 0)).toBe(decimal.roundedText(decimal.plus(decimal.times(decimal.plus(decimal.fromInteger(2 ** 52), decimal.fromText('0.5')), decimal.fromInteger(256)), decimal.fromText('0.5')), 0))
    expect(D.roundedText(D.neg(half), 0)).toBe(`-${(2n ** 60n + 129n).toString()}`)
  })
})

// ---- Reach: where binary is Uncertain and double-double is not --------------------------

describe('double-double certifies what binary cannot', () => {
  it('a growth factor (1 + 1 %)^1200 times ₹10^9, to the paisa', () => {
    // float64's (1 + r)^1200 carries some 1200 × 2^-53 of itself: ₹2 on ₹1.5 × 10^14.
    const figure = <N>(A: Arithmetic<N>) => A.roundedText(A.times(A.fromInteger(1_000_000_000), A.growthFactor(A.div(A.fromInteger(12), A.fromInteger(1200)), 1200)), 2)
    expect(() => figure(binary)).toThrow(Uncertain)
    expect(figure(doubleDouble)).toBe(figure(decimal))
  })

  it('₹8.6 × 10^10 grown at 14 % for 36.54 years (a fractional power), to the paisa', () => {
    const figure = <N>(A: Arithmetic<N>) => A.roundedText(A.times(A.fromText('86712097464'), A.pow(A.fromText('1.14'), A.fromText('36.54'))), 2)
    expect(() => figure(binary)).toThrow(Uncertain)
    expect(figure(doubleDouble)).toBe(figure(decimal))
  })

  it('a ₹10^11 loan at 50 % over 50 years, whose schedule closes only with decimal\'s own growth factor', () => {
    // decimal.js rounds 1 + 0.5/12 to 28 digits and raises that to the 600th power: 3 × 10^-25
    // of the factor away from the exact power. Payment and schedule share it, so decimal's last
    // closing balance is within a paisa's hundredth of zero; a bound that allowed for that
    // rounding instead of taking decimal's base grew over the 50 years to some ₹0.006.
    const closing = <N>(A: Arithmetic<N>) => {
      const principal = A.fromText('100000000000')
      const r = A.div(A.fromText('50'), A.fromInteger(1200))
      const payment = levelPayment(A, principal, r, 600)
      const year = amortiseByYear(A, { principal, monthlyRate: r, payment, months: 600 })
      return year.map((y) => A.roundedText(y.closing, 2)).join(' ')
    }
    expect(() => closing(binary)).toThrow(Uncertain)
    expect(closing(doubleDouble)).toBe(closing(decimal))
  })

  it('figures near ₹10^20 to the paisa', () => {
    const figure = <N>(A: Arithmetic<N>) => A.roundedText(A.div(A.times(A.fromText('98765432109876543.21'), A.fromText('1.0725')), A.fromInteger(7)), 2)
    expect(() => figure(binary)).toThrow(Uncertain)
    expect(figure(doubleDouble)).toBe(figure(decimal))
  })
})

describe("an exact decimal's digits tested for a divisor without BigInt (digitsDivisibleBy)", () => {
  // N × 10^-p read from its text, N up to 25 digits (beyond 2^52 and beyond a double's 53 bits),
  // against BigInt's remainder of the same N; the divisors a quotient's exactness asks about
  // (the part of months or a rate's denominator that is not 2s and 5s), and large ones.
  const digits = fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n })
  const divisor = fc.oneof(fc.constantFrom(3, 7, 9, 11, 13, 27, 49, 81), fc.integer({ min: 1, max: 2 ** 40 }))
  let compared = 0
  test.prop([digits, fc.integer({ min: 0, max: 6 }), divisor], { numRuns: 5000 })('agrees with BigInt whenever the digits are pinned', (n, places, d) => {
    const text = places === 0 ? String(n) : `${n < 0n ? '-' : ''}${(n < 0n ? -n : n).toString().padStart(places + 1, '0').replace(new RegExp(`(\\d{${places}})$`), '.$1')}`
    const x = doubleDouble.fromText(text)
    expect(x.places, text).toBeGreaterThanOrEqual(0)
    const pinned = digitsOf(x)
    if (pinned === undefined) return
    expect(pinned, text).toBe(n * 10n ** BigInt(x.places - places))
    expect(digitsDivisibleBy(x, d), `${text} by ${d}`).toBe(pinned % BigInt(d) === 0n)
    compared++
  })

  it('compared most of the drawn decimals (their digits were pinned)', () => {
    expect(compared).toBeGreaterThan(4000)
  })

  it('for digits around 2^52 and 2^53, where a double stops holding every integer', () => {
    for (const n of [2n ** 52n - 1n, 2n ** 52n, 2n ** 52n + 1n, 2n ** 53n + 3n, 3n * 2n ** 60n, 3n * 2n ** 60n + 1n]) {
      const x = doubleDouble.fromText(String(n))
      expect(digitsOf(x)).toBe(n)
      for (const d of [3, 9, 7]) expect(digitsDivisibleBy(x, d), `${n} by ${d}`).toBe(n % BigInt(d) === 0n)
    }
  })
})
