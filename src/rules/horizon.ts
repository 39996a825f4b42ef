/**
 * A rule's horizon (`known-until` in src/rules/*.yaml): the last date its sources speak for.
 * Asked for a later date, a rule answers with its last value, carried forward; this module
 * keeps the ids of the rules a calculation read so, for the answer to name them (the
 * `Fincalc-Rules-Assumed` header, the `assumed` members of GET /rules).
 *
 * A calculation runs from start to end without waiting, so one record serves every
 * calculation in turn: the engine calls `beginCalculation` before it resolves a request's
 * input and `rulesCarriedForward` once the answer is written. A rule read within its horizon
 * records nothing, so a calculation that reads none past it leaves the record as it was.
 */
import type { RuleEntry } from './book.ts'
import { quarterOf, type IsoDate } from './calendar.ts'

/** The ids recorded since `beginCalculation`, in the order first read: the first `count` slots. */
const carried: string[] = []
let count = 0

/** Forgets the rules the last calculation carried forward. */
export function beginCalculation(): void {
  count = 0
}

/** Records that the calculation under way read rule `id` past its horizon. */
export function carryForward(id: string): void {
  for (let i = 0; i < count; i++) if (carried[i] === id) return
  carried[count++] = id
}

/** The ids of the rules read past their horizon since `beginCalculation`; undefined when none was. */
export function rulesCarriedForward(): readonly string[] | undefined {
  return count === 0 ? undefined : carried.slice(0, count)
}

/** Whether `date` is past the horizon of a rule (never, for a standing provision). */
export function isPastHorizon(rule: Pick<RuleEntry, 'knownUntil'>, date: IsoDate): boolean {
  return rule.knownUntil !== null && date > rule.knownUntil
}

/** What a rule read past its horizon says of its value on `date`. */
export function carriedForwardNote(rule: Pick<RuleEntry, 'knownUntil'>, valueFrom: IsoDate, date: IsoDate): string {
  return `No value is known after ${rule.knownUntil}, the last date this rule's sources speak for; the value in force from ${valueFrom} is carried forward to ${date}.`
}

/** What a quarterly rate read past its horizon says: no memorandum is known for the quarter of `date`. */
export function quarterCarriedForwardNote(rule: Pick<RuleEntry, 'knownUntil'>, date: IsoDate): string {
  return `No memorandum is known for ${quarterOf(date)}: the last known covers ${quarterOf(rule.knownUntil!)}, and its rate is carried forward.`
}
