/**
 * The rate of a small-savings scheme on a date: notified every quarter by the Ministry of
 * Finance (DEA), kept as a dated rule per scheme (nsc.yaml, scss.yaml, sukanya-samriddhi.yaml).
 */
import { quarterOf, type IsoDate } from './calendar.ts'
import { textedRule } from './dated.ts'
import type { DatedRule, RuleValue } from './book.ts'
import { isPastHorizon, quarterCarriedForwardNote } from './horizon.ts'

export interface NotifiedRate {
  /** Per cent a year. */
  ratePercent: number
  /** The quarter the date falls in. */
  quarter: string
  source: string
  /**
   * Set where the quarter's memorandum is not known: past the rule's horizon (the last quarter
   * a memorandum announced) the last rate is carried forward and the note says so.
   */
  note: string | null
}

/** A scheme's rate rule, checked to be a rate a year in per cent; its source and note are read for the answer (`notifiedRate`). */
export function quarterlyRate(id: string): DatedRule<number, RuleValue<number>> {
  return textedRule(id, '0 < number < 20')
}

export function notifiedRate(rule: DatedRule<number, RuleValue<number>>, date: IsoDate): NotifiedRate {
  const v = rule.on(date)
  const note = isPastHorizon(rule, date) ? quarterCarriedForwardNote(rule, date) : (v.note ?? null)
  return { ratePercent: v.value, quarter: quarterOf(date), source: v.source, note }
}
