/**
 * Strict reading of query text. Numbers are plain decimal literals (`12`, `-3`, `8.5`) with at
 * most 15 significant digits: within that many digits every literal converts to a distinct
 * double, so comparing the converted number with a bound is exact, and the calculation itself
 * starts from the literal text, not from the double. Exponents, hex, separators, spaces,
 * `NaN` and `Infinity` are refused.
 */
const DECIMAL_LITERAL = /^-?(\d+)(?:\.(\d+))?$/
export const MAX_SIGNIFICANT_DIGITS = 15

export function isDecimalLiteral(text: string): boolean {
  const match = DECIMAL_LITERAL.exec(text)
  if (!match) return false
  const digits = (match[1]! + (match[2] ?? '')).replace(/^0+/, '').replace(/0+$/, '')
  return digits.length <= MAX_SIGNIFICANT_DIGITS
}

export function parseBoolean(text: string): boolean | undefined {
  return text === 'true' ? true : text === 'false' ? false : undefined
}
