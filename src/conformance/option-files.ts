/**
 * The two files a conformance run may be given, read and checked so that a mistake in them is
 * a clear usage error rather than a silently ignored entry.
 *
 * Field map (`--field-map map.json`): our names → theirs, per calculator id or `*` for all.
 *   { "emi": { "emi": "monthlyPayment", "yearlyBreakup": "schedule",
 *              "yearlyBreakup[].interestPaid": "interest", "input.breakup": "showSchedule" } }
 *
 * Skip file (`--skip skip.json`): check id (or a pattern with `*`) → the reason, never empty.
 *   { "contract/status/414": "our gateway answers long URLs with 431",
 *     "names/cagr/set-a": "we implement the Set B names only",
 *     "fixture/sip/*": "no SIP calculator yet" }
 */
import { readFileSync } from 'node:fs'
import type { FieldMap } from './compare-case.ts'
import { UsageError } from '../cli/options.ts'
import { isRecord } from '../fixtures/is-record.ts'

export function readFieldMap(file: string): Record<string, FieldMap> {
  const doc = readJson(file, '--field-map')
  const problems: string[] = []
  for (const [calculator, map] of Object.entries(doc)) {
    if (!isRecord(map)) {
      problems.push(`"${calculator}" must map our names to theirs (an object)`)
      continue
    }
    for (const [ours, theirs] of Object.entries(map)) {
      if (!/^(input\.)?[A-Za-z0-9_]+(\[\])?(\.[A-Za-z0-9_]+(\[\])?)*$/.test(ours)) problems.push(`"${calculator}": "${ours}" is not one of our paths (name, table[].member or input.name)`)
      if (typeof theirs !== 'string' || !/^[^.[\]]+(\.[^.[\]]+)*$/.test(theirs)) problems.push(`"${calculator}": "${ours}" must map to a name or dotted path (got ${JSON.stringify(theirs)})`)
    }
  }
  if (problems.length) throw new UsageError(`--field-map ${file}:\n  ${problems.join('\n  ')}`)
  return doc as Record<string, FieldMap>
}

export function readSkipFile(file: string): Record<string, string> {
  const doc = readJson(file, '--skip')
  const problems = Object.entries(doc)
    .filter(([, reason]) => typeof reason !== 'string' || reason.trim() === '')
    .map(([pattern]) => `"${pattern}" needs a reason (a non-empty string)`)
  if (problems.length) throw new UsageError(`--skip ${file}:\n  ${problems.join('\n  ')}`)
  return doc as Record<string, string>
}

function readJson(file: string, option: string): Record<string, unknown> {
  let doc: unknown
  try {
    doc = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new UsageError(`${option} ${file}: ${(error as Error).message}`)
  }
  if (!isRecord(doc)) throw new UsageError(`${option} ${file}: expected a JSON object`)
  return doc
}

