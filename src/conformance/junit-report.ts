/**
 * The report of a conformance run as JUnit XML, for CI systems: one test suite per calculator
 * (and one for the HTTP contract), one test case per check. A failure's type is its basis
 * (`spec` or `contract`); the checks of a calculator that is not implemented are skipped with
 * that reason, and its suite carries the property `status` = `not-implemented`.
 */
import { failureHeading } from './report.ts'
import type { ConformanceReport } from './run.ts'

export function formatJunit(report: ConformanceReport): string {
  const seconds = (ms: number) => (ms / 1000).toFixed(3)
  const { passed, failed } = report.summary
  const total = report.results.length
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="fincalc conformance" tests="${total}" failures="${failed}" errors="0" skipped="${total - passed - failed}" time="${seconds(report.durationMs)}">`,
  ]
  for (const g of report.groups) {
    const results = report.results.filter((r) => r.group === g.group)
    const time = results.reduce((sum, r) => sum + r.durationMs, 0)
    out.push(`  <testsuite name="${xml(g.group)}" tests="${results.length}" failures="${g.failed}" errors="0" skipped="${g.skipped + g.notImplemented}" time="${seconds(time)}">`)
    out.push('    <properties>', `      <property name="status" value="${g.status}"/>`, '    </properties>')
    for (const r of results) {
      const open = `    <testcase classname="${xml(`conformance.${g.group}`)}" name="${xml(r.id)}" time="${seconds(r.durationMs)}"`
      if (r.status === 'passed') out.push(`${open}/>`)
      else if (r.status === 'skipped' || r.status === 'not-implemented') out.push(`${open}>`, `      <skipped message="${xml(r.reason ?? '')}"/>`, '    </testcase>')
      else {
        const detail = [failureHeading(r), r.title, ...(r.request && r.kind !== 'contract' ? [r.request] : []), ...r.differences].join('\n')
        out.push(`${open}>`, `      <failure message="${xml(`[${r.basis}] ${r.differences[0] ?? ''}`)}" type="${r.basis}">${xml(detail, false)}</failure>`, '    </testcase>')
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
