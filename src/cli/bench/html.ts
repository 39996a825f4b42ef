/**
 * `fincalc bench --html FILE`: the report as one self-contained page, to look at rather than
 * read: CSS and SVG inline, no script, no font or anything else fetched, so it works opened
 * from disk and mailed as one file.
 *
 * - the verdict, the settings and, when the run had errors, its grouped failures and the hint;
 * - latency distribution: the share of responses in each latency bin, 20 bins a decade on a
 *   logarithmic axis, with the percentiles marked;
 * - throughput and failures over time, second by second;
 * - per-endpoint percentiles: p50 to p99 as a bar, p99.9 and the maximum as marks, log axis;
 * - the endpoint table in figures.
 * With `--compare` every picture shows both runs (side by side on the same axes, or in two
 * colours on one), the settings table marks the settings that differ, and the page leads with
 * the NOT LIKE FOR LIKE warning when any does.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { FEW_RESPONSES, hasFewForPercentile, LATENCIES, LATENCY_LABEL, latencyCell, latencyPhrase, responsesOf, settingsDifferences, unlikeWarning, type Comparison } from './compare.ts'
import type { LatencyBucket } from './histogram.ts'
import type { BenchReport, Second } from './run.ts'
import { compact, esc, frame, linearScale, logScale, svgChart, svgEmpty, type Frame } from './svg.ts'
import { group, ms, pct, times } from './table.ts'

const BINS_PER_DECADE = 20
const WIDE = 960

interface Run {
  name: string
  /** CSS class of its colour. */
  cls: 'a' | 'b'
  report: BenchReport
}

export function writeHtml(file: string, report: BenchReport, other?: { report: BenchReport; comparison: Comparison }): void {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, benchHtml(report, other))
}

