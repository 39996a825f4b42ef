/**
 * times, plus and minus on Decimals, giving exactly what decimal.js's own `a.times(b)`,
 * `a.plus(b)` and `a.minus(b)` give, at a third of their cost. For loops that run hundreds of
 * times per request (a 50-year amortisation schedule makes 3,000 such operations).
 *
 * Why the values are the same: for these operations decimal.js computes the exact result and
 * then rounds it once to the context's precision (`finalise`). In the rounding mode of the
 * project (ROUND_HALF_UP) that is: keep the first `precision` significant digits, and add one
 * unit in the last kept place when the first dropped digit is 5 or more. This file computes
 * the same exact result on plain arrays of base-10^7 words (decimal.js's own layout: `d` the
 * words, most significant first, `e` the decimal exponent of the first digit, `s` the sign)
 * and rounds it by that rule. Whatever it does not handle the same way it hands to decimal.js:
 * other rounding modes, zeros, infinities and NaN, operands longer than MAX_WORDS words, and
 * sums of numbers so far apart that decimal.js shortens the smaller one before adding.
 * test/exact-shortcuts.test.ts compares every operation with decimal.js on random operands.
 */
import { Dec } from './decimal.ts'

const BASE = 1e7
const LOG_BASE = 7
const HALF_UP = 4
/** Longest operand whose product's column sums stay below 2^53 (60 × 10^14 < 9 × 10^15). */
const MAX_WORDS = 60
/**
 * Operands with exponents below this in size give results far inside decimal.js's default
 * limits (±9 × 10^15), where it would turn a result into Infinity or 0; others go to it.
 */
const EXPONENT_ROOM = 1e15

/** Words of the exact result: scratch[first … end − 1], scratch[first] standing for BASE^top. */
const scratch = new Float64Array(4 * MAX_WORDS + 8)

/** 1 + ⌊log10 w⌋ for a word 1 ≤ w < 10^7. */
function digitsOf(w: number): number {
  return w < 1e4 ? (w < 1e2 ? (w < 10 ? 1 : 2) : w < 1e3 ? 3 : 4) : w < 1e6 ? (w < 1e5 ? 5 : 6) : 7
}

/**
 * A Dec holding scratch[first … end − 1] (no leading zero word) rounded half up to
 * `precision` significant digits, with sign s.
 */
function rounded(first: number, end: number, top: number, s: number, precision: number, Ctor: typeof Dec): Dec {
  const lead = digitsOf(scratch[first]!)
  // Significant digits from the first digit to the end of the last word.
  if (lead + LOG_BASE * (end - first - 1) > precision) {
    // Counting digits as if every word had 7 (the first one padded with 7 − lead zeros), the
    // last kept digit is number P; the first dropped one is in word `cut`.
    const P = LOG_BASE - lead + precision
    const cut = first + Math.floor(P / LOG_BASE)
    const within = P % LOG_BASE // digits of word `cut` that are kept
    const unit = 10 ** (LOG_BASE - within) // one unit in the last kept place, within word `cut`
    const w = scratch[cut]!
    const kept = Math.floor(w / unit) * unit
    const up = (w - kept) * 10 >= 5 * unit // the first dropped digit is 5 or more
    scratch[cut] = kept
    end = within === 0 ? cut : cut + 1
    if (up) {
      // Add one unit in the last kept place and carry towards the first word.
      let i = within === 0 ? cut - 1 : cut
      scratch[i] = scratch[i]! + (within === 0 ? 1 : unit)
      while (scratch[i]! >= BASE && i > first) {
        scratch[i] = scratch[i]! - BASE
        i--
        scratch[i] = scratch[i]! + 1
      }
      if (scratch[first]! >= BASE) {
        // 9999999… rounded up to 10^k: one word more at the front (there is always room:
        // the first word of a product or a sum is never at index 0 when it is a full word).
        scratch[first] = scratch[first]! - BASE
        first--
        scratch[first] = 1
        top++
      }
    }
  }
  while (end > first + 1 && scratch[end - 1] === 0) end--
  const d = new Array<number>(end - first)
  for (let i = first; i < end; i++) d[i - first] = scratch[i]!
  const out = new Ctor(1)
  const fields = out as unknown as { d: number[]; e: number; s: number }
  fields.d = d
  fields.e = top * LOG_BASE + digitsOf(d[0]!) - 1
  fields.s = s
  return out
}

