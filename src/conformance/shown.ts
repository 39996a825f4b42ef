/**
 * The implementation's values as the report shows them. What the implementation under test
 * answers may be anything, so a value is shown as its JSON text cut to LONGEST_SHOWN characters,
 * and one that has none (nested deeper than JSON.stringify goes) is said to be so: a check reports
 * a difference, never its own exception, and no line of the report holds a whole answer.
 */

/** The longest JSON text a difference shows of a value. */
const LONGEST_SHOWN = 80

/** The value's JSON text, or undefined when it has none: absent, or nested too deeply for JSON.stringify. */
export function jsonText(value: unknown): string | undefined {
  try {
    return JSON.stringify(value)
  } catch {
    return undefined
  }
}

/** Whether two values have the same JSON text; a value with none is the same as no other. */
export function sameJson(a: unknown, b: unknown): boolean {
  const text = jsonText(a)
  return text !== undefined && text === jsonText(b)
}

/** The value as a difference names it: `absent`, its JSON text (cut, with `...`), or what keeps it from being shown. */
export function shown(value: unknown): string {
  if (value === undefined) return 'absent'
  const text = jsonText(value)
  if (text === undefined) return 'a value nested too deeply to show'
  return text.length > LONGEST_SHOWN ? `${text.slice(0, LONGEST_SHOWN - 3)}...` : text
}
