/**
 * The serialiser turns a Dec into a JSON number with `roundedNumber`, which claims to give the
 * very double that decimal.js's `toDecimalPlaces(places, ROUND_HALF_UP).toNumber()` gives.
 * decimal.js is the oracle: the doubles must be identical (Object.is, so -0 counts too).
 */
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { Dec } from '../src/math/decimal.ts'
import { roundedNumber } from '../src/runtime/serialise-result.ts'

const reference = (x: Dec, places: number) => x.toDecimalPlaces(places, Dec.ROUND_HALF_UP).toNumber()

/** Decimals of 1 to 34 significant digits from 10^-25 to 10^20, either sign. */
const decimal = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 34n - 1n }), fc.integer({ min: 0, max: 33 }), fc.integer({ min: -25, max: 20 }), fc.boolean())
  .map(([digits, cut, exponent, negative]) => {
    const text = digits.toString()
    return new Dec(`${negative ? '-' : ''}${text.slice(0, Math.max(1, text.length - cut))}e${exponent}`)
  })

/** Ties and near-ties at the place kept: …5, …49999, …50001. */
const nearTie = fc
  .tuple(fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 0, max: 4 }), fc.constantFrom('5', '49999999999', '50000000001', '4', '6', '5000000000000000000000001'), fc.boolean())
  .map(([whole, places, tail, negative]) => ({ x: new Dec(`${negative ? '-' : ''}${whole}.${'3'.repeat(places)}${tail}`), places }))

describe('roundedNumber equals toDecimalPlaces(…, ROUND_HALF_UP).toNumber()', () => {
  test.prop([decimal, fc.integer({ min: 0, max: 6 })], { numRuns: 5000 })('for any decimal and places', (x, places) => {
    expect(Object.is(roundedNumber(x, places), reference(x, places))).toBe(true)
  })

  test.prop([nearTie], { numRuns: 2000 })('at and around ties', ({ x, places }) => {
    expect(Object.is(roundedNumber(x, places), reference(x, places))).toBe(true)
  })

  it('rounds half away from zero by hand', () => {
    expect(roundedNumber(new Dec('69425.858669'), 2)).toBe(69425.86)
    expect(roundedNumber(new Dec('2.675'), 2)).toBe(2.68)
    expect(roundedNumber(new Dec('-2.675'), 2)).toBe(-2.68)
    expect(roundedNumber(new Dec('0.004999'), 2)).toBe(0)
    expect(Object.is(roundedNumber(new Dec('-0.004'), 2), -0)).toBe(true)
    expect(roundedNumber(new Dec('999999999999.995'), 2)).toBe(1000000000000)
  })
})
