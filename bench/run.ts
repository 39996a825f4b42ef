/**
 * `npm run bench`: throughput and latency of the Node server under autocannon, reported as
 * ratios to two baselines measured in the same run, plus the in-process micro-benchmark.
 *
 *   npm run bench                  full run (3 rounds of 5 s per measurement, under ten minutes)
 *   npm run bench -- --quick       one round of 1 s per measurement, under a minute (CI smoke)
 *   npm run bench -- --micro       only the in-process micro-benchmark (bench/micro.ts)
 *   npm run bench -- --wrk         the same with wrk (Debian package `wrk`) as the load tool
 *   options: --rounds n  --duration s  --connections n (50)  --workers n (server WORKERS, 1)
 *            --out file (default bench/results/<date>-<mode>[-wrk].json)
 *
 * The scenarios are scenarios.ts's, the command lines of the processes (the fincalc server as
 * `npm start` starts it, the limit bench/baselines/limit.ts, the peer bench/baselines/peer.ts)
 * processes.ts's, started and stopped by src/bench-cli/server-process.ts (as `fincalc bench
 * --serve` starts its server), one measurement measure.ts's (fincalc bench's load runner, or
 * wrk.ts), the tables and the results file src/bench-cli/report.ts's, as for `fincalc bench`.
 * This file holds the options, the rounds, the ratios and the targets. Each round
 * measures, in turn: the peer, then per scenario its limit, its cache-hit run and its
 * cache-miss run, then the peer again; odd rounds walk the scenarios in reverse, so
 * that drift in the machine's load falls on both sides of every ratio. Ratios are taken inside
 * a round (scenario ÷ its limit of the same round, ÷ the mean of the round's two peer runs)
 * and the median over rounds is reported. See bench/README.md.
 */
import { execFileSync } from 'node:child_process'
import os from 'node:os'
import { join } from 'node:path'
import { integer, readOptions } from '../src/command-line/options.ts'
import { formatMicroTable, formatRatioMeasurement, formatRatioRun, ratioRunReport, writeReport, type MicroRow, type RatioRow } from '../src/bench-cli/report.ts'
import { ServerStartError, startServerProcess, type ServerCommand, type ServerProcess } from '../src/bench-cli/server-process.ts'
import { median } from '../src/bench-cli/table.ts'
import { createCalculatorEngine } from '../src/engine.ts'
import { splitTarget } from '../src/runtime/query.ts'
import { makeTarget, nextTarget, REGISTRY_TEXT, ROOT } from './cases.ts'
import { measure, measureAutocannon, type Load, type Measured } from './measure.ts'
import { runMicroBenchmarkAsServer } from './micro.ts'
import { limitCommand, PEER_COMMAND, serverCommand } from './processes.ts'
import { buildScenarios } from './scenarios.ts'
import { tierShares } from './tiers.ts'

/** The row of the limit answering /emi's misses with /emi's body and fincalc's headers. */
const HEADED_NAME = 'limit (/emi misses, fincalc headers)'

// ─── options ───

/** The run's settings from its options, parsed as every fincalc command parses its own. */
function readSettings() {
  const options = readOptions(process.argv.slice(2), {
    quick: { type: 'boolean' },
    micro: { type: 'boolean' },
    wrk: { type: 'boolean' },
    rounds: { type: 'string' },
    duration: { type: 'string' },
    connections: { type: 'string' },
    workers: { type: 'string' },
    calls: { type: 'string' },
    out: { type: 'string' },
  })
  const whole = (name: 'rounds' | 'duration' | 'connections' | 'workers' | 'calls', fallback: number, max: number) =>
    options[name] === undefined ? fallback : integer(`--${name}`, options[name], 1, max)
  const quick = options.quick === true
  return {
    QUICK: quick,
    MODE: quick ? ('quick' as const) : ('full' as const),
    MICRO_ONLY: options.micro === true,
    ROUNDS: whole('rounds', quick ? 1 : 3, 100),
    DURATION: whole('duration', quick ? 1 : 5, 3600),
    WARM_UP: quick ? 2 : 6,
    CONNECTIONS: whole('connections', 50, 10_000),
    WORKERS: whole('workers', 1, 64),
    MICRO_CALLS: whole('calls', quick ? 40 : 300, 1_000_000),
    /** Milliseconds each calculator's slowest request is called before it is timed. */
    MICRO_WARM_UP: quick ? 30 : 300,
    TOOL: options.wrk ? ('wrk' as const) : ('autocannon' as const),
    OUT: options.out,
  }
}

