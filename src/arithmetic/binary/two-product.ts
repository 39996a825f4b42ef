/**
 * The exact rounding error of a floating-point product (Dekker's TwoProduct with Veltkamp's
 * split; JavaScript has no fused multiply-add).
 *
 * For doubles a and b with p = fl(a × b), a × b = p + t exactly, where t is the double
 * returned here, provided nothing overflows or underflows: the split multiplies by 2^27 + 1
 * (so |a|, |b| ≤ 2^995), and the partial products must not fall below 2^-1074 (so
 * |a × b| ≥ 2^-960). Outside that range NaN is returned and the caller uses the stated bound
 * |t| ≤ 2^-53 |p| + 2^-1075 instead. A zero factor gives t = 0.
 */
const SPLITTER = 2 ** 27 + 1
const LARGEST_FACTOR = 2 ** 995
const SMALLEST_PRODUCT = 2 ** -960

export function productError(a: number, b: number, p: number): number {
  if (a === 0 || b === 0) return 0
  if (!(Math.abs(a) <= LARGEST_FACTOR && Math.abs(b) <= LARGEST_FACTOR && Math.abs(p) >= SMALLEST_PRODUCT)) return NaN
  let c = SPLITTER * a
  const aHigh = c - (c - a)
  const aLow = a - aHigh
  c = SPLITTER * b
  const bHigh = c - (c - b)
  const bLow = b - bHigh
  return aLow * bLow - (((p - aHigh * bHigh) - aLow * bHigh) - aHigh * bLow)
}
