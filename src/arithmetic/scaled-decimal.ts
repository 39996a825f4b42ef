/**
 * A decimal given as an integer k and a count of places, k × 10^-places: what a rounding to
 * places gives (`roundedScaled` of each arithmetic), written as decimal.js writes the decimal:
 * plain digits however large or small, the point `places` from the right, no trailing zeros,
 * `0` for zero, never `-0` and never exponent notation.
 *
 * `writeScaled` writes those characters as ASCII bytes straight into a buffer (the response
 * writer's, ../runtime/json-output.ts), with no string in between: a figure that fits a double
 * has its whole part and its fraction written four digits at a time, each group one 32-bit
 * store from a table of the 10,000 groups, in 32-bit integer arithmetic. `scaledText` gives
 * the same characters as a string, for messages.
 */

/**
 * k of k × 10^-places: a safe integer, or (for an integer beyond 2^53) its decimal digits as a
 * string, `-` first when it is negative.
 */
export type Scaled = number | string

const MINUS = 45
const POINT = 46
const ZERO = 48
const TEN_TO_EIGHT = 100_000_000
/** 10^0 … 10^22, exact doubles. */
const POWERS = Array.from({ length: 23 }, (_, i) => 10 ** i)

/**
 * At most this many bytes are written for (k, places), places from -22 to 22: the figure and
 * up to three bytes past it (digits are stored four at a time, see writeScaled).
 */
export function scaledLength(k: Scaled, places: number): number {
  // sign, "0.", the zeros after the point or after the digits, and three bytes past the end
  return (typeof k === 'number' ? 16 : k.length) + 6 + Math.abs(places)
}

/** Whether k × 10^-places is a whole number. */
export function scaledIsInteger(k: Scaled, places: number): boolean {
  if (places <= 0) return true
  if (typeof k === 'number') return k % POWERS[places]! === 0
  // the last `places` digits are zeros (and there are more digits than that: k is not 0)
  const first = k.length - places
  if (first <= (k.charCodeAt(0) === MINUS ? 1 : 0)) return false
  for (let i = first; i < k.length; i++) if (k.charCodeAt(i) !== ZERO) return false
  return true
}

/**
 * Writes k × 10^-places at `at` of the bytes `view` covers and returns the position after it;
 * they must hold scaledLength(k, places) more. The whole part and the fraction (trailing zeros
 * dropped) are written separately, four digits at a time (`quad`), each group one 32-bit
 * store; a group of fewer digits (the first of the whole part, the fraction's) is stored
 * whole too, so up to three bytes past the figure are overwritten, which what is written
 * next replaces.
 */
export function writeScaled(k: Scaled, places: number, view: DataView, at: number): number {
  if (typeof k === 'string') return writeDigits(k, places, view, at)
  if (k < 0) {
    view.setUint8(at++, MINUS)
    k = -k
  }
  if (places <= 0) {
    at = writeWhole(k, view, at)
    if (k !== 0) for (let i = places; i < 0; i++) view.setUint8(at++, ZERO)
    return at
  }
  // k = whole × 10^places + fraction
  const unit = POWERS[places]!
  const whole = floorQuotient(k, unit, RECIPROCALS[places]!)
  let fraction = k - whole * unit
  at = writeWhole(whole, view, at)
  if (places <= SHORT_PLACES) {
    // `.` and the fraction's digits, trailing zeros dropped (nothing for 0), in one store
    view.setUint32(at, SHORT_FRACTION_TEXT[places]![fraction]!, true)
    return at + SHORT_FRACTION_LENGTH[places]![fraction]!
  }
  if (fraction === 0) return at
  view.setUint8(at++, POINT)
  // in 32-bit integers below 10^9, where `%` and `/` are integer operations
  if (places <= 9) fraction |= 0
  while (fraction % 10 === 0) {
    fraction = places <= 9 ? (fraction / 10) | 0 : fraction / 10
    places--
  }
  if (places <= 4) {
    // the fraction's digits, leading zeros included, as the first `places` of a group of four
    view.setUint32(at, quad(fraction * GROUP_SCALE[4 - places]!), true)
    return at + places
  }
  // the zeros between the point and the fraction's first digit
  let digits = 1
  while (digits < places && fraction >= POWERS[digits]!) digits++
  for (; digits < places; digits++) view.setUint8(at++, ZERO)
  return writeWhole(fraction, view, at)
}

