/**
 * Numbers in a response body are always written as plain decimals. JavaScript writes a double
 * of magnitude 10^21 or more, or below 10^-6, in exponent notation (`4.7e+31`, `1e-7`), which
 * many JSON consumers (spreadsheets, languages reading into decimals, people) handle badly or
 * not at all. The result's figures are written from their exact decimal text
 * (./write-result.ts); the echoed input's values through `echoJson` here.
 */
import { decimal } from '../arithmetic/decimal.ts'
import type { ParameterValue } from '../registry/types.ts'

/** Whether JavaScript would write `n` in exponent notation. */
export function needsPlainText(n: number): boolean {
  return n >= 1e21 || n <= -1e21 || (n !== 0 && n > -1e-6 && n < 1e-6)
}

/**
 * The JSON text of a JavaScript number: as JavaScript writes it, or in plain digits (from
 * `text`, the decimal it was read from, when given) where that would be exponent notation.
 * A `text` already written as JavaScript would write it is returned as it is.
 */
export function numberJson(n: number, text?: string): string {
  if (needsPlainText(n)) return decimal.toText(decimal.fromText(text ?? String(n)))
  return text !== undefined && isAsJavaScriptWrites(text) ? text : String(n)
}

const MINUS = 45
const POINT = 46
const ZERO = 48
const NINE = 57

/**
 * Whether String(Number(text)) is `text` itself, for the text of a number JavaScript writes in
 * plain notation: an optional minus, no leading zero (but `0` itself or before the point), a
 * point only between digits and no zero after the last non-zero digit behind it, at most 15
 * digits from the first non-zero one, and not a negative zero. Two different decimals of at
 * most 15 significant digits are never the same double, so the text is the shortest decimal
 * that reads back as Number(text), which is what JavaScript writes.
 */
function isAsJavaScriptWrites(text: string): boolean {
  const start = text.charCodeAt(0) === MINUS ? 1 : 0
  const end = text.length
  if (start === end) return false
  let point = -1
  let significant = 0
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i)
    if (c === POINT) {
      if (point >= 0) return false
      point = i
    } else if (c < ZERO || c > NINE) return false
    else if (significant > 0 || c !== ZERO) significant++
  }
  if (text.charCodeAt(start) === ZERO && end > start + 1 && point !== start + 1) return false
  if (point === start || point === end - 1 || (point >= 0 && text.charCodeAt(end - 1) === ZERO)) return false
  return significant <= 15 && (significant > 0 ? true : start === 0 && point < 0)
}

/** The JSON text of a parameter's value in the echo. */
export function echoJson(value: ParameterValue, text?: string): string {
  if (typeof value === 'number') return numberJson(value, text)
  return typeof value === 'boolean' ? String(value) : JSON.stringify(value)
}
