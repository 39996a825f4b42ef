/**
 * `integerPower(base, n)` claims to be base^n rounded half up to the context's 28 significant
 * digits. The oracle is decimal.js itself at 90 digits (where its squaring's own truncations are
 * some 60 digits below the 28th), rounded to 28: the two must be equal.
 */
import { fc, test } from '@fast-check/vitest'
import { Decimal } from 'decimal.js'
import { describe, expect, it } from 'vitest'
import { Dec } from '../src/math/decimal.ts'
import { integerPower } from '../src/math/integer-power.ts'

const Wide = Decimal.clone({ precision: 90, rounding: Decimal.ROUND_HALF_UP })
const reference = (base: Dec, n: number) => new Dec(new Wide(base.toString()).pow(n).toSignificantDigits(Dec.precision, Decimal.ROUND_HALF_UP).toString())

/** 1 + r for r = rate % / periods a year, as the calculators build it (28 digits). */
const growthBase = fc
  .tuple(fc.integer({ min: -9999, max: 99999 }), fc.constantFrom(1, 2, 4, 12, 52, 365))
  .map(([hundredths, perYear]) => new Dec(hundredths).div(100 * 100 * perYear).plus(1))
  .filter((b) => !b.isZero())

/** Any decimal of 1 to 20 significant digits, either sign, from 10^-8 to 10^8. */
const anyBase = fc
  .tuple(fc.bigInt({ min: 1n, max: 10n ** 20n - 1n }), fc.integer({ min: -27, max: 8 }), fc.boolean())
  .map(([digits, exponent, negative]) => new Dec(`${negative ? '-' : ''}${digits}e${exponent}`))

describe('integerPower equals the power rounded to 28 digits', () => {
  test.prop([growthBase, fc.integer({ min: 1, max: 36_500 })], { numRuns: 600 })('for growth factors over up to 100 years of days', (base, n) => {
    expect(integerPower(base, n).toString()).toBe(reference(base, n).toString())
  })

  test.prop([anyBase, fc.integer({ min: 1, max: 40 })], { numRuns: 1500 })('for any base, either sign', (base, n) => {
    expect(integerPower(base, n).toString()).toBe(reference(base, n).toString())
  })

  it('is exact where the power has at most 28 digits (Python decimal agrees)', () => {
    expect(integerPower(new Dec('1.01'), 12).toString()).toBe('1.126825030131969720661201')
    expect(integerPower(new Dec(2), 64).toString()).toBe('18446744073709551616')
    expect(integerPower(new Dec('-0.5'), 3).toString()).toBe('-0.125')
    expect(integerPower(new Dec(10), 30).eq('1e30')).toBe(true)
  })

  it('rounds the 28th digit half up (figures from Python decimal at 60 digits)', () => {
    // 3^64 = 3433683820292512484657849089|281: the 29th digit, 2, rounds down.
    expect(integerPower(new Dec(3), 64).toString()).toBe('3433683820292512484657849089000')
    // 1.5^100 = 406561177535215237.3972797075|67…: the 29th digit, 6, rounds up.
    expect(integerPower(new Dec('1.5'), 100).toString()).toBe('406561177535215237.3972797076')
  })

  it('leaves zero, one and non-whole powers to decimal.js', () => {
    expect(integerPower(new Dec(0), 5).toString()).toBe('0')
    expect(integerPower(new Dec('1.2345'), 1).toString()).toBe('1.2345')
    expect(integerPower(new Dec(4), 0.5).toString()).toBe('2')
  })
})
