/**
 * A decimal given as an integer k and a count of places, k × 10^-places: what a rounding to
 * places gives (`roundedScaled` of each arithmetic), written as decimal.js writes the decimal:
 * plain digits however large or small, the point `places` from the right, no trailing zeros,
 * `0` for zero, never `-0` and never exponent notation.
 *
 * `writeScaled` writes those characters as ASCII bytes straight into a buffer (the response
 * writer's, ../runtime/json-output.ts), with no string in between: a figure that fits a double
 * has its digits taken in two halves of eight in 32-bit integer arithmetic. `scaledText` gives the
 * same characters as a string, for messages.
 */

/** k of k × 10^-places: a safe integer, or a BigInt beyond 2^53. */
export type Scaled = number | bigint

const MINUS = 45
const POINT = 46
const ZERO = 48
const TEN_TO_EIGHT = 100_000_000
const SAFE = BigInt(Number.MAX_SAFE_INTEGER)
/** 10^0 … 10^22, for whole-number checks. */
const POWERS = Array.from({ length: 23 }, (_, i) => 10 ** i)

/** The number of digits of x, from 1 to 8 (0 ≤ x < 10^8). */
function digitCount(x: number): number {
  return x < 10_000 ? (x < 100 ? (x < 10 ? 1 : 2) : x < 1000 ? 3 : 4) : x < 1_000_000 ? (x < 100_000 ? 5 : 6) : x < 10_000_000 ? 7 : 8
}

/** At most this many bytes are written for (k, places), places from -22 to 22. */
export function scaledLength(k: Scaled, places: number): number {
  // sign, "0." and the zeros after the point or after the digits
  return (typeof k === 'number' ? 16 : bigDigits(k)) + 3 + Math.abs(places)
}

/**
 * At least the number of digits of |k|, without writing them: the double nearest |k| is
 * within a part in 2^53 of it, so its decimal logarithm plus two is enough. Only where that
 * double is beyond any figure (10^300) are the digits counted.
 */
function bigDigits(k: bigint): number {
  const size = Math.abs(Number(k))
  return size < 1e300 ? Math.ceil(Math.log10(size + 1)) + 2 : String(k).length
}

/** Whether k × 10^-places is a whole number. */
export function scaledIsInteger(k: Scaled, places: number): boolean {
  if (places <= 0) return true
  return typeof k === 'number' ? k % POWERS[places]! === 0 : k % 10n ** BigInt(places) === 0n
}

/** Writes k × 10^-places at `at` and returns the position after it; `bytes` must hold scaledLength(k, places) more. */
export function writeScaled(k: Scaled, places: number, bytes: Uint8Array, at: number): number {
  if (typeof k === 'bigint') {
    if (k > SAFE || k < -SAFE) return writeDigits(k < 0n ? String(-k) : String(k), k < 0n, places, bytes, at)
    k = Number(k)
  }
  if (k === 0) {
    bytes[at] = ZERO
    return at + 1
  }
  if (k < 0) {
    bytes[at++] = MINUS
    k = -k
  }
  // k = upper × 10^8 + low, both below 10^8: 32-bit integers from here on (the quotient may
  // round up to the next integer, which a negative remainder shows)
  let upper = Math.floor(k / TEN_TO_EIGHT)
  let rest = k - upper * TEN_TO_EIGHT
  if (rest < 0) {
    upper -= 1
    rest += TEN_TO_EIGHT
  }
  let low = rest | 0
  upper |= 0
  // the fraction's trailing zeros are dropped
  while (places > 0 && low % 10 === 0) {
    low = ((low / 10) | 0) + (upper % 10) * 10_000_000
    upper = (upper / 10) | 0
    places--
  }
  const digits = upper > 0 ? 8 + digitCount(upper) : digitCount(low)
  at = beforeDigits(bytes, at, digits - places)
  if (upper > 0) {
    writeDigits8(low, 8, bytes, at + digits)
    writeDigits8(upper, digits - 8, bytes, at + digits - 8)
  } else writeDigits8(low, digits, bytes, at + digits)
  return afterDigits(bytes, at + digits, digits - places, places)
}

/**
 * Before `whole` ≤ 0 digits stand before the point: `0.` and -whole zeros. Returns where the
 * digits go.
 */
function beforeDigits(bytes: Uint8Array, at: number, whole: number): number {
  if (whole > 0) return at
  bytes[at++] = ZERO
  bytes[at++] = POINT
  for (let i = whole; i < 0; i++) bytes[at++] = ZERO
  return at
}

/**
 * After the digits ending at `end`, of which `whole` stand before the point and `places` (no
 * trailing zero among them) after it: the fraction moved one place right for the point, or
 * -places zeros for a negative `places`. Returns the end of the decimal.
 */
function afterDigits(bytes: Uint8Array, end: number, whole: number, places: number): number {
  if (whole > 0 && places > 0) {
    for (let i = end; i > end - places; i--) bytes[i] = bytes[i - 1]!
    bytes[end - places] = POINT
    return end + 1
  }
  for (let i = places; i < 0; i++) bytes[end++] = ZERO
  return end
}

/** "00" … "99" as pairs of ASCII digits. */
const DIGIT_PAIRS = Uint8Array.from({ length: 200 }, (_, i) => ZERO + (i % 2 === 0 ? Math.floor(i / 20) : (i >> 1) % 10))

/** The last `count` digits of x (0 ≤ x < 10^8), leading zeros included, written to end just before `end`, two at a time. */
function writeDigits8(x: number, count: number, bytes: Uint8Array, end: number): void {
  for (; count >= 2; count -= 2) {
    const quotient = (x / 100) | 0
    const pair = (x - quotient * 100) << 1
    bytes[--end] = DIGIT_PAIRS[pair + 1]!
    bytes[--end] = DIGIT_PAIRS[pair]!
    x = quotient
  }
  if (count === 1) bytes[end - 1] = ZERO + (x % 10)
}

/** k × 10^-places from the digits of |k| (|k| beyond 2^53). */
function writeDigits(digits: string, negative: boolean, places: number, bytes: Uint8Array, at: number): number {
  let end = digits.length
  while (places > 0 && digits.charCodeAt(end - 1) === ZERO) {
    end--
    places--
  }
  if (negative) bytes[at++] = MINUS
  at = beforeDigits(bytes, at, end - places)
  for (let i = 0; i < end; i++) bytes[at + i] = digits.charCodeAt(i)
  return afterDigits(bytes, at + end, end - places, places)
}

const scratch = new Uint8Array(128)

/** The text of k × 10^-places. */
export function scaledText(k: Scaled, places: number): string {
  const bytes = scaledLength(k, places) <= scratch.length ? scratch : new Uint8Array(scaledLength(k, places))
  return String.fromCharCode(...bytes.subarray(0, writeScaled(k, places, bytes, 0)))
}
