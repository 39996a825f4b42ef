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
 * The scenarios are scenarios.ts's, the processes (the fincalc server as `npm start` starts it,
 * the limit bench/baselines/limit.ts, the peer bench/baselines/peer.ts) processes.ts's, one
 * measurement measure.ts's (fincalc bench's load runner, or wrk.ts), the tables those of
 * src/bench-cli/table.ts. This file holds the rounds, the ratios and the targets. Each round
 * measures, in turn: the peer, then per scenario its limit, its cache-hit run and its
 * cache-miss run, then the peer again; odd rounds walk the scenarios in reverse, so
 * that drift in the machine's load falls on both sides of every ratio. Ratios are taken inside
 * a round (scenario ÷ its limit of the same round, ÷ the mean of the round's two peer runs)
 * and the median over rounds is reported. See bench/README.md.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { fixed, median, table, type TableStyle } from '../src/bench-cli/table.ts'
import { createCalculatorEngine } from '../src/engine.ts'
import type { AnsweringArithmetic } from '../src/runtime/evaluate.ts'
import { makeTarget, nextTarget, REGISTRY_TEXT, ROOT } from './cases.ts'
import { measure, measureAutocannon, type Load, type Measured } from './measure.ts'
import { microTable, runMicroBenchmark, type MicroRow } from './micro.ts'
import { startArguments, startProcess, stopAll, treeRssKiB, type Running } from './processes.ts'
import { buildScenarios } from './scenarios.ts'

// ─── options ───

const argv = process.argv.slice(2)
const flag = (name: string) => argv.includes(name)
const option = (name: string) => {
  const i = argv.indexOf(name)
  return i < 0 ? undefined : argv[i + 1]
}
const QUICK = flag('--quick')
const MODE = QUICK ? 'quick' : 'full'
const ROUNDS = Number(option('--rounds') ?? (QUICK ? 1 : 3))
const DURATION = Number(option('--duration') ?? (QUICK ? 1 : 5))
const WARM_UP = QUICK ? 2 : 6
const CONNECTIONS = Number(option('--connections') ?? 50)
const WORKERS = Number(option('--workers') ?? 1)
const MICRO_CALLS = QUICK ? 40 : 300
const TOOL = flag('--wrk') ? 'wrk' : 'autocannon'

// ─── summary ───

interface Row {
  scenario: string
  kind: 'hit' | 'miss' | 'baseline'
  rps: number
  p50: number
  p99: number
  /** The slowest response over the scenario's runs. */
  max: number
  toLimit?: number
  toPeer?: number
  rssPeakMiB: number
  /** Shares of the scenario's requests the engine answers in binary and in double-double; the rest fall back to decimal. */
  shares?: TierShares
  unexpected: number
  errors: number
}

interface TierShares {
  binary: number
  doubleDouble: number
}

/**
 * The shares of a scenario's requests (its hit request, or 1,000 of its cache-miss requests)
 * that the engine answers in binary and in double-double, in-process; the rest fall back to decimal.
 */
async function tierShares(targets: readonly string[]): Promise<TierShares> {
  let binary = 0
  let doubleDouble = 0
  let answered = 0
  const onAnswered = (_id: string, arithmetic: AnsweringArithmetic) => {
    answered++
    if (arithmetic === 'binary') binary++
    if (arithmetic === 'double-double') doubleDouble++
  }
  const counting = createCalculatorEngine(REGISTRY_TEXT, { cacheSize: 0, onAnswered })
  for (const target of targets) await counting.handle({ method: 'GET', url: target })
  return answered ? { binary: binary / answered, doubleDouble: doubleDouble / answered } : { binary: NaN, doubleDouble: NaN }
}

/** "binary % + double-double %": the share answered without decimal, tier by tier. */
function sharesText(shares: TierShares | undefined): string {
  return shares === undefined ? '' : `${fixed(100 * shares.binary, 0)} + ${fixed(100 * shares.doubleDouble, 0)} %`
}

interface Target {
  target: string
  value: number | undefined
  unit: string
  met: boolean | undefined
  margin: number | undefined
}

/** The three tables of a run (scenarios, the micro-benchmark, the targets), on a terminal or in Markdown. */
function tables(rows: readonly Row[], micro: readonly MicroRow[], targets: readonly Target[], style: TableStyle): string {
  const scenarios = table(
    ['scenario', 'cache', 'req/s', 'p50 ms', 'p99 ms', 'max ms', '× limit', '× peer', 'peak RSS MiB', 'binary + double-double'],
    rows.map((r) => [r.scenario, r.kind === 'baseline' ? '' : r.kind, String(Math.round(r.rps)), fixed(r.p50), fixed(r.p99), fixed(r.max), fixed(r.toLimit), fixed(r.toPeer), fixed(r.rssPeakMiB, 1), sharesText(r.shares)]),
    style,
  )
  const met = (t: Target) => (t.met === undefined ? 'n/a' : t.met ? 'met' : style === 'markdown' ? '**not met**' : 'NOT MET')
  const goals = table(
    ['target', 'measured', 'met', 'margin'],
    targets.map((t) => [t.target, t.value === undefined ? '-' : `${fixed(t.value)} ${t.unit}`, met(t), t.margin === undefined ? '-' : `${t.margin >= 0 ? '+' : ''}${(t.margin * 100).toFixed(0)}%`]),
    style,
  )
  return [scenarios, microTable(micro, style), goals].join('\n\n')
}

// ─── main ───

async function main(): Promise<void> {
  if (flag('--micro')) {
    console.log(microTable(await runMicroBenchmark(Number(option('--calls') ?? 300))))
    return
  }
  const startedAt = new Date()
  const loadBefore = os.loadavg()
  console.log(`fincalc bench (${MODE}, ${TOOL}): ${ROUNDS} round(s) of ${DURATION} s per measurement, ${CONNECTIONS} connections, server WORKERS=${WORKERS}`)

  const engine = createCalculatorEngine(REGISTRY_TEXT, { cacheSize: 0 })
  const [server, { scenarios, skipped }] = await Promise.all([startProcess('fincalc', startArguments(), { WORKERS: String(WORKERS) }), buildScenarios(engine, QUICK)])
  const bodies: Record<string, string> = {}
  scenarios.forEach((s, i) => (bodies[`/${i}`] = s.body))
  const [limit, peer] = await Promise.all([
    startProcess('limit', ['--import', 'tsx', 'bench/baselines/limit.ts'], { BODY: scenarios.find((s) => s.name === '/emi')?.body ?? '{"ok":true}', BODIES: JSON.stringify(bodies) }),
    startProcess('peer', ['--import', 'tsx', 'bench/baselines/peer.ts'], {}),
  ])
  for (const note of skipped) console.log(`skipped ${note}`)

  const emiScenario = scenarios.find((s) => s.name === '/emi')
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
    kind: 'hit' | 'miss' | 'limit' | 'peer'
    result: Measured
  }
  const raw: Raw[] = []
  const run = async (round: number, target: Running, scenario: string, kind: Raw['kind'], load: Load) => {
    const result = await measure(target, load, DURATION, CONNECTIONS, TOOL)
    raw.push({ round, target: target.name, scenario, kind, result })
    console.log(
      `  round ${round + 1} ${`${scenario} ${kind}`.padEnd(28)} ${result.rps.toFixed(0).padStart(7)} req/s  p50 ${result.p50.toFixed(2)} ms  p99 ${result.p99.toFixed(2)} ms` +
        (result.unexpected || result.errors ? `  (${result.unexpected} unexpected status, ${result.errors} errors)` : ''),
    )
  }
  for (let round = 0; round < ROUNDS; round++) {
    await run(round, peer, 'peer /emi', 'peer', peerLoad)
    const order = scenarios.map((s, i) => ({ s, i }))
    if (round % 2) order.reverse()
    for (const { s, i } of order) {
      await run(round, limit, s.name, 'limit', { path: `/${i}`, expectStatus: 200 })
      await run(round, server, s.name, 'hit', { path: s.hit, expectStatus: s.expectStatus })
      if (s.miss) await run(round, server, s.name, 'miss', { gen: s.miss, expectStatus: s.expectStatus })
    }
    await run(round, peer, 'peer /emi', 'peer', peerLoad)
  }
  const rssEndKiB = treeRssKiB(server.child.pid!)

  // Ratios inside each round, then medians over rounds.
  const rows: Row[] = []
  const peerRuns = (round: number) => raw.filter((r) => r.round === round && r.kind === 'peer').map((r) => r.result.rps)
  const limitOf = (round: number, scenario: string) => raw.find((r) => r.round === round && r.kind === 'limit' && r.scenario === scenario)!.result.rps
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
        toPeer: median(runs.map((r) => r.result.rps / (peerRuns(r.round).reduce((a, b) => a + b, 0) / peerRuns(r.round).length))),
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
  ] as const) {
    const runs = raw.filter((r) => r.kind === kind && (kind === 'peer' || r.scenario === '/emi'))
    if (runs.length === 0) continue
    const toLimit = kind === 'peer' ? median(runs.map((r) => r.result.rps / limitOf(r.round, '/emi'))) : 1
    rows.push({
      scenario: name,
      kind: 'baseline',
      rps: median(runs.map((r) => r.result.rps)),
      p50: median(runs.map((r) => r.result.p50)),
      p99: median(runs.map((r) => r.result.p99)),
      max: Math.max(...runs.map((r) => r.result.max)),
      toLimit: emiScenario ? toLimit : undefined,
      toPeer: kind === 'peer' ? 1 : undefined,
      rssPeakMiB: Math.max(...runs.map((r) => r.result.rssPeakKiB)) / 1024,
      unexpected: runs.reduce((a, r) => a + r.result.unexpected, 0),
      errors: runs.reduce((a, r) => a + r.result.errors, 0),
    })
  }

  // In-process micro-benchmark, after the load (the servers are idle by then).
  await stopAll()
  console.log(`in-process micro-benchmark (${MICRO_CALLS} calls per calculator)…`)
  const micro: MicroRow[] = await runMicroBenchmark(MICRO_CALLS)

  // Targets of the benchmark issue, each met or not.
  // The targets of the arithmetic issue (bench/README.md, "The targets, and what is in the way").
  const miss = (scenario: string) => rows.find((r) => r.scenario === scenario && r.kind === 'miss')
  const emiMiss = miss('/emi')
  const worstOf = (found: Array<Row | undefined>) => found.filter((r): r is Row => r !== undefined).sort((a, b) => a.toLimit! - b.toLimit!)[0]
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

  // ─── print ───
  console.log(`\nfincalc bench (${MODE}, ${TOOL}), ${startedAt.toISOString()}, ${os.cpus()[0]?.model ?? 'cpu'} × ${os.cpus().length}, node ${process.version}, load ${loadBefore.map((l) => l.toFixed(1)).join(' ')}`)
  console.log(`ratios inside each round, median of ${ROUNDS} round(s); ${CONNECTIONS} connections; ${DURATION} s per measurement\n`)
  console.log(tables(rows, micro, targets, 'text'))
  for (const s of scenarios) console.log(`${s.name}: ${s.meaning}. hit: ${s.hit}; miss: ${s.miss ? s.missNote : s.missNote || 'none'}`)
  for (const note of skipped) console.log(`skipped ${note}`)

  // The same tables in Markdown, for bench/README.md.
  const elapsedSeconds = Math.round((Date.now() - startedAt.getTime()) / 1000)
  const markdown = [
    `${MODE} run, ${TOOL}, ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus()[0]?.model ?? 'cpu'} × ${os.cpus().length}, Node ${process.version}, load average ${loadBefore.map((l) => l.toFixed(1)).join(' ')} at the start, ${ROUNDS} round(s) of ${DURATION} s, ${CONNECTIONS} connections, ${elapsedSeconds} s in all.`,
    '',
    tables(rows, micro, targets, 'markdown'),
  ].join('\n')
  console.log(`\nfinished in ${elapsedSeconds} s`)

  // ─── write ───
  let commit = 'unknown'
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim()
  } catch {
    // not a git checkout
  }
  const out = option('--out') ?? join(ROOT, 'bench', 'results', `${startedAt.toISOString().slice(0, 19).replace(/[:T]/g, '-')}-${MODE}${TOOL === 'wrk' ? '-wrk' : ''}.json`)
  mkdirSync(join(out, '..'), { recursive: true })
  writeFileSync(
    out,
    JSON.stringify(
      {
        mode: MODE,
        date: startedAt.toISOString(),
        machine: { cpu: os.cpus()[0]?.model, cores: os.cpus().length, memoryGiB: +(os.totalmem() / 2 ** 30).toFixed(1), platform: `${os.type()} ${os.release()}`, node: process.version, loadBefore, loadAfter: os.loadavg() },
        commit,
        elapsedSeconds,
        settings: { tool: TOOL, rounds: ROUNDS, durationSeconds: DURATION, warmUpSeconds: WARM_UP, connections: CONNECTIONS, serverWorkers: WORKERS, microCalls: MICRO_CALLS },
        scenarios: scenarios.map((s) => ({ name: s.name, meaning: s.meaning, hit: s.hit, miss: s.miss ? { note: s.missNote, example: makeTarget(s.miss, 1), generator: s.miss } : null, expectStatus: s.expectStatus, bodyBytes: Buffer.byteLength(s.body) })),
        skipped,
        table: rows,
        targets,
        serverRssEndMiB: rssEndKiB / 1024,
        micro,
        markdown,
        runs: raw,
      },
      null,
      2,
    ) + '\n',
  )
  console.log(`\nwritten ${out}`)
}

try {
  await main()
} finally {
  await stopAll()
}
