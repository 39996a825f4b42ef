/**
 * The rule book's format (src/rules/book.ts), checked by the build against the parsed YAML of
 * every rule file before src/generated/rules.ts is written (./generate-rules.ts): dates in
 * order, a source for each value, a value on SERVED_FROM, a horizon for each rule, and no
 * field the format does not know. The library reads the book as the build wrote it and checks
 * none of this again.
 */
import { type } from 'arktype'
import { RULE_UNITS, RuleBookError, SERVED_FROM, STANDING, type RuleEntry, type RuleValue } from '../rules/book.ts'
import { dayBefore, isIsoDate } from '../rules/calendar.ts'

const isoDate = type('string').narrow((text, ctx) => isIsoDate(text) || ctx.mustBe('a date written YYYY-MM-DD'))

const HORIZON = `the last date the rule's sources speak for, written YYYY-MM-DD, or ${STANDING} for a provision in force until amended`
const knownUntil = type('string').narrow((text, ctx) => text === STANDING || isIsoDate(text) || ctx.mustBe(HORIZON))

const valueSchema = type({
  from: isoDate,
  value: 'unknown',
  source: 'string > 0',
  'primary-source?': "'unknown'",
  'note?': 'string > 0',
  '+': 'reject',
})

const entrySchema = type({
  description: 'string > 0',
  unit: type.enumerated(...RULE_UNITS),
  'known-until?': knownUntil,
  values: valueSchema.array().atLeastLength(1),
  '+': 'reject',
})

const RULE_NAME = /^[a-z][a-z0-9-]*(\.[a-z0-9][a-z0-9-]*)*$/

/**
 * Checks the parsed YAML of every rule file (by family name) and returns the rules by id, with
 * each value's `to` filled in. Every problem of every file is reported at once.
 */
export function checkRuleBook(files: Readonly<Record<string, unknown>>): Map<string, RuleEntry> {
  const problems: string[] = []
  const rules = new Map<string, RuleEntry>()
  for (const [family, document] of Object.entries(files)) {
    if (!RULE_NAME.test(family)) problems.push(`${family}.yaml: a family is named in lower case with hyphens`)
    if (!document || typeof document !== 'object' || Array.isArray(document)) {
      problems.push(`${family}.yaml: must map rule names to rules`)
      continue
    }
    for (const [name, raw] of Object.entries(document)) {
      const id = `${family}.${name}`
      if (!RULE_NAME.test(name)) problems.push(`${id}: a rule is named in lower case, with hyphens and dots`)
      const entry = entrySchema(raw)
      if (entry instanceof type.errors) {
        for (const p of entry) problems.push(`${id}: ${p.message}`)
        continue
      }
      const values: RuleValue[] = []
      entry.values.forEach((v, i) => {
        const next = entry.values[i + 1]
        if (next && next.from <= v.from) problems.push(`${id}: values must be in date order (${next.from} follows ${v.from})`)
        const { 'primary-source': primarySource, ...rest } = v
        values.push({ ...rest, ...(next ? { to: dayBefore(next.from) } : {}), ...(primarySource ? { primarySource } : {}) })
      })
      if (entry.values[0]!.from > SERVED_FROM) problems.push(`${id}: its first value starts on ${entry.values[0]!.from}; calculations are served from ${SERVED_FROM}, so a value must apply on that date`)
      if (entry['known-until'] === undefined) problems.push(`${id}: known-until is missing: every rule states ${HORIZON}`)
      const knownUntil = entry['known-until'] === STANDING ? null : (entry['known-until'] ?? null)
      const last = entry.values.at(-1)!.from
      if (knownUntil !== null && knownUntil < last) problems.push(`${id}: its last value starts on ${last}, after known-until (${knownUntil}); a value no source announced is not kept in the book (past the horizon the last value is carried forward and the answer says so)`)
      rules.set(id, { id, description: entry.description, unit: entry.unit, knownUntil, values })
    }
  }
  if (problems.length) throw new RuleBookError(problems)
  return rules
}
