/**
 * The report of a conformance run in three forms: a human summary (one line per calculator,
 * each failed check with its first difference), JSON (everything), and JUnit XML for CI
 * systems. Each ends, where it has one, with the closing line `N passed, N failed, N skipped`.
 */
import { CONTRACT_GROUP } from './check.ts'
import type { CheckResult, ConformanceReport } from './run.ts'

const SHOWN_PER_GROUP = 10
const SHOWN_SKIPS = 20

export function closingLine(report: ConformanceReport): string {
  const { passed, failed, skipped } = report.summary
  return `${passed} passed, ${failed} failed, ${skipped} skipped`
}

/** Results by group: the HTTP contract first, then calculators in the order they were run. */
function groupResults(report: ConformanceReport): Array<[group: string, results: CheckResult[]]> {
  const groups = new Map<string, CheckResult[]>()
  for (const r of report.results) {
    const list = groups.get(r.group)
    if (list) list.push(r)
    else groups.set(r.group, [r])
  }
  return [...groups].sort(([a], [b]) => Number(b === CONTRACT_GROUP) - Number(a === CONTRACT_GROUP))
}

export function formatHuman(report: ConformanceReport): string {
  const lines = [`fincalc conformance: ${report.baseUrl}, ${report.mode} mode, ${report.results.length} checks in ${(report.durationMs / 1000).toFixed(1)} s`, '']
  const groups = groupResults(report)
  const width = Math.max(...groups.map(([g]) => g.length))
  for (const [group, results] of groups) {
    const count = (status: string) => results.filter((r) => r.status === status).length
    const failed = results.filter((r) => r.status === 'failed')
    const counts = [`${count('passed')} passed`, ...(failed.length ? [`${failed.length} failed`] : []), ...(count('skipped') ? [`${count('skipped')} skipped`] : [])]
    lines.push(`${failed.length ? 'FAIL' : 'ok  '}  ${group.padEnd(width)}  ${counts.join(', ')}`)
    for (const r of failed.slice(0, SHOWN_PER_GROUP)) {
      lines.push(`        ✗ ${r.id}`)
      if (r.request && r.kind !== 'contract') lines.push(`            ${r.request}`)
      const more = r.differences.length - 1
      lines.push(`            ${r.differences[0]}${more > 0 ? ` (and ${more} more difference${more > 1 ? 's' : ''})` : ''}`)
    }
    if (failed.length > SHOWN_PER_GROUP) lines.push(`        ... and ${failed.length - SHOWN_PER_GROUP} more failed checks (--json lists all)`)
  }
  const skipped = report.results.filter((r) => r.status === 'skipped')
  if (skipped.length) {
    lines.push('', 'Skipped:')
    for (const r of skipped.slice(0, SHOWN_SKIPS)) lines.push(`  ${r.id}: ${r.reason}`)
    if (skipped.length > SHOWN_SKIPS) lines.push(`  ... and ${skipped.length - SHOWN_SKIPS} more (--json lists all)`)
  }
  if (report.unusedSkips.length) lines.push('', `Skip patterns that named no check: ${report.unusedSkips.join(', ')}`)
  lines.push('', closingLine(report))
  return lines.join('\n')
}

export function formatJson(report: ConformanceReport): string {
  return JSON.stringify({ ...report, closingLine: closingLine(report) }, null, 2)
}

export function formatJunit(report: ConformanceReport): string {
  const seconds = (ms: number) => (ms / 1000).toFixed(3)
  const { passed, failed, skipped } = report.summary
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="fincalc conformance" tests="${passed + failed + skipped}" failures="${failed}" errors="0" skipped="${skipped}" time="${seconds(report.durationMs)}">`,
  ]
  for (const [group, results] of groupResults(report)) {
    const count = (status: string) => results.filter((r) => r.status === status).length
    const time = results.reduce((sum, r) => sum + r.durationMs, 0)
    out.push(`  <testsuite name="${xml(group)}" tests="${results.length}" failures="${count('failed')}" errors="0" skipped="${count('skipped')}" time="${seconds(time)}">`)
    for (const r of results) {
      const open = `    <testcase classname="${xml(`conformance.${group}`)}" name="${xml(r.id)}" time="${seconds(r.durationMs)}"`
      if (r.status === 'passed') out.push(`${open}/>`)
      else if (r.status === 'skipped') out.push(`${open}>`, `      <skipped message="${xml(r.reason ?? '')}"/>`, '    </testcase>')
      else {
        const detail = [r.title, ...(r.request && r.kind !== 'contract' ? [r.request] : []), ...r.differences].join('\n')
        out.push(`${open}>`, `      <failure message="${xml(r.differences[0] ?? '')}" type="difference">${xml(detail, false)}</failure>`, '    </testcase>')
      }
    }
    out.push('  </testsuite>')
  }
  out.push('</testsuites>', '')
  return out.join('\n')
}

/** Text safe inside an XML attribute (or element): escaped, without characters XML 1.0 forbids. */
function xml(text: string, attribute = true): string {
  const escaped = text
    .replace(/[^\x09\x0a\x0d\x20-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '\ufffd')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
  return attribute ? escaped.replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;') : escaped
}