export function benchHtml(report: BenchReport, other?: { report: BenchReport; comparison: Comparison }): string {
  const runs: Run[] = [{ name: other ? 'this run' : 'run', cls: 'a', report }]
  if (other) runs.push({ name: `that run (${other.comparison.file})`, cls: 'b', report: other.report })
  const title = `fincalc bench: ${report.baseUrl}, ${report.startedAt.slice(0, 19).replace('T', ' ')} UTC`
  const body = [
    `<h1>${esc(title)}</h1>`,
    other && !other.comparison.likeForLike ? `<div class="warn"><strong>${unlikeWarning(other.comparison).map(esc).join('<br>')}</strong></div>` : '',
    ...runs.map(verdict),
    settingsTable(runs),
    other ? ratioTable(report, other.comparison) : '',
    `<h2>Latency distribution</h2><p class="note">Share of responses in each latency bin (${BINS_PER_DECADE} bins a decade, logarithmic axis); dashed lines mark the percentiles.</p>`,
    side(latencyCharts(runs)),
    `<h2>Throughput and failures over time</h2><p class="note">Responses each second of the measured run (line and points); failed responses and requests with no answer in red bars.</p>`,
    side(timelineCharts(runs)),
    `<h2>Per-endpoint percentiles</h2><p class="note">For each endpoint: p50 to p99 as a bar, p90 as a tick inside it, p99.9 as a dot, the maximum as a ring; logarithmic axis.</p>`,
    legend(runs),
    endpointChart(runs),
    `<h2>Endpoints</h2>`,
    endpointTable(report),
  ]
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>${CSS}</style></head>
<body>
${body.filter(Boolean).join('\n')}
</body></html>
`
}

const CSS = `
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2937; margin: 24px auto; max-width: 1000px; padding: 0 16px; }
h1 { font-size: 20px; } h2 { font-size: 17px; margin-top: 32px; } .note { color: #4b5563; margin: 4px 0 8px; }
table { border-collapse: collapse; margin: 8px 0; } th, td { padding: 3px 10px; border-bottom: 1px solid #e5e7eb; text-align: left; }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
.ok { background: #ecfdf5; border-left: 4px solid #059669; padding: 8px 12px; margin: 8px 0; }
.bad { background: #fef2f2; border-left: 4px solid #dc2626; padding: 8px 12px; margin: 8px 0; }
.warn { background: #fff7ed; border: 2px solid #ea580c; padding: 10px 12px; margin: 12px 0; }
tr.differs td { background: #fff7ed; font-weight: 600; }
.side { display: flex; gap: 16px; flex-wrap: wrap; } .side figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 4px; }
svg { font: 11px system-ui, sans-serif; } .grid { stroke: #e5e7eb; } .axis { stroke: #6b7280; } .tick { fill: #4b5563; } .axis-title { fill: #374151; font-size: 12px; }
.a { fill: #2563eb; stroke: #2563eb; } .b { fill: #ea580c; stroke: #ea580c; } .fail { fill: #dc2626; }
.line { fill: none; stroke-width: 1.5; } .mark { stroke-dasharray: 4 3; stroke-width: 1; fill: none; } .mark-label { font-size: 10px; stroke: none; }
.ring { fill: #fff; stroke-width: 1.5; } .key { display: inline-block; width: 12px; height: 12px; margin: 0 4px 0 12px; vertical-align: -1px; }
.key.a { background: #2563eb; } .key.b { background: #ea580c; }
`

function verdict(run: Run): string {
  const r = run.report
  const who = esc(run.name)
  if (r.valid) {
    const values = r.values ? `; figures of ${group(r.values.checked)} sampled answers checked against this package's own` : ''
    return `<div class="ok"><strong>${who}: OK</strong>: all ${group(r.counts.responses)} responses were a 200 with exactly input and result${esc(values)}; ${group(r.requestsPerSecond ?? 0)} requests/s, ${latencyPhrase(r.latencyMs, 'p50', r.counts.responses)}, ${latencyPhrase(r.latencyMs, 'p99', r.counts.responses)}.</div>`
  }
  const failures = (r.failures ?? []) as BenchReport['failures'] | Array<{ status: number; path: string; problem: string }>
  const rows = failures.map((f) => {
    const where = 'paths' in f ? `${f.endpoints === 1 ? f.paths[0] : `${f.endpoints} endpoints: ${f.paths.join(', ')}${f.endpoints > f.paths.length ? ', …' : ''}`}` : f.path
    const count = 'count' in f ? group(f.count) : ''
    return `<tr><td class="n">${count}</td><td>${f.status || ''}</td><td>${esc(where ?? '')}</td><td>${esc(f.problem)}${'example' in f && f.example ? `<br><small>${esc(f.example)}</small>` : ''}</td></tr>`
  })
  return [
    `<div class="bad"><strong>${who}: NOT A VALID RESULT</strong>: the run had errors, so it reports no throughput.<ul>${r.problems.map((p) => `<li>${esc(p)}</li>`).join('')}</ul>`,
    r.hint ? `<p><strong>→ ${esc(r.hint)}</strong></p>` : '',
    rows.length ? `<table><tr><th class="n">count</th><th>status</th><th>where</th><th>problem</th></tr>${rows.join('')}</table>` : '',
    '</div>',
  ].join('')
}

function settingsTable(runs: Run[]): string {
  const [a, b] = runs
  const differing = new Set(b ? settingsDifferences(a!.report, b.report).map((d) => d.setting) : [])
  const rows: Array<[string, (r: BenchReport) => string, string?]> = [
    ['address', (r) => r.baseUrl],
    ['started', (r) => r.startedAt],
    ['profile', (r) => r.options.profile, 'profile'],
    ['endpoints', (r) => String(r.endpoints.length), 'endpoints'],
    ['--vary', (r) => (r.options.vary ? `on, seed ${r.options.seed}` : 'off (repeats: a cache may serve them)'), '--vary'],
    ['connections', (r) => String(r.options.connections), 'connections'],
    ['pipelining', (r) => String(r.options.pipelining), 'pipelining'],
    ['rate', (r) => (r.options.rate ? `${group(r.options.rate)}/s` : 'as fast as answered'), 'rate'],
    ['duration', (r) => `${r.durationSeconds} s of ${r.options.durationSeconds} s${r.stoppedEarly ? ' (stopped early)' : ''}`, 'duration'],
    ['warm-up', (r) => `${r.options.warmupSeconds} s`, 'warm-up'],
    ['responses', (r) => group(r.counts.responses)],
    ['requests/s', (r) => (r.requestsPerSecond === null ? 'not reported (errors)' : group(r.requestsPerSecond))],
    ...LATENCIES.map((k): [string, (r: BenchReport) => string] => [`latency ${LATENCY_LABEL[k]} ms`, (r) => latencyCell(r.latencyMs, k, responsesOf(r))]),
  ]
  const head = `<tr><th></th>${runs.map((r) => `<th><span class="key ${r.cls}"></span>${esc(r.name)}</th>`).join('')}</tr>`
  const body = rows.map(([label, read, setting]) => `<tr${setting && differing.has(setting) ? ' class="differs"' : ''}><td>${esc(label)}${setting && differing.has(setting) ? ' ≠' : ''}</td>${runs.map((r) => `<td>${esc(read(r.report))}</td>`).join('')}</tr>`)
  return `<h2>Settings and totals</h2><table data-table="settings">${head}${body.join('')}</table>`
}

function ratioTable(report: BenchReport, comparison: Comparison): string {
  const rows = [['requests/s', times(comparison.ratios.requestsPerSecond), 'above 1: more throughput'], ...LATENCIES.map((k) => [`latency ${LATENCY_LABEL[k]}`, times(comparison.ratios[k]), 'below 1: faster'])]
  const notes = [!report.valid || !comparison.other.valid ? 'Throughput is not compared: a run had errors.' : '', hasFewForPercentile([responsesOf(report), comparison.other.responses]) ? FEW_RESPONSES : '']
  const note = notes.filter(Boolean).map((n) => `<p class="note">${esc(n)}</p>`).join('')
  return `<h2>Ratios (this run / that run)</h2>${note}<table>${rows.map(([a, b, c]) => `<tr><td>${esc(a!)}</td><td class="n">${esc(b!)}</td><td>${esc(c!)}</td></tr>`).join('')}</table>`
}

function side(panels: string[]): string {
  return `<div class="side">${panels.join('')}</div>`
}

function legend(runs: Run[]): string {
  return runs.length > 1 ? `<p>${runs.map((r) => `<span class="key ${r.cls}"></span>${esc(r.name)}`).join(' ')}</p>` : ''
}

function panelWidth(runs: Run[]): number {
  return runs.length > 1 ? WIDE / 2 - 8 : WIDE
}

/** The histogram's buckets regrouped into bins BINS_PER_DECADE a decade wide, each bin by its upper edge. */
export function latencyBins(buckets: readonly LatencyBucket[]): Array<{ fromMs: number; toMs: number; count: number }> {
  const bins = new Map<number, number>()
  for (const b of buckets) {
    if (b.count === 0) continue
    const index = Math.ceil(Math.log10(Math.max(b.toMs, 0.001)) * BINS_PER_DECADE - 1e-9)
    bins.set(index, (bins.get(index) ?? 0) + b.count)
  }
  return [...bins].sort(([a], [b]) => a - b).map(([i, count]) => ({ fromMs: 10 ** ((i - 1) / BINS_PER_DECADE), toMs: 10 ** (i / BINS_PER_DECADE), count }))
}

function latencyCharts(runs: Run[]): string[] {
  const f = frame(panelWidth(runs), 280)
  const binned = runs.map((r) => latencyBins(r.report.latencyHistogram ?? []))
  const all = binned.flat()
  if (all.length === 0) return runs.map((r) => figure(r, svgEmpty('latency', f, 'no latency histogram in this report (no responses, or written by an earlier version)'), runs))
  const x = logScale([Math.min(...all.map((b) => b.fromMs)), Math.max(...all.map((b) => b.toMs), ...runs.map((r) => r.report.latencyMs.max))], [f.left, f.right], (v) => compact(v))
  const shares = binned.map((bins, i) => bins.map((b) => (100 * b.count) / Math.max(1, runs[i]!.report.counts.responses)))
  const y = linearScale([0, 1.1 * Math.max(1, ...shares.flat())], [f.bottom, f.top], (v) => `${compact(v)}%`)
  return runs.map((run, i) => {
    if (binned[i]!.length === 0) return figure(run, svgEmpty('latency', f, 'no latency histogram in this report'), runs)
    const bars = binned[i]!.map((b, j) => {
      const x0 = x(b.fromMs)
      const w = Math.max(1, x(b.toMs) - x0 - 0.5)
      const top = y(shares[i]![j]!)
      return `<rect class="${run.cls}" data-point="latency" data-from-ms="${b.fromMs.toPrecision(4)}" data-to-ms="${b.toMs.toPrecision(4)}" data-count="${b.count}" x="${x0.toFixed(1)}" y="${top.toFixed(1)}" width="${w.toFixed(1)}" height="${(f.bottom - top).toFixed(1)}"><title>${esc(`${ms(b.fromMs)}–${ms(b.toMs)} ms: ${group(b.count)} responses (${shares[i]![j]!.toFixed(2)}%)`)}</title></rect>`
    })
    const marks = (['p50', 'p90', 'p99', 'p999'] as const).map((k, m) => {
      const v = run.report.latencyMs[k]
      if (v === undefined || !(v > 0)) return ''
      const px = x(v).toFixed(1)
      // a label near the right edge goes on the left of its line
      const anchor = x(v) > f.right - 70 ? 'text-anchor="end" dx="-3"' : 'dx="3"'
      return `<g class="${run.cls}"><line class="mark" x1="${px}" x2="${px}" y1="${f.top}" y2="${f.bottom}"/><text class="mark-label" x="${px}" y="${f.top + 10 + 11 * m}" ${anchor}>${esc(`${LATENCY_LABEL[k]} ${ms(v)}`)}</text></g>`
    })
    return figure(run, svgChart({ chart: 'latency', title: `Latency distribution, ${run.name}`, f, x, y, xTitle: 'latency (ms, logarithmic)', yTitle: 'share of responses', body: [...bars, ...marks] }), runs)
  })
}

function timelineCharts(runs: Run[]): string[] {
  const f = frame(panelWidth(runs), 240)
  const seconds = Math.max(1, ...runs.map((r) => (r.report.timeline ?? []).length))
  const x = linearScale([0, seconds], [f.left, f.right], (v) => `${compact(v)} s`)
  // per second: a last second cut short counts at its rate
  const rate = (s: Second, n: number) => n / Math.max(s.seconds ?? 1, 0.05)
  const top = Math.max(1, ...runs.flatMap((r) => (r.report.timeline ?? []).map((s) => rate(s, Math.max(s.responses, s.failed + s.errors)))))
  const y = linearScale([0, top * 1.05], [f.bottom, f.top])
  const slot = (f.right - f.left) / seconds
  return runs.map((run) => {
    const timeline = run.report.timeline
    if (!timeline || timeline.length === 0) return figure(run, svgEmpty('timeline', f, 'no timeline in this report (written by an earlier version)'), runs)
    const mid = (s: number) => x(s) + slot / 2
    const failed = timeline
      .filter((s) => s.failed + s.errors > 0)
      .map((s) => {
        const height = y(rate(s, s.failed + s.errors))
        return `<rect class="fail" data-point="failures" data-second="${s.second}" data-failed="${s.failed}" data-errors="${s.errors}" x="${(mid(s.second) - slot * 0.3).toFixed(1)}" y="${height.toFixed(1)}" width="${(slot * 0.6).toFixed(1)}" height="${(f.bottom - height).toFixed(1)}"><title>${esc(`second ${s.second + 1}: ${group(s.failed)} failed responses, ${group(s.errors)} requests with no answer`)}</title></rect>`
      })
    const points = timeline.map((s) => `${mid(s.second).toFixed(1)},${y(rate(s, s.responses)).toFixed(1)}`).join(' ')
    const dots = timeline.map((s) => `<circle class="${run.cls}" data-point="throughput" data-second="${s.second}" data-responses="${s.responses}" cx="${mid(s.second).toFixed(1)}" cy="${y(rate(s, s.responses)).toFixed(1)}" r="3"><title>${esc(`second ${s.second + 1}: ${group(s.responses)} responses${(s.seconds ?? 1) < 1 ? ` in ${s.seconds} s` : ''}`)}</title></circle>`)
    return figure(run, svgChart({ chart: 'timeline', title: `Throughput and failures over time, ${run.name}`, f, x, y, xTitle: 'time into the run', yTitle: 'per second', body: [...failed, `<polyline class="line ${run.cls}" points="${points}"/>`, ...dots] }), runs)
  })
}

function endpointChart(runs: Run[]): string {
  const paths = runs[0]!.report.endpoints.filter((e) => e.responses > 0).sort((a, b) => b.profileShare - a.profileShare || a.path.localeCompare(b.path)).map((e) => e.path)
  const rowHeight = 10 + 8 * runs.length
  const f: Frame = frame(WIDE, 52 + rowHeight * Math.max(1, paths.length), { left: 190, right: 16, top: 8, bottom: 44 })
  if (paths.length === 0) return svgEmpty('endpoints', f, 'no endpoint answered')
  const values = runs.flatMap((r) => r.report.endpoints.filter((e) => e.responses > 0).flatMap((e) => [e.latencyMs.p50, e.latencyMs.max])).filter((v) => v > 0)
  const x = logScale([Math.min(...values), Math.max(...values)], [f.left, f.right], (v) => compact(v))
  const y = Object.assign((v: number) => f.top + v * rowHeight, { ticks: [] as number[], label: String })
  const body: string[] = []
  paths.forEach((path, row) => {
    body.push(`<text class="tick" x="${f.left - 6}" y="${(y(row) + rowHeight / 2).toFixed(1)}" text-anchor="end" dominant-baseline="middle">${esc(path.replace(/^\/api\/v1/, ''))}</text>`)
    runs.forEach((run, k) => {
      const e = run.report.endpoints.find((x) => x.path === path)
      if (!e || e.responses === 0) return
      const l = e.latencyMs
      const cy = y(row) + 5 + 8 * k + 3
      const tip = `<title>${esc(`${path}, ${run.name}: ${LATENCIES.filter((q) => l[q] !== undefined).map((q) => `${LATENCY_LABEL[q]} ${ms(l[q])}`).join(', ')} ms`)}</title>`
      body.push(
        `<g class="${run.cls}" data-point="endpoint" data-path="${esc(path)}" data-p50="${l.p50}" data-p99="${l.p99}">${tip}` +
          `<rect x="${x(l.p50).toFixed(1)}" y="${(cy - 3).toFixed(1)}" width="${Math.max(1, x(l.p99) - x(l.p50)).toFixed(1)}" height="6"/>` +
          `<line x1="${x(l.p90).toFixed(1)}" x2="${x(l.p90).toFixed(1)}" y1="${(cy - 4).toFixed(1)}" y2="${(cy + 4).toFixed(1)}" stroke="#fff"/>` +
          (l.p999 !== undefined ? `<circle cx="${x(l.p999).toFixed(1)}" cy="${cy.toFixed(1)}" r="2.5"/>` : '') +
          `<circle class="ring" cx="${x(l.max).toFixed(1)}" cy="${cy.toFixed(1)}" r="3"/></g>`,
      )
    })
  })
  return svgChart({ chart: 'endpoints', title: 'Per-endpoint latency percentiles', f, x, y, xTitle: 'latency (ms, logarithmic)', yTitle: '', body })
}

function figure(run: Run, svg: string, runs: Run[]): string {
  return `<figure>${runs.length > 1 ? `<figcaption><span class="key ${run.cls}"></span>${esc(run.name)}</figcaption>` : ''}${svg}</figure>`
}

function endpointTable(report: BenchReport): string {
  const head = ['endpoint', 'profile', 'share', 'responses', 'req/s', ...LATENCIES.map((k) => `${LATENCY_LABEL[k]} ms`), 'failed']
  const rows = [...report.endpoints]
    .sort((a, b) => b.profileShare - a.profileShare || a.path.localeCompare(b.path))
    .map((e) => [e.path, pct(e.profileShare), pct(e.share), group(e.responses), report.valid ? group(e.requestsPerSecond) : '-', ...LATENCIES.map((k) => latencyCell(e.latencyMs, k, e.responses)), group(e.non2xx + e.failedChecks + (e.wrongFigures ?? 0))])
  const note = hasFewForPercentile(report.endpoints.map((e) => e.responses)) ? `<p class="note">${esc(FEW_RESPONSES)}</p>` : ''
  return `<table data-table="endpoints"><tr>${head.map((h, i) => `<th${i ? ' class="n"' : ''}>${esc(h)}</th>`).join('')}</tr>${rows.map((r) => `<tr>${r.map((c, i) => `<td${i ? ' class="n"' : ''}>${esc(c)}</td>`).join('')}</tr>`).join('')}</table>${note}`
}
