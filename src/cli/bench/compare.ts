/**
 * `fincalc bench --compare other.json`: this run's figures beside an earlier run's (a report
 * this command wrote with `--json` or `--output`), as ratios this run / that run.
 *
 * Two runs are only comparable under the same load: a cache-hit run against a `--vary` run, or
 * 20 connections against 10, differ by more than any change to the server. So the settings
 * that shape the load (SETTINGS: the profile, the endpoints, `--vary`, connections, pipelining,
 * rate, duration and warm-up) are compared first, and every one that differs is named, with both
 * values, at the head of the report (`NOT LIKE FOR LIKE`), in the comparison and in its JSON
 * (`likeForLike: false`, `differences`).
 */
import { readFileSync } from 'node:fs'
import { UsageError } from '../options.ts'
import type { LatencySummary } from './histogram.ts'
import type { BenchReport } from './run.ts'
import { group, ms, table, times } from './table.ts'

export const LATENCIES = ['p50', 'p90', 'p99', 'p999', 'max'] as const
export type Latency = (typeof LATENCIES)[number]

/** How a latency is named on the page and in tables. */
export const LATENCY_LABEL: Record<Latency, string> = { p50: 'p50', p90: 'p90', p99: 'p99', p999: 'p99.9', max: 'max' }

/** The fewest responses of which a percentile is not simply the slowest one, the maximum. */
const FEWEST: Record<Latency, number> = { p50: 1, p90: 10, p99: 100, p999: 1000, max: 1 }

/** Whether `responses` responses make the percentile `k` something other than their slowest. */
function enoughFor(k: Latency, responses: number): boolean {
  return responses > 0 && responses >= FEWEST[k]
}

/** A latency of `responses` responses as a table shows it: `-` for a percentile that so few responses make the maximum. */
export function latencyCell(latency: Partial<LatencySummary>, k: Latency, responses: number): string {
  return enoughFor(k, responses) && latency[k] !== undefined ? ms(latency[k]) : '-'
}

/** `p99 3.21 ms` in a sentence, or `p99 -` of too few responses for it. */
export function latencyPhrase(latency: Partial<LatencySummary>, k: Latency, responses: number): string {
  const cell = latencyCell(latency, k, responses)
  return `${LATENCY_LABEL[k]} ${cell}${cell === '-' ? ' (too few responses)' : ' ms'}`
}

/** Under a table with such a `-`: what it means. */
export const FEW_RESPONSES = '-: too few responses for the percentile (p90 needs 10, p99 100, p99.9 1,000; of fewer it is the slowest, the max)'

/** Whether a table of these response counts shows such a `-`. */
export function hasFewForPercentile(responseCounts: readonly number[]): boolean {
  return responseCounts.some((n) => n > 0 && n < FEWEST.p999)
}

export interface Difference {
  setting: string
  thisRun: string
  thatRun: string
}

export interface Comparison {
  file: string
  /** False when the runs differ in any setting that shapes the load. */
  likeForLike: boolean
  differences: Difference[]
  other: Pick<BenchReport, 'baseUrl' | 'startedAt' | 'valid' | 'requestsPerSecond' | 'latencyMs'> & { responses: number }
  /** This run's figure divided by the other's; null where either has none, or too few responses for the percentile. */
  ratios: { requestsPerSecond: number | null } & Record<Latency, number | null>
  endpoints: Array<{ path: string; requestsPerSecond: number | null; p99: number | null }>
}

/** The settings that shape the load, each as text (a report of format 1 lacks some: read from what it has). */
const SETTINGS: Array<[string, (r: BenchReport) => string]> = [
  ['profile', (r) => r.options.profile],
  ['endpoints', (r) => endpointsOf(r)],
  ['--vary', (r) => (r.options.vary ? 'on (cache misses)' : 'off (repeats: cache hits)')],
  ['connections', (r) => String(r.options.connections)],
  ['pipelining', (r) => String(r.options.pipelining)],
  ['rate', (r) => (r.options.rate ? `${r.options.rate}/s` : 'as fast as answered')],
  ['duration', (r) => `${r.options.durationSeconds} s`],
  ['warm-up', (r) => `${r.options.warmupSeconds} s`],
]

