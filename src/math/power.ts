/**
 * x^n for a whole n ≥ 1: the same value decimal.js's `pow` gives, digit for digit, at a
 * fraction of its cost.
 *
 * decimal.js raises to a whole power by squaring (`intPow`): it multiplies exactly, keeps only
 * the first k = ⌈precision / 7 + 4⌉ words (base 10^7) of every product, marks the result when
 * any non-zero word was dropped (so that a final 0 word becomes 1 and a tie can never be
 * mistaken for exact), and rounds once at the end to the context's precision. Each of its
 * multiplications also copies its operand, allocates a Decimal, and carries word by word.
 *
 * This file runs the same algorithm on plain arrays of base-10^7 words: the same squarings
 * in the same order, the same exact products, the same truncation to k words, the same final
 * word adjustment and the same final rounding (done by decimal.js itself). Only the
 * bookkeeping differs: a product's columns are summed first and carried once (8 × 8 words of
 * at most 10^14 each stay below 2^53, so the sums are exact). test/exact-shortcuts.test.ts
 * checks the equality against decimal.js's `pow` for random bases, exponents and contexts.
 */
import { Dec } from './decimal.ts'

const BASE = 1e7
const LOG_BASE = 7
/** Longest operand whose column sums stay below 2^53 (60 × 10^14 < 9 × 10^15). */
const MAX_WORDS = 60

/** A positive number as base-10^7 words, most significant first: Σ w[i] × BASE^(top − i). */
interface Words {
  w: number[]
  top: number
}

/** Column sums and carries of one product; two extra words for the carry out of the top. */
const scratch = new Float64Array(2 * MAX_WORDS + 2)

/**
 * The exact product a × b without leading or trailing zero words (as decimal.js's `times`),
 * then cut to its first k words (as its `truncate`); `cut` tells whether a non-zero word went.
 */
function multiply(a: Words, b: Words, k: number): Words & { cut: boolean } {
  const x = a.w
  const y = b.w
  const xl = x.length
  const yl = y.length
  // scratch[2 + j] is column j of the product (0 = most significant): x[i] × y[j − i] summed,
  // at most min(xl, yl) ≤ MAX_WORDS terms below 10^14 each, so every sum is exact.
  const n = xl + yl - 1
  scratch.fill(0, 0, n + 2)
  for (let i = 0; i < xl; i++) {
    const xi = x[i]!
    for (let j = 0; j < yl; j++) scratch[2 + i + j] = scratch[2 + i + j]! + xi * y[j]!
  }
  let carry = 0
  for (let j = n + 1; j >= 0; j--) {
    const t = scratch[j]! + carry
    carry = Math.floor(t / BASE)
    scratch[j] = t - carry * BASE
  }
  let first = 0
  while (scratch[first] === 0) first++
  let end = n + 2
  while (scratch[end - 1] === 0) end--
  const cut = end - first > k
  if (cut) end = first + k
  const w = new Array<number>(end - first)
  for (let i = first; i < end; i++) w[i - first] = scratch[i]!
  return { w, top: a.top + b.top + 2 - first, cut }
}

function wordsOf(d: Dec): Words {
  // decimal.js: d.d holds the words, d.e the base-10 exponent of the first digit; the first
  // word stands for BASE^⌊e / 7⌋.
  return { w: d.d.slice(), top: Math.floor(d.e / LOG_BASE) }
}

/** A Dec holding exactly the value of v (decimal.js's own layout: words, exponent, sign). */
function decimalOf(v: Words, Ctor: typeof Dec): Dec {
  let end = v.w.length
  while (end > 1 && v.w[end - 1] === 0) end--
  const w = end === v.w.length ? v.w : v.w.slice(0, end)
  let e = v.top * LOG_BASE
  for (let first = w[0]!; first >= 10; first /= 10) e++
  const out = new Ctor(1)
  const fields = out as unknown as { d: number[]; e: number; s: number }
  fields.d = w
  fields.e = e
  fields.s = 1
  return out
}

/**
 * x^n, equal to decimal.js's `x.pow(n)` for x > 0 and whole n ≥ 1, in x's own context
 * (its constructor's precision and rounding, as decimal.js does); anything else is handed to
 * decimal.js.
 */
export function wholePower(x: Dec, n: number): Dec {
  // Results whose exponent could come near decimal.js's limits (±9 × 10^15) go to decimal.js,
  // which turns them into Infinity or 0.
  if (!(n >= 1 && Number.isSafeInteger(n)) || !(x.isFinite() && x.gt(0)) || x.d.length > MAX_WORDS || n * (Math.abs(x.e) + 1) > 1e14) return x.pow(n)
  const Ctor = x.constructor as typeof Dec
  if (x.eq(1)) return new Ctor(x)
  const precision = Ctor.precision
  if (n === 1) return x.toSignificantDigits(precision, Ctor.rounding)
  const k = Math.ceil(precision / LOG_BASE + 4)
  if (k > MAX_WORDS) return x.pow(n)
  let base = wordsOf(x)
  let result: Words = { w: [1], top: 0 }
  let truncated = false
  for (;;) {
    if (n % 2) {
      const product = multiply(result, base, k)
      if (product.cut) truncated = true
      result = product
    }
    n = Math.floor(n / 2)
    if (n === 0) {
      const last = result.w.length - 1
      if (truncated && result.w[last] === 0) result.w[last] = 1
      break
    }
    base = multiply(base, base, k)
  }
  return decimalOf(result, Ctor).toSignificantDigits(precision, Ctor.rounding)
}

/** x^n: `wholePower` when n is a whole number from 1 up, decimal.js's `pow` otherwise. */
export function power(x: Dec, n: Dec | number): Dec {
  const whole = typeof n === 'number' ? n : n.isInteger() && n.gte(1) && n.lte(Number.MAX_SAFE_INTEGER) ? n.toNumber() : NaN
  return Number.isSafeInteger(whole) && whole >= 1 ? wholePower(x, whole) : x.pow(n)
}