/** The most places whose fractions have a text of at most four bytes (`.` and three digits). */
const SHORT_PLACES = 3

/**
 * "0000" … "9999": each number's four ASCII digits as a little-endian 32-bit word, the first two
 * digits' bytes from LEADING_PAIRS and the last two's from TRAILING_PAIRS. The two tables are
 * filled by a hundred native fills and a few copies of the 100 pairs "00" … "99", not by a loop
 * over ten thousand numbers, which a cold start (a Worker's, a CLI's) would pay in the
 * interpreter before any answer.
 */
function quad(n: number): number {
  return LEADING_PAIRS[n]! | (TRAILING_PAIRS[n]! << 16)
}

const PAIRS = pairs()
/** n ↦ the pair of digits of ⌊n ÷ 100⌋ (n < 10^4): each pair repeated a hundred times. */
const LEADING_PAIRS = new Uint16Array(10_000)
for (let k = 0; k < 100; k++) LEADING_PAIRS.fill(PAIRS[k]!, 100 * k, 100 * k + 100)
/** n ↦ the pair of digits of n mod 100 (n < 10^4): the hundred pairs over and over, doubled in place. */
const TRAILING_PAIRS = new Uint16Array(10_000)
TRAILING_PAIRS.set(PAIRS)
for (let filled = 100; filled < TRAILING_PAIRS.length; filled *= 2) TRAILING_PAIRS.copyWithin(filled, 0, filled)

/** "00" … "99": each number's two ASCII digits as a little-endian 16-bit word. */
function pairs(): Uint16Array {
  const table = new Uint16Array(100)
  for (let i = 0, tens = 0x30; tens <= 0x39; tens++) for (let units = 0x30; units <= 0x39; units++) table[i++] = tens | (units << 8)
  return table
}

/**
 * For places 1 to SHORT_PLACES, the text written after the whole part for each fraction
 * f < 10^places: `.` and f's `places` digits without trailing zeros, nothing for 0 (for two
 * places: 0 → "", 5 → ".05", 50 → ".5", 55 → ".55"), as a little-endian 32-bit word and a
 * length.
 */
const SHORT_FRACTION_TEXT: Uint32Array[] = []
const SHORT_FRACTION_LENGTH: Uint8Array[] = []
for (let places = 1; places <= SHORT_PLACES; places++) {
  const count = 10 ** places
  SHORT_FRACTION_TEXT[places] = new Uint32Array(count)
  SHORT_FRACTION_LENGTH[places] = new Uint8Array(count)
  shortFractions(places, SHORT_FRACTION_TEXT[places]!, SHORT_FRACTION_LENGTH[places]!)
}

function shortFractions(places: number, texts: Uint32Array, lengths: Uint8Array): void {
  for (let f = 1; f < texts.length; f++) {
    // f's last `places` digits of its four (`quad`), after the point, less its trailing zeros
    let digits = places
    for (let g = f; g % 10 === 0; g /= 10) digits--
    const text = 0x2e | ((quad(f) >>> (8 * (4 - places))) << 8)
    texts[f] = digits === 3 ? text : text & ((1 << (8 * (digits + 1))) - 1)
    lengths[f] = digits + 1
  }
}

/** 10^-0 … 10^-22, each the double nearest it. */
const RECIPROCALS = POWERS.map((p) => 1 / p)

