/**
 * Cheaper ways to the same digits, each checked against the decimal.js operation it replaces.
 *
 * src/math/power.ts claims to give, digit for digit, what decimal.js's own `pow` gives for a
 * whole exponent (it runs the same truncated squaring on plain arrays). decimal.js is the
 * oracle here: any difference in value, digits or exponent fails.
 */
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { Dec, percent } from '../src/math/decimal.ts'
import { power, wholePower } from '../src/math/power.ts'
import { minus, plus, times } from '../src/math/arithmetic.ts'

/** A decimal literal with 1 to 40 significant digits, from 10^-12 to 10^6. */
const literal = fc
  .tuple(fc.bigInt({ min: 1n, max: 10n ** 40n - 1n }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: -12, max: 6 }))
  .map(([digits, cut, exponent]) => {
    const text = digits.toString()
    return `${text.slice(0, Math.max(1, text.length - cut))}e${exponent}`
  })

/** Rates as the formulas make them: an annual percentage / 100 / periods a year, plus 1. */
const growth = fc
  .tuple(fc.integer({ min: 1, max: 5_000_000 }), fc.integer({ min: 0, max: 4 }), fc.constantFrom(1, 2, 4, 12, 52, 365))
  .map(([units, places, perYear]) => new Dec(units).div(10 ** places).div(100).div(perYear).plus(1))

const exponent = fc.oneof(fc.integer({ min: 1, max: 1300 }), fc.integer({ min: 1, max: 100_000 }), fc.constantFrom(1, 2, 3, 12, 240, 360, 600, 2 ** 31 - 1))

function same(a: Dec, b: Dec): void {
  expect(a.toString()).toBe(b.toString())
  expect(a.e).toBe(b.e)
  expect(a.d ? [...a.d] : a.d).toEqual(b.d ? [...b.d] : b.d)
}

describe('wholePower equals decimal.js pow', () => {
  test.prop([growth, exponent], { numRuns: 2000 })('for growth factors 1 + r', (x, n) => same(wholePower(x, n), x.pow(n)))

  test.prop([literal, exponent], { numRuns: 2000 })('for any positive decimal, below and above 1', (text, n) => {
    const x = new Dec(text)
    same(wholePower(x, n), x.pow(n))
  })

  test.prop([literal, exponent, fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 8 })], { numRuns: 1000 })(
    "in the base's own context, at any precision and rounding",
    (text, n, precision, rounding) => {
      const Ctx = Dec.clone({ precision, rounding: rounding as 0 })
      const x = new Ctx(text)
      same(wholePower(x, n), x.pow(n))
    },
  )

  test.prop([growth, fc.integer({ min: 0, max: 1300 })], { numRuns: 300 })('power() takes a Dec or number exponent', (x, n) => {
    same(power(x, n), x.pow(n))
    same(power(x, new Dec(n)), x.pow(n))
  })

  it('hands fractional, zero and negative exponents to decimal.js', () => {
    const x = new Dec('1.0070833333333333333333333333')
    for (const n of [0, -3, 0.5, new Dec('2.5'), new Dec(-12)]) same(power(x, n), x.pow(n))
  })

  it('matches a hand check: 1.01^2 = 1.0201 and 2^10 = 1024', () => {
    expect(wholePower(new Dec('1.01'), 2).toString()).toBe('1.0201')
    expect(wholePower(new Dec(2), 10).toString()).toBe('1024')
  })
})

describe('percent equals division by 100', () => {
  test.prop([literal, fc.boolean()], { numRuns: 3000 })('for any decimal of either sign', (text, negative) => {
    const x = new Dec(negative ? `-${text}` : text)
    same(percent(x), x.div(100))
  })

  test.prop([literal], { numRuns: 500 })('for a result of a 28-digit operation', (text) => {
    const x = new Dec(text).div(7)
    same(percent(x), x.div(100))
  })
})