let settings: ReturnType<typeof readSettings>
try {
  settings = readSettings()
} catch (error) {
  // an unknown option or a bad value is misuse: one line, exit status 2
  console.error(`npm run bench: ${(error as Error).message}`)
  process.exit(2)
}
const { QUICK, MODE, MICRO_ONLY, ROUNDS, DURATION, WARM_UP, CONNECTIONS, WORKERS, MICRO_CALLS, MICRO_WARM_UP, TOOL, OUT } = settings

// ─── the processes ───

const started: ServerProcess[] = []
async function start(command: ServerCommand): Promise<ServerProcess> {
  const server = await startServerProcess(command)
  started.push(server)
  return server
}
const stopAll = () => Promise.all(started.map((server) => server.stop()))
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopAll().then(() => process.exit(130)))

// ─── main ───

async function main(): Promise<void> {
  if (MICRO_ONLY) {
    console.log(formatMicroTable(await runMicroBenchmarkAsServer(MICRO_CALLS, MICRO_WARM_UP)))
    return
  }
  const startedAt = new Date()
  const loadBefore = os.loadavg()
  console.log(`fincalc bench (${MODE}, ${TOOL}): ${ROUNDS} round(s) of ${DURATION} s per measurement, ${CONNECTIONS} connections, server WORKERS=${WORKERS}`)

  const engine = createCalculatorEngine(REGISTRY_TEXT, { cacheSize: 0 })
  const [server, { scenarios, skipped }] = await Promise.all([start(serverCommand(WORKERS)), buildScenarios(engine, QUICK)])
  const bodies: Record<string, string> = {}
  scenarios.forEach((s, i) => (bodies[`/${i}`] = s.body))
  const emiScenario = scenarios.find((s) => s.name === '/emi')
  // The limit also answers /emi's path, whatever the query, with /emi's body and the headers
  // fincalc's engine answers it with (content-length the limit writes, as fincalc's server
  // does), under the peer's load of misses: what any server of this HTTP contract reaches with
  // no work at all, for the peer comparison (bench/README.md, "The peer and the load tool").
  const headed: Record<string, { body: string; headers: Record<string, string> }> = emiScenario
    ? { [splitTarget(emiScenario.hit).path]: { body: emiScenario.body, headers: { ...(await engine.handle({ method: 'GET', url: emiScenario.hit })).headers } } }
    : {}
  const [limit, peer] = await Promise.all([start(limitCommand(emiScenario?.body ?? '{"ok":true}', bodies, headed)), start(PEER_COMMAND)])
  for (const note of skipped) console.log(`skipped ${note}`)

  // The peer answers the /emi cache-miss requests (it has no cache: every request is work).
  const peerLoad: Load = emiScenario?.miss ? { gen: emiScenario.miss, expectStatus: 200 } : { path: '/api/v1/emi?principal=8000000&interest=8.5&years=20', expectStatus: 200 }

  // Warm-up: every scenario on the server (so that every code path is compiled), the baselines.
  process.stdout.write(`warming up (${WARM_UP} s per server)…`)
  // (autocannon whatever the tool: its request generator can mix every scenario in one run)
  const mixed = scenarios.flatMap((s) => [() => s.hit, ...(s.miss ? [() => nextTarget(s.miss!)] : [])])
  let turn = 0
  await measureAutocannon(server.url, { next: () => mixed[turn++ % mixed.length]!(), expectStatus: -1 }, WARM_UP, CONNECTIONS)
  await measureAutocannon(limit.url, { path: '/', expectStatus: 200 }, Math.ceil(WARM_UP / 2), CONNECTIONS)
  await measureAutocannon(peer.url, peerLoad, Math.ceil(WARM_UP / 2), CONNECTIONS)
  console.log(' done')

  interface Raw {
    round: number
    target: string
    scenario: string
    kind: 'hit' | 'miss' | 'limit' | 'headed' | 'peer'
    result: Measured
  }
  const raw: Raw[] = []
  const run = async (round: number, target: ServerProcess, scenario: string, kind: Raw['kind'], load: Load) => {
    const result = await measure(target, load, DURATION, CONNECTIONS, TOOL)
    raw.push({ round, target: target.name, scenario, kind, result })
    console.log(formatRatioMeasurement(round, scenario, kind, result))
  }
  for (let round = 0; round < ROUNDS; round++) {
    await run(round, peer, 'peer /emi', 'peer', peerLoad)
    if (emiScenario) await run(round, limit, HEADED_NAME, 'headed', peerLoad)
    const order = scenarios.map((s, i) => ({ s, i }))
    if (round % 2) order.reverse()
    for (const { s, i } of order) {
      await run(round, limit, s.name, 'limit', { path: `/${i}`, expectStatus: 200 })
      await run(round, server, s.name, 'hit', { path: s.hit, expectStatus: s.expectStatus })
      if (s.miss) await run(round, server, s.name, 'miss', { gen: s.miss, expectStatus: s.expectStatus })
    }
    await run(round, peer, 'peer /emi', 'peer', peerLoad)
  }
  const rssEndKiB = server.rssKiB()

  // Ratios inside each round, then medians over rounds.
  const rows: RatioRow[] = []
  const peerRuns = (round: number) => raw.filter((r) => r.round === round && r.kind === 'peer').map((r) => r.result.rps)
  const limitOf = (round: number, scenario: string) => raw.find((r) => r.round === round && r.kind === 'limit' && r.scenario === scenario)!.result.rps
  const peerMean = (round: number) => peerRuns(round).reduce((a, b) => a + b, 0) / peerRuns(round).length
  for (const s of scenarios) {
    for (const kind of ['hit', 'miss'] as const) {
      const runs = raw.filter((r) => r.scenario === s.name && r.kind === kind)
      if (runs.length === 0) continue
      rows.push({
        scenario: s.name,
        kind,
        rps: median(runs.map((r) => r.result.rps)),
        p50: median(runs.map((r) => r.result.p50)),
        p99: median(runs.map((r) => r.result.p99)),
        max: Math.max(...runs.map((r) => r.result.max)),
        toLimit: median(runs.map((r) => r.result.rps / limitOf(r.round, s.name))),
        toPeer: median(runs.map((r) => r.result.rps / peerMean(r.round))),
        rssPeakMiB: Math.max(...runs.map((r) => r.result.rssPeakKiB)) / 1024,
        shares: await tierShares(kind === 'hit' ? [s.hit] : Array.from({ length: 1000 }, (_, n) => makeTarget(s.miss!, n + 1))),
        unexpected: runs.reduce((a, r) => a + r.result.unexpected, 0),
        errors: runs.reduce((a, r) => a + r.result.errors, 0),
      })
    }
  }
  for (const [name, kind] of [
    ['peer /emi', 'peer'],
    ['limit (/emi body)', 'limit'],
    [HEADED_NAME, 'headed'],
  ] as const) {
    const runs = raw.filter((r) => r.kind === kind && (kind !== 'limit' || r.scenario === '/emi'))
    if (runs.length === 0) continue
    const toLimit = kind === 'limit' ? 1 : median(runs.map((r) => r.result.rps / limitOf(r.round, '/emi')))
    rows.push({
      scenario: name,
      kind: 'baseline',
      rps: median(runs.map((r) => r.result.rps)),
      p50: median(runs.map((r) => r.result.p50)),
      p99: median(runs.map((r) => r.result.p99)),
      max: Math.max(...runs.map((r) => r.result.max)),
      toLimit: emiScenario ? toLimit : undefined,
      toPeer: kind === 'peer' ? 1 : kind === 'headed' ? median(runs.map((r) => r.result.rps / peerMean(r.round))) : undefined,
      rssPeakMiB: Math.max(...runs.map((r) => r.result.rssPeakKiB)) / 1024,
      unexpected: runs.reduce((a, r) => a + r.result.unexpected, 0),
      errors: runs.reduce((a, r) => a + r.result.errors, 0),
    })
  }

  // In-process micro-benchmark, after the load (the servers are idle by then).
  await stopAll()
  console.log(`in-process micro-benchmark (${MICRO_CALLS} calls per calculator)…`)
  const micro: MicroRow[] = await runMicroBenchmarkAsServer(MICRO_CALLS, MICRO_WARM_UP)

  // Targets of the benchmark issue, each met or not.
  // The targets of the arithmetic issue (bench/README.md, "The targets, and what is in the way").
  const miss = (scenario: string) => rows.find((r) => r.scenario === scenario && r.kind === 'miss')
  const emiMiss = miss('/emi')
  const worstOf = (found: Array<RatioRow | undefined>) => found.filter((r): r is RatioRow => r !== undefined).sort((a, b) => a.toLimit! - b.toLimit!)[0]
  const worstMiss = worstOf(['/sip', '/income-tax', '/cagr'].map(miss))
  const breakupMiss = miss('/emi 30 y breakup')
  const worstHit = worstOf(rows.filter((r) => r.kind === 'hit'))
  const slowest = rows.filter((r) => r.kind === 'miss').sort((a, b) => b.max - a.max)[0]
  const heavy = micro.filter((m) => m.cpuMicros !== undefined).sort((a, b) => b.cpuMicros! - a.cpuMicros!)[0]
  const targets = [
    { target: 'cache-miss /emi ≥ 1.00 × peer', value: emiMiss?.toPeer, limit: 1.0, atLeast: true, unit: '×' },
    { target: 'cache-miss /emi ≥ 0.50 × limit', value: emiMiss?.toLimit, limit: 0.5, atLeast: true, unit: '×' },
    { target: `cache-miss /sip, /income-tax, /cagr ≥ 0.40 × limit (worst: ${worstMiss?.scenario})`, value: worstMiss?.toLimit, limit: 0.4, atLeast: true, unit: '×' },
    { target: 'cache-miss /emi 30 y breakup ≥ 0.25 × limit', value: breakupMiss?.toLimit, limit: 0.25, atLeast: true, unit: '×' },
    { target: `cache-hit ≥ 0.90 × limit (worst: ${worstHit?.scenario})`, value: worstHit?.toLimit, limit: 0.9, atLeast: true, unit: '×' },
    { target: `max latency under miss load ≤ 50 ms (worst: ${slowest?.scenario})`, value: slowest?.max, limit: 50, atLeast: false, unit: 'ms' },
    { target: `heaviest calculation ≤ 50 µs CPU in-process (${heavy?.calculator})`, value: heavy?.cpuMicros, limit: 50, atLeast: false, unit: 'µs' },
    { target: `server RSS ≤ 150 MB at the end${QUICK ? ' (of a quick run)' : ''}`, value: (rssEndKiB * 1024) / 1e6, limit: 150, atLeast: false, unit: 'MB' },
  ].map((t) => ({
    ...t,
    met: t.value === undefined ? undefined : t.atLeast ? t.value >= t.limit : t.value <= t.limit,
    margin: t.value === undefined ? undefined : t.atLeast ? t.value / t.limit - 1 : 1 - t.value / t.limit,
  }))

  // ─── report ───
  let commit = 'unknown'
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim()
  } catch {
    // not a git checkout
  }
  const report = ratioRunReport({
    mode: MODE,
    date: startedAt.toISOString(),
    loadBefore,
    commit,
    elapsedSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
    settings: { tool: TOOL, rounds: ROUNDS, durationSeconds: DURATION, warmUpSeconds: WARM_UP, connections: CONNECTIONS, serverWorkers: WORKERS, microCalls: MICRO_CALLS, microWarmUpMillis: MICRO_WARM_UP },
    scenarios: scenarios.map((s) => ({ name: s.name, meaning: s.meaning, hit: s.hit, missNote: s.missNote, miss: s.miss ? { example: makeTarget(s.miss, 1), generator: s.miss } : null, expectStatus: s.expectStatus, bodyBytes: Buffer.byteLength(s.body) })),
    skipped,
    table: rows,
    targets,
    serverRssEndMiB: rssEndKiB / 1024,
    micro,
    runs: raw,
  })
  console.log(`\n${formatRatioRun(report)}`)
  const out = OUT ?? join(ROOT, 'bench', 'results', `${startedAt.toISOString().slice(0, 19).replace(/[:T]/g, '-')}-${MODE}${TOOL === 'wrk' ? '-wrk' : ''}.json`)
  writeReport(out, report)
  console.log(`\nwritten ${out}`)
}

try {
  await main()
} catch (error) {
  // a process that would not start is one line; anything else keeps its stack
  if (!(error instanceof ServerStartError)) throw error
  console.error(`npm run bench: ${error.message}`)
  process.exitCode = 1
} finally {
  await stopAll()
}
