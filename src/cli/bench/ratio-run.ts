/**
 * The engine of `npm run bench` (bench/run.ts gives it its plan: the scenarios, the limit and
 * the peer, the targets): throughput and latency of the Node server under load, reported as
 * ratios to two baselines measured in the same run, plus the in-process micro-benchmark.
 *
 *   --quick         one round of 1 s per measurement, under a minute (CI smoke); full: 3 of 5 s
 *   --micro         only the in-process micro-benchmark (micro.ts), in one process a round
 *   --wrk           wrk (Debian package `wrk`) as the load tool in place of autocannon
 *   --rounds n  --duration s  --connections n (50)  --workers n (server WORKERS, 1)  --calls n
 *   --out file      (default <plan's results folder>/<date>-<mode>[-wrk].json)
 *
 * The server is started as `npm start` starts it and the baselines by the plan's command lines,
 * each by server-process.ts (as `fincalc bench --serve` starts its server); one measurement is
 * drivers.ts's (autocannon through the load runner, or wrk), the tables and the results file
 * report.ts's. After a warm-up, each round measures, in turn: the peer, the limit answering
 * the peer's load with the peer scenario's body and fincalc's headers, then per scenario its
 * limit, its cache-hit run and its cache-miss run, then the peer again; odd rounds walk the
 * scenarios in reverse, so that drift in the machine's load falls on both sides of every ratio.
 * Ratios are taken inside a round (scenario ÷ its limit of the same round, ÷ the mean of the
 * round's two peer runs) and the median over rounds is reported. See bench/README.md.
 */
import { execFileSync } from 'node:child_process'
import os from 'node:os'
import { join } from 'node:path'
import { integer, readOptions } from '../options.ts'
import type { Engine } from '../../runtime/engine.ts'
import { splitTarget } from '../../runtime/query.ts'
import { measure, measureAutocannon, type Load, type Measured } from './drivers.ts'
import { runMicroBenchmarkAsServer } from './micro.ts'
import { makeTarget, nextTarget, type MissGenerator } from './miss.ts'
import { formatMicroTable, formatRatioMeasurement, formatRatioRun, ratioRunReport, writeReport, type MicroRow, type RatioRow, type TargetRow } from './report.ts'
import { registryEngine } from './requests.ts'
import { PACKAGE_ROOT } from '../package-root.ts'
import { serverCommand, ServerStartError, startServerProcess, type ServerCommand, type ServerProcess } from './server-process.ts'
import { median } from './table.ts'
import { tierShares } from './tiers.ts'

export interface Scenario {
  name: string
  meaning: string
  hit: string
  miss?: MissGenerator
  missNote: string
  expectStatus: number
  /** Body the limit answers for this scenario: fincalc's own response to `hit`, same size. */
  body: string
}

/** What the limit answers: `bodies[path]` for each scenario's path, `headed[path]`'s body with its headers whatever the query, `body` otherwise. */
export interface LimitAnswers {
  body: string
  bodies: Record<string, string>
  headed: Record<string, { body: string; headers: Record<string, string> }>
}

/** What a target is measured on: the table's rows, the micro-benchmark's, the server's memory at the end. */
export interface RatioResults {
  quick: boolean
  rows: readonly RatioRow[]
  micro: readonly MicroRow[]
  serverRssEndKiB: number
}

export interface RatioTarget {
  target: string
  value: number | undefined
  limit: number
  /** The value must be at least the limit (else at most). */
  atLeast: boolean
  unit: string
}

export interface RatioPlan {
  /** The scenarios, made with an engine without cache when the run starts; what is left out, and why. */
  scenarios(engine: Engine, quick: boolean): Promise<{ scenarios: Scenario[]; skipped: string[] }>
  /** The limit's command line, answering as told. */
  limit(answers: LimitAnswers): ServerCommand
  /** The peer's command line, the scenario whose cache-miss load it is measured under, and the path it is loaded with when that scenario is absent. */
  peer: { command: ServerCommand; scenario: string; otherwise: string }
  targets(results: RatioResults): RatioTarget[]
  /** The folder of the results files. */
  resultsDir: string
}

