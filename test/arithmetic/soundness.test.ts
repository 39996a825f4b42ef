/**
 * Soundness of the binary arithmetic: every value it returns claims an interval
 * [v − e, v + e], and that interval must hold both
 * - the exact result: the same operations in decimal.js at 60 significant digits (their
 *   error, some 10^-58 of the value, is 30 orders of magnitude below any non-zero bound,
 *   which always includes 10^-27 of the value for the decimal path's rounding; a bound of 0
 *   only ever comes with a result that 60 digits hold exactly), and
 * - the reference result: the same operations in the `decimal` arithmetic (28 digits).
 * Containment is checked exactly: v and e are expanded to their exact decimal digits.
 * Operands are decimal literals of every shape the calculators see, and values already
 * carrying an error (a third, a tenth), so that bounds are propagated, not only created.
 */
import { fc, test } from '@fast-check/vitest'
import { Decimal } from 'decimal.js'
import { describe, expect, it } from 'vitest'
import { Uncertain, type Arithmetic } from '../../src/arithmetic/arithmetic.ts'
import { binary, type Bounded } from '../../src/arithmetic/binary.ts'
import { binaryOperations, build, chainChecker, checker, type Chain, exactDigits, expectExactDecimal, integer, money, nearTie, operands, rate, wide, type Make, type Tally } from './operands.ts'

/** Wide enough to hold v ± e exactly for any double (the longest has 767 significant digits). */
const Check = Decimal.clone({ precision: 1200 })

/** Whether |reference − v| ≤ e, exactly. */
function holds(value: Bounded, reference: Decimal): boolean {
  return new Check(reference.toString()).minus(exactDigits(value.v)).abs().lte(exactDigits(value.e))
}

function expectHolds(value: Bounded, exactValue: Decimal, referenceValue: Decimal, what: string): void {
  const claim = `${what}: v = ${value.v}, e = ${value.e}, places = ${value.places}`
  expect(holds(value, exactValue), `${claim} misses the exact ${exactValue.toString()}`).toBe(true)
  expect(holds(value, referenceValue), `${claim} misses decimal's ${referenceValue.toString()}`).toBe(true)
  expectExactDecimal(value.places, exactValue, referenceValue, claim)
  // places stays a small integer, as V8 holds it untagged in every value's shape
  expect(Number.isInteger(value.places) && value.places >= -1 && value.places <= 22, `${claim}: places ${value.places}`).toBe(true)
}

// ---- Operands ---------------------------------------------------------------------------

const nearTies = nearTie(['000000001', '0000000000001'])
/**
 * Dyadic values a double holds exactly (bound 0 from the start), down to 2^-21, the finest a
 * literal of 15 digits reaches: the product of two of them is often exact in binary but has
 * more than 28 digits (2^-20 × 2^-21), the case where only the decimal path rounds.
 */
const dyadic = fc.oneof(
  fc.tuple(fc.integer({ min: -100_000, max: 100_000 }), fc.integer({ min: 0, max: 12 })),
  fc.tuple(fc.integer({ min: -9, max: 9 }), fc.integer({ min: 18, max: 21 })),
).map(([n, k]) => new Decimal(n).div(2 ** k).toFixed())

const literal = fc.oneof(money, rate, wide(12), integer, nearTies, dyadic)

const operand = operands(literal)

/** Pairs that nearly cancel: b is a plus a tiny step, or a computed differently (a × 3 ÷ 3). */
const cancelling = fc.tuple(operand, fc.constantFrom('0', '1e-9', '-1e-12', '3e-15')).map(([a, step]) => ({ a, step }))

const tally: Tally = new Map()

/** Runs `op` in binary, exactly and in decimal, and checks containment (./operands.ts). */
const check = checker(binary, expectHolds, tally)

