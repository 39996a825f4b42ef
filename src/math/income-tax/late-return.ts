/**
 * When a return was furnished, in the months sections 234A and 234B count (src/rules/advance-tax.yaml):
 *
 *   due date      = 31 July of the assessment year, the year after the financial year
 *                   (section 139(1), Explanation 2(c): an individual with no business income),
 *                   or the date the Board extended it to (section 119): 16 September 2025
 *                   for FY 2024-25 (Circulars 06/2025 and 12/2025)
 *   234A months   = every month or part of a month from the day after the due date to the date
 *                   of filing (section 234A(1)(a)); 0 for a return filed by the due date
 *   234B months   = every month or part of a month from 1 April of the assessment year to the
 *                   date of filing, the balance being taken as paid with the return (section
 *                   140A(1) asks it paid before the return is furnished; 234B(1) and (2));
 *                   with no date given, to the due date (4 months; 6 for FY 2024-25)
 * A period from day d of one month counts a month for each month begun: from 1 August to
 * 2 November is three whole months and two days, 4 months. The return is furnished in the
 * assessment year, from its 1 April to the last day of a belated return (31 December, section
 * 139(4)); a date outside that is refused, naming `filedOn`. An updated return (section
 * 139(8A)) is not modelled.
 *
 * Worked example (fixtures/taxation-salary/income-tax.json): FY 2026-27, filed 2 November
 * 2027: due date 31 July 2027; 234A from 1 August 2027, 4 months; 234B from 1 April 2027, 8 months.
 */
import { RETURN_DUE_DATE } from '../../rules/advance-tax.ts'
import { dayAfter, financialYearOf } from '../../rules/calendar.ts'
import { InputError } from '../input-error.ts'

export interface Filing {
  /** '' when not given: filed by the due date. */
  filedOn: string
  dueDate: string
  /** Months of 234A interest: 0 by the due date. */
  monthsLate: number
  /** Months of 234B interest, from 1 April of the assessment year to the filing. */
  monthsFromApril: number
}

/** Months or parts of a month in the period from `start` to `end`, both ISO dates, `end` not before `start`. */
export function monthsOrPart(start: string, end: string): number {
  const [y1, m1, d1] = start.split('-').map(Number) as [number, number, number]
  const [y2, m2, d2] = end.split('-').map(Number) as [number, number, number]
  return (y2 - y1) * 12 + (m2 - m1) + (d2 >= d1 ? 1 : 0)
}

/** A year's return dates, worked out once for each year (a return filed on the due date is most requests'). */
interface ReturnYear {
  opens: string
  dueDate: string
  lastDay: string
  onDueDate: Filing
}

const returnYears = new Map<string, ReturnYear>()

function returnYear(yearEnd: string): ReturnYear {
  // read at every call, so that a year past the rule's horizon is named in each answer
  const due = RETURN_DUE_DATE.on(yearEnd).value
  let year = returnYears.get(yearEnd)
  if (year === undefined) {
    const assessmentYear = Number(yearEnd.slice(0, 4))
    const opens = dayAfter(yearEnd)
    const dueDate = `${assessmentYear}-${due.dueDate}`
    const onDueDate = Object.freeze({ filedOn: '', dueDate, monthsLate: 0, monthsFromApril: monthsOrPart(opens, dueDate) })
    year = { opens, dueDate, lastDay: `${assessmentYear}-${due.belatedUntil}`, onDueDate }
    returnYears.set(yearEnd, year)
  }
  return year
}

/**
 * The filing of the return of the financial year ending `yearEnd` (ISO, 31 March) on `filedOn`
 * (ISO); `filedOn` '' (not given) is a return filed on the due date.
 */
export function filingOf(yearEnd: string, filedOn: string): Filing {
  const { opens, dueDate, lastDay, onDueDate } = returnYear(yearEnd)
  if (filedOn === '') return onDueDate
  if (filedOn < opens || filedOn > lastDay) {
    throw new InputError('filedOn', 'out_of_range', `filedOn must be a date from ${opens} to ${lastDay} (got ${filedOn}): the return of FY ${financialYearOf(yearEnd)} is furnished in its assessment year, by ${dueDate} or, belated, by ${lastDay} (section 139(1) and (4))`)
  }
  return {
    filedOn,
    dueDate,
    monthsLate: filedOn > dueDate ? monthsOrPart(dayAfter(dueDate), filedOn) : 0,
    monthsFromApril: monthsOrPart(opens, filedOn),
  }
}