/**
 * ⌊x ÷ unit⌋ for a safe integer x ≥ 0 and a power of ten `unit` ≥ 10 (or 1), by multiplying
 * by the nearest double to 1 ÷ unit, several times quicker than a division: x × reciprocal is
 * within two roundings of x ÷ unit < 2^50, less than ½, so its floor is the quotient or one
 * off either way, which the exact remainder x − q × unit (every term an integer below 2^53)
 * shows.
 */
function floorQuotient(x: number, unit: number, reciprocal: number): number {
  const q = Math.floor(x * reciprocal)
  const remainder = x - q * unit
  return remainder < 0 ? q - 1 : remainder >= unit ? q + 1 : q
}

/** 10^0 … 10^4 as 32-bit integers: a fraction of fewer than four digits scaled to a group. */
const GROUP_SCALE = Int32Array.of(1, 10, 100, 1000, 10_000)

/**
 * The digits of a safe integer w ≥ 0 (below 10^16: at most 8 digits above the lower 8) at
 * `at`; the position after them. Below 10^8 in 32-bit integers, whose division by a constant
 * is a multiplication.
 */
function writeWhole(w: number, view: DataView, at: number): number {
  if (w < TEN_TO_EIGHT) return writeLeading(w | 0, view, at)
  const upper = floorQuotient(w, TEN_TO_EIGHT, 1e-8)
  const lower = (w - upper * TEN_TO_EIGHT) | 0
  at = writeLeading(upper | 0, view, at)
  const high = (lower / 10_000) | 0
  view.setUint32(at, quad(high), true)
  view.setUint32(at + 4, quad(lower - high * 10_000), true)
  return at + 8
}

/** The digits of an integer x (0 ≤ x < 10^8) with no leading zero (`0` for 0) at `at`; the position after them. */
function writeLeading(x: number, view: DataView, at: number): number {
  if (x < 10_000) return writeFirstGroup(x, view, at)
  const high = (x / 10_000) | 0
  at = writeFirstGroup(high, view, at)
  view.setUint32(at, quad(x - high * 10_000), true)
  return at + 4
}

/** x (0 ≤ x < 10^4) with no leading zero: its group of four moved down past the zeros, stored whole. */
function writeFirstGroup(x: number, view: DataView, at: number): number {
  const count = x < 100 ? (x < 10 ? 1 : 2) : x < 1000 ? 3 : 4
  view.setUint32(at, quad(x) >>> (8 * (4 - count)), true)
  return at + count
}

/**
 * Before `whole` ≤ 0 digits stand before the point: `0.` and -whole zeros. Returns where the
 * digits go.
 */
function beforeDigits(view: DataView, at: number, whole: number): number {
  if (whole > 0) return at
  view.setUint8(at++, ZERO)
  view.setUint8(at++, POINT)
  for (let i = whole; i < 0; i++) view.setUint8(at++, ZERO)
  return at
}

/** k × 10^-places from the digits of k (`-` first when negative). */
function writeDigits(digits: string, places: number, view: DataView, at: number): number {
  let end = digits.length
  while (places > 0 && digits.charCodeAt(end - 1) === ZERO) {
    end--
    places--
  }
  let i = 0
  if (digits.charCodeAt(0) === MINUS) {
    view.setUint8(at++, MINUS)
    i = 1
  }
  const whole = end - i - places
  at = beforeDigits(view, at, whole)
  const point = whole > 0 ? i + whole : -1
  for (; i < end; i++) {
    if (i === point) view.setUint8(at++, POINT)
    view.setUint8(at++, digits.charCodeAt(i))
  }
  for (let z = places; z < 0; z++) view.setUint8(at++, ZERO)
  return at
}

const scratch = new DataView(new ArrayBuffer(128))

/** The text of k × 10^-places. */
export function scaledText(k: Scaled, places: number): string {
  const view = scaledLength(k, places) <= scratch.byteLength ? scratch : new DataView(new ArrayBuffer(scaledLength(k, places)))
  return String.fromCharCode(...new Uint8Array(view.buffer, 0, writeScaled(k, places, view, 0)))
}
