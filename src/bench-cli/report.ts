/**
 * What `fincalc bench` prints and writes: the human table, the progress line, the comparison of
 * two runs (`--compare other.json`, a report this command wrote with `--json` or `--output`),
 * and the JSON report. A run that is not valid leads with that and shows no throughput.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { UsageError } from '../command-line/options.ts'
import type { LatencySummary } from './histogram.ts'
import type { Mix } from './mix.ts'
import type { BenchReport, Progress } from './run.ts'
import { fixed, group, ms, pct, table, times } from './table.ts'

const LATENCIES = ['p50', 'p90', 'p99', 'max'] as const

export interface Comparison {
  file: string
  other: { baseUrl: string; startedAt: string; valid: boolean; requestsPerSecond: number | null; latencyMs: LatencySummary }
  /** This run's figure divided by the other's; null where either has none. */
  ratios: { requestsPerSecond: number | null } & Record<(typeof LATENCIES)[number], number | null>
  endpoints: Array<{ path: string; requestsPerSecond: number | null; p99: number | null }>
}

export function formatHuman(report: BenchReport, comparison?: Comparison): string {
  const o = report.options
  const lines: string[] = []
  lines.push(`fincalc bench: ${report.baseUrl}`)
  if (report.server) lines.push(`  server: ${report.server.command}, started for this run and stopped after it; peak resident memory ${fixed(report.server.rssPeakMiB, 1)} MiB`)
  lines.push(
    `  ${o.connections} connection${o.connections === 1 ? '' : 's'}, pipelining ${o.pipelining}, ${report.durationSeconds} s${o.warmupSeconds ? ` after a ${o.warmupSeconds} s warm-up` : ', no warm-up'}, ${o.rate ? `at a fixed ${group(o.rate)} requests/s` : 'as fast as answered'}${report.stoppedEarly ? ' (stopped early)' : ''}`,
  )
  lines.push(`  ${o.endpoints} endpoint${o.endpoints === 1 ? '' : 's'}, profile ${o.profile}, ${o.vary ? `inputs varied (cache-miss mode), seed ${o.seed}` : 'fixture inputs as they are (repeats: a cache may serve them)'}`)
  lines.push('')
  const c = report.counts
  if (report.valid) {
    lines.push(`OK: all ${group(c.responses)} responses were a 200 with exactly input and result; no request failed.`)
  } else {
    lines.push('NOT A VALID RESULT: the run had errors, so it reports no throughput.')
    for (const problem of report.problems) lines.push(`  ✗ ${problem}`)
    if (report.failures.length) {
      lines.push('  first failed responses:')
      for (const f of report.failures) lines.push(`    ${f.status} ${f.path}: ${f.problem}`)
    }
  }
  lines.push('')
  lines.push(`requests/s    ${report.requestsPerSecond === null ? `not reported (the run had errors; ${group(report.responsesPerSecond)} responses/s of any kind)` : group(report.requestsPerSecond)}`)
  lines.push(`latency (ms)  ${LATENCIES.map((k) => `${k} ${ms(report.latencyMs[k])}`).join('   ')}`)
  lines.push(
    `responses     ${group(c.responses)}: ${group(c.ok)} ok, ${group(c.non2xx)} non-2xx, ${group(c.failedChecks)} failed checks; ${group(c.errors)} request errors (${group(c.timeouts)} timeouts)`,
  )
  if (report.warmup) {
    const w = report.warmup.counts
    const bad = w.non2xx + w.failedChecks + w.errors
    lines.push(`warm-up       ${group(w.responses)} responses in ${report.warmup.durationSeconds} s, not counted${bad ? `; ${group(bad)} of them failed` : ''}`)
  }
  lines.push('')
  lines.push(endpointTable(report))
  if (comparison) lines.push('', formatComparison(report, comparison))
  return lines.join('\n')
}

function endpointTable(report: BenchReport): string {
  const header = ['endpoint', 'profile', 'share', 'responses', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'failed']
  const rows = [...report.endpoints]
    .sort((a, b) => b.profileShare - a.profileShare || a.path.localeCompare(b.path))
    .map((e) => [
      e.path,
      pct(e.profileShare),
      pct(e.share),
      group(e.responses),
      report.valid ? group(e.requestsPerSecond) : '-',
      ...LATENCIES.map((k) => (e.responses ? ms(e.latencyMs[k]) : '-')),
      group(e.non2xx + e.failedChecks),
    ])
  return table(header, rows)
}

export function formatProgress(p: Progress): string {
  const phase = p.phase === 'warm-up' ? 'warm-up' : 'running'
  return `${phase} ${p.elapsedSeconds}/${p.totalSeconds} s   ${group(p.currentRate)} requests/s   ${group(p.responses)} responses${p.failures ? `   ${group(p.failures)} FAILED` : ''}`
}