describe('each binary operation holds the exact and the decimal result', () => {
  test.prop([literal], { numRuns: 300 })('fromText', (text) => {
    check(`fromText(${text})`, (A) => A.fromText(text))
    // its double is the one JavaScript reads the literal as
    expect(Object.is((binary.fromText(text) as Bounded).v, Number(text)), text).toBe(true)
  })

  for (const [name, op] of Object.entries(binaryOperations)) {
    test.prop([operand, operand], { numRuns: 300 })(name, (a, b) => {
      check(`${name}(${JSON.stringify(a)}, ${JSON.stringify(b)})`, (A) => op(A, build(A, a), build(A, b)), name === 'div' ? name : undefined)
    })
  }

  for (const [name, op] of Object.entries(binaryOperations)) {
    test.prop([cancelling], { numRuns: 150 })(`${name} of nearly equal operands`, ({ a, step }) => {
      const near = <N>(A: Arithmetic<N>) => {
        const x = build(A, a)
        return A.plus(A.div(A.times(x, A.fromInteger(3)), A.fromInteger(3)), A.fromText(step))
      }
      check(`${name}(${JSON.stringify(a)}, ≈ + ${step})`, (A) => op(A, build(A, a), near(A)), name === 'div' ? 'div of nearly equal operands' : undefined)
    })
  }

  test.prop([operand], { numRuns: 200 })('neg and abs', (a) => {
    check(`neg(${JSON.stringify(a)})`, (A) => A.neg(build(A, a)))
    check(`abs(${JSON.stringify(a)})`, (A) => A.abs(build(A, a)))
  })

  test.prop([rate, fc.constantFrom(1, 2, 4, 12, 52, 365), fc.integer({ min: -36_500, max: 36_500 })], { numRuns: 150 })(
    'powInt of a growth factor (1 + r)^n, n up to ±36,500',
    (percent, perYear, n) => {
      // Only a power beyond float64 (1.5^±2000) may be Uncertain.
      check(`(1 + ${percent}/${100 * perYear})^${n}`, (A) => A.powInt(A.plus(A.fromInteger(1), A.div(A.fromText(percent), A.fromInteger(100 * perYear))), n), 'growth factor')
    },
  )

  test.prop([rate, fc.constantFrom(1, 2, 4, 12, 52, 365), fc.integer({ min: 0, max: 36_500 }), fc.boolean()], { numRuns: 200 })(
    'growthFactor (1 + r)^n, n up to 36,500, r as given or inexact',
    (percent, perYear, n, negative) => {
      check(`growthFactor(${negative ? '-' : ''}${percent}/${100 * perYear}, ${n})`, (A) => {
        const r = A.div(A.fromText(percent), A.fromInteger(100 * perYear))
        return A.growthFactor(negative ? A.neg(r) : r, n)
      }, 'growthFactor')
    },
  )

  test.prop([operand, fc.integer({ min: 0, max: 40 })], { numRuns: 200 })('growthFactor of any operand to small powers', (a, n) => {
    check(`growthFactor(${JSON.stringify(a)}, ${n})`, (A) => A.growthFactor(build(A, a), n), 'growthFactor of any operand')
  })

  test.prop([operand, fc.integer({ min: -12, max: 12 })], { numRuns: 300 })('powInt of any operand to small powers', (a, n) => {
    check(`${JSON.stringify(a)}^${n}`, (A) => A.powInt(build(A, a), n), 'small powers')
  })

  test.prop([money, money, fc.integer({ min: 1, max: 10_000 })], { numRuns: 100 })('pow with a fractional exponent: (final / initial)^(1 / years)', (initial, final, hundredthsOfYears) => {
    const years = new Decimal(hundredthsOfYears).div(100).toFixed()
    check(`(${final} / ${initial})^(1 / ${years})`, (A) => A.pow(A.abs(A.div(A.fromText(final), A.fromText(initial))), A.div(A.fromInteger(1), A.fromText(years))), 'fractional power')
  })

  /** Exponents from -20 to 20, literal or inexact: any operand to them stays within float64. */
  const exponent = fc.record({ text: fc.integer({ min: -200_000, max: 200_000 }).map((n) => new Decimal(n).div(10_000).toFixed()), make: fc.constantFrom<Make>('literal', 'third', 'tenth') })
  test.prop([operand, exponent], { numRuns: 150 })('pow of any positive operand to an exponent up to ±20', (a, y) => {
    check(`${JSON.stringify(a)}^${JSON.stringify(y)}`, (A) => A.pow(A.abs(build(A, a)), build(A, y)), 'any power')
  })

  test.prop([operand, fc.constantFrom(4, 2, 0, -1, -3)], { numRuns: 300 })('values returned by floor, ceil, roundTo and roundUpTo', (a, places) => {
    check(`floor(${JSON.stringify(a)})`, (A) => A.floor(build(A, a)), 'floor')
    check(`ceil(${JSON.stringify(a)})`, (A) => A.ceil(build(A, a)), 'ceil')
    check(`roundTo(${JSON.stringify(a)}, ${places})`, (A) => A.roundTo(build(A, a), places), 'roundTo')
    check(`roundUpTo(${JSON.stringify(a)}, ${places})`, (A) => A.roundUpTo(build(A, a), places), 'roundUpTo')
  })

  /**
   * Exact in binary, often not in 28 decimal digits: 2^-20 × 2^-21 = 2^-41 has 29, and so has
   * 123456789 + 2^-20 (a sum of at most 53 bits needs an integer part below 2^33).
   */
  const fineDyadic = fc.tuple(fc.integer({ min: -9, max: 9 }), fc.integer({ min: 15, max: 21 })).map(([n, k]) => new Decimal(n).div(2 ** k).toFixed())
  test.prop([fineDyadic, fineDyadic, fc.integer({ min: 2, max: 4 }), fc.integer({ min: 100_000_000, max: 8_000_000_000 })], { numRuns: 200 })('exact binary results the decimal path rounds (sums, products and powers of fine dyadic values)', (a, b, n, large) => {
    check(`${large} + ${a}`, (A) => A.plus(A.fromInteger(large), A.fromText(a)))
    check(`${a} × ${b}`, (A) => A.times(A.fromText(a), A.fromText(b)))
    check(`${a} + ${b} × ${b}`, (A) => A.plus(A.fromText(a), A.times(A.fromText(b), A.fromText(b))))
    check(`${a}^${n}`, (A) => A.powInt(A.fromText(a), n))
    check(`growthFactor(${a}, ${n})`, (A) => A.growthFactor(A.fromText(a), n))
  })

  /** An exact zero of either sign: 0 as written, and −0, 0 negated. */
  const zeros: readonly [string, <N>(A: Arithmetic<N>) => N][] = [
    ['0', (A) => A.fromText('0')],
    ['-(0)', (A) => A.neg(A.fromInteger(0))],
  ]
  test.prop([operand, fc.constantFrom(...zeros)], { numRuns: 300 })('sums with an exact zero on either side (most terms of a tax return)', (a, [zero, makeZero]) => {
    check(`${JSON.stringify(a)} + ${zero}`, (A) => A.plus(build(A, a), makeZero(A)))
    check(`${zero} + ${JSON.stringify(a)}`, (A) => A.plus(makeZero(A), build(A, a)))
    check(`${JSON.stringify(a)} − ${zero}`, (A) => A.minus(build(A, a), makeZero(A)))
  })

  it('adds an exact zero as floating point does, the sign of a zero included', () => {
    const negativeZero = binary.neg(binary.fromInteger(0))
    expect(Object.is(negativeZero.v, -0)).toBe(true)
    // −0 + 0 = 0 and 0 − 0 = 0, but −0 + −0 = −0 and −0 − 0 = −0 (IEEE 754, 6.3)
    expect(Object.is(binary.plus(negativeZero, binary.fromInteger(0)).v, 0)).toBe(true)
    expect(Object.is(binary.plus(binary.fromInteger(0), negativeZero).v, 0)).toBe(true)
    expect(Object.is(binary.plus(negativeZero, negativeZero).v, -0)).toBe(true)
    expect(Object.is(binary.minus(negativeZero, binary.fromInteger(0)).v, -0)).toBe(true)
    expect(binary.plus(binary.fromText('8.25'), binary.fromInteger(0))).toEqual({ v: 8.25, e: 0, places: 2 })
  })

  it('divides by nothing that may be zero', () => {
    const tinyButInexact = binary.minus(binary.fromText('0.3'), binary.plus(binary.fromText('0.1'), binary.fromText('0.2')))
    expect(() => binary.div(binary.fromInteger(1), binary.fromInteger(0))).toThrow(Uncertain)
    expect(() => binary.div(binary.fromInteger(1), tinyButInexact)).toThrow(Uncertain)
  })

  it('keeps exact what is exact in both: literals a double holds, integer and dyadic results', () => {
    // Bound 0 is a claim that both results are exactly v; the checks above test it too.
    expect(binary.fromText('8.5').e).toBe(0)
    expect(binary.fromText('-0.125').e).toBe(0)
    expect(binary.fromText('0.1').e).toBeGreaterThan(0)
    expect(binary.times(binary.fromText('2.5'), binary.fromInteger(12))).toEqual({ v: 30, e: 0, places: 1 })
    expect(binary.powInt(binary.fromText('1.5'), 2)).toEqual({ v: 2.25, e: 0, places: 2 })
    expect(binary.div(binary.fromInteger(30), binary.fromInteger(12))).toEqual({ v: 2.5, e: 0, places: 2 })
    expect(binary.growthFactor(binary.fromText('0.5'), 3)).toEqual({ v: 3.375, e: 0, places: 3 })
  })

  it('records the places of exact decimals, and none where a result may not be one', () => {
    // `places`: an exact decimal with that many places (-1: not known to be one).
    expect(binary.fromText('1274000.10').places).toBe(1)
    expect(binary.fromText('12e-3').places).toBe(3)
    // 1,274,000.1 ÷ 12: 12 is 2^2 × 3 and 3 divides 12,740,001, so 106,166.675, 3 places.
    const monthly = binary.div(binary.fromText('1274000.10'), binary.fromInteger(12))
    expect(monthly.places).toBe(3)
    expect(binary.roundedText(monthly, 2)).toBe('106166.68')
    expect(binary.div(binary.fromInteger(1), binary.fromInteger(12)).places).toBe(-1)
    // 1.05^30 has 60 places, more than a double's powers of ten reach: not followed.
    expect(binary.growthFactor(binary.fromText('0.05'), 30).places).toBe(-1)
    expect(binary.growthFactor(binary.fromText('0.05'), 5).places).toBe(10)
    // past 28 digits decimal.js rounds: 10^20 + 0.01 has 22 digits, its square 44
    const wide = binary.plus(binary.fromText('1e20'), binary.fromText('0.01'))
    expect(wide.places).toBe(2)
    expect(binary.times(wide, wide).places).toBe(-1)
  })
})

