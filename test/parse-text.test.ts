/**
 * Query text is read as a number only when it is a plain decimal literal of at most 15
 * significant digits. The reader scans characters by hand; the definition written as a regular
 * expression is the oracle.
 */
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { isDecimalLiteral, MAX_SIGNIFICANT_DIGITS } from '../src/runtime/parse-text.ts'

function reference(text: string): boolean {
  const match = /^-?(\d+)(?:\.(\d+))?$/.exec(text)
  if (!match) return false
  const significant = (match[1]! + (match[2] ?? '')).replace(/^0+/, '').replace(/0+$/, '')
  return significant.length <= MAX_SIGNIFICANT_DIGITS
}

/** Text from the characters that matter: digits (zeros often), point, minus, and a few others. */
const text = fc.array(fc.constantFrom('0', '0', '0', '1', '5', '9', '.', '-', '+', 'e', ' ', 'x', '٣', '\n'), { maxLength: 24 }).map((cs) => cs.join(''))
/** Literals around the digit limit: a run of digits, maybe a point, maybe a minus. */
const literal = fc
  .tuple(fc.boolean(), fc.array(fc.constantFrom('0', '0', '1', '7', '9'), { minLength: 1, maxLength: 22 }), fc.nat())
  .map(([negative, digits, at]) => {
    const s = digits.join('')
    const point = at % (s.length + 1)
    return `${negative ? '-' : ''}${at % 2 ? `${s.slice(0, point)}.${s.slice(point)}` : s}`
  })

describe('isDecimalLiteral agrees with its definition', () => {
  test.prop([text], { numRuns: 20000 })('for text of any kind', (t) => {
    expect(isDecimalLiteral(t)).toBe(reference(t))
  })

  test.prop([literal], { numRuns: 20000 })('for literals around the digit limit', (t) => {
    expect(isDecimalLiteral(t)).toBe(reference(t))
  })

  it('by hand', () => {
    for (const t of ['0', '-0', '8.5', '0.000', '1000000000000000', '1234567890.12345', '0.000000000000000000001234567890123450']) expect(isDecimalLiteral(t)).toBe(true)
    for (const t of ['', '-', '.', '-.5', '1.', '.5', '1.2.3', '+1', '1e3', ' 1', '1,000', '1000000000000001', '1234567890.123456', 'NaN', 'Infinity']) expect(isDecimalLiteral(t)).toBe(false)
  })
})
