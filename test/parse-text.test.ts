/**
 * Query text is read as a number only when it is a plain decimal literal of at most 15
 * significant digits, none past the sixth decimal place. The reader scans characters by hand; the definition written as a regular
 * expression is the oracle.
 */
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import Decimal from 'decimal.js'
import { decimalValue, explainNotDecimal, isDecimalLiteral, MAX_DECIMAL_PLACES, MAX_SIGNIFICANT_DIGITS, NOT_A_NUMBER } from '../src/runtime/parse-text.ts'

function reference(text: string): boolean {
  const match = /^-?(\d+)(?:\.(\d+))?$/.exec(text)
  if (!match) return false
  const significant = (match[1]! + (match[2] ?? '')).replace(/^0+/, '').replace(/0+$/, '')
  return significant.length <= MAX_SIGNIFICANT_DIGITS && (match[2] ?? '').replace(/0+$/, '').length <= MAX_DECIMAL_PLACES
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

/** Literals of up to 15 significant digits with a point anywhere, zeros before and after, and scales beyond 10^±22. */
const wideLiteral = fc
  .tuple(fc.boolean(), fc.nat(30), fc.stringMatching(/^[1-9]\d{0,14}$/), fc.nat(30), fc.nat())
  .map(([negative, leading, digits, trailing, at]) => {
    const s = '0'.repeat(leading) + digits + '0'.repeat(trailing)
    const point = at % (s.length + 1)
    const body = point === 0 || point === s.length ? s : `${s.slice(0, point)}.${s.slice(point)}`
    return `${negative ? '-' : ''}${body}`
  })

describe('decimalValue reads a literal as Number does', () => {
  test.prop([literal], { numRuns: 20000 })('for literals around the digit limit, NaN for those past it', (t) => {
    expect(Object.is(decimalValue(t), reference(t) ? Number(t) : NaN), t).toBe(true)
  })

  test.prop([wideLiteral], { numRuns: 20000 })('for literals of every scale, NaN for those with a digit past the sixth decimal place', (t) => {
    expect(Object.is(decimalValue(t), reference(t) ? Number(t) : NaN), t).toBe(true)
  })

  test.prop([text], { numRuns: 20000 })('and is NaN for any text that is not a literal', (t) => {
    expect(Number.isNaN(decimalValue(t))).toBe(!reference(t))
  })

  it('by hand', () => {
    const cases: [string, number][] = [['8.5', 8.5], ['-0', -0], ['0.000', 0], ['120.50', 120.5], ['100.0', 100], ['0.05', 0.05], ['1000000000000000', 1e15], ['0.1', 0.1], ['123456789012345', 123456789012345], ['0.000001', 0.000001], ['-0.000009', -0.000009], ['8.50000000', 8.5], ['0.0000001', NaN], ['0.000000000000000000001234567890123450', NaN], ['99999999999999900000000', 9.99999999999999e22]]
    for (const [t, n] of cases) expect(Object.is(decimalValue(t), n), t).toBe(true)
  })
})

describe('isDecimalLiteral agrees with its definition', () => {
  test.prop([text], { numRuns: 20000 })('for text of any kind', (t) => {
    expect(isDecimalLiteral(t)).toBe(reference(t))
  })

  test.prop([literal], { numRuns: 20000 })('for literals around the digit limit', (t) => {
    expect(isDecimalLiteral(t)).toBe(reference(t))
  })

  it('by hand', () => {
    for (const t of ['0', '-0', '8.5', '0.000', '1000000000000000', '1234567890.12345', '0.000001', '8.50000000']) expect(isDecimalLiteral(t)).toBe(true)
    for (const t of ['', '-', '.', '-.5', '1.', '.5', '1.2.3', '+1', '1e3', ' 1', '1,000', '1000000000000001', '1234567890.123456', '0.0000001', '0.000000000000000000001234567890123450', 'NaN', 'Infinity']) expect(isDecimalLiteral(t)).toBe(false)
  })
})

describe('explainNotDecimal says what is wrong and what to write', () => {
  it('by hand, for the mistakes people make', () => {
    const cases: Array<[string, string]> = [
      ['1e5', 'exponent notation is not accepted: write 100000'],
      ['2.5E+3', 'exponent notation is not accepted: write 2500'],
      ['1.5e-3', 'exponent notation is not accepted: write 0.0015'],
      ['1e999', 'exponent notation is not accepted'],
      ['.5', 'a number needs a digit before its point: write 0.5'],
      ['-.5', 'a number needs a digit before its point: write -0.5'],
      ['5.', 'a number needs a digit after its point: write 5'],
      ['12345678901234567', 'it has 17 significant digits; at most 15 are accepted'],
      ['0.1234567890123456', 'it has 16 significant digits; at most 15 are accepted'],
      ['0.0000001', 'it has 7 decimal places; at most 6 are accepted'],
      ['12.34567890', 'it has 7 decimal places; at most 6 are accepted'],
      ['1e-7', 'exponent notation is not accepted; and it has 7 decimal places; at most 6 are accepted'],
      ['+5', 'a leading + is not accepted: write 5'],
      [' 5', 'spaces around the number are not accepted: write 5'],
      ['1 000', 'spaces are not accepted: write 1000'],
      ['1,00,000', 'digit group separators are not accepted: write 100000 without separators'],
      ['12,34,567.5', 'digit group separators are not accepted: write 1234567.5 without separators'],
      ['1,000,000', 'digit group separators are not accepted: write 1000000 without separators'],
      ['8,5', 'a comma is not accepted; write the number with no separators and a point (.) for decimals'],
      // a comma in text that is no number for other reasons is not named
      ['{"a":1,"b":2}', NOT_A_NUMBER],
      ['5,x', NOT_A_NUMBER],
      // amounts as they are said in India, a rate with its sign, a sum with its currency: 1.5 lakh = 1.5 × 1,00,000
      ['1.5L', 'lakh and crore are not accepted as units: write 150000'],
      ['2crore', 'lakh and crore are not accepted as units: write 20000000'],
      ['1.25Cr', 'lakh and crore are not accepted as units: write 12500000'],
      ['0.0004lakh', 'lakh and crore are not accepted as units: write 40'],
      ['-2lacs', 'lakh and crore are not accepted as units: write -200000'],
      ['50k', '"k" for thousands is not accepted: write 50000'],
      ['1.2345K', '"k" for thousands is not accepted: write 1234.5'],
      ['5 lakh', 'spaces are not accepted; and lakh and crore are not accepted as units: write 500000'],
      ['8.5%', 'a per cent sign is not accepted: write 8.5'],
      ['₹5000', 'a currency sign is not accepted: write 5000'],
      ['Rs. 80,00,000', 'spaces are not accepted; and a currency sign is not accepted; and digit group separators are not accepted: write 8000000 without separators'],
      ['INRabc', NOT_A_NUMBER],
      // a word after a number that is no unit, an object's own property names included
      ['5abc', NOT_A_NUMBER],
      ['5constructor', NOT_A_NUMBER],
      ['0x10', 'hexadecimal, octal and binary notation are not accepted: write 16'],
      ['Infinity', 'infinity is not a number this service accepts; give a finite number'],
      ['-Infinity', 'infinity is not a number this service accepts; give a finite number'],
      ['NaN', 'NaN is not a number; give a finite number'],
      ['', 'the value is empty'],
      ['abc', NOT_A_NUMBER],
      // advice that leads to no number is not given: the text is simply not one
      ['ten lakh', NOT_A_NUMBER],
      [' abc', NOT_A_NUMBER],
      // advice that leads to another mistake names both
      ['1 e5', 'spaces are not accepted; and exponent notation is not accepted: write 100000'],
      // a run of signs is one problem, however long
      ['+++5', 'a leading + is not accepted: write 5'],
      [`${'+'.repeat(8000)}5`, 'a leading + is not accepted: write 5'],
      [`${'+ '.repeat(4000)}5`, 'spaces are not accepted; and a leading + is not accepted: write 5'],
      // the zeros inside a long literal count, those at its end of a fraction do not
      [`1${'0'.repeat(30)}1`, 'it has 32 significant digits; at most 15 are accepted'],
      [`0.1${'0'.repeat(30)}1000`, 'it has 32 significant digits; at most 15 are accepted'],
    ]
    for (const [t, why] of cases) {
      expect(isDecimalLiteral(t), t).toBe(false)
      expect(explainNotDecimal(t), t).toBe(why)
    }
  })

  /** Exponent notation with a mantissa of up to 12 digits and an exponent within ±20. */
  const exponentText = fc
    .tuple(fc.boolean(), fc.stringMatching(/^[1-9]\d{0,5}$/), fc.stringMatching(/^\d{0,6}$/), fc.integer({ min: -20, max: 20 }), fc.constantFrom('e', 'E'))
    .map(([negative, whole, fraction, exponent, e]) => `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}${e}${exponent}`)

  test.prop([exponentText], { numRuns: 5000 })('the plain number advised for exponent notation is the same number (decimal.js as oracle), and none past the sixth decimal place', (t) => {
    const plain = new Decimal(t).toFixed()
    const places = plain.includes('.') ? plain.length - plain.indexOf('.') - 1 : 0
    if (places > MAX_DECIMAL_PLACES) expect(explainNotDecimal(t)).toBe(`exponent notation is not accepted; and it has ${places} decimal places; at most 6 are accepted`)
    else expect(explainNotDecimal(t)).toBe(`exponent notation is not accepted: write ${plain}`)
  })

  test.prop([text], { numRuns: 20000 })('every refused text gets an explanation, none crashes', (t) => {
    if (!isDecimalLiteral(t)) expect(explainNotDecimal(t).length).toBeGreaterThan(0)
  })
})
