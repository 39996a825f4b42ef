/**
 * a + b.
 *
 * Bound: the operands' bounds carried as they are (|Δ(a + b)| ≤ e_a + e_b), plus this
 * addition's rounding error t, known exactly by TwoSum, plus the decimal path's rounding to
 * 28 digits of a sum at most |v| + carried in size. The result is exact (bound 0) when both
 * operands are exact, the float sum is exact and decimal.js holds it in 28 digits.
 * Places: N_a × 10^-p + N_b × 10^-q is an integer times 10^-max(p, q), which decimal.js does
 * not round while it fits 28 digits (exactPlaces).
 */
import { sumError } from './two-sum.ts'
import { DECIMAL_ROUNDING, NOT_EXACT, decimalExact, decimalResult, type Bounded } from './bound.ts'

export function plus(a: Bounded, b: Bounded): Bounded {
  if (keeps(b, a.v, a.e, a.places)) return b
  return sum(a, b.v, b.e, b.places)
}

export function minus(a: Bounded, b: Bounded): Bounded {
  return sum(a, -b.v, b.e, b.places)
}

function sum(a: Bounded, bv: number, be: number, bPlaces: number): Bounded {
  if (keeps(a, bv, be, bPlaces)) return a
  const v = a.v + bv
  const t = sumError(a.v, bv, v)
  const places = a.places < 0 || bPlaces < 0 ? NOT_EXACT : Math.max(a.places, bPlaces)
  return decimalResult(v, a.e + be + Math.abs(t), a.e === 0 && be === 0 && t === 0, DECIMAL_ROUNDING, places, 'plus')
}

/**
 * Whether x + `zero` is x itself, `zero` an exact 0 (a term of a sum not claimed, as most of a
 * tax return's are) and x exact and held exactly by decimal.js: `sum` would make anew the same
 * value (the sign of a zero included) with bound 0, and x's places hold for it.
 */
function keeps(x: Bounded, zero: number, zeroBound: number, zeroPlaces: number): boolean {
  return zero === 0 && zeroBound === 0 && x.e === 0 && (x.places < 0 || (zeroPlaces >= 0 && zeroPlaces <= x.places)) && Object.is(x.v + zero, x.v) && decimalExact(x.v)
}
