/**
 * A decimal raised to a whole power, `base^n`, rounded to the decimal context (28 significant
 * digits, half up): the growth factor (1 + r)^n behind every compounding calculator.
 *
 * decimal.js's `pow` gets there by squaring too, but spends most of its ~12 µs (n = 240) in
 * its general machinery; the same squaring on native BigInt costs about a quarter of that.
 * The base is read exactly from its decimal text and carried as a binary floating-point number
 * m × 2^x whose mantissa m always has exactly 192 bits. Each product is truncated back to 192
 * bits (relative error below 2^−191), so after at most 2 × 53 products and the one rounding of
 * the base, the power is within 10^−50 (relative) of the exact one, for every n up to 2^53.
 * Every truncation is downwards, so the result lies just below the exact power. Its decimal
 * digits are read to the 40th and rounded half up at the 28th; when the digits dropped read
 * 4999…9, the exact power may be a tie (a base of few digits to a small power: 5.3465^6 ends
 * in …0625 at the 29th digit) and decimal.js's pow decides. Otherwise the rounding is the
 * exact power's.
 */
import { Dec } from './decimal.ts'

const MANTISSA_BITS = 192
const BIG_MANTISSA_BITS = BigInt(MANTISSA_BITS)
/** Decimal digits read off before rounding to the context's 28. */
const DIGITS_READ = 40
const LOG10_2 = Math.log10(2)
const PRECISION = Dec.precision
const ALL_NINES = /^9+$/

interface BinaryFloat {
  /** 2^191 ≤ mantissa < 2^192. */
  mantissa: bigint
  exponent: number
}

const powersOfTen: bigint[] = [1n]
function powerOfTen(k: number): bigint {
  for (let i = powersOfTen.length; i <= k; i++) powersOfTen.push(powersOfTen[i - 1]! * 10n)
  return powersOfTen[k]!
}

function bitLength(x: bigint): number {
  const hex = x.toString(16)
  return (hex.length - 1) * 4 + Math.floor(Math.log2(parseInt(hex[0]!, 16))) + 1
}

/** x × 2^exponent as a binary float, its mantissa truncated to 192 bits. */
function normalised(x: bigint, exponent: number): BinaryFloat {
  const shift = bitLength(x) - MANTISSA_BITS
  return shift >= 0 ? { mantissa: x >> BigInt(shift), exponent: exponent + shift } : { mantissa: x << BigInt(-shift), exponent: exponent + shift }
}

function times(a: BinaryFloat, b: BinaryFloat): BinaryFloat {
  const product = a.mantissa * b.mantissa
  // 2^382 ≤ product < 2^384: it has 383 or 384 bits.
  const shift = product >> (2n * BIG_MANTISSA_BITS - 1n) === 0n ? MANTISSA_BITS - 1 : MANTISSA_BITS
  return { mantissa: product >> BigInt(shift), exponent: a.exponent + b.exponent + shift }
}

/** |value| (non-zero, finite) as a binary float, from its exact decimal digits. */
function fromDecimal(value: Dec): BinaryFloat {
  const [whole, fraction = ''] = value.abs().toFixed().split('.')
  const digits = BigInt(whole! + fraction)
  if (fraction.length === 0) return normalised(digits, 0)
  // digits / 10^f, with enough bits below the point that the quotient keeps 192 of them.
  const scale = MANTISSA_BITS + Math.ceil(fraction.length / LOG10_2) + 2
  return normalised((digits << BigInt(scale)) / powerOfTen(fraction.length), -scale)
}

/**
 * f rounded half up to the context's significant digits, or undefined when f's digits past
 * the last kept one read 4999…9: then the exact power, which lies just above f, may be a tie
 * (5000…0), to be settled by decimal.js.
 */
function toDecimal(f: BinaryFloat): Dec | undefined {
  // The digits of f from its first on, at least DIGITS_READ of them: f × 10^k, truncated.
  const k = Math.max(0, DIGITS_READ - Math.floor((MANTISSA_BITS - 1 + f.exponent) * LOG10_2))
  const scaled = f.exponent >= 0 ? f.mantissa << BigInt(f.exponent) : (f.mantissa * powerOfTen(k)) >> BigInt(-f.exponent)
  const digits = scaled.toString()
  const places = f.exponent >= 0 ? 0 : k
  const firstDropped = digits.charCodeAt(PRECISION) - 48
  if (firstDropped === 4 && ALL_NINES.test(digits.slice(PRECISION + 1))) return undefined
  const kept = BigInt(digits.slice(0, PRECISION)) + (firstDropped >= 5 ? 1n : 0n)
  return new Dec(`${kept}e${digits.length - PRECISION - places}`)
}

export function integerPower(base: Dec, n: number): Dec {
  if (!Number.isSafeInteger(n) || n < 1 || !base.isFinite() || base.isZero()) return base.pow(n)
  if (n === 1) return base.toSignificantDigits()
  let square = fromDecimal(base)
  let result: BinaryFloat | undefined
  for (let k = n; ; ) {
    if (k % 2 === 1) result = result ? times(result, square) : square
    k = Math.floor(k / 2)
    if (k === 0) break
    square = times(square, square)
  }
  const power = toDecimal(result!)
  if (power === undefined) return base.pow(n)
  return base.isNegative() && n % 2 === 1 ? power.negated() : power
}
