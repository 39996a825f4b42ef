/**
 * Strict reading of query text. Numbers are plain decimal literals (`12`, `-3`, `8.5`) with at
 * most 15 significant digits: within that many digits every literal converts to a distinct
 * double, so comparing the converted number with a bound is exact, and the calculation itself
 * starts from the literal text, not from the double. Exponents, hex, separators, spaces,
 * `NaN` and `Infinity` are refused.
 */
export const MAX_SIGNIFICANT_DIGITS = 15

const MINUS = 45
const POINT = 46
const ZERO = 48
const NINE = 57

/**
 * Whether the text is `-?digits(.digits)?` with at most MAX_SIGNIFICANT_DIGITS digits from its
 * first non-zero digit to its last. One pass over the characters: every request reads its
 * numbers through here.
 */
export function isDecimalLiteral(text: string): boolean {
  const start = text.charCodeAt(0) === MINUS ? 1 : 0
  const end = text.length
  let point = -1
  let firstNonZero = -1
  let lastNonZero = -1
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i)
    if (c === POINT) {
      // One point, with digits on both sides.
      if (point >= 0 || i === start || i === end - 1) return false
      point = i
    } else if (c >= ZERO && c <= NINE) {
      if (c !== ZERO) {
        if (firstNonZero < 0) firstNonZero = i
        lastNonZero = i
      }
    } else {
      return false
    }
  }
  if (start === end) return false
  if (firstNonZero < 0) return true
  const significant = lastNonZero - firstNonZero + 1 - (firstNonZero < point && point < lastNonZero ? 1 : 0)
  return significant <= MAX_SIGNIFICANT_DIGITS
}

export function parseBoolean(text: string): boolean | undefined {
  return text === 'true' ? true : text === 'false' ? false : undefined
}
