/**
 * Calendar dates as ISO text (`YYYY-MM-DD`). Text of this form sorts as the dates do, so dates
 * are compared as strings; every date is a day of the Gregorian calendar, with no time or zone.
 */
export type IsoDate = string

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DAY_MS = 86_400_000
/** India Standard Time, UTC+05:30: the zone in which "today" is meant. */
const INDIA_OFFSET_MS = 330 * 60_000

/** Whether `text` is a real calendar date written `YYYY-MM-DD` (no 2025-02-29, no 2025-13-01). */
export function isIsoDate(text: string): boolean {
  const m = ISO_DATE.exec(text)
  if (!m) return false
  const year = Number(m[1])
  const month = Number(m[2])
  const day = Number(m[3])
  if (year < 1 || month < 1 || month > 12 || day < 1) return false
  return day <= daysInMonth(year, month)
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** A date written day first, as India writes it (`02-12-2026`, `2/12/2026`, `02.12.2026`). */
const DAY_FIRST = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/
/** A date written year first with other separators or without its zeros (`2026/12/02`, `2026-12-2`). */
const YEAR_FIRST = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/

/**
 * Why text is no date as this service reads one: for text written `YYYY-MM-DD`, why it is no
 * calendar date (`February 2025 has 28 days`); for a real date written day first or with other
 * separators, the date to write (`write 2026-12-02 for 2 December 2026`). Undefined for a date,
 * or for text of any other form.
 */
export function whyNotADate(text: string): string | undefined {
  const m = ISO_DATE.exec(text)
  if (!m) return otherForm(text)
  if (isIsoDate(text)) return undefined
  const month = Number(m[2])
  if (Number(m[1]) < 1) return 'the calendar has no year 0000'
  if (month < 1 || month > 12) return `there is no month ${m[2]}`
  return `${MONTHS[month - 1]} ${m[1]} has ${daysInMonth(Number(m[1]), month)} days`
}

/** The advice for a real date written in another form than `YYYY-MM-DD` (see whyNotADate). */
function otherForm(text: string): string | undefined {
  const dayFirst = DAY_FIRST.exec(text)
  const parts = dayFirst ? [dayFirst[3]!, dayFirst[2]!, dayFirst[1]!] : YEAR_FIRST.exec(text)?.slice(1)
  if (parts === undefined) return undefined
  const [year, month, day] = parts as [string, string, string]
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
  if (!isIsoDate(date)) return undefined
  return dayFirst ? `a date is written year first: write ${date} for ${Number(day)} ${MONTHS[Number(month) - 1]} ${year}` : `a date is written with hyphens and two-digit months and days: write ${date}`
}

function daysInMonth(year: number, month: number): number {
  return month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31
}

function fromDay(days: number): IsoDate {
  return new Date(days * DAY_MS).toISOString().slice(0, 10)
}

function toDay(date: IsoDate): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS)
}

/** The day before `date`. */
export function dayBefore(date: IsoDate): IsoDate {
  return fromDay(toDay(date) - 1)
}

/** The day after `date`. */
export function dayAfter(date: IsoDate): IsoDate {
  return fromDay(toDay(date) + 1)
}

/** The last day `todayInIndia` wrote, and its text: a day's text is made once, not per request. */
let lastDay = NaN
let lastDayText: IsoDate = ''

/** Today's date in India at the instant `now` (milliseconds since the epoch). */
export function todayInIndia(now: number = Date.now()): IsoDate {
  const day = Math.floor((now + INDIA_OFFSET_MS) / DAY_MS)
  if (day !== lastDay) {
    lastDayText = fromDay(day)
    lastDay = day
  }
  return lastDayText
}

/** Milliseconds from `now` until the next midnight in India, when "today" changes. */
export function untilTomorrowInIndia(now: number = Date.now()): number {
  const local = now + INDIA_OFFSET_MS
  return (Math.floor(local / DAY_MS) + 1) * DAY_MS - local
}

/** The financial year (1 April to 31 March) a date falls in, as `2026-27`. */
export function financialYearOf(date: IsoDate): string {
  const year = Number(date.slice(0, 4))
  const start = date.slice(5) >= '04-01' ? year : year - 1
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`
}

/**
 * The quarter of the financial year a date falls in, as the small-savings notifications name
 * it: `Q3 FY 2026-27 (October to December 2026)`.
 */
export function quarterOf(date: IsoDate): string {
  const month = Number(date.slice(5, 7))
  const first = month - ((month - 1) % 3)
  const quarter = ((first + 8) % 12) / 3 + 1
  return `Q${quarter} FY ${financialYearOf(date)} (${MONTHS[first - 1]} to ${MONTHS[first + 1]} ${date.slice(0, 4)})`
}

/** The date `months` calendar months before `date` (the 31st of a shorter month falls back to its last day). */
export function monthsBefore(date: IsoDate, months: number): IsoDate {
  const total = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 - months
  const year = Math.floor(total / 12)
  const month = total - year * 12 + 1
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(year, month))
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}