describe('times, plus and minus equal decimal.js', () => {
  /** Either sign, 1 to 45 digits, exponents from −30 to 30; now and then a zero. */
  const operand = fc.oneof(
    { weight: 20, arbitrary: fc.tuple(literal, fc.boolean(), fc.integer({ min: -24, max: 24 })).map(([text, negative, shift]) => new Dec(text).times(new Dec(`1e${shift}`)).times(negative ? -1 : 1)) },
    { weight: 5, arbitrary: fc.tuple(fc.bigInt({ min: 1n, max: 10n ** 45n }), fc.integer({ min: -30, max: 30 })).map(([digits, exponent]) => new Dec(`${digits}e${exponent}`)) },
    // Runs of nines and ties at the rounding place: 28 digits then 5, 49…, 50…1.
    { weight: 5, arbitrary: fc.tuple(fc.constantFrom('9999999999999999999999999999', '1234567890123456789012345678', '1000000000000000000000000000'), fc.constantFrom('', '5', '4999', '5001', '9', '0000001'), fc.integer({ min: -20, max: 10 })).map(([head, tail, exponent]) => new Dec(`${head}${tail}e${exponent}`)) },
    { weight: 1, arbitrary: fc.constant(new Dec(0)) },
  )

  const check = (a: Dec, b: Dec) => {
    same(times(a, b), a.times(b))
    same(plus(a, b), a.plus(b))
    same(minus(a, b), a.minus(b))
  }

  test.prop([operand, operand], { numRuns: 5000 })('for random operands', check)

  test.prop([operand, fc.integer({ min: -3, max: 3 })], { numRuns: 2000 })('for operands close to each other (cancellation)', (a, ulps) => {
    const b = a.plus(new Dec(`${ulps}e${a.e - 27}`))
    check(a, b)
    check(b, a)
  })

  test.prop([operand, operand, fc.integer({ min: 1, max: 45 }), fc.integer({ min: 0, max: 8 })], { numRuns: 3000 })('in other contexts (other precisions; other rounding modes go to decimal.js)', (a, b, precision, rounding) => {
    const Ctx = Dec.clone({ precision, rounding: rounding as 0 })
    check(new Ctx(a), new Ctx(b))
  })

  it('rounds half up and carries by hand', () => {
    expect(times(new Dec('1.0000000000000000000000000005'), new Dec(1)).toString()).toBe('1.000000000000000000000000001')
    expect(plus(new Dec('9999999999999999999999999999'), new Dec('0.5')).toString()).toBe('10000000000000000000000000000')
    expect(minus(new Dec('1'), new Dec('1')).toString()).toBe('0')
    expect(times(new Dec('-2.5'), new Dec('4')).toString()).toBe('-10')
  })
})

describe('very high precisions go to decimal.js', () => {
  it('gives decimal.js results at 2,000 significant digits', () => {
    const Ctx = Dec.clone({ precision: 2000, rounding: Dec.ROUND_HALF_UP })
    const x = new Ctx(1).div(7).plus(1)
    const far = new Ctx('1e-1500')
    same(wholePower(x, 37), x.pow(37))
    same(plus(x, far), x.plus(far))
    same(minus(x, far), x.minus(far))
    same(times(x, x), x.times(x))
    const short = new Ctx('1.5')
    const tiny = new Ctx('3e-1900')
    same(wholePower(short, 3001), short.pow(3001))
    same(plus(short, tiny), short.plus(tiny))
    same(minus(short, tiny), short.minus(tiny))
  })
})

describe('results near the exponent limits go to decimal.js', () => {
  it('overflows and underflows as decimal.js does', () => {
    const huge = new Dec('7e8000000000000000')
    const tiny = new Dec('3e-8000000000000000')
    same(times(huge, huge), huge.times(huge))
    same(times(tiny, tiny), tiny.times(tiny))
    same(plus(huge, huge), huge.plus(huge))
    same(wholePower(new Dec(10), 2 ** 52), new Dec(10).pow(2 ** 52))
    same(wholePower(new Dec('1e-3'), 2 ** 52), new Dec('1e-3').pow(2 ** 52))
  })
})