// ---- Chains as the calculators compute them ----------------------------------------------

const checkChain = chainChecker(binary, expectHolds, tally)

/** EMI = P r g / (g − 1), g = (1 + r)^n, r = rate / 1200; then the totals. */
const emiChain = (principal: string, percent: string, months: number): Chain => (A) => {
  const r = A.div(A.fromText(percent), A.fromInteger(1200))
  const g = A.growthFactor(r, months)
  const emi = A.div(A.times(A.times(A.fromText(principal), r), g), A.minus(g, A.fromInteger(1)))
  const total = A.times(emi, A.fromInteger(months))
  return [r, g, emi, total, A.minus(total, A.fromText(principal)), A.roundTo(emi, 2)]
}

/** SIP future value P ((1 + r)^n − 1) / r × (1 + r), r = rate / 100 / m. */
const sipChain = (investment: string, percent: string, perYear: number, periods: number): Chain => (A) => {
  const r = A.div(A.fromText(percent), A.fromInteger(100 * perYear))
  const base = A.plus(A.fromInteger(1), r)
  const g = A.growthFactor(r, periods)
  const fv = A.times(A.times(A.fromText(investment), A.div(A.minus(g, A.fromInteger(1)), r)), base)
  return [r, g, fv, A.minus(fv, A.times(A.fromText(investment), A.fromInteger(periods)))]
}

