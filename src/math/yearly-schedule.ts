/**
 * A duration of whole compounding periods cut into years, with the factors a year-by-year
 * table needs, so that a table costs a few multiplications a year instead of a power (or a
 * loop) per period.
 *
 * `periods` periods at `perYear` a year make ⌈periods / perYear⌉ years; every year has
 * `perYear` periods except perhaps the last. For each year the span carries, at the rate per
 * period r and its own length p:
 *
 * - growth   = (1 + r)^p                  what 1 held at the start of the year is worth at its end
 * - ordinary = annuityFactor(r, p)        the year-end value of 1 paid at the END of each period
 * - due      = annuityDueFactor(r, p)     the year-end value of 1 paid at the START of each period
 *
 * A year's closing value is then opening × growth + amount × (due or ordinary) for a level
 * amount per period. The factors are computed once per distinct length (at most two: a full
 * year and a shorter last year) and shared by the spans, in the arithmetic `a` given
 * (src/arithmetic).
 *
 * Example: 30 months at 1% a month → years of 12, 12 and 6 months; the full-year growth is
 * 1.01^12 = 1.126825030131969720661201, the last year's 1.01^6 = 1.061520150601.
 */
import type { Arithmetic } from '../arithmetic/arithmetic.ts'
import { periodFactors } from './growth.ts'

export interface YearSpan<N> {
  /** Year of the plan, from 1. */
  year: number
  /** Periods in this year (`perYear`, or fewer in a last part year). */
  periods: number
  /** Periods before this year starts. */
  periodsBefore: number
  /** Periods done at the end of this year. */
  periodsDone: number
  growth: N
  ordinary: N
  due: N
}

/** A level amount paid each period of a year: what the year pays, and what that is worth at its end. */
export interface LevelYear<N> {
  /** amount × the year's periods */
  paid: N
  /** amount × due (paid at the start of each period) or × ordinary (at its end) */
  grown: N
}

/**
 * The LevelYear of `amount` for each span, in the order yearSpans gives them: worked out again
 * only when a span's length differs from the one before (every year but perhaps the last is a
 * full one, so at most twice).
 */
export function levelYears<N>(a: Arithmetic<N>, amount: N, atStart: boolean): (span: YearSpan<N>) => LevelYear<N> {
  let year: (LevelYear<N> & { length: number }) | undefined
  return (span) => {
    if (year?.length !== span.periods) year = { length: span.periods, paid: a.times(amount, a.fromInteger(span.periods)), grown: a.times(amount, atStart ? span.due : span.ordinary) }
    return year
  }
}

/** The years of a plan of `periods` periods, `perYear` to a year, at `rate` per period. */
export function yearSpans<N>(a: Arithmetic<N>, rate: N, periods: number, perYear: number): YearSpan<N>[] {
  // every year is a full one but perhaps the last
  const fullYear = periods >= perYear ? periodFactors(a, rate, perYear) : undefined
  const spans: YearSpan<N>[] = []
  for (let done = 0, year = 1; done < periods; year++) {
    const length = Math.min(perYear, periods - done)
    const { growth, ordinary, due } = length === perYear ? fullYear! : periodFactors(a, rate, length)
    spans.push({ year, periods: length, periodsBefore: done, periodsDone: done + length, growth, ordinary, due })
    done += length
  }
  return spans
}
