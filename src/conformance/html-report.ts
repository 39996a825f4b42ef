/**
 * The report of a conformance run as one self-contained HTML page (`--html FILE`): inline CSS,
 * no script, nothing fetched, so it opens from disk or as a CI artifact. The summary line, a
 * table of the calculators (and the HTTP contract) with pass, fail or not implemented and their
 * counts, then every failed check with its basis, its request and its differences, and the
 * skipped checks with their reasons.
 */
import { closingLine, countsOf } from './report.ts'
import type { CheckResult, ConformanceReport, GroupSummary } from './run.ts'

const STATUS_TEXT: Readonly<Record<GroupSummary['status'], string>> = { passed: 'pass', failed: 'fail', 'not-implemented': 'not implemented', skipped: 'skipped' }

const STYLE = `
body { font: 15px/1.45 system-ui, sans-serif; margin: 2em auto; max-width: 72em; padding: 0 1em; color: #1b1b1b; }
h1 { font-size: 1.4em; margin-bottom: .2em; }
.meta { color: #555; margin-top: 0; }
.summary { font-weight: 600; padding: .6em .8em; border-radius: 4px; background: #f2f2f2; }
table { border-collapse: collapse; width: 100%; margin: 1em 0 2em; }
th, td { text-align: left; padding: .3em .7em; border-bottom: 1px solid #ddd; vertical-align: top; }
td.n { text-align: right; font-variant-numeric: tabular-nums; }
.status { font-weight: 600; border-radius: 3px; padding: 0 .5em; white-space: nowrap; }
.passed { background: #dcf2dc; color: #14541b; }
.failed { background: #f9d7d7; color: #8a1111; }
.not-implemented { background: #e6e6e6; color: #444; }
.skipped { background: #fff2cc; color: #6b5200; }
.failure { border-left: 4px solid #c62828; margin: 0 0 1.2em; padding: .2em 0 .2em .9em; }
.failure h3 { font-size: 1em; margin: .2em 0; word-break: break-all; }
.basis { font: 600 .8em monospace; border: 1px solid #999; border-radius: 3px; padding: 0 .3em; margin-right: .4em; }
pre { background: #f6f6f6; padding: .5em .7em; overflow-x: auto; white-space: pre-wrap; word-break: break-all; margin: .3em 0; }
pre.diff { background: #fff4f4; }
`

export function formatHtml(report: ConformanceReport): string {
  const failed = report.results.filter((r) => r.status === 'failed')
  const skipped = report.results.filter((r) => r.status === 'skipped')
  const scope = report.basis === 'all' ? '' : `, ${report.basis} checks only`
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>fincalc conformance: ${html(report.baseUrl)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<h1>fincalc conformance</h1>',
    `<p class="meta">${html(report.baseUrl)}, ${report.mode} mode${scope}, ${report.results.length} checks in ${(report.durationMs / 1000).toFixed(1)} s</p>`,
    `<p class="summary" id="summary">${html(closingLine(report))}</p>`,
    '<h2>Calculators</h2>',
    '<table id="calculators">',
    '<thead><tr><th>calculator</th><th>status</th><th>passed</th><th>failed</th><th>skipped</th><th>not run</th></tr></thead>',
    '<tbody>',
    ...ordered(report.groups).map(
      (g) =>
        `<tr data-status="${g.status}"><td>${failed.some((r) => r.group === g.group) ? `<a href="#${anchor(g.group)}">${html(g.group)}</a>` : html(g.group)}</td><td><span class="status ${g.status}">${STATUS_TEXT[g.status]}</span></td><td class="n">${g.passed}</td><td class="n">${g.failed}</td><td class="n">${g.skipped}</td><td class="n">${g.notImplemented}</td></tr>`,
    ),
    '</tbody>',
    '</table>',
    ...(failed.length ? ['<h2>Failures</h2>', ...failureSections(report.groups, failed)] : []),
    ...(skipped.length ? ['<h2>Skipped</h2>', '<ul>', ...skipped.map((r) => `<li><code>${html(r.id)}</code>: ${html(r.reason ?? '')}</li>`), '</ul>'] : []),
    ...(report.unusedSkips.length ? [`<p>Skip patterns that named no check: ${report.unusedSkips.map((p) => `<code>${html(p)}</code>`).join(', ')}</p>`] : []),
    '</body>',
    '</html>',
    '',
  ].join('\n')
}

/** Failed first, then passed, skipped and not implemented; the run's order within each. */
function ordered(groups: readonly GroupSummary[]): GroupSummary[] {
  const rank: Record<GroupSummary['status'], number> = { failed: 0, passed: 1, skipped: 2, 'not-implemented': 3 }
  return [...groups].sort((a, b) => rank[a.status] - rank[b.status])
}

function failureSections(groups: readonly GroupSummary[], failed: readonly CheckResult[]): string[] {
  const out: string[] = []
  for (const g of groups) {
    const mine = failed.filter((r) => r.group === g.group)
    if (mine.length === 0) continue
    out.push(`<h3 id="${anchor(g.group)}">${html(g.group)}: ${html(countsOf(g))}</h3>`)
    for (const r of mine) {
      out.push(
        `<div class="failure" data-check="${html(r.id)}">`,
        `<h3><span class="basis">${r.basis}</span>${html(r.id)}</h3>`,
        `<div>${html(r.title)}</div>`,
        ...(r.request ? [`<pre class="request">${html(r.request)}</pre>`] : []),
        `<pre class="diff">${r.differences.map(html).join('\n')}</pre>`,
        '</div>',
      )
    }
  }
  return out
}

function anchor(group: string): string {
  return `group-${group.replace(/[^A-Za-z0-9-]/g, '_')}`
}

function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}
