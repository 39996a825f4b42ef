/**
 * One `fincalc bench` run: autocannon (driven by load.ts), in this process, against an
 * implementation of the API elsewhere. A warm-up (its figures kept apart), then the measured
 * run; every response is checked (check.ts) and attributed to its endpoint, so the report has
 * per-endpoint counts and latencies beside the totals.
 *
 * How a response finds its endpoint: the load runner's targets are the positions of the mix's
 * sequence, and its `check` is called with the position of exactly the request a response
 * answers, just before `onResponse` for the same response, which carries the latency; the
 * check notes the position's endpoint for it.
 *
 * Nothing here prints. The report says whether the run is valid: only a run in which every
 * response passed the check, with no connection error or timeout, has a throughput.
 */
import { excerpt, problemOf, verdictOf, type Verdict } from './check.ts'
import { LatencyHistogram, type LatencySummary } from './histogram.ts'
import { runLoad } from './load.ts'
import type { Mix } from './mix.ts'
import { group } from './table.ts'

export interface BenchOptions {
  baseUrl: string
  mix: Mix
  connections?: number
  durationSeconds?: number
  pipelining?: number
  /** Requests a second over all connections (autocannon's overallRate); none: as fast as answered. */
  rate?: number
  warmupSeconds?: number
  timeoutSeconds?: number
  /** Called four times a second while a phase runs. */
  onProgress?: (progress: Progress) => void
  /** Stops the run early; what was measured so far is reported. */
  signal?: AbortSignal
}

export interface Progress {
  phase: 'warm-up' | 'run'
  elapsedSeconds: number
  totalSeconds: number
  /** Responses in the last second. */
  currentRate: number
  responses: number
  /** Non-2xx responses, failed checks and request errors so far. */
  failures: number
}

export interface Counts {
  responses: number
  ok: number
  non2xx: number
  failedChecks: number
  /** Connection errors and timeouts (autocannon's errors, which include its timeouts). */
  errors: number
  timeouts: number
  statusCodes: Record<string, number>
}

export interface Failure {
  path: string
  status: number
  problem: string
}

export interface EndpointReport {
  path: string
  calculator: string
  /** Of all requests, by the profile. */
  profileShare: number
  /** Of all responses in the run. */
  share: number
  responses: number
  requestsPerSecond: number
  non2xx: number
  failedChecks: number
  latencyMs: LatencySummary
}

export interface BenchReport {
  tool: 'fincalc bench'
  formatVersion: 1
  baseUrl: string
  startedAt: string
  options: {
    connections: number
    durationSeconds: number
    pipelining: number
    rate: number | null
    warmupSeconds: number
    timeoutSeconds: number
    vary: boolean
    seed: number
    profile: string
    endpoints: number
  }
  /** True only when every response passed the check and no request failed. */
  valid: boolean
  /** Why the run is not valid (empty when it is). */
  problems: string[]
  stoppedEarly: boolean
  durationSeconds: number
  /** Responses a second; null when the run is not valid. */
  requestsPerSecond: number | null
  /** All responses a second, whatever they were: for diagnosis, not a result. */
  responsesPerSecond: number
  /** From writing a request to the end of its response, over every response. */
  latencyMs: LatencySummary
  counts: Counts
  /** The first few failed responses. */
  failures: Failure[]
  endpoints: EndpointReport[]
  warmup: { durationSeconds: number; counts: Counts } | null
  /** With `--serve`: the server the command started for the run, and its peak resident memory. */
  server?: { command: string; rssPeakMiB: number }
}

const MAX_FAILURES = 5

interface PhaseResult {
  durationSeconds: number
  counts: Counts
  latency: LatencyHistogram
  endpoints: Array<{ responses: number; non2xx: number; failedChecks: number; latency: LatencyHistogram }>
  failures: Failure[]
  firstError: string | undefined
  stopped: boolean
}