function endpointsOf(report: BenchReport): string {
  const paths = report.endpoints.map((e) => e.path.replace(/^.*\//, '')).sort()
  return `${paths.length}: ${paths.length > 6 ? `${paths.slice(0, 6).join(', ')}, …` : paths.join(', ')}`
}

export function readReport(file: string): BenchReport {
  let value: unknown
  try {
    value = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new UsageError(`--compare ${file}: cannot read it as JSON (${(error as Error).message})`)
  }
  const r = value as Partial<BenchReport> | null
  if (!r || r.tool !== 'fincalc bench' || ![1, 2].includes(r.formatVersion as number) || !r.latencyMs || !r.options || !Array.isArray(r.endpoints) || typeof r.valid !== 'boolean')
    throw new UsageError(`--compare ${file}: not a report of fincalc bench (write one with --json or --output)`)
  return r as BenchReport
}

/** The settings in which two runs differ. */
export function settingsDifferences(current: BenchReport, other: BenchReport): Difference[] {
  const out: Difference[] = []
  for (const [setting, read] of SETTINGS) {
    const [a, b] = [read(current), read(other)]
    const sameEndpoints = setting === 'endpoints' && sameSet(current.endpoints.map((e) => e.path), other.endpoints.map((e) => e.path))
    if (a !== b && !sameEndpoints) out.push({ setting, thisRun: a, thatRun: b })
  }
  return out
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x))
}

export function compareReports(current: BenchReport, other: BenchReport, file: string): Comparison {
  const ratio = (a: number | null | undefined, b: number | null | undefined) => (typeof a === 'number' && typeof b === 'number' && a > 0 && b > 0 ? Math.round((a / b) * 1000) / 1000 : null)
  const [responses, otherResponses] = [responsesOf(current), responsesOf(other)]
  const latency = (k: Latency) => (enoughFor(k, responses) && enoughFor(k, otherResponses) ? ratio(current.latencyMs[k], (other.latencyMs as Partial<LatencySummary>)[k]) : null)
  const bothValid = current.valid && other.valid
  const differences = settingsDifferences(current, other)
  return {
    file,
    likeForLike: differences.length === 0,
    differences,
    other: { baseUrl: other.baseUrl, startedAt: other.startedAt, valid: other.valid, requestsPerSecond: other.requestsPerSecond, latencyMs: other.latencyMs, responses: otherResponses },
    ratios: { requestsPerSecond: ratio(current.requestsPerSecond, other.requestsPerSecond), p50: latency('p50'), p90: latency('p90'), p99: latency('p99'), p999: latency('p999'), max: latency('max') },
    endpoints: [...current.endpoints]
      .sort((a, b) => b.profileShare - a.profileShare || a.path.localeCompare(b.path))
      .map((e) => {
        const o = other.endpoints.find((x) => x.path === e.path)
        return {
          path: e.path,
          requestsPerSecond: bothValid && o ? ratio(e.requestsPerSecond, o.requestsPerSecond) : null,
          p99: o && enoughFor('p99', e.responses) && enoughFor('p99', o.responses) ? ratio(e.latencyMs.p99, o.latencyMs.p99) : null,
        }
      }),
  }
}

/** A run's responses (a report of format 1 may lack its counts: those of its endpoints). */
export function responsesOf(report: BenchReport): number {
  return (report.counts as Partial<BenchReport['counts']> | undefined)?.responses ?? report.endpoints.reduce((sum, e) => sum + e.responses, 0)
}

/** The warning a comparison of unlike runs leads with, one line per setting; none when alike. */
export function unlikeWarning(comparison: Comparison): string[] {
  if (comparison.likeForLike) return []
  return [
    `NOT LIKE FOR LIKE: this run and ${comparison.file} ran under different settings, so their ratios mix the change you made with a change of load:`,
    ...comparison.differences.map((d) => `  ≠ ${d.setting}: ${d.thisRun} in this run, ${d.thatRun} in that run`),
  ]
}

export function formatComparison(current: BenchReport, comparison: Comparison): string {
  const other = comparison.other
  const lines: string[] = []
  lines.push(`compared with ${comparison.file} (${other.baseUrl}, ${other.startedAt}): ratio = this run / that run`)
  lines.push(...unlikeWarning(comparison))
  if (!current.valid || !other.valid) {
    lines.push(`  throughput not compared: ${[!current.valid ? 'this run' : '', !other.valid ? 'that run' : ''].filter(Boolean).join(' and ')} had errors`)
  }
  const responses = responsesOf(current)
  const rows: string[][] = [
    ['requests/s', groupOrDash(current.requestsPerSecond), groupOrDash(other.requestsPerSecond), times(comparison.ratios.requestsPerSecond), 'above 1: more throughput'],
    ...LATENCIES.map((k) => [`latency ${LATENCY_LABEL[k]} ms`, latencyCell(current.latencyMs, k, responses), latencyCell(other.latencyMs, k, other.responses), times(comparison.ratios[k]), 'below 1: faster']),
  ]
  lines.push(table(['', 'this run', 'that run', 'ratio', ''], rows))
  if (hasFewForPercentile([responses, other.responses])) lines.push(FEW_RESPONSES)
  lines.push('')
  lines.push(table(['endpoint', 'req/s ratio', 'p99 ratio'], comparison.endpoints.map((e) => [e.path, times(e.requestsPerSecond), times(e.p99)])))
  return lines.join('\n')
}

function groupOrDash(n: number | null | undefined): string {
  return typeof n === 'number' ? group(n) : '-'
}
