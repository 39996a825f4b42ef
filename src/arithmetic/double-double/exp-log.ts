/**
 * exp and ln of double-doubles with rigorous bounds, for powers with a fractional exponent.
 *
 * Every step is an operation of this folder on Wide values (realSum, realProduct,
 * realQuotient), so the rounding of every step, and the error of every constant, is carried
 * in the bound as in any other computation; what the algorithms themselves add is stated:
 *
 * exp(x) for the value x = hi + lo: k = round(x / ln 2), r = x − k ln 2 (|r| ≤ 0.35 and some;
 * LN2 below is ln 2 within 10^-33, that error carried × |k|), s = r / 2^8 (exact),
 * exp(s) = Σ_{j≤12} s^j / j! by Horner's rule (coefficients 1/j! made once by realQuotient,
 * with their bounds); the terms left out are at most |s|^13 / 13! × e^|s| (Taylor's remainder),
 * added. Squaring 8 times gives exp(r) (realProduct), and 2^k scales hi, lo and the bound
 * exactly. Finally x's own bound e_x: |exp(x + δ) − exp(x)| ≤ exp(x) (e^e_x − 1) ≤
 * exp(x) e_x (1 + e_x) for e_x ≤ 1, with exp(x) ≤ |v| + e.
 *
 * ln(x) for x certainly positive: l₀ = Math.log(x_h), any double (accuracy only speeds the
 * series), is exact as a constant; z = x exp(−l₀) − 1 (exp above, realProduct, realSum), so
 * ln x = l₀ + ln(1 + z) exactly. For |z| ≤ 10^-10 (else Uncertain): ln(1 + z) = z − z²/2 + z³/3
 * with a remainder of at most |z|⁴ / (4 (1 − |z|)), added. x's own bound e_x: the slope of ln on
 * [x − e_x, x + e_x] is at most 1 / (x − e_x).
 */
import { Uncertain } from '../arithmetic.ts'
import { up } from '../binary/bound.ts'
import { realSum } from './add.ts'
import { productInto, realProduct } from './multiply.ts'
import { realQuotient } from './divide.ts'
import { NOT_EXACT, ONE, magnitude, wide, type MutableWide, type Wide } from './wide.ts'

/** ln 2 = 0.693147180559945309417232121458176568…; hi + lo is within 5.8 × 10^-34 of it. */
export const LN2: Wide = { hi: 0.6931471805599453, lo: 2.3190468138462996e-17, e: 1e-33, places: NOT_EXACT }
const TERMS = 12
const HALVINGS = 8
/** 1/j! for j = 0 … TERMS, each with its bound: made at the first exp, not when a Worker starts. */
let inverseFactorials: Wide[] | undefined

function makeInverseFactorials(): Wide[] {
  const out: Wide[] = [ONE]
  let factorial = 1
  for (let j = 1; j <= TERMS; j++) out.push(realQuotient(ONE, { hi: (factorial *= j), lo: 0, e: 0, places: 0 }, 'exp'))
  return out
}
/** 1 / (TERMS + 1)!, rounded up generously. */
const REMAINDER_FACTOR = 1 / 6227020800 * (1 + 2 ** -40)

/** exp(x) of the real value x (its bound included). Uncertain beyond |x| ≤ 700. */
export function realExp(x: Wide): Wide {
  if (!(Math.abs(x.hi) <= 700 && x.e <= 1)) throw new Uncertain('pow')
  const k = Math.round(x.hi / LN2.hi)
  const kLn2 = realProduct({ hi: -k, lo: 0, e: 0, places: 0 }, LN2, 'pow')
  const r = realSum(x.hi, x.lo, 0, kLn2.hi, kLn2.lo, kLn2.e, 'pow')
  const scale = 2 ** -HALVINGS
  const s: Wide = { hi: r.hi * scale, lo: r.lo * scale, e: r.e * scale, places: NOT_EXACT }
  // made member by member, not copied with a spread (wide.ts, "Spreads")
  const coefficients = (inverseFactorials ??= makeInverseFactorials())
  const last = coefficients[TERMS]!
  const p: MutableWide = { hi: last.hi, lo: last.lo, e: last.e, places: NOT_EXACT }
  for (let j = TERMS - 1; j >= 0; j--) {
    productInto(p, s, p, 'pow')
    const c = coefficients[j]!
    const sum = realSum(c.hi, c.lo, c.e, p.hi, p.lo, p.e, 'pow')
    p.hi = sum.hi
    p.lo = sum.lo
    p.e = sum.e
  }
  const sMax = magnitude(s) + s.e
  p.e = up(p.e + sMax ** (TERMS + 1) * REMAINDER_FACTOR * Math.exp(sMax) * (1 + 2 ** -40))
  for (let i = 0; i < HALVINGS; i++) productInto(p, p, p, 'pow')
  const twoK = 2 ** k
  const hi = p.hi * twoK
  const lo = p.lo * twoK
  const e = p.e * twoK
  // Far from the subnormal range, where scaling by 2^k would not be exact.
  if (!(Math.abs(hi) >= 2 ** -960)) throw new Uncertain('pow')
  const own = x.e === 0 ? e : up(e + (Math.abs(hi) + Math.abs(lo) + e) * x.e * (1 + x.e))
  return wide(hi, lo, own, 'pow')
}

/** ln(x) of the real value x (its bound included). Uncertain unless x is certainly positive. */
export function realLn(x: Wide): Wide {
  const low = x.hi * (1 - 2 ** -51)
  if (!(x.hi > 0 && x.e < low)) throw new Uncertain('pow')
  const l0 = Math.log(x.hi)
  const scaled = realProduct({ hi: x.hi, lo: x.lo, e: 0, places: NOT_EXACT }, realExp({ hi: -l0, lo: 0, e: 0, places: 0 }), 'pow')
  const z = realSum(scaled.hi, scaled.lo, scaled.e, -1, 0, 0, 'pow')
  const zMax = magnitude(z) + z.e
  if (!(zMax <= 1e-10)) throw new Uncertain('pow')
  const z2 = realProduct(z, z, 'pow')
  const z3 = realQuotient(realProduct(z2, z, 'pow'), { hi: 3, lo: 0, e: 0, places: 0 }, 'pow')
  // z − z²/2 (halving is exact) + z³/3
  const a = realSum(z.hi, z.lo, z.e, -z2.hi / 2, -z2.lo / 2, z2.e / 2, 'pow')
  const series = realSum(a.hi, a.lo, a.e, z3.hi, z3.lo, z3.e, 'pow')
  const remainder = zMax ** 4 / (4 * (1 - zMax))
  const ln = realSum(l0, 0, 0, series.hi, series.lo, up(series.e + remainder), 'pow')
  if (x.e === 0) return ln
  return wide(ln.hi, ln.lo, up(ln.e + x.e / (low - x.e)), 'pow')
}
