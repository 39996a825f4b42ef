/**
 * A JavaScript value given to the library as the text a query would carry for it. A string,
 * boolean, bigint or symbol is written as String writes it, and a boxed one likewise. A Date is
 * its ISO instant, which a date parameter refuses for the YYYY-MM-DD it needs: the calendar date
 * of an instant depends on a time zone, which is not guessed. Any other object is its JSON, or
 * its kind (`[object Function]`), never its source text. (Numbers: ./calculation.ts.)
 */
export function valueText(value: unknown): string {
  if (typeof value !== 'object' && typeof value !== 'function') return String(value)
  if (value instanceof Number || value instanceof String || value instanceof Boolean) return String(value.valueOf())
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString()
  const prototype = typeof value === 'object' ? Object.getPrototypeOf(value) : undefined
  if (prototype === Object.prototype || prototype === null || prototype === Array.prototype) {
    try {
      const json: unknown = JSON.stringify(value)
      if (typeof json === 'string') return json
    } catch {
      // a value JSON cannot write (a cycle, a bigint) is named by its kind below
    }
  }
  return Object.prototype.toString.call(value)
}
