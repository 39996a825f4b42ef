/**
 * Strict reading of query text. Numbers are plain decimal literals (`12`, `-3`, `8.5`) with at
 * most 15 significant digits: within that many digits every literal converts to a distinct
 * double, so comparing the converted number with a bound is exact, and the calculation itself
 * starts from the literal text, not from the double. Exponents, hex, separators, spaces, units
 * (`1.5L`, `8.5%`, `₹5000`), `NaN` and `Infinity` are refused, with the literal to write where
 * one is clear, and so is a digit past the sixth decimal place: a rate of 10^-20 % would be lost
 * in 1 + r at 28 digits, and (1 + r)^n − 1 with it.
 */
import { nearestDouble } from '../arithmetic/binary/from-text.ts'
import { withoutTrailing } from './without-trailing.ts'
import { POWERS_OF_TEN } from '../arithmetic/binary/bound.ts'

export const MAX_SIGNIFICANT_DIGITS = 15
/** The finest place a number may have a non-zero digit in (a millionth; trailing zeros past it are fine). */
export const MAX_DECIMAL_PLACES = 6

const MINUS = 45
const POINT = 46
const ZERO = 48
const NINE = 57

/**
 * Whether the text is `-?digits(.digits)?` with at most MAX_SIGNIFICANT_DIGITS digits from its
 * first non-zero digit to its last, and none of them past MAX_DECIMAL_PLACES.
 */
export function isDecimalLiteral(text: string): boolean {
  return !Number.isNaN(decimalValue(text))
}

/**
 * The number a decimal literal (isDecimalLiteral) stands for, the double nearest it as
 * `Number(text)` gives; NaN for any other text. One pass over the characters: every request
 * reads its numbers through here, and the double is computed from the digits read
 * (nearestDouble).
 */
export function decimalValue(text: string): number {
  const negative = text.charCodeAt(0) === MINUS
  const start = negative ? 1 : 0
  const end = text.length
  if (start === end) return NaN
  let point = -1
  let lastNonZero = -1
  // M: the digits from the first non-zero one to the last, and how many they are; zeros after
  // the last non-zero digit wait in `zeros` until another non-zero digit follows.
  let significand = 0
  let significant = 0
  let zeros = 0
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i)
    if (c === POINT) {
      // One point, with digits on both sides.
      if (point >= 0 || i === start || i === end - 1) return NaN
      point = i
    } else if (c === ZERO) {
      if (significant > 0) zeros++
    } else if (c > ZERO && c <= NINE) {
      significant += zeros + 1
      if (significant > MAX_SIGNIFICANT_DIGITS) return NaN
      significand = significand * POWERS_OF_TEN[zeros + 1]! + (c - ZERO)
      zeros = 0
      lastNonZero = i
    } else {
      return NaN
    }
  }
  if (significant === 0) return negative ? -0 : 0
  // the scale: the zeros between the last non-zero digit and the point, or minus the fraction's digits up to it
  const scale = point < 0 ? zeros : lastNonZero < point ? point - lastNonZero - 1 : point - lastNonZero
  if (scale < -MAX_DECIMAL_PLACES) return NaN
  return nearestDouble(text, significand, significant, scale)
}

export function parseBoolean(text: string): boolean | undefined {
  return text === 'true' ? true : text === 'false' ? false : undefined
}

/**
 * Why `text` is not a decimal literal, in words, with the literal to write instead where one is
 * clear (`1e5` → `write 100000`). Only called for text isDecimalLiteral refused, so the cost
 * falls on bad requests alone.
 */
