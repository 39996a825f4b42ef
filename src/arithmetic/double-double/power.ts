/**
 * base^n for a safe integer n, by repeated squaring in double-double.
 *
 * Every square and product is the real product of multiply.ts (its operands' bounds carried,
 * its own rounding added), so the result's interval holds x^n for every x in the base's
 * interval: the exact base's power and the decimal base's power alike. A negative n then takes
 * the real reciprocal (divide.ts). decimal.js's `pow` rounds that power once, within
 * DECIMAL_INTEGER_POW_ROUNDING of it, which is added last. Exact when every step is exact and
 * decimal.js holds the result in 28 digits; n = 0 gives exactly 1 for every base, as in
 * decimal.js.
 */
import { DECIMAL_INTEGER_POW_ROUNDING } from '../binary/bound.ts'
import { decimalResult } from './add.ts'
import { productInto } from './multiply.ts'
import { realQuotient } from './divide.ts'
import { NOT_EXACT, ONE, type MutableWide, type Wide } from './wide.ts'

/** x^k (k ≥ 1) of the real values, with its bound: the squaring behind powInt and growthFactor. */
export function realPower(x: Wide, k: number, operation: string): Wide {
  const square: MutableWide = { hi: x.hi, lo: x.lo, e: x.e, places: NOT_EXACT }
  const result: MutableWide = { hi: 1, lo: 0, e: 0, places: NOT_EXACT }
  for (;;) {
    if (k % 2 === 1) productInto(result, square, result, operation)
    k = Math.floor(k / 2)
    if (k === 0) break
    productInto(square, square, square, operation)
  }
  return result
}

/**
 * A power r as decimal.js's `pow` returns it: within DECIMAL_INTEGER_POW_ROUNDING of r, or r
 * itself when it holds it. A whole power of an exact decimal with p places is one with n p
 * places, which decimal.js computes without rounding when it has at most 28 digits (its
 * squarings then have fewer, so its guard digits truncate nothing): `places` is n p, or
 * NOT_EXACT.
 */
export function decimalPower(r: Wide, operation: string, places = NOT_EXACT): Wide {
  return decimalResult(r, operation, places, DECIMAL_INTEGER_POW_ROUNDING)
}

export function powInt(base: Wide, n: number): Wide {
  if (!Number.isSafeInteger(n)) throw new TypeError(`${n} is not a safe integer`)
  if (n === 0) return ONE
  const power = realPower(base, Math.abs(n), 'powInt')
  if (n > 0) return decimalPower(power, 'powInt', base.places < 0 ? NOT_EXACT : base.places * n)
  return decimalPower(realQuotient(ONE, power, 'powInt'), 'powInt')
}
