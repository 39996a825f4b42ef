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
 */
export function numberJson(n: number, text: string = String(n)): string {
  return needsPlainText(n) ? decimal.toText(decimal.fromText(text)) : String(n)
}

/** The JSON text of a parameter's value in the echo. */
export function echoJson(value: ParameterValue, text?: string): string {
  if (typeof value === 'number') return numberJson(value, text)
  return typeof value === 'boolean' ? String(value) : JSON.stringify(value)
}
