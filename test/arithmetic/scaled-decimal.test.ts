/**
 * A figure's digits as the writer stores them (src/arithmetic/scaled-decimal.ts, four at a time
 * from its digit tables), against the same decimal spelled out from JavaScript's own digits of
 * the integer: the whole part, then the fraction less its trailing zeros.
 */
import { describe, expect, it } from 'vitest'
import { scaledText } from '../../src/arithmetic/scaled-decimal.ts'

/** k × 10^-places from String(k): the point `places` digits from the end, trailing zeros dropped. */
function spelledOut(k: number, places: number): string {
  const sign = k < 0 ? '-' : ''
  const digits = String(Math.abs(k))
  if (places <= 0) return k === 0 ? '0' : `${sign}${digits}${'0'.repeat(-places)}`
  const padded = digits.padStart(places + 1, '0')
  const fraction = padded.slice(-places).replace(/0+$/, '')
  return `${sign}${padded.slice(0, -places)}${fraction === '' ? '' : `.${fraction}`}`
}

describe('figure digits', () => {
  it('writes every group of four digits, at every places a group covers, and with groups above it', () => {
    for (let n = 0; n < 10_000; n++) {
      for (const k of [n, -n, 10_000 + n, 123_450_000 + n, 9_876_543_210_000 + n]) {
        for (let places = -2; places <= 6; places++) {
          const text = scaledText(k, places)
          if (text !== spelledOut(k, places)) expect(text, `${k} at ${places} places`).toBe(spelledOut(k, places))
        }
      }
    }
  })

  it('writes large whole numbers and fractions up to 2^53', () => {
    for (const k of [99_999_999, 100_000_000, 100_000_001, 2 ** 53 - 1, 4_503_599_627_370_496, 1_000_000_000_000_000]) {
      for (const places of [0, 2, 4, 9, 16]) expect(scaledText(k, places), `${k} at ${places} places`).toBe(spelledOut(k, places))
    }
  })
})
