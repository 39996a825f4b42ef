/**
 * The report of a conformance run for people and for programs: a text summary that puts first
 * what a person acts on (the calculators not implemented, in one line; then each calculator
 * with a failed check, its failures tagged [spec] or [contract]; then the rest, one line each),
 * and JSON (everything, with the same grouping). Each ends with the closing line
 * `N calculators implemented, N not implemented; N checks passed, N failed, N skipped` and, where
 * calculators are not implemented, `, N not run (the calculators not implemented)`, so that the counts add up to the
 * checks of the first line (the calculators left out when only the HTTP contract ran).
 * JUnit XML: ./junit-report.ts; the HTML page: ./html-report.ts.
 */
import { CONTRACT_GROUP } from './check.ts'
import type { CheckResult, ConformanceReport, GroupSummary } from './run.ts'

const SHOWN_PER_GROUP = 10
const SHOWN_SKIPS = 20
/** A source is cut to this many characters in the text report. */
const SHOWN_SOURCE = 160

/** The calculators part is left out when no calculator's checks ran (`--checks contract`). */
export function closingLine(report: ConformanceReport): string {
  const { implemented, notImplemented, passed, failed, skipped, notRun } = report.summary
  const checks = `${passed} checks passed, ${failed} failed, ${skipped} skipped${notRun ? `, ${notRun} not run (the calculators not implemented)` : ''}`
  const calculators = report.groups.some((g) => g.group !== CONTRACT_GROUP)
  return calculators ? `${implemented} calculator${implemented === 1 ? '' : 's'} implemented, ${notImplemented} not implemented; ${checks}` : checks
}

/** The exit status of a run: 0 only when no check failed and every calculator is implemented. */
export function exitStatus(report: ConformanceReport): number {
  return report.summary.failed === 0 && report.summary.notImplemented === 0 ? 0 : 1
}

/** A failed check's first line: its basis, then its id. */
export function failureHeading(r: CheckResult): string {
  return `[${r.basis}] ${r.id}`
}

/** One group's counts in words: `5 passed, 4 failed, 1 skipped`. */
export function countsOf(g: GroupSummary): string {
  return [`${g.passed} passed`, ...(g.failed ? [`${g.failed} failed`] : []), ...(g.skipped ? [`${g.skipped} skipped`] : [])].join(', ')
}

export function formatHuman(report: ConformanceReport): string {
  const scope = report.basis === 'all' ? '' : `, ${report.basis} checks only`
  const lines = [`fincalc conformance: ${report.baseUrl}, ${report.mode} mode${scope}, ${report.results.length} checks in ${(report.durationMs / 1000).toFixed(1)} s`, '']
  if (report.notImplemented.length) {
    const count = report.notImplemented.length
    lines.push(`Not implemented (${count} calculator${count === 1 ? '' : 's'}, every request answered 404): ${report.notImplemented.join(', ')}`, '')
    // none implemented: more likely the address than the implementation
    if (report.summary.implemented === 0) lines.push(`  → no calculator answered anything but 404: is ${report.baseUrl} the address that serves /api/v1/… (a path prefix is kept)?`, '')
  }
  const shown = report.groups.filter((g) => g.status !== 'not-implemented')
  const width = Math.max(0, ...shown.map((g) => g.group.length))
  // what failed first, then what passed
  for (const g of [...shown.filter((g) => g.status === 'failed'), ...shown.filter((g) => g.status !== 'failed')]) {
    // a group whose every check was skipped passed nothing: it is not ok
    lines.push(`${g.status === 'failed' ? 'FAIL' : g.status === 'skipped' ? 'skip' : 'ok  '}  ${g.group.padEnd(width)}  ${countsOf(g)}`)
    const failed = report.results.filter((r) => r.group === g.group && r.status === 'failed')
    for (const r of failed.slice(0, SHOWN_PER_GROUP)) {
      lines.push(`        ✗ ${failureHeading(r)}`)
      const requestShown = r.request !== undefined && r.kind !== 'contract'
      if (requestShown) lines.push(`            ${r.request}`)
      const more = r.differences.length - 1
      // a request that got no answer is told once: its line above, then why
      const first = requestShown && r.differences[0]!.startsWith(`${r.request}: `) ? r.differences[0]!.slice(r.request!.length + 2) : r.differences[0]
      lines.push(`            ${first}${more > 0 ? ` (and ${more} more difference${more > 1 ? 's' : ''})` : ''}`)
      if (r.source) lines.push(`            expected from: ${r.source.length > SHOWN_SOURCE ? `${r.source.slice(0, SHOWN_SOURCE - 1)}… (--json has it whole)` : r.source}`)
    }
    if (failed.length > SHOWN_PER_GROUP) lines.push(`        ... and ${failed.length - SHOWN_PER_GROUP} more failed checks (--json or --html lists all)`)
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
