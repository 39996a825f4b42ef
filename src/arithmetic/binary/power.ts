/**
 * base^n for a safe integer n, by repeated squaring.
 *
 * Every square and product is an interval product of the real values (multiply.ts's bound
 * without any decimal rounding), so the result's interval holds x^n for every x in the base's
 * interval: the exact base's power and the decimal base's power alike. A negative n then takes
 * the real reciprocal. decimal.js's `pow` rounds that power once, within
 * DECIMAL_POW_ROUNDING of it, which is added last. Exact (bound 0) when every step is exact
 * and decimal.js holds the result in 28 digits (1.5^2 = 2.25); n = 0 gives exactly 1, as in
 * decimal.js, for every base. A whole power of an exact decimal with p places is one with
 * n p places, which decimal.js computes without rounding when it has at most 28 digits (its
 * squarings then have fewer, so its guard digits truncate nothing).
 */
import { Uncertain } from '../arithmetic.ts'
import { productError } from './two-product.ts'
import { realProductBound } from './multiply.ts'
import { realQuotient } from './divide.ts'
import { DECIMAL_POW_ROUNDING, NOT_EXACT, ONE, bounded, decimalResult, up, type Bounded } from './bound.ts'

export function powInt(base: Bounded, n: number): Bounded {
  if (!Number.isSafeInteger(n)) throw new TypeError(`${n} is not a safe integer`)
  if (n === 0) return ONE
  let squareV = base.v
  let squareE = base.e
  let resultV = 1
  let resultE = 0
  for (let k = Math.abs(n); ; ) {
    if (k % 2 === 1) {
      const v = resultV * squareV
      const t = productError(resultV, squareV, v)
      resultE = resultE === 0 && squareE === 0 && t === 0 ? 0 : up(realProductBound(resultV, resultE, squareV, squareE, v, t))
      resultV = v
    }
    k = Math.floor(k / 2)
    if (k === 0) break
    const v = squareV * squareV
    const t = productError(squareV, squareV, v)
    squareE = squareE === 0 && t === 0 ? 0 : up(realProductBound(squareV, squareE, squareV, squareE, v, t))
    squareV = v
    if (!Number.isFinite(squareV) || !Number.isFinite(squareE)) throw new Uncertain('powInt')
  }
  const real = n > 0 ? bounded(resultV, resultE, 'powInt') : realQuotient(1, 0, resultV, resultE, 'powInt')
  const places = n > 0 && base.places >= 0 ? base.places * n : NOT_EXACT
  return decimalResult(real.v, real.e, real.e === 0, DECIMAL_POW_ROUNDING, places, 'powInt')
}
