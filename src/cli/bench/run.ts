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
 * response passed the check, with no connection error or timeout (and with `reference`, no
 * sampled answer with a wrong figure: values.ts), has a throughput.
 *
 * A run that meets mostly 4xx answers in its first seconds (more than half of them, from
 * EARLY_FROM_MS to EARLY_UNTIL_MS into the first phase) stops there: measuring a server that
 * does not know the requests says nothing, and the report says which endpoints did answer, for
 * `--calculator`. Failed responses are kept grouped by status and problem (the request's path
 * in a body read as `<path>`), with their count and the endpoints they came from.
 */
import { excerpt, problemOf, verdictOf, type Verdict } from './check.ts'
import { LatencyHistogram, type LatencyBucket, type LatencySummary } from './histogram.ts'
import { runLoad } from './load.ts'
import type { Mix } from './mix.ts'
import { group } from './table.ts'
import { AnswerSample, checkValues, type Reference } from './values.ts'
import { withoutTrailing } from '../../runtime/without-trailing.ts'

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
  /** With it, a sample of the answers is compared with this package's own (`--check-values`). */
  reference?: Reference
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

/** Failed responses alike in status and problem, with how many there were and where. */
export interface FailureGroup {
  /** 0 for requests that had no response (the connection closed, reset or timed out first). */
  status: number
  problem: string
  count: number
  /** The endpoints they came from (the first MAX_PATHS of them). */
  paths: string[]
  /** How many endpoints they came from. */
  endpoints: number
  /** One request that met it, where known. */
  example?: string
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
  /** Sampled answers whose figures differ from the package's own (`--check-values`). */
  wrongFigures: number
  /** Requests that had no response: the connection closed, reset or timed out first. */
  unanswered: number
  latencyMs: LatencySummary
}

/** One second of the measured run. */
export interface Second {
  /** Seconds since the run started (0: the first second). */
  second: number
  /** Its length in seconds: 1, less for the run's last, cut short. */
  seconds: number
  responses: number
  /** Non-2xx responses and failed checks. */
  failed: number
  /** Requests that failed without a response. */
  errors: number
}

export interface BenchReport {
  tool: 'fincalc bench'
  formatVersion: 2
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
    /** The calculators of the mix, by id. */
    calculators: string[]
    checkValues: boolean
  }
  /** True only when every response passed the check and no request failed. */
  valid: boolean
  /** Why the run is not valid (empty when it is). */
  problems: string[]
  stoppedEarly: boolean
  /** Why the run stopped before its time, when the command stopped it (not Ctrl-C). */
  stopReason?: string
  /** What to do about the problems, when there is something to suggest. */
  hint?: string
  durationSeconds: number
  /** Responses a second; null when the run is not valid. */
  requestsPerSecond: number | null
  /** All responses a second, whatever they were: for diagnosis, not a result. */
  responsesPerSecond: number
  /** From writing a request to the end of its response, over every response. */
  latencyMs: LatencySummary
  /** The same latencies by bucket (HDR histogram, two significant digits). */
  latencyHistogram: LatencyBucket[]
  counts: Counts
  /** With `--check-values`: answers compared with the package's own, and how many had wrong figures. */
  values: { checked: number; skipped: number; incomplete: number; wrong: number } | null
  /** Failed responses, alike ones counted together, the most frequent first. */
  failures: FailureGroup[]
  /** Responses and failures second by second. */
  timeline: Second[]
  endpoints: EndpointReport[]
  warmup: { durationSeconds: number; counts: Counts } | null
  /** With `--serve`: the server the command started for the run, and its peak resident memory. */
  server?: { command: string; rssPeakMiB: number }
}

const MAX_GROUPS = 20
const MAX_PATHS = 5
export const EARLY_FROM_MS = 1000
export const EARLY_UNTIL_MS = 3000
const EARLY_MIN_RESPONSES = 20

interface EndpointTally {
  responses: number
  non2xx: number
  clientErrors: number
  failedChecks: number
  wrongFigures: number
  unanswered: number
  latency: LatencyHistogram
}