/** Compound growth P (1 + rate/100)^years, and a month-by-month balance over a year of a loan. */
const growthChain = (principal: string, percent: string, years: number): Chain => (A) => {
  const value = A.times(A.fromText(principal), A.powInt(A.plus(A.fromInteger(1), A.div(A.fromText(percent), A.fromInteger(100))), years))
  const out = [value]
  const r = A.div(A.fromText(percent), A.fromInteger(1200))
  const payment = A.div(A.fromText(principal), A.fromInteger(120))
  let balance = A.fromText(principal)
  for (let month = 0; month < 12; month++) {
    balance = A.minus(A.plus(balance, A.times(balance, r)), payment)
    out.push(balance)
  }
  return out
}

/** CAGR % = ((final / initial)^(1 / years) − 1) × 100. */
const cagrChain = (initial: string, final: string, years: string): Chain => (A) => {
  const ratio = A.div(A.fromText(final), A.fromText(initial))
  const growth = A.pow(ratio, A.div(A.fromInteger(1), A.fromText(years)))
  return [ratio, growth, A.times(A.minus(growth, A.fromInteger(1)), A.fromInteger(100))]
}

const positiveMoney = fc.tuple(fc.integer({ min: 1, max: 100_000_000_000 }), fc.integer({ min: 0, max: 99 })).map(([r, p]) => `${r}.${String(p).padStart(2, '0')}`)
const positiveRate = rate.filter((r) => r !== '0')