/** The run's settings from its options, parsed as every fincalc command parses its own. */
function readSettings(argv: readonly string[]) {
  const options = readOptions(argv, {
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
    quick,
    mode: quick ? ('quick' as const) : ('full' as const),
    microOnly: options.micro === true,
    rounds: whole('rounds', quick ? 1 : 3, 100),
    duration: whole('duration', quick ? 1 : 5, 3600),
    warmUp: quick ? 2 : 6,
    connections: whole('connections', 50, 10_000),
    workers: whole('workers', 1, 64),
    microCalls: whole('calls', quick ? 40 : 300, 1_000_000),
    /** Milliseconds each calculator's slowest request is called before it is timed. */
    microWarmUp: quick ? 30 : 300,
    tool: options.wrk ? ('wrk' as const) : ('autocannon' as const),
    out: options.out,
  }
}

type Settings = ReturnType<typeof readSettings>

/** Runs the plan with the options in `argv`; an unknown option or a bad value is one line and exit status 2, a server that does not start one line and 1. */
export async function runRatioBench(plan: RatioPlan, argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  let settings: Settings
  try {
    settings = readSettings(argv)
  } catch (error) {
    console.error(`npm run bench: ${(error as Error).message}`)
    process.exit(2)
  }
  const started: ServerProcess[] = []
  const start = async (command: ServerCommand) => {
    const server = await startServerProcess(command)
    started.push(server)
    return server
  }
  const stopAll = async () => {
    await Promise.all(started.map((server) => server.stop()))
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopAll().then(() => process.exit(130)))
  try {
    if (settings.microOnly) console.log(formatMicroTable(await runMicroBenchmarkAsServer(settings.microCalls, settings.microWarmUp, settings.rounds)))
    else await ratioRun(plan, settings, start, stopAll)
  } catch (error) {
    // a process that would not start is one line; anything else keeps its stack
    if (!(error instanceof ServerStartError)) throw error
    console.error(`npm run bench: ${error.message}`)
    process.exitCode = 1
  } finally {
    await stopAll()
  }
}

/** One measurement as it was taken. */
interface Raw {
  round: number
  target: string
  scenario: string
  kind: 'hit' | 'miss' | 'limit' | 'headed' | 'peer'
  result: Measured
}

async function ratioRun(plan: RatioPlan, s: Settings, start: (command: ServerCommand) => Promise<ServerProcess>, stopAll: () => Promise<void>): Promise<void> {
  const startedAt = new Date()
  const loadBefore = os.loadavg()
  console.log(`fincalc bench (${s.mode}, ${s.tool}): ${s.rounds} round(s) of ${s.duration} s per measurement, ${s.connections} connections, server WORKERS=${s.workers}`)

  const engine = registryEngine()
  const [server, { scenarios, skipped }] = await Promise.all([start(serverCommand(s.workers)), plan.scenarios(engine, s.quick)])
  const bodies: Record<string, string> = {}
  scenarios.forEach((scenario, i) => (bodies[`/${i}`] = scenario.body))
  const peerName = plan.peer.scenario
  const peerScenario = scenarios.find((scenario) => scenario.name === peerName)
  // The limit also answers the peer scenario's path, whatever the query, with its body and the
  // headers fincalc's engine answers it with (content-length the limit writes, as fincalc's
  // server does), under the peer's load of misses: what any server of this HTTP contract
  // reaches with no work at all, for the peer comparison (bench/README.md, "The peer and the
  // load tool").
  const headed = peerScenario
    ? { [splitTarget(peerScenario.hit).path]: { body: peerScenario.body, headers: { ...(await engine.handle({ method: 'GET', url: peerScenario.hit })).headers } } }
    : {}
  const [limit, peer] = await Promise.all([start(plan.limit({ body: peerScenario?.body ?? '{"ok":true}', bodies, headed })), start(plan.peer.command)])
  for (const note of skipped) console.log(`skipped ${note}`)

  // The peer answers the scenario's cache-miss requests (it has no cache: every request is work).
  const peerLoad: Load = peerScenario?.miss ? { gen: peerScenario.miss, expectStatus: 200 } : { path: plan.peer.otherwise, expectStatus: 200 }

  // Warm-up: every scenario on the server (so that every code path is compiled), the baselines.
  process.stdout.write(`warming up (${s.warmUp} s per server)…`)
  // (autocannon whatever the tool: its request generator can mix every scenario in one run)
  const mixed = scenarios.flatMap((scenario) => [() => scenario.hit, ...(scenario.miss ? [() => nextTarget(scenario.miss!)] : [])])
  let turn = 0
  await measureAutocannon(server.url, { next: () => mixed[turn++ % mixed.length]!(), expectStatus: -1 }, s.warmUp, s.connections)
  await measureAutocannon(limit.url, { path: '/', expectStatus: 200 }, Math.ceil(s.warmUp / 2), s.connections)
  await measureAutocannon(peer.url, peerLoad, Math.ceil(s.warmUp / 2), s.connections)
  console.log(' done')

  const names = { peer: `peer ${peerName}`, limit: `limit (${peerName} body)`, headed: `limit (${peerName} misses, fincalc headers)` }
  const raw: Raw[] = []
  const run = async (round: number, target: ServerProcess, scenario: string, kind: Raw['kind'], load: Load) => {
    const result = await measure(target, load, s.duration, s.connections, s.tool)
    raw.push({ round, target: target.name, scenario, kind, result })
    console.log(formatRatioMeasurement(round, scenario, kind, result))
  }
  for (let round = 0; round < s.rounds; round++) {
    await run(round, peer, names.peer, 'peer', peerLoad)
    if (peerScenario) await run(round, limit, names.headed, 'headed', peerLoad)
    const order = scenarios.map((scenario, i) => ({ scenario, i }))
    if (round % 2) order.reverse()
    for (const { scenario, i } of order) {
      await run(round, limit, scenario.name, 'limit', { path: `/${i}`, expectStatus: 200 })
      await run(round, server, scenario.name, 'hit', { path: scenario.hit, expectStatus: scenario.expectStatus })
      if (scenario.miss) await run(round, server, scenario.name, 'miss', { gen: scenario.miss, expectStatus: scenario.expectStatus })
    }
    await run(round, peer, names.peer, 'peer', peerLoad)
  }
  const serverRssEndKiB = server.rssKiB()

  // Ratios inside each round, then medians over rounds.
  const peerMean = (round: number) => {
    const runs = raw.filter((r) => r.round === round && r.kind === 'peer')
    return runs.reduce((a, r) => a + r.result.rps, 0) / runs.length
  }
  const limitOf = (round: number, scenario: string) => raw.find((r) => r.round === round && r.kind === 'limit' && r.scenario === scenario)!.result.rps
  const rows: RatioRow[] = []
  for (const scenario of scenarios) {
    for (const kind of ['hit', 'miss'] as const) {
      const runs = raw.filter((r) => r.scenario === scenario.name && r.kind === kind)
      if (runs.length === 0) continue
      rows.push({
        scenario: scenario.name,
        kind,
        ...figures(runs),
        toLimit: median(runs.map((r) => r.result.rps / limitOf(r.round, scenario.name))),
        toPeer: median(runs.map((r) => r.result.rps / peerMean(r.round))),
        shares: await tierShares(kind === 'hit' ? [scenario.hit] : Array.from({ length: 1000 }, (_, n) => makeTarget(scenario.miss!, n + 1))),
      })
    }
  }
  for (const kind of ['peer', 'limit', 'headed'] as const) {
    const runs = raw.filter((r) => r.kind === kind && (kind !== 'limit' || r.scenario === peerName))
    if (runs.length === 0) continue
    const toLimit = !peerScenario ? undefined : kind === 'limit' ? 1 : median(runs.map((r) => r.result.rps / limitOf(r.round, peerName)))
    const toPeer = kind === 'peer' ? 1 : kind === 'headed' ? median(runs.map((r) => r.result.rps / peerMean(r.round))) : undefined
    rows.push({ scenario: names[kind], kind: 'baseline', ...figures(runs), toLimit, toPeer })
  }

  // In-process micro-benchmark, after the load (the servers are idle by then).
  await stopAll()
  console.log(`in-process micro-benchmark (${s.microCalls} calls per calculator, ${s.rounds} process(es))…`)
  const micro = await runMicroBenchmarkAsServer(s.microCalls, s.microWarmUp, s.rounds)

  const targets: TargetRow[] = plan.targets({ quick: s.quick, rows, micro, serverRssEndKiB }).map((t) => ({
    ...t,
    met: t.value === undefined ? undefined : t.atLeast ? t.value >= t.limit : t.value <= t.limit,
    margin: t.value === undefined ? undefined : t.atLeast ? t.value / t.limit - 1 : 1 - t.value / t.limit,
  }))

  let commit = 'unknown'
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: PACKAGE_ROOT, encoding: 'utf8' }).trim()
  } catch {
    // not a git checkout
  }
  const report = ratioRunReport({
    mode: s.mode,
    date: startedAt.toISOString(),
    loadBefore,
    commit,
    elapsedSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
    settings: { tool: s.tool, rounds: s.rounds, durationSeconds: s.duration, warmUpSeconds: s.warmUp, connections: s.connections, serverWorkers: s.workers, microCalls: s.microCalls, microWarmUpMillis: s.microWarmUp },
    scenarios: scenarios.map((x) => ({ name: x.name, meaning: x.meaning, hit: x.hit, missNote: x.missNote, miss: x.miss ? { example: makeTarget(x.miss, 1), generator: x.miss } : null, expectStatus: x.expectStatus, bodyBytes: Buffer.byteLength(x.body) })),
    skipped,
    table: rows,
    targets,
    serverRssEndMiB: serverRssEndKiB / 1024,
    micro,
    runs: raw,
  })
  console.log(`\n${formatRatioRun(report)}`)
  const out = s.out ?? join(plan.resultsDir, `${startedAt.toISOString().slice(0, 19).replace(/[:T]/g, '-')}-${s.mode}${s.tool === 'wrk' ? '-wrk' : ''}.json`)
  writeReport(out, report)
  console.log(`\nwritten ${out}`)
}

/** The figures of a row over its runs: medians, the slowest response, the peak memory, the counts. */
function figures(runs: readonly Raw[]): Pick<RatioRow, 'rps' | 'p50' | 'p99' | 'max' | 'rssPeakMiB' | 'unexpected' | 'errors'> {
  return {
    rps: median(runs.map((r) => r.result.rps)),
    p50: median(runs.map((r) => r.result.p50)),
    p99: median(runs.map((r) => r.result.p99)),
    max: Math.max(...runs.map((r) => r.result.max)),
    rssPeakMiB: Math.max(...runs.map((r) => r.result.rssPeakKiB)) / 1024,
    unexpected: runs.reduce((a, r) => a + r.result.unexpected, 0),
    errors: runs.reduce((a, r) => a + r.result.errors, 0),
  }
}

/** Of the rows found, the one with the lowest ratio to its limit. */
export function lowestToLimit(found: ReadonlyArray<RatioRow | undefined>): RatioRow | undefined {
  return found.filter((r): r is RatioRow => r !== undefined).sort((a, b) => a.toLimit! - b.toLimit!)[0]
}