/** One line for stderr beside `--json`. */
export function verdictLine(report: BenchReport): string {
  if (!report.valid) return `fincalc bench: NOT A VALID RESULT: ${report.problems.join('; ')}`
  return `fincalc bench: ${group(report.requestsPerSecond!)} requests/s, latency p50 ${ms(report.latencyMs.p50)} ms, p99 ${ms(report.latencyMs.p99)} ms, ${group(report.counts.responses)} responses, all valid`
}

/** A report as JSON: what `--json` prints and writeReport writes. */
export function reportJson(report: object): string {
  return `${JSON.stringify(report, null, 2)}\n`
}

/** Writes a report as JSON to `file`, making its folder if need be. */
export function writeReport(file: string, report: object): void {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, reportJson(report))
}

export function readReport(file: string): BenchReport {
  let value: unknown
  try {
    value = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new UsageError(`--compare ${file}: cannot read it as JSON (${(error as Error).message})`)
  }
  const r = value as Partial<BenchReport> | null
  if (!r || r.tool !== 'fincalc bench' || r.formatVersion !== 1 || !r.latencyMs || !Array.isArray(r.endpoints) || typeof r.valid !== 'boolean')
    throw new UsageError(`--compare ${file}: not a report of fincalc bench (write one with --json or --output)`)
  return r as BenchReport
}

export function compareReports(current: BenchReport, other: BenchReport, file: string): Comparison {
  const ratio = (a: number | null | undefined, b: number | null | undefined) => (typeof a === 'number' && typeof b === 'number' && a > 0 && b > 0 ? Math.round((a / b) * 1000) / 1000 : null)
  const latency = (k: (typeof LATENCIES)[number]) => ratio(current.latencyMs[k], other.latencyMs[k])
  const bothValid = current.valid && other.valid
  return {
    file,
    other: { baseUrl: other.baseUrl, startedAt: other.startedAt, valid: other.valid, requestsPerSecond: other.requestsPerSecond, latencyMs: other.latencyMs },
    ratios: { requestsPerSecond: ratio(current.requestsPerSecond, other.requestsPerSecond), p50: latency('p50'), p90: latency('p90'), p99: latency('p99'), max: latency('max') },
    endpoints: [...current.endpoints].sort((a, b) => b.profileShare - a.profileShare || a.path.localeCompare(b.path)).map((e) => {
      const o = other.endpoints.find((x) => x.path === e.path)
      return {
        path: e.path,
        requestsPerSecond: bothValid && o ? ratio(e.requestsPerSecond, o.requestsPerSecond) : null,
        p99: o && e.responses && o.responses ? ratio(e.latencyMs.p99, o.latencyMs.p99) : null,
      }
    }),
  }
}

function formatComparison(current: BenchReport, comparison: Comparison): string {
  const { other } = comparison
  const lines: string[] = []
  lines.push(`compared with ${comparison.file} (${other.baseUrl}, ${other.startedAt}): ratio = this run / that run`)
  if (!current.valid || !other.valid) {
    lines.push(`  throughput not compared: ${[!current.valid ? 'this run' : '', !other.valid ? 'that run' : ''].filter(Boolean).join(' and ')} had errors`)
  }
  const rows: string[][] = [
    ['requests/s', groupOrDash(current.requestsPerSecond), groupOrDash(other.requestsPerSecond), times(comparison.ratios.requestsPerSecond), 'above 1: more throughput'],
    ...LATENCIES.map((k) => [`latency ${k} ms`, ms(current.latencyMs[k]), ms(other.latencyMs[k]), times(comparison.ratios[k]), 'below 1: faster']),
  ]
  lines.push(table(['', 'this run', 'that run', 'ratio', ''], rows))
  lines.push('')
  lines.push(table(['endpoint', 'req/s ratio', 'p99 ratio'], comparison.endpoints.map((e) => [e.path, times(e.requestsPerSecond), times(e.p99)])))
  return lines.join('\n')
}

/** The mix without running it (`--list`): endpoints, shares, requests and what `--vary` changes. */
export function formatMix(mix: Mix): string {
  const rows = [...mix.endpoints]
    .sort((a, b) => b.share - a.share || a.path.localeCompare(b.path))
    .map((e) => {
      const varied = [...new Set(e.requests.flatMap((r) => r.slots.map((s) => s.parameter)))]
      return [e.path, String(e.weight), pct(e.share), String(e.requests.length), varied.join(', ') || '-']
    })
  return [`profile ${mix.profile.name}${mix.profile.description ? `: ${mix.profile.description}` : ''}`, '', table(['endpoint', 'weight', 'share', 'requests', 'varied by --vary'], rows)].join('\n')
}

function groupOrDash(n: number | null | undefined): string {
  return typeof n === 'number' ? group(n) : '-'
}