/** Finite, non-zero, short enough, and far enough from the context's exponent limits. */
function plain(x: Dec): boolean {
  return x.d !== null && x.d !== undefined && x.d[0] !== 0 && x.d.length <= MAX_WORDS && Math.abs(x.e) < EXPONENT_ROOM
}

/** a × b, equal to decimal.js's `a.times(b)`. */
export function times(a: Dec, b: Dec): Dec {
  const Ctor = a.constructor as typeof Dec
  if (Ctor.rounding !== HALF_UP || !plain(a) || !plain(b)) return a.times(b)
  const x = a.d
  const y = b.d
  const xl = x.length
  const yl = y.length
  // Column j of the product sits at scratch[j + 2] (two words of room for the carry out).
  const end = xl + yl + 1
  scratch.fill(0, 0, end)
  for (let i = 0; i < xl; i++) {
    const xi = x[i]!
    for (let j = 0; j < yl; j++) scratch[i + j + 2] = scratch[i + j + 2]! + xi * y[j]!
  }
  let carry = 0
  for (let j = end - 1; j >= 0; j--) {
    const t = scratch[j]! + carry
    carry = Math.floor(t / BASE)
    scratch[j] = t - carry * BASE
  }
  let first = 0
  while (scratch[first] === 0) first++
  const top = Math.floor(a.e / LOG_BASE) + Math.floor(b.e / LOG_BASE) + 2 - first
  return rounded(first, end, top, a.s * b.s, Ctor.precision, Ctor)
}

/** a + b, equal to decimal.js's `a.plus(b)`. */
export function plus(a: Dec, b: Dec): Dec {
  return sum(a, b, b.s)
}

/** a − b, equal to decimal.js's `a.minus(b)`. */
export function minus(a: Dec, b: Dec): Dec {
  return sum(a, b, -b.s)
}

/** a + (sign of b given as bs) × |b|. */
function sum(a: Dec, b: Dec, bs: number): Dec {
  const Ctor = a.constructor as typeof Dec
  const precision = Ctor.precision
  if (Ctor.rounding !== HALF_UP || !plain(a) || !plain(b)) return bs === b.s ? a.plus(b) : a.minus(b)
  const ta = Math.floor(a.e / LOG_BASE)
  const tb = Math.floor(b.e / LOG_BASE)
  // decimal.js adds exactly unless the word exponents differ by more than this; past it, it
  // shortens the smaller operand first, and so does not give the exact sum rounded.
  const gap = Math.abs(ta - tb)
  if (gap > Math.max(Math.ceil(precision / LOG_BASE), (ta >= tb ? a : b).d.length) + 1) return bs === b.s ? a.plus(b) : a.minus(b)
  const x = a.d
  const y = b.d
  // scratch[1 + j] stands for BASE^(top − j); scratch[0] takes a carry out of the top word.
  const top = Math.max(ta, tb)
  const end = 1 + Math.max(top - ta + x.length, top - tb + y.length)
  if (end > scratch.length) return bs === b.s ? a.plus(b) : a.minus(b)
  scratch.fill(0, 0, end)
  const xo = 1 + top - ta
  const yo = 1 + top - tb
  let s = a.s
  if (a.s === bs) {
    for (let i = 0; i < x.length; i++) scratch[xo + i] = x[i]!
    for (let i = 0; i < y.length; i++) scratch[yo + i] = scratch[yo + i]! + y[i]!
  } else {
    // Subtract the smaller magnitude from the larger; the result takes the larger's sign.
    let cmp = ta - tb
    for (let i = 0; cmp === 0 && i < Math.max(x.length, y.length); i++) cmp = (x[i] ?? 0) - (y[i] ?? 0)
    if (cmp === 0) return new Ctor(0)
    if (cmp > 0) {
      for (let i = 0; i < x.length; i++) scratch[xo + i] = x[i]!
      for (let i = 0; i < y.length; i++) scratch[yo + i] = scratch[yo + i]! - y[i]!
    } else {
      s = bs
      for (let i = 0; i < y.length; i++) scratch[yo + i] = y[i]!
      for (let i = 0; i < x.length; i++) scratch[xo + i] = scratch[xo + i]! - x[i]!
    }
  }
  let carry = 0
  for (let j = end - 1; j >= 0; j--) {
    const t = scratch[j]! + carry
    carry = Math.floor(t / BASE)
    scratch[j] = t - carry * BASE
  }
  let first = 0
  while (scratch[first] === 0) first++
  return rounded(first, end, top + 1 - first, s, precision, Ctor)
}