export function explainNotDecimal(text: string): string {
  if (text === '') return 'the value is empty'
  const trimmed = text.trim()
  if (trimmed !== text) return withAdvice('spaces around the number are not accepted', trimmed)
  if (/\s/.test(text)) return withAdvice('spaces are not accepted', text.replace(/\s+/g, ''))
  if (/^[+-]?(?:Infinity|inf|infinity|INF|\u221e)$/i.test(text)) return 'infinity is not a number this service accepts; give a finite number'
  if (/^[+-]?nan$/i.test(text)) return 'NaN is not a number; give a finite number'
  // the whole run of signs at once: one at a time, `++…+5` would be explained once per sign
  if (text.startsWith('+')) return withAdvice('a leading + is not accepted', text.replace(/^\++/, ''))
  if (/^-?0[xob]/i.test(text)) {
    const plain = /^-?0(?:x[0-9a-f]+|o[0-7]+|b[01]+)$/i.test(text) ? String((text.startsWith('-') ? -1 : 1) * Number(text.replace('-', ''))) : undefined
    return withAdvice('hexadecimal, octal and binary notation are not accepted', plain)
  }
  if (/^-?\d{1,3}(?:,\d\d)*,\d{3}(?:\.\d+)?$/.test(text) || /^-?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(text) || /^-?\d+(?:_\d+)+(?:\.\d+)?$/.test(text)) {
    const plain = text.replace(/[,_]/g, '')
    return `digit group separators are not accepted: write ${plain} without separators`
  }
  // a comma among digits only: in other text (`{"a":1,"b":2}`, `x,y`) the comma is not what is wrong
  if (text.includes(',') && /^-?[\d.,]+$/.test(text)) return 'a comma is not accepted; write the number with no separators and a point (.) for decimals'
  // an amount as it is said in India (1.5L, 2 crore, 50k), a rate with its sign (8.5%), a sum with its currency (₹5000)
  const spoken = /^(-?)(\d+(?:\.\d+)?)([a-z]+)$/i.exec(text)
  const places = spoken && SPOKEN_UNITS[spoken[3]!.toLowerCase()]
  if (places) {
    const plain = plainFromExponent(spoken[1]!, spoken[2]!, String(places))
    return withAdvice(places === 3 ? '"k" for thousands is not accepted' : 'lakh and crore are not accepted as units', plain)
  }
  const percent = /^(-?\d+(?:\.\d+)?)%$/.exec(text)
  if (percent) return withAdvice('a per cent sign is not accepted', percent[1])
  const currency = /^(?:\u20b9|rs\.?|inr)(.+)$/i.exec(text)
  if (currency) return withAdvice('a currency sign is not accepted', currency[1])
  // `\d+(?:\.\d*)?`, not `\d+\.?\d*`: a long run of digits then splits between the two in one way only, not in as many ways as it has digits
  const exponent = /^(-?)(\d+(?:\.\d*)?|\.\d+)[eE]([+-]?\d+)$/.exec(text)
  if (exponent) return withAdvice('exponent notation is not accepted', plainFromExponent(exponent[1]!, exponent[2]!, exponent[3]!))
  if (/^-?\.\d+$/.test(text)) return withAdvice('a number needs a digit before its point', text.replace('.', '0.'))
  if (/^-?\d+\.$/.test(text)) return withAdvice('a number needs a digit after its point', text.slice(0, -1))
  if (/^-?\d+(?:\.\d+)?$/.test(text)) {
    const significant = significantDigits(text)
    if (significant > MAX_SIGNIFICANT_DIGITS) return `it has ${significant} significant digits; at most ${MAX_SIGNIFICANT_DIGITS} are accepted`
    return `it has ${decimalPlaces(text)} decimal places; at most ${MAX_DECIMAL_PLACES} are accepted`
  }
  return NOT_A_NUMBER
}

/** The words written after an amount for a power of ten (1.5L, 2 crore, 50k), each with its power: a lakh is 10^5, a crore 10^7. */
const SPOKEN_UNITS: Readonly<Record<string, number | undefined>> = Object.assign(Object.create(null), { k: 3, l: 5, lakh: 5, lakhs: 5, lac: 5, lacs: 5, cr: 7, crore: 7, crores: 7 })

/** explainNotDecimal's answer for text with no recognisable number in it (`abc`). */
export const NOT_A_NUMBER = 'it is not a plain decimal number'

/**
 * The problem, and `write <plain>` when the corrected text is itself an acceptable literal; when
 * the corrected text is no number either (`x y` without its space), that alone, so that a
 * message never gives advice that leads nowhere.
 */
function withAdvice(problem: string, plain: string | undefined): string {
  if (plain === undefined || plain === '') return problem
  if (isDecimalLiteral(plain)) return `${problem}: write ${plain}`
  const further = explainNotDecimal(plain)
  return further === NOT_A_NUMBER ? NOT_A_NUMBER : `${problem}; and ${further}`
}

/** `m`e`x` as plain digits, or undefined when that would be absurdly long. */
function plainFromExponent(sign: string, mantissa: string, exponentText: string): string | undefined {
  const exponent = Number(exponentText)
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 40) return undefined
  const [whole = '', fraction = ''] = mantissa.split('.')
  const digits = whole + fraction
  const point = whole.length + exponent
  let plain: string
  if (point <= 0) plain = `0.${'0'.repeat(-point)}${digits}`
  else if (point >= digits.length) plain = digits + '0'.repeat(point - digits.length)
  else plain = `${digits.slice(0, point)}.${digits.slice(point)}`
  plain = plain.replace(/^0+(?=\d)/, '')
  if (plain.includes('.')) plain = withoutTrailing(plain, '0').replace(/\.$/, '')
  if (plain === '0') return plain
  return sign + plain
}

/** The place of the last non-zero digit after the point. */
function decimalPlaces(text: string): number {
  return withoutTrailing(text.slice(text.indexOf('.') + 1), '0').length
}

function significantDigits(text: string): number {
  return withoutTrailing(text.replace(/[-.]/g, '').replace(/^0+/, ''), '0').length
}
