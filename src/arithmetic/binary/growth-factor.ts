/**
 * The growth factor (1 + r)^n for a whole n ≥ 0, the power behind every compounding
 * calculator, to about 16 significant digits where `powInt` on the rounded 1 + r keeps
 * about 13 over 10 years of days.
 *
 * 1 + r is not rounded: it is carried as a double-double hi + lo (TwoSum makes it exact),
 * and the power is taken by repeated squaring in double-double, with the real product of the
 * double-double arithmetic (../double-double/multiply.ts, `productInto`: its rounding error
 * bounded, the operands' bounds carried as in any product). The result holds (1 + r')^n for
 * every r' in r's interval: the exact rate and the decimal rate alike.
 *
 * The decimal path computes rate.plus(1).pow(n): it rounds 1 + r to 28 digits (a relative
 * change δ ≤ 5e-28, which moves the power by at most n δ (1 + δ)^(n−1) of itself, within
 * n × 10^-27 for every safe integer n) and then rounds the power (DECIMAL_POW_ROUNDING).
 * Neither rounding happens when r is an exact decimal with p places and the power, n p places,
 * fits 28 digits (as powInt's, ./power.ts): the factor is then that exact decimal.
 */
import { sumError } from './two-sum.ts'
import { productInto } from '../double-double/multiply.ts'
import { scratchWide } from '../double-double/wide.ts'
import { DECIMAL_POW_ROUNDING, DECIMAL_ROUNDING, NOT_EXACT, ONE, decimalExact, decimalResult, exactPlaces, up, type Bounded } from './bound.ts'

/** The squares and the product under construction, written in place: a power makes no value but its result. */
const square = scratchWide()
const result = scratchWide()

export function growthFactor(rate: Bounded, n: number): Bounded {
  if (!Number.isSafeInteger(n) || n < 0) throw new TypeError(`${n} is not a whole number of periods`)
  if (n === 0) return ONE
  const baseHi = 1 + rate.v
  square.hi = baseHi
  square.lo = sumError(1, rate.v, baseHi)
  square.e = rate.e
  result.hi = 1
  result.lo = 0
  result.e = 0
  for (let k = n; ; ) {
    if (k % 2 === 1) productInto(result, square, result, 'growthFactor')
    k = Math.floor(k / 2)
    if (k === 0) break
    productInto(square, square, square, 'growthFactor')
  }
  // hi + lo rounds to hi (normalised), so v = hi is off from the double-double by |lo|.
  const v = result.hi
  // 1 + r, of size at most 1 + |r|, has r's places.
  const places = exactPlaces(1 + Math.abs(rate.v) + rate.e, rate.places) === NOT_EXACT ? NOT_EXACT : rate.places * n
  const exactReal = result.e === 0 && result.lo === 0 && rate.e === 0 && decimalExact(baseHi) && sumError(1, rate.v, baseHi) === 0
  return decimalResult(v, up(result.e + Math.abs(result.lo)), exactReal, n * DECIMAL_ROUNDING + DECIMAL_POW_ROUNDING, places, 'growthFactor')
}