describe('chains of operations hold the exact and the decimal result at every step', () => {
  test.prop([positiveMoney, positiveRate, fc.integer({ min: 1, max: 600 })], { numRuns: 150 })('EMI, months up to 600', (p, r, n) => checkChain('EMI', `emi(${p}, ${r}, ${n})`, emiChain(p, r, n)))

  test.prop([positiveMoney, positiveRate, fc.constantFrom(1, 4, 12, 52, 365), fc.integer({ min: 1, max: 100 })], { numRuns: 150 })('SIP future value, up to 100 years of days', (p, r, m, years) =>
    checkChain('SIP', `sip(${p}, ${r}, ${m}, ${years})`, sipChain(p, r, m, m * years)),
  )

  test.prop([positiveMoney, positiveRate, fc.integer({ min: 1, max: 100 })], { numRuns: 100 })('compound growth and a year of loan balances', (p, r, years) =>
    checkChain('growth', `growth(${p}, ${r}, ${years})`, growthChain(p, r, years)),
  )

  test.prop([positiveMoney, positiveMoney, fc.integer({ min: 1, max: 10_000 })], { numRuns: 100 })('CAGR with a fractional power', (a, b, hundredths) =>
    checkChain('CAGR', `cagr(${a}, ${b}, ${hundredths / 100})`, cagrChain(a, b, new Decimal(hundredths).div(100).toFixed())),
  )
})

describe('the checks above were not all skipped', () => {
  it('most operations that may be Uncertain returned a value to check', () => {
    expect(tally.size).toBe(16)
    for (const [test, { tried, checked }] of tally) expect(checked / tried, `${test}: ${checked} of ${tried} checked`).toBeGreaterThan(0.5)
  })
})