interface PhaseResult {
  durationSeconds: number
  counts: Counts
  latency: LatencyHistogram
  endpoints: EndpointTally[]
  failures: Failures
  timeline: Second[]
  sample: AnswerSample | undefined
  firstError: string | undefined
  stopped: boolean
  stopReason: string | undefined
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
  const baseUrl = withoutTrailing(options.baseUrl, '/')
  let warmup = settings.warmupSeconds > 0 && !options.signal?.aborted ? await runPhase(options, 'warm-up', settings.warmupSeconds, true) : null
  const startedAt = new Date().toISOString()
  // a warm-up that met mostly 4xx is the run: nothing more is sent
  // the early stop looks at seconds 1 to 3 of the load: in the run too when the warm-up was shorter
  const run = warmup?.stopReason ? warmup : await runPhase(options, 'run', settings.durationSeconds, warmup === null || settings.warmupSeconds * 1000 < EARLY_UNTIL_MS)
  if (run === warmup) warmup = null

  const { counts, durationSeconds } = run
  const values = options.reference && run.sample ? await checkValues(run.sample.all(), options.reference) : undefined
  for (const w of values?.wrong ?? []) {
    run.endpoints[w.endpoint]!.wrongFigures++
    const places = w.differences.map((d) => d.split(' ')[0]).filter((d) => d !== '…')
    run.failures.add(200, `wrong figures: ${w.differences.join('; ')}`, mix.endpoints[w.endpoint]!.path, w.target, `wrong figures: ${places.join(', ')} ${places.length === 1 ? 'differs' : 'differ'} from the package's own answer`)
  }
  const problems: string[] = []
  const percent = (n: number, of = counts.responses) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`
  if (run.stopReason) problems.push(run.stopReason)
  if (counts.responses === 0) problems.push('no response was received')
  if (counts.non2xx > 0) {
    const codes = Object.entries(counts.statusCodes).filter(([code]) => Number(code) < 200 || Number(code) > 299)
    problems.push(`${group(counts.non2xx)} of ${group(counts.responses)} responses (${percent(counts.non2xx)}) were not 2xx: ${codes.map(([code, n]) => `${group(n)} × ${code}`).join(', ')}`)
  }
  if (counts.failedChecks > 0) problems.push(`${group(counts.failedChecks)} of ${group(counts.responses)} responses (${percent(counts.failedChecks)}) were 2xx but not a 200 with exactly input and result`)
  if (values?.wrong.length) problems.push(`${group(values.wrong.length)} of ${group(values.checked)} sampled answers (${percent(values.wrong.length, values.checked)}) had figures that differ from this package's own calculation`)
  if (counts.errors > 0) problems.push(`${group(counts.errors)} requests failed without a response (${group(counts.timeouts)} timed out)${run.firstError ? `: ${run.firstError}` : ''}`)
  const valid = problems.length === 0
  const perSecond = (n: number) => (durationSeconds > 0 ? Math.round((10 * n) / durationSeconds) / 10 : 0)
  const hint = hintFor(mix, run)

  return {
    tool: 'fincalc bench',
    formatVersion: 2,
    baseUrl,
    startedAt,
    options: {
      ...settings,
      vary: mix.vary,
      seed: mix.seed,
      profile: mix.profile.name,
      endpoints: mix.endpoints.length,
      calculators: mix.endpoints.map((e) => e.calculator),
      checkValues: options.reference !== undefined,
    },
    valid,
    problems,
    stoppedEarly: run.stopped,
    ...(run.stopReason ? { stopReason: run.stopReason } : {}),
    ...(hint ? { hint } : {}),
    durationSeconds,
    requestsPerSecond: valid ? perSecond(counts.responses) : null,
    responsesPerSecond: perSecond(counts.responses),
    latencyMs: run.latency.summary(),
    latencyHistogram: run.latency.buckets(),
    counts,
    values: values ? { checked: values.checked, skipped: values.skipped, incomplete: values.incomplete, wrong: values.wrong.length } : null,
    failures: run.failures.list(),
    timeline: run.timeline,
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
        wrongFigures: s.wrongFigures,
        unanswered: s.unanswered,
        latencyMs: s.latency.summary(),
      }
    }),
    warmup: warmup ? { durationSeconds: warmup.durationSeconds, counts: warmup.counts } : null,
  }
}

