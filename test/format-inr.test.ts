/**
 * `formatINR(amount)`, exported by the library and used by `fincalc calc`'s tables: rupees with
 * the Indian grouping (the last three digits, then pairs: lakh, crore), paise when there are any.
 * Each expected text is written out by hand from that rule.
 */
import { describe, expect, it } from 'vitest'
import { formatINR } from '../src/index.ts'
import { main } from '../src/cli/main.ts'

describe('formatINR', () => {
  it.each([
    // 86 lakh 62 thousand 206 rupees 8 paise
    [8662206.08, '₹86,62,206.08'],
    [1000, '₹1,000'],
    [100000, '₹1,00,000'],
    // 1,234 crore 56 lakh 78 thousand 901 rupees 50 paise
    [12345678901.5, '₹12,34,56,78,901.50'],
    [999, '₹999'],
    [0.5, '₹0.50'],
    [0, '₹0'],
    [-0, '₹0'],
    [-2500.5, '-₹2,500.50'],
    ['8662206.08', '₹86,62,206.08'],
    ['  100000 ', '₹1,00,000'],
    // rounded to the paisa: 1,234.567 is 1,234.57; 0.004 is no paisa at all
    [1234.567, '₹1,234.57'],
    [0.004, '₹0'],
    // half a paisa goes away from zero, as written: 1.005 is 1.01 though the double nearest it is below
    [1.005, '₹1.01'],
    ['1.005', '₹1.01'],
    [-1.005, '-₹1.01'],
    // 0.995 is a rupee at the paisa, so no paise; -0.004 is no paisa, and zero has no sign
    [0.995, '₹1'],
    [-0.004, '₹0'],
  ] as const)('%j → %s', (amount, text) => {
    expect(formatINR(amount)).toBe(text)
  })

  it.each([Number.NaN, Number.POSITIVE_INFINITY, '1,00,000', '1e5', '', 'abc', null, undefined, {}])('refuses %j, saying what it accepts', (amount) => {
    expect(() => formatINR(amount as never)).toThrow(RangeError)
    expect(() => formatINR(amount as never)).toThrow(/^formatINR: the amount must be a finite number/)
  })

  it('is what fincalc calc writes in its tables', async () => {
    let out = ''
    const code = await main(['calc', 'emi', '--principal', '8000000', '--interest', '8.5', '--years', '20'], { out: (t) => (out += `${t}\n`), err: () => {}, isTerminal: true })
    expect(code).toBe(0)
    // LibreOffice PMT(0.085/12;240;-8000000) = 69425.8586692427; × 240 − 8000000 = 8662206.08 of interest
    expect(out).toMatch(/^ {2}emi +₹69,425\.86$/m)
    expect(out).toMatch(/^ {2}totalInterest +₹86,62,206\.08$/m)
  })
})
