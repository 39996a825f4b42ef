/**
 * An enum parameter whose values name a financial year (`new-2024-25`), read for the year of a
 * date the request gives (the registry's `yearOfDate`): with the date, a value that names no
 * year (`new`, `old`) and the parameter left out stand for the value of the year the date falls
 * in, or of the last year listed for a later date (whose rules the calculation then carries
 * forward, and says so); a value that names a year must be the one the date stands for.
 */
import type { EnumParameter, Variant } from '../registry/types.ts'
import type { ParameterProblem } from '../registry/errors.ts'
import { financialYearOf } from '../rules/calendar.ts'
import { yearlessName, yearNamed, yearsByName } from '../registry/year-values.ts'

export interface YearOfDate {
  /** The enum parameter's position in its variant. */
  index: number
  /** The position of the date parameter it is read with. */
  dateIndex: number
  /** Each name that stands for a year's value (`new`, `old`), with the years listed for it, ascending. */
  years: ReadonlyMap<string, readonly string[]>
  /** The year-less name of the default (`new` for `new-2026-27`). */
  absentAs: string
}

/** The variant's parameters read for the year of a date, compiled; undefined when it has none. */
export function yearOfDateIn(variant: Variant): YearOfDate | undefined {
  const index = variant.parameters.findIndex((p) => p.type === 'enum' && p.yearOfDate !== undefined)
  if (index < 0) return undefined
  const p = variant.parameters[index] as EnumParameter
  return {
    index,
    dateIndex: variant.parameters.findIndex((q) => q.name === p.yearOfDate),
    years: yearsByName(p),
    absentAs: yearlessName(p.default ?? ''),
  }
}

/**
 * The value the parameter stands for on `date`: `given`, the text the request gave it by the
 * name `name` (undefined when left out), `value` the value read from it. A problem when the
 * value names a year other than the date's.
 */
export function valueOnDate(y: YearOfDate, p: EnumParameter, name: string, given: string | undefined, value: string, date: string): string | ParameterProblem {
  const dateYear = financialYearOf(date)
  const yearless = given === undefined ? y.absentAs : y.years.has(given) ? given : yearlessName(value)
  const listed = y.years.get(yearless)
  if (listed === undefined) {
    return { parameter: name, code: 'constraint', message: `${name}=${given} names no financial year and ${p.yearOfDate} ${date} picks one: give ${[...y.years.keys()].join(' or ')} with ${p.yearOfDate}` }
  }
  const year = listed.includes(dateYear) ? dateYear : dateYear > listed[listed.length - 1]! ? listed[listed.length - 1]! : undefined
  if (year === undefined) {
    return { parameter: p.yearOfDate!, code: 'constraint', message: `${p.yearOfDate} ${date} falls in ${dateYear}, before the first financial year served, ${listed[0]}` }
  }
  const onDate = `${yearless}-${year}`
  if (given !== undefined && !y.years.has(given) && value !== onDate) {
    return {
      parameter: name,
      code: 'constraint',
      message: `${name}=${given} is the financial year ${yearNamed(value)}, but ${p.yearOfDate} ${date} falls in ${dateYear}: give ${name}=${yearless} (or ${onDate}) with ${p.yearOfDate}, or leave ${p.yearOfDate} out`,
    }
  }
  return onDate
}
