/**
 * A decimal literal as a double-double.
 *
 * decimal.js reads a literal exactly, so both the exact and the decimal value of "8.5" are
 * the literal L itself. hi = Number(text) is the double nearest L. When binary's fromText finds
 * it exact (../binary/from-text.ts), lo = 0 and the bound is 0. Otherwise the remainder L − hi
 * is computed exactly as a fraction of BigInts (L = D × 10^q from its digits, hi = m × 2^s from
 * its bits), lo is that fraction's quotient to 64 bits, truncated, then rounded to a double
 * (a relative error below 2^-63 + 2^-53), and the bound is 2^-52 |lo|: some 2^-105 of L. Since
 * |L − hi| ≤ ulp(hi)/2 and lo is within a few units of its last bit of it, hi + lo is
 * normalised. A literal whose double is 0 or below 2^-900, or beyond float64, is Uncertain.
 * Its places are those of its digits (./exact-decimal.ts), when it has at most 28 digits
 * at that many places.
 * Literals are read again and again (a formula's constants, every request's inputs): the last
 * few thousand are remembered.
 */
import { Uncertain } from '../arithmetic.ts'
import { fromText as binaryFromText } from '../binary/from-text.ts'
import { up } from '../binary/bound.ts'
import { exactPlaces, type Wide } from './wide.ts'

const LITERAL = /^[+-]?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/
const SMALLEST = 2 ** -900
const read = new Map<string, Wide>()
const REMEMBERED = 4096

export function fromText(text: string): Wide {
  let x = read.get(text)
  if (x === undefined) {
    x = parse(text)
    if (read.size >= REMEMBERED) read.clear()
    read.set(text, x)
  }
  return x
}

function parse(text: string): Wide {
  const binary = binaryFromText(text)
  const parts = LITERAL.exec(text)!
  const fraction = parts[2] ?? ''
  const q = Number(parts[3] ?? 0) - fraction.length
  // L = digits × 10^q: an exact decimal with −q places (none when q ≥ 0).
  const places = exactPlaces(Math.abs(binary.v), Math.max(0, -q))
  if (binary.e === 0) return { hi: binary.v, lo: 0, e: 0, places }
  const hi = binary.v
  if (!(Math.abs(hi) >= SMALLEST)) throw new Uncertain('fromText')
  const digits = BigInt(`${parts[1] ?? ''}${fraction}` || '0') * (text.startsWith('-') ? -1n : 1n)
  // L = num / den exactly.
  let num = q >= 0 ? digits * 10n ** BigInt(q) : digits
  let den = q >= 0 ? 1n : 10n ** BigInt(-q)
  // L − hi, with hi = m × 2^s.
  const { m, s } = bitsOf(hi)
  if (s >= 0) num -= (m << BigInt(s)) * den
  else {
    num = (num << BigInt(-s)) - m * den
    den <<= BigInt(-s)
  }
  if (num === 0n) return { hi, lo: 0, e: 0, places }
  const lo = quotient(num, den)
  return { hi, lo, e: up(Math.abs(lo) * 2 ** -52), places }
}

/** The double x (finite, not zero) as m × 2^s, m an integer. */
function bitsOf(x: number): { m: bigint; s: number } {
  const view = new DataView(new ArrayBuffer(8))
  view.setFloat64(0, x)
  const raw = view.getBigUint64(0)
  const biased = Number((raw >> 52n) & 0x7ffn)
  const fraction = raw & ((1n << 52n) - 1n)
  const m = biased === 0 ? fraction : fraction | (1n << 52n)
  return { m: x < 0 ? -m : m, s: biased === 0 ? -1074 : biased - 1075 }
}

/** num / den (den > 0) as a double: the quotient truncated to at least 64 bits, then rounded. */
function quotient(num: bigint, den: bigint): number {
  const negative = num < 0n
  const n = negative ? -num : num
  const shift = 64 + den.toString(2).length - n.toString(2).length
  const q = shift >= 0 ? (n << BigInt(shift)) / den : n / (den << BigInt(-shift))
  const value = Number(q) * 2 ** -shift
  return negative ? -value : value
}
