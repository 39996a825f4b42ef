/**
 * What the benchmarks print and write. `fincalc bench`: the human table, the progress line, and
 * the comparison of two runs (`--compare other.json`, a report this command wrote with `--json`
 * or `--output`); a run that is not valid leads with that and shows no throughput. `npm run
 * bench`: the ratio run's tables (scenarios with their ratios to the baselines, the in-process
 * micro-benchmark, the targets) on a terminal and in Markdown for bench/README.md. Both write
 * their JSON report with writeReport.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { dirname } from 'node:path'
import { FEW_RESPONSES, formatComparison, hasFewForPercentile, LATENCIES, LATENCY_LABEL, latencyCell, latencyPhrase, unlikeWarning, type Comparison } from './compare.ts'
import type { Mix } from './mix.ts'
import { FIGURE_TOLERANCE } from './values.ts'
import type { BenchReport, FailureGroup, Progress } from './run.ts'
import { fixed, group, pct, table, type TableStyle } from './table.ts'

export function formatHuman(report: BenchReport, comparison?: Comparison): string {
  const o = report.options
  const lines: string[] = []
  lines.push(`fincalc bench: ${report.baseUrl}`)
  if (report.server) lines.push(`  server: ${report.server.command}, started for this run and stopped after it; peak resident memory ${fixed(report.server.rssPeakMiB, 1)} MiB`)
  lines.push(
    `  ${o.connections} connection${o.connections === 1 ? '' : 's'}, pipelining ${o.pipelining}, ${report.durationSeconds} s${!o.warmupSeconds ? ', no warm-up' : report.warmup ? ` after a ${o.warmupSeconds} s warm-up` : ' of the warm-up'}, ${o.rate ? `at a fixed ${group(o.rate)} requests/s` : 'as fast as answered'}${report.stoppedEarly ? ' (stopped early)' : ''}`,
  )
  lines.push(`  ${o.endpoints} endpoint${o.endpoints === 1 ? '' : 's'}, profile ${o.profile}, ${o.vary ? `inputs varied (cache-miss mode), seed ${o.seed}` : 'fixture inputs as they are (repeats: a cache may serve them)'}`)
  if (comparison && !comparison.likeForLike) lines.push('', ...unlikeWarning(comparison))
  lines.push('')
  const c = report.counts
  const values = report.values ? `; figures of ${group(report.values.checked)} sampled answers checked against this package's own` : ''
  if (report.valid) {
    lines.push(`OK: all ${group(c.responses)} responses were a 200 with exactly input and result${values}; no request failed.`)
  } else {
    lines.push('NOT A VALID RESULT: the run had errors, so it reports no throughput.')
    for (const problem of report.problems) lines.push(`  ✗ ${problem}`)
    if (report.hint) lines.push(`  → ${report.hint}`)
    if (report.failures.length) {
      lines.push('  failed responses, alike ones counted together:')
      for (const f of report.failures) lines.push(`    ${group(f.count)} × ${failureLine(f)}`)
    }
  }
  lines.push('')
  lines.push(`requests/s    ${report.requestsPerSecond === null ? `not reported (the run had errors; ${group(report.responsesPerSecond)} responses/s of any kind)` : group(report.requestsPerSecond)}`)
  lines.push(`latency (ms)  ${LATENCIES.map((k) => `${LATENCY_LABEL[k]} ${latencyCell(report.latencyMs, k, c.responses)}`).join('   ')}`)
  lines.push(
    `responses     ${group(c.responses)}: ${group(c.ok)} ok, ${group(c.non2xx)} non-2xx, ${group(c.failedChecks)} failed checks; ${group(c.errors)} request errors (${group(c.timeouts)} timeouts)`,
  )
  if (report.values) {
    const v = report.values
    const incomplete = v.incomplete ? `; ${group(v.incomplete)} lacked some member this package answers (not an error)` : ''
    lines.push(`values        ${group(v.checked)} sampled answers checked: ${group(v.wrong)} with wrong figures (off by more than ${FIGURE_TOLERANCE}, a paisa or a hundredth of a point)${incomplete}${v.skipped ? `; ${group(v.skipped)} not judged (requests this package refuses)` : ''}`)
  }
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
  const header = ['endpoint', 'profile', 'share', 'responses', 'req/s', ...LATENCIES.map((k) => `${LATENCY_LABEL[k]} ms`), 'failed']
  const rows = [...report.endpoints]
    .sort((a, b) => b.profileShare - a.profileShare || a.path.localeCompare(b.path))
    .map((e) => [
      e.path,
      pct(e.profileShare),
      pct(e.share),
      group(e.responses),
      report.valid ? group(e.requestsPerSecond) : '-',
      ...LATENCIES.map((k) => latencyCell(e.latencyMs, k, e.responses)),
      group(e.non2xx + e.failedChecks + (e.wrongFigures ?? 0) + (e.unanswered ?? 0)),
    ])
  return hasFewForPercentile([report.counts.responses, ...report.endpoints.map((e) => e.responses)]) ? `${table(header, rows)}\n${FEW_RESPONSES}` : table(header, rows)
}

/** A group of alike failures: status, where, what. */
function failureLine(f: FailureGroup): string {
  if (f.endpoints === 0) return f.problem
  const where = f.endpoints === 1 ? f.paths[0] : `${f.endpoints} endpoints (${f.paths.join(', ')}${f.endpoints > f.paths.length ? `, … ${f.endpoints - f.paths.length} more` : ''})`
  // status 0: requests that had no response
  return `${f.status === 0 ? 'no response from' : f.status} ${where}: ${f.problem}${f.example && f.example.includes(': ') ? `\n        e.g. ${f.example}` : ''}`
}