/** When most answers were 4xx: the endpoints that did answer, for `--calculator`, or where else to look. */
function hintFor(mix: Mix, run: PhaseResult): string | undefined {
  const clientErrors = run.endpoints.reduce((sum, e) => sum + e.clientErrors, 0)
  if (run.counts.responses === 0 || clientErrors * 2 <= run.counts.responses) return undefined
  const answering = mix.endpoints.filter((_, i) => {
    const e = run.endpoints[i]!
    return e.responses > 0 && e.clientErrors * 2 < e.responses
  })
  const refusing = run.endpoints.filter((e) => e.responses > 0 && e.clientErrors * 2 >= e.responses).length
  if (answering.length === 0) return `no endpoint answered mostly 2xx: is --base-url the address that serves /api/v1/ (a path prefix is kept), and does it take these requests?`
  return `${refusing} of ${refusing + answering.length} endpoints answered mostly 4xx; if the implementation serves only some calculators, benchmark those: --calculator ${answering.map((e) => e.calculator).join(',')}`
}

/** Failed responses grouped by status and problem. */
class Failures {
  private readonly groups = new Map<string, FailureGroup & { pathSet: Set<string> }>()
  /** Failures beyond MAX_GROUPS kinds, counted only. */
  others = 0

  add(status: number, problem: string, path: string, target: string | undefined, label = problem): void {
    const key = `${status} ${label}`
    let g = this.groups.get(key)
    if (!g) {
      if (this.groups.size >= MAX_GROUPS) {
        this.others++
        return
      }
      g = { status, problem: label, count: 0, paths: [], endpoints: 0, ...(target ? { example: target } : {}), pathSet: new Set() }
      if (label !== problem) g.example = `${target ?? path}: ${problem}`
      this.groups.set(key, g)
    }
    g.count++
    if (!g.pathSet.has(path)) {
      g.pathSet.add(path)
      g.endpoints++
      if (g.paths.length < MAX_PATHS) g.paths.push(path)
    }
  }

  list(): FailureGroup[] {
    const out = [...this.groups.values()].sort((a, b) => b.count - a.count).map(({ pathSet: _, ...g }) => g)
    if (this.others) out.push({ status: 0, problem: 'other kinds of failure, not told apart', count: this.others, paths: [], endpoints: 0 })
    return out
  }
}

