/**
 * `fincalc rules [--date YYYY-MM-DD] [--json]`: every rule in force on a date (default today in
 * India), through the library: one line a rule (on a terminal or piped, for grep), or with --json
 * `GET /api/v1/rules`'s answer. A rule read past its horizon is marked on its line, and a line
 * under the heading counts them and says why. A value the rule book holds as null (no such limit on that date;
 * a figure not published) is written `none`, never `null`. A date not served is misuse: one line
 * saying which dates are.
 */
import { FincalcInputError } from '../library/input-error.ts'
import { rulesInForce, type RuleInForce } from '../library/rules.ts'
import { formatINR } from '../library/format-inr.ts'
import { withUnit } from '../registry/unit-words.ts'
import { readOptions, UsageError } from './options.ts'
import { rulesDateProblem } from '../runtime/rules-date.ts'
import type { Output } from './output.ts'

const RULES_USAGE = `Usage: fincalc rules [--date YYYY-MM-DD] [--json]

Lists every rate, limit and slab the calculators apply, as in force on the date (default: today
in India), one line each with the dates its value applies for ("none" where the rule book holds
no value for the date: no such limit then, or a figure not published), and "(assumed: …)" after
a rule whose sources speak for no date that late, its last known value carried forward; with
--json, the answer of GET /api/v1/rules?date=…, sources and notes included.

Options
  --date YYYY-MM-DD      the date (2024-04-01 or later)
  --json                 print the answer as JSON
  -h, --help             this text`

export function rulesCommand(argv: readonly string[], output: Output): number {
  const values = readOptions(argv, { date: { type: 'string', multiple: true }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } })
  if (values.help) {
    output.out(RULES_USAGE)
    return 0
  }
  // a date given twice is refused, as the HTTP API refuses a repeated parameter
  const dates = values.date ?? []
  if (dates.length > 1) throw new UsageError(rulesDateProblem(dates)!.message)
  let answer
  try {
    answer = rulesInForce(dates[0])
  } catch (error) {
    if (error instanceof FincalcInputError) throw new UsageError(error.errors.map((p) => p.message).join('; '))
    throw error
  }
  if (values.json) output.out(JSON.stringify(answer, null, 2))
  else {
    const { date } = answer.input
    output.out(`Rules in force on ${date} (sources: fincalc rules --json)`)
    const assumed = answer.result.assumed.length
    if (assumed > 0) output.out(`${assumed} of ${answer.result.rules.length} ${assumed === 1 ? 'rule is' : 'rules are'} assumed: ${date} is past the last date ${assumed === 1 ? 'its sources speak' : 'their sources speak'} for, so the last known value is carried forward, marked "(assumed: last known until …)"`)
    // a few ids are long; the rest line up
    const width = Math.min(44, Math.max(...answer.result.rules.map((r) => r.id.length)))
    for (const rule of answer.result.rules) output.out(`${rule.id.padEnd(width)}  ${shown(rule)}  ${rule.to ? `${rule.from} to ${rule.to}` : `since ${rule.from}`}${rule.assumed ? `  (assumed: last known until ${rule.knownUntil})` : ''}`)
  }
  return 0
}

/**
 * A rule's value on one line: a number or text in its unit as a reader writes it (₹50,000, 8.2%,
 * 60 years of age, yes), a table or list shortened, null as `none`.
 */
export function shown(rule: Pick<RuleInForce, 'value' | 'unit'>): string {
  if (rule.value === null) return 'none'
  if (typeof rule.value !== 'object') {
    const value = rule.value
    if (rule.unit === 'INR' && typeof value === 'number') return formatINR(value)
    if (rule.unit === 'flag') return value === true ? 'yes' : value === false ? 'no' : String(value)
    return withUnit(String(value), rule.unit)
  }
  const text = JSON.stringify(rule.value, (_key, value: unknown) => (value === null ? NONE : value)).replaceAll(`"${NONE}"`, 'none')
  return text.length > 60 ? `${text.slice(0, 59)}…` : text
}

/** Stands for null while a value is written as JSON: a text no rule holds. */
const NONE = '\u0000none'
