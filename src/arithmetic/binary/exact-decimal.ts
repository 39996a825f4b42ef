/**
 * Decisions on exact decimals: what no interval can settle, the digits do.
 *
 * A value made from decimal literals by +, −, ×, whole powers, divisions that come out exact
 * (divide.ts) and roundings, with no result beyond 28 digits, is computed by decimal.js
 * without rounding: it is exactly N × 10^-places, the exact result as well, and the operations
 * record that in `places` (NOT_EXACT when not known). An exact tie (₹12,74,000.10 ÷ 12 =
 * ₹1,06,166.675 to the paisa) has an interval holding the very point to decide, since the
 * double of 1274000.10 is not 1274000.10. When the interval is narrower than half a unit at
 * that many places, only one integer N lies within it, so N is known, and the decision
 * decimal.js makes on that value is made on N, exactly, in doubles (|N| < 2^52). These paths
 * are taken only where the interval cannot decide, so they cost nothing otherwise. Double-double
 * keeps the same record for its wider values (../double-double/exact-decimal.ts).
 */
import type { Sign } from '../arithmetic.ts'
import { HALF_ULP, POWERS_OF_TEN, up, type Bounded } from './bound.ts'

/** Below this N, and every multiple of a unit no larger than N, is an exact double. */
export const SMALL = 2 ** 52

/**
 * N with x = N × 10^-x.places, when x is an exact decimal whose interval pins N: the real
 * x.v × 10^places is within x.e × 10^places of N and within |y| 2^-53 of y = fl(x.v × 10^places),
 * so when the two (rounded up) are below ½, N is the integer nearest y. Undefined otherwise, or
 * when |y| ≥ 2^52.
 */
export function digitsOf(x: Bounded): number | undefined {
  if (x.places < 0) return undefined
  const ten = POWERS_OF_TEN[x.places]!
  const y = x.v * ten
  if (!(Math.abs(y) < SMALL) || !(up(x.e * ten + Math.abs(y) * HALF_ULP) < 0.5)) return undefined
  return Math.round(y) + 0
}

/** The order of a and b from their digits, or undefined when either is not pinned or scaling one would leave 2^52. */
export function exactOrder(a: Bounded, b: Bounded): Sign | undefined {
  const m = digitsOf(a)
  const n = m === undefined ? undefined : digitsOf(b)
  if (m === undefined || n === undefined) return undefined
  const places = Math.max(a.places, b.places)
  const x = m * POWERS_OF_TEN[places - a.places]!
  const y = n * POWERS_OF_TEN[places - b.places]!
  if (!(Math.abs(x) < SMALL && Math.abs(y) < SMALL)) return undefined
  return x < y ? -1 : x > y ? 1 : 0
}

/** The sign of x from its digits, or undefined. */
export function exactSign(x: Bounded): Sign | undefined {
  const n = digitsOf(x)
  return n === undefined ? undefined : n < 0 ? -1 : n > 0 ? 1 : 0
}

/** How a value is rounded: half away from zero (roundTo), away from zero (roundUpTo), down (floor), up (ceil). */
export type Rounding = 'half' | 'away' | 'floor' | 'ceil'

/** 10^0 … 10^15, exact doubles below 2^50: the units a rounding of digits below SMALL divides by. */
export const UNITS = POWERS_OF_TEN.slice(0, 16)

/**
 * The integer k with k × 10^-places the rounding of the exact decimal x as decimal.js rounds it
 * (toDecimalPlaces with ROUND_HALF_UP or ROUND_UP, floor, ceil, all exact); undefined when x's
 * digits are not pinned or k would reach `largest`.
 */
export function exactRounded(x: Bounded, places: number, rounding: Rounding, largest: number): number | undefined {
  const n = digitsOf(x)
  if (n === undefined) return undefined
  const shift = x.places - places
  const k = shift >= 0 ? (shift < UNITS.length ? roundedDigits(n, UNITS[shift]!, rounding) : NaN) : n * POWERS_OF_TEN[-shift]!
  return Math.abs(k) < largest ? k + 0 : undefined
}

/**
 * The integer n ÷ unit rounded as `rounding` says, in doubles (|n| < 2^52, unit ≤ 10^15). The
 * quotient towards zero is exact: where n ÷ unit is not an integer it is at least 1/unit from
 * one, while its rounding moves it less than 2^-53 |n| / unit < 1/(2 unit); the rest
 * n − q × unit is exact, being below 2^52.
 */
export function roundedDigits(n: number, unit: number, rounding: Rounding): number {
  let q = Math.trunc(n / unit)
  const rest = n - q * unit
  if (rounds(rounding, 2 * Math.abs(rest) >= unit, rest < 0, rest !== 0)) q += rounding === 'floor' ? -1 : rounding === 'ceil' ? 1 : n < 0 ? -1 : 1
  // never a negative zero
  return q + 0
}

/**
 * Whether a quotient towards zero moves one unit (away from zero for half and away, down for
 * floor, up for ceil), for a rest that is at least half a unit or not, negative or not, zero
 * or not.
 */
export function rounds(rounding: Rounding, halfOrMore: boolean, negative: boolean, nonzero: boolean): boolean {
  return rounding === 'half' ? halfOrMore : rounding === 'away' ? nonzero : rounding === 'floor' ? negative : nonzero && !negative
}

/** Whether the exact decimal x is an integer, from its digits; undefined when they are not pinned. */
export function exactIsInteger(x: Bounded): boolean | undefined {
  const n = digitsOf(x)
  return n === undefined ? undefined : n % POWERS_OF_TEN[x.places]! === 0
}

/**
 * A divisor's digits d (a safe integer, not 0) as 2^i 5^j k: k, the part a dividend's digits
 * must be a multiple of for the quotient to end (1 for 100, 3 for 12), and max(i, j), the places
 * the quotient gains. For a ÷ b with N_a × 10^-p ÷ (d × 10^-q):
 *   (N_a / k) 2^(m−i) 5^(m−j) × 10^(q−p−m), m = max(i, j),
 * an exact decimal with p + m − q places (none when that is negative) exactly when k divides N_a.
 * Written into DIVISOR, read at once by the caller; a schedule divides by the same months again
 * and again, so the last divisor's split is kept.
 */
export const DIVISOR = { of: 1, rest: 1, places: 0 }

export function splitDivisor(d: number): void {
  if (d === DIVISOR.of) return
  DIVISOR.of = d
  let n = Math.abs(d)
  let twos = 0
  let fives = 0
  while (n % 2 === 0) {
    n /= 2
    twos++
  }
  while (n % 5 === 0) {
    n /= 5
    fives++
  }
  DIVISOR.rest = n
  DIVISOR.places = Math.max(twos, fives)
}
