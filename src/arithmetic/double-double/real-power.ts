/**
 * base^y for an exponent that is not an exact integer: exp(y × ln base), as decimal.js
 * computes it (an exactly integer exponent is an integer power, power.ts, as in decimal.js).
 *
 * ln and exp are those of exp-log.ts, with rigorous bounds; w = y × ln base is the real
 * product (its operands' bounds carried), and exp(w) carries w's bound. The interval so holds
 * the exact power of every base and exponent in their intervals. decimal.js's `pow` is then
 * trusted to within DECIMAL_POW_ROUNDING (10^-24) of that power, as binary trusts it
 * (../binary/bound.ts): that allowance, not double-double's own error, bounds these powers.
 * A base that may be zero or negative is Uncertain (decimal.js answers 0, NaN or a sign).
 */
import { DECIMAL_POW_ROUNDING, up } from '../binary/bound.ts'
import { realProduct } from './multiply.ts'
import { realExp, realLn } from './exp-log.ts'
import { powInt } from './power.ts'
import { wide, type Wide } from './wide.ts'

export function pow(base: Wide, exponent: Wide): Wide {
  if (exponent.e === 0 && exponent.lo === 0 && Number.isSafeInteger(exponent.hi)) return powInt(base, exponent.hi)
  const power = realExp(realProduct(exponent, realLn(base), 'pow'))
  return wide(power.hi, power.lo, up(power.e + DECIMAL_POW_ROUNDING * (Math.abs(power.hi) + Math.abs(power.lo) + power.e)), 'pow')
}
