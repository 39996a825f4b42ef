/**
 * Enum values that name a financial year (`new-2024-25`): each is a year-less name (`new`) and
 * the year. What an enum with `yearOfDate` is read by (src/runtime/year-of-date.ts).
 */
import type { EnumParameter } from './types.ts'

const WITH_YEAR = /^(.+)-(\d{4}-\d{2})$/

/** The names of an enum's values that name no year, each with the years its values list, ascending. */
export function yearsByName(p: EnumParameter): Map<string, string[]> {
  const years = new Map<string, string[]>()
  for (const value of p.values) {
    const match = WITH_YEAR.exec(value)
    if (!match) continue
    const list = years.get(match[1]!)
    if (list) list.push(match[2]!)
    else years.set(match[1]!, [match[2]!])
  }
  for (const list of years.values()) list.sort()
  return years
}

/** The year-less name of a value (`new` for `new-2026-27`), or the value itself. */
export function yearlessName(value: string): string {
  return WITH_YEAR.exec(value)?.[1] ?? value
}

/** The financial year a value names (`2026-27` for `new-2026-27`), or undefined. */
export function yearNamed(value: string): string | undefined {
  return WITH_YEAR.exec(value)?.[2]
}
