/**
 * base^y for an exponent that is not known to be an integer: exp(y × ln base), as decimal.js
 * computes it (an exponent exactly an integer goes to `powInt`, as it does in decimal.js).
 *
 * V8's Math.log and Math.exp are not promised to be correctly rounded; they are trusted to
 * within 4 ulp, which is at most 2^-50 of the exact value. LIBRARY_ERROR = 2^-49 of the
 * computed value covers that, with room for measuring it against the computed rather than
 * the exact value. For x in [b − e_b, b + e_b] (all positive, else Uncertain):
 * - ln:  |ln x − l| ≤ e_b / (b − e_b) (the slope of ln is at most 1/(b − e_b)) + LIBRARY_ERROR |l|
 * - w = y × l: the interval product bound, with w's rounding (2^-53 |w|)
 * - exp: for |w' − w| ≤ e_w ≤ 1, |exp w' − exp w| ≤ exp(w) (e^e_w − 1) ≤ exp(w) e_w (1 + e_w),
 *   with exp(w) ≤ v (1 + LIBRARY_ERROR); plus Math.exp's own LIBRARY_ERROR v.
 * Then decimal.js's rounding of the power, within DECIMAL_POW_ROUNDING.
 */
import { Uncertain } from '../arithmetic.ts'
import { powInt } from './power.ts'
import { DECIMAL_POW_ROUNDING, HALF_ULP, bounded, up, type Bounded } from './bound.ts'

const LIBRARY_ERROR = 2 ** -49

export function pow(base: Bounded, exponent: Bounded): Bounded {
  if (exponent.e === 0 && Number.isSafeInteger(exponent.v)) return powInt(base, exponent.v)
  const b = base.v
  if (!(b > 0 && base.e < b)) throw new Uncertain('pow')
  const l = Math.log(b)
  const lE = up(base.e / (b - base.e) + LIBRARY_ERROR * Math.abs(l))
  const y = exponent.v
  const w = y * l
  const wE = up(exponent.e * Math.abs(l) + Math.abs(y) * lE + exponent.e * lE + Math.abs(w) * HALF_ULP)
  if (!(wE <= 1)) throw new Uncertain('pow')
  const v = Math.exp(w)
  // Far below any amount; keeps Math.exp's error relative (no subnormal results).
  if (!(v >= 2 ** -1000)) throw new Uncertain('pow')
  const realE = up(LIBRARY_ERROR * v + v * (1 + LIBRARY_ERROR) * wE * (1 + wE))
  return bounded(v, up(realE + DECIMAL_POW_ROUNDING * (v + realE)), 'pow')
}
