/**
 * What the decimal-digits arithmetic decides and writes: order, integer parts, roundings to
 * places and the texts of values. A value is decimal.js's own (./digits.ts), so each is read
 * from its digits exactly, as decimal.js reads them: nothing here is ever Uncertain.
 */
import { NotAValue, type Sign } from '../arithmetic.ts'
import type { Scaled } from '../scaled-decimal.ts'
import { DIGITS, ZERO, exactly, significand, tenTo, type Digits } from './digits.ts'

export function sign(x: Digits): Sign {
  return x.h > 0 ? 1 : x.h < 0 ? -1 : 0
}

/** The order of a and b: by sign, then (the significands having 28 digits each) exponent, then significand. */
export function order(a: Digits, b: Digits): Sign {
  const sa = sign(a)
  const sb = sign(b)
  if (sa !== sb) return sa < sb ? -1 : 1
  if (sa === 0) return 0
  // same sign: compare magnitudes, then turn for negatives
  const magnitude: Sign = a.q !== b.q ? (a.q < b.q ? -1 : 1) : Math.abs(a.h) !== Math.abs(b.h) ? (Math.abs(a.h) < Math.abs(b.h) ? -1 : 1) : a.l === b.l ? 0 : (sa > 0 ? a.l < b.l : a.l > b.l) ? -1 : 1
  return sa > 0 || magnitude === 0 ? magnitude : ((-magnitude) as Sign)
}

/** The rounding of M × 10^-cut to an integer: `half` half away from zero, `away` away from zero, `floor` or `ceil`. */
type Mode = 'half' | 'away' | 'floor' | 'ceil'

function roundedInteger(m: bigint, cut: number, mode: Mode): bigint {
  const negative = m < 0n
  const magnitude = negative ? -m : m
  const unit = tenTo(cut)
  let k = magnitude / unit
  const rest = magnitude - k * unit
  const up = mode === 'half' ? 2n * rest >= unit : mode === 'away' ? rest !== 0n : rest !== 0n && (mode === 'floor') === negative
  if (up) k++
  return negative ? -k : k
}

/** x rounded to `places` (negative: to a multiple of 10^-places); decimal.js's rounding is exact. */
export function roundToPlaces(x: Digits, places: number, mode: Mode): Digits {
  const cut = -(x.q + places)
  if (cut <= 0 || x.h === 0) return x
  const k = roundedInteger(significand(x), Math.min(cut, DIGITS + 1), mode)
  return k === 0n ? ZERO : exactly(k < 0n, k < 0n ? -k : k, -places)
}

export function isInteger(x: Digits): boolean {
  if (x.q >= 0 || x.h === 0) return true
  if (x.q <= -DIGITS) return false
  return significand(x) % tenTo(-x.q) === 0n
}

/** The integer k of x rounded half away from zero to `places` = k × 10^-places (decimal.ts's roundedScaled). */
export function roundedScaled(x: unknown, places: number): Scaled {
  if (!isDigits(x)) throw new NotAValue('not a decimal-digits value')
  checkPlaces(places)
  if (x.h === 0) return 0
  const shift = x.q + places
  const m = significand(x)
  const k = shift >= 0 ? m * tenTo(shift) : roundedInteger(m, Math.min(-shift, DIGITS + 1), 'half')
  if (k === 0n) return 0
  const n = Number(k)
  return Number.isSafeInteger(n) ? n : k.toString()
}

/** x as decimal.js's toFixed() writes it: plain digits, no trailing zeros, never `-0`. */
export function toText(x: Digits): string {
  if (x.h === 0) return '0'
  const m = significand(x)
  let digits = (m < 0n ? -m : m).toString()
  let q = x.q
  let end = digits.length
  while (digits.charCodeAt(end - 1) === 48) end--
  q += digits.length - end
  digits = digits.slice(0, end)
  const sign = m < 0n ? '-' : ''
  if (q >= 0) return sign + digits + '0'.repeat(q)
  const whole = digits.length + q
  return whole > 0 ? `${sign}${digits.slice(0, whole)}.${digits.slice(whole)}` : `${sign}0.${'0'.repeat(-whole)}${digits}`
}

/** The double nearest x, as decimal.js's toNumber() gives (the string's), a zero +0. */
export function toNumber(x: Digits): number {
  if (x.h === 0) return 0
  return Number(`${significand(x)}e${x.q}`)
}

export function isDigits(x: unknown): x is Digits {
  return typeof x === 'object' && x !== null && typeof (x as Digits).h === 'number' && typeof (x as Digits).q === 'number'
}

export function checkPlaces(places: number): number {
  if (!Number.isInteger(places) || places < -22 || places > 22) throw new TypeError(`${places} decimal places is not an integer from -22 to 22`)
  return places
}
