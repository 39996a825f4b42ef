/**
 * `formatINR(amount)`: rupees as India writes them, with the lakh and crore grouping
 * (the last three digits, then twos) and the rupee sign: 8662206.08 → "₹86,62,206.08",
 * 100000 → "₹1,00,000", -2500.5 → "-₹2,500.50". Paise are shown, to two places, when the
 * amount has any, and left out for whole rupees, as `fincalc calc` prints its tables; an amount
 * with more places is rounded to the paisa, half away from zero. The answers of the calculators
 * are already rounded to the paisa, so any figure of theirs is shown exactly.
 *
 * An amount is a finite number or its plain decimal text ("8662206.08"); anything else is a
 * RangeError that says what is accepted.
 */
// made at the first call: the locale's data loads then, not when the library is imported
let withPaise: Intl.NumberFormat | undefined
let wholeRupees: Intl.NumberFormat | undefined
const rupees = (places: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: places, maximumFractionDigits: places, signDisplay: 'negative' })
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/

export function formatINR(amount: number | string): string {
  let value: number
  if (typeof amount === 'number') value = amount
  else if (typeof amount === 'string' && PLAIN_DECIMAL.test(amount.trim())) value = Number(amount.trim())
  else throw new RangeError(`formatINR: the amount must be a finite number or a plain decimal such as "8662206.08" (got ${describe(amount)})`)
  if (!Number.isFinite(value)) throw new RangeError(`formatINR: the amount must be a finite number (got ${String(value)})`)
  // Intl rounds the amount as written (1.005, not the double below it) half away from zero; a
  // whole number of rupees at the paisa is written without paise, and a zero never with a sign
  const shown = (withPaise ??= rupees(2)).format(value)
  return shown.endsWith('.00') ? (wholeRupees ??= rupees(0)).format(value) : shown
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 37)}...` : value)
  return value === null ? 'null' : typeof value
}
