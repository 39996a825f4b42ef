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
  expect([...a.d]).toEqual([...b.d])
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