export async function runBench(options: BenchOptions): Promise<BenchReport> {
  const settings = {
    connections: options.connections ?? 10,
    durationSeconds: options.durationSeconds ?? 10,
    pipelining: options.pipelining ?? 1,
    rate: options.rate ?? null,
    warmupSeconds: options.warmupSeconds ?? 0,
    timeoutSeconds: options.timeoutSeconds ?? 10,
  }
  const { mix } = options
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const warmup = settings.warmupSeconds > 0 && !options.signal?.aborted ? await runPhase(options, 'warm-up', settings.warmupSeconds) : null
  const startedAt = new Date().toISOString()
  const run = await runPhase(options, 'run', settings.durationSeconds)

  const { counts, durationSeconds } = run
  const problems: string[] = []
  const percent = (n: number) => `${((100 * n) / Math.max(1, counts.responses)).toFixed(1)}%`
  if (counts.responses === 0) problems.push('no response was received')
  if (counts.non2xx > 0) {
    const codes = Object.entries(counts.statusCodes).filter(([code]) => Number(code) < 200 || Number(code) > 299)
    problems.push(`${group(counts.non2xx)} of ${group(counts.responses)} responses (${percent(counts.non2xx)}) were not 2xx: ${codes.map(([code, n]) => `${group(n)} × ${code}`).join(', ')}`)
  }
  if (counts.failedChecks > 0) problems.push(`${group(counts.failedChecks)} of ${group(counts.responses)} responses (${percent(counts.failedChecks)}) were 2xx but not a 200 with exactly input and result`)
  if (counts.errors > 0) problems.push(`${group(counts.errors)} requests failed without a response (${group(counts.timeouts)} timed out)${run.firstError ? `: ${run.firstError}` : ''}`)
  const valid = problems.length === 0
  const perSecond = (n: number) => (durationSeconds > 0 ? Math.round((10 * n) / durationSeconds) / 10 : 0)

  return {
    tool: 'fincalc bench',
    formatVersion: 1,
    baseUrl,
    startedAt,
    options: { ...settings, vary: mix.vary, seed: mix.seed, profile: mix.profile.name, endpoints: mix.endpoints.length },
    valid,
    problems,
    stoppedEarly: run.stopped,
    durationSeconds,
    requestsPerSecond: valid ? perSecond(counts.responses) : null,
    responsesPerSecond: perSecond(counts.responses),
    latencyMs: run.latency.summary(),
    counts,
    failures: run.failures,
    endpoints: mix.endpoints.map((e, i) => {
      const s = run.endpoints[i]!
      return {
        path: e.path,
        calculator: e.calculator,
        profileShare: round4(e.share),
        share: round4(counts.responses ? s.responses / counts.responses : 0),
        responses: s.responses,
        requestsPerSecond: perSecond(s.responses),
        non2xx: s.non2xx,
        failedChecks: s.failedChecks,
        latencyMs: s.latency.summary(),
      }
    }),
    warmup: warmup ? { durationSeconds: warmup.durationSeconds, counts: warmup.counts } : null,
  }
}

function runPhase(options: BenchOptions, phase: Progress['phase'], seconds: number): Promise<PhaseResult> {
  const { mix } = options
  const url = new URL(options.baseUrl)
  const prefix = url.pathname.replace(/\/+$/, '')
  const endpoints = mix.endpoints.map(() => ({ responses: 0, non2xx: 0, failedChecks: 0, latency: new LatencyHistogram() }))
  const latency = new LatencyHistogram()
  const statusCodes: Record<string, number> = {}
  const failures: Failure[] = []
  let non2xx = 0
  let failedChecks = 0
  let requestErrors = 0
  let firstError: string | undefined
  // the endpoint and verdict of the response whose `response` event comes next
  let current = -1
  let verdict: Verdict = 'ok'

  return new Promise((resolve, reject) => {
    const started = performance.now()
    const done = runLoad({
      url: url.origin,
      connections: options.connections ?? 10,
      durationSeconds: seconds,
      pipelining: options.pipelining ?? 1,
      timeoutSeconds: options.timeoutSeconds ?? 10,
      rate: options.rate,
      headers: { accept: 'application/json', 'user-agent': 'fincalc-bench' },
      targets: mix.sequence.map((index) => () => prefix + mix.next(index)),
      check: (position, status, body) => {
        const index = mix.sequence[position]!
        current = index
        verdict = verdictOf(status, body)
        if (verdict !== 'ok' && failures.length < MAX_FAILURES) {
          failures.push({ path: mix.endpoints[index]!.path, status, problem: verdict === 'non-2xx' ? `body ${excerpt(body)}` : problemOf(status, body)! })
        }
      },
      onResponse: (status, ms) => {
        latency.record(ms)
        statusCodes[status] = (statusCodes[status] ?? 0) + 1
        if (verdict === 'non-2xx') non2xx++
        else if (verdict === 'failed-check') failedChecks++
        const endpoint = endpoints[current]
        if (endpoint) {
          endpoint.responses++
          endpoint.latency.record(ms)
          if (verdict === 'non-2xx') endpoint.non2xx++
          else if (verdict === 'failed-check') endpoint.failedChecks++
        }
        current = -1
        verdict = 'ok'
      },
      onRequestError: (error) => {
        requestErrors++
        firstError ??= (error as Error)?.message ?? String(error)
      },
      signal: options.signal,
    })
    done.then(
      (result) => {
        clearInterval(ticker)
        const responses = latency.count
        resolve({
          durationSeconds: Math.round((performance.now() - started) / 10) / 100,
          counts: { responses, ok: responses - non2xx - failedChecks, non2xx, failedChecks, errors: result.errors, timeouts: result.timeouts, statusCodes },
          latency,
          endpoints,
          failures,
          firstError,
          stopped: result.stopped,
        })
      },
      (error) => {
        clearInterval(ticker)
        reject(error)
      },
    )
    // four times a second: the rate over the last second (or since the start)
    const recent: Array<{ at: number; responses: number }> = [{ at: started, responses: 0 }]
    const ticker = setInterval(() => {
      const at = performance.now()
      const responses = latency.count
      recent.push({ at, responses })
      while (recent.length > 5) recent.shift()
      const from = recent[0]!
      options.onProgress?.({
        phase,
        elapsedSeconds: Math.min(seconds, Math.floor((at - started) / 1000)),
        totalSeconds: seconds,
        currentRate: at > from.at ? Math.round(((responses - from.responses) * 1000) / (at - from.at)) : 0,
        responses,
        failures: non2xx + failedChecks + Math.ceil(requestErrors / (options.pipelining ?? 1)),
      })
    }, 250)
  })
}

function round4(x: number): number {
  return Math.round(x * 10_000) / 10_000
}
