/**
 * Small conversions every formula needs, in the arithmetic it is given: a percentage as a
 * fraction, a part as a percentage of a whole. (Minimum, maximum and rounding are the
 * arithmetic's own: `a.min`, `a.max`, `a.roundTo`.)
 */
import type { Arithmetic } from '../arithmetic/arithmetic.ts'

/**
 * Rupees as a note in an answer writes them: rounded to the paisa, India's digit grouping (the
 * last three digits, then twos) and the rupee sign, paise left out when whole: ₹1,76,543.20,
 * ₹1,00,000 (the library's formatINR, but from the arithmetic's own digits, of any size).
 */
export function rupeesText<N>(a: Arithmetic<N>, amount: N): string {
  const [whole, paise] = a.roundedText(amount, 2).split('.') as [string, string | undefined]
  const digits = whole.replace('-', '')
  const grouped = digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`
  return `${whole.startsWith('-') ? '-' : ''}₹${grouped}${paise === undefined ? '' : `.${paise.padEnd(2, '0')}`}`
}

/** The sum of `values` (0 for none). */
export function total<N>(a: Arithmetic<N>, values: readonly N[]): N {
  let sum: N | undefined
  for (const v of values) sum = sum === undefined ? v : a.plus(sum, v)
  return sum ?? a.fromInteger(0)
}

/** `value` per cent as a fraction: 12 → 0.12. */
export function percent<N>(a: Arithmetic<N>, value: N): N {
  return a.div(value, a.fromInteger(100))
}

/**
 * `amount` × `rate` ÷ 100: the amount at `rate` per cent (a presumed profit, an instalment of
 * tax), multiplied before it is divided, so that it has the digits of amount × rate moved two
 * places: whole rupees at a whole percentage give whole paise.
 */
export function atPercent<N>(a: Arithmetic<N>, amount: N, rate: N): N {
  return a.div(a.times(amount, rate), a.fromInteger(100))
}

/** `amount` rounded up to the paisa: a payment never short of what it must reach (0 stays 0). */
export function roundUpToPaisa<N>(a: Arithmetic<N>, amount: N): N {
  return a.roundUpTo(amount, 2)
}

/** `part` as a percentage of a `whole` that is not 0: part ÷ whole × 100 (a margin, a yield, a ratio of incomes). */
export function shareAsPercent<N>(a: Arithmetic<N>, part: N, whole: N): N {
  return a.times(a.div(part, whole), a.fromInteger(100))
}

/** `part` as a percentage of `whole`, or null when the whole is 0 (no share to speak of). */
export function percentOf<N>(a: Arithmetic<N>, part: N, whole: N): N | null {
  return a.isZero(whole) ? null : shareAsPercent(a, part, whole)
}

/** A rule's number (a rate, a limit, a year's figure) as a value of `a`, read from its shortest text. */
export function ruleValue<N>(a: Arithmetic<N>, value: number): N {
  return Number.isSafeInteger(value) ? a.fromInteger(value) : a.fromText(String(value))
}

const madeOnce = new WeakMap<Function, WeakMap<object, WeakMap<object, unknown>>>()

/**
 * `make(a, rules)`: figures of fixed rules (a regime's slabs and rates, a scheme's terms) as
 * values of `a`, made on the first call for that arithmetic and rules object and shared by
 * every later one. Rules are frozen data and no value of an arithmetic is ever modified, so
 * the shared figures are the very values `make` would give again; a calculation that reads
 * the same rules many times (a search over the tax engine) then does not rebuild them.
 */
export function rulesIn<N, R extends object, V>(a: Arithmetic<N>, rules: R, make: (a: Arithmetic<N>, rules: R) => V): V {
  let byArithmetic = madeOnce.get(make)
  if (!byArithmetic) madeOnce.set(make, (byArithmetic = new WeakMap()))
  let byRules = byArithmetic.get(a)
  if (!byRules) byArithmetic.set(a, (byRules = new WeakMap()))
  if (byRules.has(rules)) return byRules.get(rules) as V
  const made = make(a, rules)
  byRules.set(rules, made)
  return made
}