export function formatProgress(p: Progress): string {
  const phase = p.phase === 'warm-up' ? 'warm-up' : 'running'
  return `${phase} ${p.elapsedSeconds}/${p.totalSeconds} s   ${group(p.currentRate)} requests/s   ${group(p.responses)} responses${p.failures ? `   ${group(p.failures)} FAILED` : ''}`
}

/** One line for stderr beside `--json` (two when there is a hint). */
export function verdictLine(report: BenchReport): string {
  if (!report.valid) return `fincalc bench: NOT A VALID RESULT: ${report.problems.join('; ')}${report.hint ? `\nfincalc bench: ${report.hint}` : ''}`
  return `fincalc bench: ${group(report.requestsPerSecond!)} requests/s, latency ${latencyPhrase(report.latencyMs, 'p50', report.counts.responses)}, ${latencyPhrase(report.latencyMs, 'p99', report.counts.responses)}, ${group(report.counts.responses)} responses, all valid`
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

// ─── npm run bench: the ratio run ───

/** Shares of requests the engine answers in binary and in double-double; the rest fall back to decimal. */
export interface TierShares {
  binary: number
  doubleDouble: number
}

/** One scenario under one cache state (or a baseline): medians over the rounds. */
export interface RatioRow {
  scenario: string
  kind: 'hit' | 'miss' | 'baseline'
  rps: number
  p50: number
  p99: number
  /** The slowest response over the scenario's runs. */
  max: number
  /** Throughput ÷ the limit's of the same round, median over rounds. */
  toLimit?: number
  /** Throughput ÷ the mean of the round's two peer runs, median over rounds. */
  toPeer?: number
  rssPeakMiB: number
  shares?: TierShares
  unexpected: number
  errors: number
}

/** One calculator's heaviest request in-process, engine without HTTP and without its cache. */
export interface MicroRow {
  calculator: string
  /** The slowest request found, or undefined when the calculator has no 200 fixture case. */
  target?: string
  origin?: 'fixture' | 'at bounds'
  candidates: number
  medianMicros?: number
  p99Micros?: number
  cpuMicros?: number
  /** The costliest malformed request (malformed.ts), what it adds to the plain request and its CPU microseconds per call. */
  malformed?: { what: string; cpuMicros: number }
}

export interface TargetRow {
  target: string
  value: number | undefined
  unit: string
  met: boolean | undefined
  /** How far the value is on the right side of the target (negative: the wrong side), as a fraction. */
  margin: number | undefined
}

export interface RatioRunScenario {
  name: string
  meaning: string
  hit: string
  /** What the cache-miss run varies, or why there is none. */
  missNote: string
  miss: { example: string; generator: unknown } | null
  expectStatus: number
  bodyBytes: number
}

/** `npm run bench`'s results file. */
export interface RatioRun {
  mode: 'quick' | 'full'
  date: string
  machine: { cpu: string | undefined; cores: number; memoryGiB: number; platform: string; node: string; loadBefore: number[]; loadAfter: number[] }
  commit: string
  elapsedSeconds: number
  settings: { tool: string; rounds: number; durationSeconds: number; warmUpSeconds: number; connections: number; serverWorkers: number; microCalls: number; microWarmUpMillis?: number }
  scenarios: RatioRunScenario[]
  skipped: string[]
  table: RatioRow[]
  targets: TargetRow[]
  serverRssEndMiB: number
  micro: MicroRow[]
  /** The tables in Markdown, for bench/README.md. */
  markdown: string
  /** Every individual measurement. */
  runs: readonly object[]
}

/** The results of a ratio run, with this machine's description and the tables in Markdown. */
export function ratioRunReport(fields: Omit<RatioRun, 'machine' | 'markdown'> & { loadBefore: number[] }): RatioRun {
  const { loadBefore, ...rest } = fields
  const cpus = os.cpus()
  const machine = { cpu: cpus[0]?.model, cores: cpus.length, memoryGiB: +(os.totalmem() / 2 ** 30).toFixed(1), platform: `${os.type()} ${os.release()}`, node: process.version, loadBefore, loadAfter: os.loadavg() }
  const s = rest.settings
  const heading = `${rest.mode} run, ${s.tool}, ${rest.date.slice(0, 16).replace('T', ' ')} UTC, ${machine.cpu ?? 'cpu'} × ${machine.cores}, Node ${machine.node}, load average ${loads(loadBefore)} at the start, ${s.rounds} round(s) of ${s.durationSeconds} s, ${s.connections} connections, ${rest.elapsedSeconds} s in all.`
  const { mode, date, runs, ...figures } = rest
  // the members in the order a reader wants them: what ran where, the figures, the Markdown, every measurement
  return { mode, date, machine, ...figures, markdown: [heading, '', ratioTables(rest, 'markdown')].join('\n'), runs }
}

/** The ratio run on a terminal: what it ran on, its three tables, what each scenario requests. */
export function formatRatioRun(run: RatioRun): string {
  const { machine: m, settings: s } = run
  const lines = [
    `fincalc bench (${run.mode}, ${s.tool}), ${run.date}, ${m.cpu ?? 'cpu'} × ${m.cores}, node ${m.node}, load ${loads(m.loadBefore)}`,
    `ratios inside each round, median of ${s.rounds} round(s); ${s.connections} connections; ${s.durationSeconds} s per measurement`,
    '',
    ratioTables(run, 'text'),
    ...run.scenarios.map((x) => `${x.name}: ${x.meaning}. hit: ${x.hit}; miss: ${x.missNote || 'none'}`),
    ...run.skipped.map((note) => `skipped ${note}`),
    '',
    `finished in ${run.elapsedSeconds} s`,
  ]
  return lines.join('\n')
}

/** One measurement of a ratio run, as it ends. */
export function formatRatioMeasurement(round: number, scenario: string, kind: string, m: { rps: number; p50: number; p99: number; unexpected: number; errors: number }): string {
  return (
    `  round ${round + 1} ${`${scenario} ${kind}`.padEnd(28)} ${m.rps.toFixed(0).padStart(7)} req/s  p50 ${m.p50.toFixed(2)} ms  p99 ${m.p99.toFixed(2)} ms` +
    (m.unexpected || m.errors ? `  (${m.unexpected} unexpected status, ${m.errors} errors)` : '')
  )
}

/** The micro-benchmark's table, on a terminal or in Markdown. */
export function formatMicroTable(rows: readonly MicroRow[], style: TableStyle = 'text'): string {
  const request = (r: MicroRow) => (r.target ? `${style === 'markdown' ? `\`${r.target}\`` : r.target}${r.origin === 'at bounds' ? ' (at bounds)' : ''}` : 'no 200 fixture case')
  return table(
    ['calculator', 'median µs', 'p99 µs', 'CPU µs', 'heaviest request', 'malformed CPU µs', 'costliest malformed request'],
    rows.map((r) => [r.calculator, fixed(r.medianMicros, 0), fixed(r.p99Micros, 0), fixed(r.cpuMicros, 0), request(r), fixed(r.malformed?.cpuMicros, 0), r.malformed?.what ?? '-']),
    style,
  )
}

/** The three tables of a ratio run (scenarios, the micro-benchmark, the targets); a quick run's with its caveat under them. */
function ratioTables(run: Pick<RatioRun, 'mode' | 'settings' | 'table' | 'micro' | 'targets'>, style: TableStyle): string {
  const scenarios = table(
    ['scenario', 'cache', 'req/s', 'p50 ms', 'p99 ms', 'max ms', '× limit', '× peer', 'peak RSS MiB', 'binary + double-double'],
    run.table.map((r) => [r.scenario, r.kind === 'baseline' ? '' : r.kind, String(Math.round(r.rps)), fixed(r.p50), fixed(r.p99), fixed(r.max), fixed(r.toLimit), fixed(r.toPeer), fixed(r.rssPeakMiB, 1), sharesText(r.shares)]),
    style,
  )
  const met = (t: TargetRow) => (t.met === undefined ? 'n/a' : t.met ? 'met' : style === 'markdown' ? '**not met**' : 'NOT MET')
  const goals = table(
    ['target', 'measured', 'met', 'margin'],
    run.targets.map((t) => [t.target, t.value === undefined ? '-' : `${fixed(t.value)} ${t.unit}`, met(t), t.margin === undefined ? '-' : `${t.margin >= 0 ? '+' : ''}${(t.margin * 100).toFixed(0)}%`]),
    style,
  )
  return [scenarios, formatMicroTable(run.micro, style), goals, ...(run.mode === 'quick' ? [quickCaveat(run.settings)] : [])].join('\n\n')
}

/**
 * Under a quick run's targets: its measurements are too short and too soon after the start to
 * read a target from (bench/README.md, "Targets", `/income-tax` misses).
 */
function quickCaveat({ durationSeconds, warmUpSeconds }: RatioRun['settings']): string {
  return `A quick run is a smoke test: measurements of ${durationSeconds} s after ${warmUpSeconds} s of warm-up read the heavier calculators' misses well below what a warm server serves. Read the targets from a full run (npm run bench).`
}

/** "binary % + double-double %": the share answered without decimal, tier by tier. */
function sharesText(shares: TierShares | undefined): string {
  return shares === undefined ? '' : `${fixed(100 * shares.binary, 0)} + ${fixed(100 * shares.doubleDouble, 0)} %`
}

function loads(averages: readonly number[]): string {
  return averages.map((l) => l.toFixed(1)).join(' ')
}
