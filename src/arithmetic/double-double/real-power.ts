/**
 * base^y for an exponent that is not an exact integer: exp(y × ln base), as decimal.js
 * computes it. A rigorous double-double exp and ln are not written here: the power is taken by
 * binary's (../binary/real-power.ts, Math.log and Math.exp with a stated library error), on the
 * operands widened to binary values (v = hi, e = e + |lo|, which holds every value the
 * double-double interval holds). Its result, a double with binary's bound, is a double-double
 * with lo = 0 and that bound. It is some 10^-15 of the value: enough for rates and ratios (a
 * CAGR to two decimals), not for paise on large amounts, whose decisions then fall back.
 * An exactly integer exponent is an integer power (power.ts), as in decimal.js.
 */
import { up, type Bounded } from '../binary/bound.ts'
import { pow as binaryPow } from '../binary/real-power.ts'
import { powInt } from './power.ts'
import type { Wide } from './wide.ts'

function asBinary(x: Wide): Bounded {
  return { v: x.hi, e: x.lo === 0 ? x.e : up(x.e + Math.abs(x.lo)) }
}

export function pow(base: Wide, exponent: Wide): Wide {
  if (exponent.e === 0 && exponent.lo === 0 && Number.isSafeInteger(exponent.hi)) return powInt(base, exponent.hi)
  const { v, e } = binaryPow(asBinary(base), asBinary(exponent))
  return { hi: v, lo: 0, e }
}