/** A body as a failure's problem: the request's path (and its query) read as `<path>`, so that alike answers group together. */
function bodyProblem(body: string, path: string): string {
  let pattern = pathPatterns.get(path)
  if (!pattern) pathPatterns.set(path, (pattern = new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?[^\\s"'<>]*)?`, 'g')))
  return `body ${excerpt(body.replace(pattern, '<path>'))}`
}
const pathPatterns = new Map<string, RegExp>()

function runPhase(options: BenchOptions, phase: Progress['phase'], seconds: number, first: boolean): Promise<PhaseResult> {
  const { mix } = options
  const url = new URL(options.baseUrl)
  const prefix = withoutTrailing(url.pathname, '/')
  const endpoints: EndpointTally[] = mix.endpoints.map(() => ({ responses: 0, non2xx: 0, clientErrors: 0, failedChecks: 0, wrongFigures: 0, unanswered: 0, latency: new LatencyHistogram() }))
  const latency = new LatencyHistogram()
  const statusCodes: Record<string, number> = {}
  const failures = new Failures()
  const timeline: Second[] = []
  const sample = options.reference && phase === 'run' ? new AnswerSample(mix.endpoints.length) : undefined
  const stop = new AbortController()
  const stopLoad = () => stop.abort()
  options.signal?.addEventListener('abort', stopLoad, { once: true })
  if (options.signal?.aborted) stop.abort()
  let stopReason: string | undefined
  let non2xx = 0
  let clientErrors = 0
  let failedChecks = 0
  let requestErrors = 0
  let firstError: string | undefined
  // the endpoint and verdict of the response whose `response` event comes next
  let current = -1
  let verdict: Verdict = 'ok'
  const started = performance.now()
  const secondOf = () => {
    const index = Math.floor((performance.now() - started) / 1000)
    while (timeline.length <= index) timeline.push({ second: timeline.length, seconds: 1, responses: 0, failed: 0, errors: 0 })
    return timeline[index]!
  }

  return new Promise((resolve, reject) => {
    const done = runLoad({
      url: url.origin,
      connections: options.connections ?? 10,
      durationSeconds: seconds,
      pipelining: options.pipelining ?? 1,
      timeoutSeconds: options.timeoutSeconds ?? 10,
      rate: options.rate,
      headers: { accept: 'application/json', 'user-agent': 'fincalc-bench' },
      targets: mix.sequence.map((index) => () => prefix + mix.next(index)),
      check: (position, status, body, target) => {
        const index = mix.sequence[position]!
        current = index
        verdict = verdictOf(status, body)
        const path = mix.endpoints[index]!.path
        if (verdict === 'non-2xx') failures.add(status, bodyProblem(body, path), path, target)
        else if (verdict === 'failed-check') failures.add(status, problemOf(status, body)!, path, target)
        else if (sample && target) sample.offer(index, target.slice(prefix.length), body)
      },
      onResponse: (status, ms) => {
        latency.record(ms)
        statusCodes[status] = (statusCodes[status] ?? 0) + 1
        const second = secondOf()
        second.responses++
        const clientError = status >= 400 && status <= 499
        if (clientError) clientErrors++
        if (verdict === 'non-2xx') non2xx++
        else if (verdict === 'failed-check') failedChecks++
        if (verdict !== 'ok') second.failed++
        const endpoint = endpoints[current]
        if (endpoint) {
          endpoint.responses++
          endpoint.latency.record(ms)
          if (clientError) endpoint.clientErrors++
          if (verdict === 'non-2xx') endpoint.non2xx++
          else if (verdict === 'failed-check') endpoint.failedChecks++
        }
        current = -1
        verdict = 'ok'
      },
      onRequestError: (error) => {
        requestErrors++
        secondOf().errors++
        firstError ??= (error as Error)?.message ?? String(error)
      },
      onUnanswered: (position, why) => {
        const index = position === undefined ? -1 : mix.sequence[position]!
        const endpoint = endpoints[index]
        if (!endpoint) return
        endpoint.unanswered++
        const problem = why === 'timed out' ? `no response within ${options.timeoutSeconds ?? 10} s` : `the connection was ${why} before the response`
        failures.add(0, problem, mix.endpoints[index]!.path, undefined)
      },
      signal: stop.signal,
    })
    done.then(
      (result) => {
        clearInterval(ticker)
        options.signal?.removeEventListener('abort', stopLoad)
        const responses = latency.count
        const elapsed = (performance.now() - started) / 1000
        const last = timeline.at(-1)
        if (last && elapsed - last.second < 1) last.seconds = Math.round((elapsed - last.second) * 1000) / 1000
        resolve({
          durationSeconds: Math.round(elapsed * 100) / 100,
          counts: { responses, ok: responses - non2xx - failedChecks, non2xx, failedChecks, errors: result.errors, timeouts: result.timeouts, statusCodes },
          latency,
          endpoints,
          failures,
          timeline,
          sample,
          firstError,
          stopped: result.stopped,
          stopReason,
        })
      },
      (error) => {
        clearInterval(ticker)
        options.signal?.removeEventListener('abort', stopLoad)
        reject(error)
      },
    )
    // four times a second: the rate over the last second (or since the start); in the first
    // seconds of the first phase, whether most answers are 4xx
    const recent: Array<{ at: number; responses: number }> = [{ at: started, responses: 0 }]
    const ticker = setInterval(() => {
      const at = performance.now()
      const responses = latency.count
      if (first && !stopReason && at - started >= EARLY_FROM_MS && at - started <= EARLY_UNTIL_MS && responses >= EARLY_MIN_RESPONSES && clientErrors * 2 > responses) {
        stopReason = `stopped after ${((at - started) / 1000).toFixed(1)} s: ${group(clientErrors)} of the first ${group(responses)} responses (${((100 * clientErrors) / responses).toFixed(0)}%) were 4xx, so the rest would measure refusals`
        stop.abort()
      }
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
