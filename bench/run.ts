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
 * Processes: the fincalc server (`npm start`'s command), the limit (bench/baselines/limit.ts) and
 * the peer (bench/baselines/peer.ts) each run as their own process; autocannon runs in this
 * one (wrk, with --wrk, in its own). Each round measures, in turn: the peer, then per scenario its limit, its cache-hit run
 * and its cache-miss run, then the peer again; odd rounds walk the scenarios in reverse, so
 * that drift in the machine's load falls on both sides of every ratio. Ratios are taken inside
 * a round (scenario ÷ its limit of the same round, ÷ the mean of the round's two peer runs)
 * and the median over rounds is reported. See bench/README.md.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { LatencyHistogram } from '../src/bench-cli/histogram.ts'
import { runLoad } from '../src/bench-cli/load.ts'
import { queryPairs } from '../src/bench-cli/mix.ts'
import { createCalculatorEngine } from '../src/engine.ts'
import type { Engine } from '../src/runtime/engine.ts'
import type { AnsweringArithmetic } from '../src/runtime/evaluate.ts'
import { calculatorAt, candidates, heaviest, loadFixtures, makeTarget, missGenerator, REGISTRY_TEXT, ROOT, targetOf, type MissGenerator, type Query } from './cases.ts'
import { printMicro, runMicroBenchmark, type MicroRow } from './micro.ts'

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

// ─── processes ───

interface Running {
  name: string
  url: string
  child: ChildProcess
}

const started: ChildProcess[] = []

/** The arguments of `npm start`'s `node …` command: the server is measured as it is started. */
function startArguments(): string[] {
  const [program, ...args] = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.start as string).replace(/^exec\s+/, '').split(/\s+/)
  if (program !== 'node') throw new Error(`package.json's start script must run node (got ${program})`)
  return args
}

function startProcess(name: string, args: string[], env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.push(child)
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`${name} did not start: ${output}`)), 30_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output)
      if (!match) return
      clearTimeout(timer)
      child.stdout!.off('data', onData)
      resolve({ name, url: match[1]!, child })
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}: ${output}`)))
  })
}

function stopAll(): Promise<void> {
  return Promise.all(
    started.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve()
          child.once('exit', () => resolve())
          child.kill('SIGTERM')
          setTimeout(() => (child.kill('SIGKILL'), resolve()), 5_000).unref()
        }),
    ),
  ).then(() => undefined)
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopAll().then(() => process.exit(130)))

/** Resident set size in KiB of a process and all its descendants (cluster workers). */
function treeRssKiB(pid: number): number {
  let total = 0
  try {
    total += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim()
      for (const child of children ? children.split(/\s+/) : []) total += treeRssKiB(Number(child))
    }
  } catch {
    // the process ended between the listing and the read
  }
  return total
}

// ─── load ───

interface Load {
  /** One fixed path, or a generator of a different path on every request. */
  path?: string
  gen?: MissGenerator
  /** Any sequence of paths (the warm-up; autocannon only). */
  next?: () => string
  expectStatus: number
}

interface Measured {
  rps: number
  p50: number
  p99: number
  /** The slowest response of the run. */
  max: number
  requests: number
  unexpected: number
  errors: number
  rssPeakKiB: number
}

/** Requests made so far by each generator, kept across runs, so that none ever repeats. */
const counters = new Map<MissGenerator, number>()

/** The generator's next request, never one it made before. */
function nextTarget(gen: MissGenerator): string {
  const n = (counters.get(gen) ?? 0) + 1
  counters.set(gen, n)
  return makeTarget(gen, n)
}

function measure(server: Running, load: Load, seconds: number): Promise<Measured> {
  let rssPeak = treeRssKiB(server.child.pid!)
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, treeRssKiB(server.child.pid!))), 100)
  const done = (m: Omit<Measured, 'rssPeakKiB'>): Measured => {
    clearInterval(sampler)
    return { ...m, rssPeakKiB: Math.max(rssPeak, treeRssKiB(server.child.pid!)) }
  }
  const run = TOOL === 'wrk' ? measureWrk(server, load, seconds) : measureAutocannon(server, load, seconds)
  return run.then(done, (error) => {
    clearInterval(sampler)
    throw error
  })
}

/** autocannon through fincalc bench's load runner, with no per-response work but the count and the latency. */
async function measureAutocannon(server: Running, load: Load, seconds: number): Promise<Omit<Measured, 'rssPeakKiB'>> {
  const latency = new LatencyHistogram()
  let unexpected = 0
  const gen = load.gen
  const next = gen ? () => nextTarget(gen) : load.next
  const result = await runLoad({
    url: server.url + (load.path ?? '/'),
    connections: CONNECTIONS,
    durationSeconds: seconds,
    targets: next ? [next] : undefined,
    // autocannon's own histogram keeps whole milliseconds; fincalc bench's keeps them to 1%.
    onResponse: (status, ms) => {
      latency.record(ms)
      if (status !== load.expectStatus) unexpected++
    },
  })
  const at = (q: number) => (latency.count ? latency.percentile(q) : NaN)
  return { rps: latency.count / seconds, p50: at(0.5), p99: at(0.99), max: latency.count ? latency.summary().max : NaN, requests: latency.count, unexpected, errors: result.errors + result.timeouts }
}

/** A duration wrk printed (`631.55us`, `6.30ms`, `1.2s`), in ms; NaN when the pattern did not match. */
function wrkMs(m: RegExpExecArray | null): number {
  return m ? Number(m[1]) * (m[2] === 'us' ? 0.001 : m[2] === 's' ? 1000 : 1) : NaN
}

/** The same measurement with wrk: one thread, a Lua script for generated paths. */
function measureWrk(server: Running, load: Load, seconds: number): Promise<Omit<Measured, 'rssPeakKiB'>> {
  const dir = mkdtempSync(join(os.tmpdir(), 'fincalc-wrk-'))
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', '--timeout', '10s']
  const gen = load.gen
  if (gen) {
    const script = join(dir, 'requests.lua')
    writeFileSync(
      script,
      [
        `local prefix, suffix, start, step, places = ${JSON.stringify(gen.prefix)}, ${JSON.stringify(gen.suffix)}, ${gen.start}, ${gen.step}, ${gen.places}`,
        'local n = 0',
        'function init(args) n = tonumber(args[1]) end',
        'function request()',
        '  n = n + 1',
        '  local units = start + step * n',
        '  local text',
        '  if places == 0 then text = string.format("%d", units) else',
        '    local scale = 10 ^ places',
        '    text = string.format("%d.%0" .. places .. "d", math.floor(units / scale), units % scale)',
        '  end',
        '  return wrk.format("GET", prefix .. text .. suffix)',
        'end',
      ].join('\n'),
    )
    args.push('-s', script, server.url + '/', '--', String(counters.get(gen) ?? 0))
  } else args.push(server.url + (load.path ?? '/'))
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) => {
      rmSync(dir, { recursive: true, force: true })
      const requests = Number(/(\d+) requests in/.exec(out)?.[1])
      if (code !== 0 || !Number.isFinite(requests)) return reject(new Error(`wrk failed (${code}): ${out}`))
      if (gen) counters.set(gen, (counters.get(gen) ?? 0) + requests + 1000)
      const ms = (q: string) => wrkMs(new RegExp(`^\\s*${q}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(out))
      const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0)
      const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
      resolve({
        rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
        p50: ms('50'),
        p99: ms('99'),
        // the `Latency  avg  stdev  max  ±stdev` line
        max: wrkMs(/^\s*Latency\s+\S+\s+\S+\s+([\d.]+)(us|ms|s)\b/m.exec(out)),
        requests,
        // wrk counts statuses outside 2xx/3xx only: a 400 scenario expects all of them to be so.
        unexpected: load.expectStatus === 200 ? non2xx : requests - non2xx,
        errors: socketErrors ? socketErrors.slice(1).reduce((a, x) => a + Number(x), 0) : 0,
      })
    })
  })
}

// ─── scenarios ───

interface Scenario {
  name: string
  meaning: string
  hit: string
  miss?: MissGenerator
  missNote: string
  expectStatus: number
  /** Body the limit answers for this scenario: fincalc's own response to `hit`, same size. */
  body: string
}

async function buildScenarios(engine: Engine): Promise<{ scenarios: Scenario[]; skipped: string[] }> {
  const registry = engine.registry
  const fixtures = loadFixtures()
  const scenarios: Scenario[] = []
  const skipped: string[] = []
  const bodyOf = async (target: string) => (await engine.handle({ method: 'GET', url: target })).body ?? ''

  const add = async (name: string, meaning: string, path: string, query: Query, expectStatus = 200, miss?: MissGenerator) => {
    const hit = targetOf(path, query)
    const body = await bodyOf(hit)
    let missNote = miss ? `${miss.parameter} moves by ${10 ** -miss.places} per request` : ''
    if (!miss && expectStatus === 200) {
      const calculator = registry.calculators.find((c) => c.path === path)!
      miss = await missGenerator(engine, calculator, query)
      missNote = miss ? `${miss.parameter} moves by ${10 ** -miss.places} per request` : 'no parameter can vary while the request stays valid: no cache-miss run'
    }
    scenarios.push({ name, meaning, hit, miss, missNote, expectStatus, body })
  }

  const first200 = (id: string): Query | undefined => {
    const cases = fixtures.find((f) => f.fixture.calculator === id)?.fixture.cases ?? []
    // The plain request: the first 200 case that switches nothing on (no boolean set to true)
    // and gives at least one number (so that a cache-miss run can move it).
    const plain = cases.filter((c) => c.expect.status === 200 && (c.request.method ?? 'GET') === 'GET')
    const values = (c: (typeof cases)[number]) => Object.values(c.request.query ?? {}).flat()
    const chosen =
      plain.find((c) => !values(c).includes('true') && values(c).some((v) => /^\d+(\.\d+)?$/.test(v))) ??
      plain.find((c) => !values(c).includes('true')) ??
      plain[0]
    return chosen && queryPairs(chosen)
  }

  const emi = calculatorAt(registry, 'emi')
  for (const name of ['emi', 'sip', 'step-up-sip', 'income-tax', 'cagr']) {
    const calculator = calculatorAt(registry, name)
    if (!calculator) {
      skipped.push(`/${name}: not in the registry`)
      continue
    }
    const query =
      name === 'emi'
        ? ([['principal', '8000000'], ['interest', '8.5'], ['years', '20']] as Query)
        : name === 'sip'
          ? ([['investment', '10000'], ['interest', '12'], ['years', '10']] as Query)
          : first200(calculator.id)
    if (!query || (await engine.handle({ method: 'GET', url: targetOf(calculator.path, query) })).status !== 200) {
      skipped.push(`/${name}: no 200 fixture case to take a request from`)
      continue
    }
    await add(`/${name}`, `${calculator.summary}: the plain request`, calculator.path, query)
  }
  if (emi) {
    await add(
      '/emi 30 y breakup',
      'EMI with the yearly amortisation of a 30-year loan (360 months, 30 table rows)',
      emi.path,
      [['principal', '8000000'], ['interest', '8.5'], ['years', '30'], ['breakup', 'true']],
    )
  }
  const loans = registry.calculators.filter((c) => c.tag === 'Loans & EMI')
  const loanCandidates = (await Promise.all(loans.map((c) => candidates(engine, c, fixtures)))).flat()
  const slowest = await heaviest(engine, loanCandidates, QUICK ? 5 : 15)
  if (slowest) {
    const { candidate } = slowest
    await add(
      'heaviest schedule',
      `the 200 request of any loan calculator that costs the most CPU in-process, among ${loanCandidates.length} (fixture requests, and each with durations at their upper bound and switches on)`,
      candidate.calculator.path,
      candidate.query,
    )
  } else skipped.push('heaviest schedule: no loan calculator with a 200 fixture case')
  if (emi) {
    await add(
      'error 400',
      'EMI with the interest above its bound: the 400 problem response with the error list',
      emi.path,
      [['principal', '8000000'], ['interest', '75'], ['years', '20']],
      400,
      { parameter: 'interest', prefix: `${emi.path}?principal=8000000&interest=`, suffix: '&years=20', start: 5000, step: 1, places: 2 },
    )
    scenarios[scenarios.length - 1]!.missNote = 'interest moves by 0.01 per request, always above the bound'
  }
  return { scenarios, skipped }
}

// ─── summary ───

const median = (xs: readonly number[]) => {
  const s = [...xs].filter((x) => Number.isFinite(x)).sort((a, b) => a - b)
  if (s.length === 0) return NaN
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2
}

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
  return shares === undefined ? '' : `${fmt(100 * shares.binary, 0)} + ${fmt(100 * shares.doubleDouble, 0)} %`
}

function fmt(x: number | undefined, digits = 2): string {
  return x === undefined || !Number.isFinite(x) ? '-' : x.toFixed(digits)
}

// ─── main ───

async function main(): Promise<void> {
  if (flag('--micro')) {
    printMicro(await runMicroBenchmark(Number(option('--calls') ?? 300)))
    return
  }
  const startedAt = new Date()
  const loadBefore = os.loadavg()
  console.log(`fincalc bench (${MODE}, ${TOOL}): ${ROUNDS} round(s) of ${DURATION} s per measurement, ${CONNECTIONS} connections, server WORKERS=${WORKERS}`)

  const engine = createCalculatorEngine(REGISTRY_TEXT, { cacheSize: 0 })
  const [server, { scenarios, skipped }] = await Promise.all([startProcess('fincalc', startArguments(), { WORKERS: String(WORKERS) }), buildScenarios(engine)])
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
  await measureAutocannon(server, { next: () => mixed[turn++ % mixed.length]!(), expectStatus: -1 }, WARM_UP)
  await measureAutocannon(limit, { path: '/', expectStatus: 200 }, Math.ceil(WARM_UP / 2))
  await measureAutocannon(peer, peerLoad, Math.ceil(WARM_UP / 2))
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
    const result = await measure(target, load, DURATION)
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
  console.table(
    rows.map((r) => ({
      scenario: r.scenario,
      cache: r.kind === 'baseline' ? '' : r.kind,
      'req/s': Math.round(r.rps),
      'p50 ms': fmt(r.p50),
      'p99 ms': fmt(r.p99),
      'max ms': fmt(r.max),
      '× limit': fmt(r.toLimit),
      '× peer': fmt(r.toPeer),
      'peak RSS MiB': fmt(r.rssPeakMiB, 1),
      'binary + dd': sharesText(r.shares),
      ...(r.unexpected || r.errors ? { problems: `${r.unexpected} status, ${r.errors} errors` } : {}),
    })),
  )
  printMicro(micro)
  console.table(
    targets.map((t) => ({
      target: t.target,
      measured: t.value === undefined ? '-' : `${fmt(t.value)} ${t.unit}`,
      met: t.met === undefined ? 'n/a' : t.met ? 'met' : 'NOT MET',
      margin: t.margin === undefined ? '-' : `${t.margin >= 0 ? '+' : ''}${(t.margin * 100).toFixed(0)}%`,
    })),
  )
  for (const s of scenarios) console.log(`${s.name}: ${s.meaning}. hit: ${s.hit}; miss: ${s.miss ? s.missNote : s.missNote || 'none'}`)
  for (const note of skipped) console.log(`skipped ${note}`)

  // The same tables in Markdown, for bench/README.md.
  const elapsedSeconds = Math.round((Date.now() - startedAt.getTime()) / 1000)
  const markdown = [
    `${MODE} run, ${TOOL}, ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus()[0]?.model ?? 'cpu'} × ${os.cpus().length}, Node ${process.version}, load average ${loadBefore.map((l) => l.toFixed(1)).join(' ')} at the start, ${ROUNDS} round(s) of ${DURATION} s, ${CONNECTIONS} connections, ${elapsedSeconds} s in all.`,
    '',
    '| scenario | cache | req/s | p50 ms | p99 ms | max ms | × limit | × peer | peak RSS MiB | binary + double-double |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...rows.map((r) => `| ${r.scenario} | ${r.kind === 'baseline' ? '' : r.kind} | ${Math.round(r.rps)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.max)} | ${fmt(r.toLimit)} | ${fmt(r.toPeer)} | ${fmt(r.rssPeakMiB, 1)} | ${sharesText(r.shares)} |`),
    '',
    '| calculator | heaviest request | median µs | p99 µs | CPU µs |',
    '|---|---|--:|--:|--:|',
    ...micro.map((m) => `| ${m.calculator} | ${m.target ? `\`${m.target}\`${m.origin === 'at bounds' ? ' (at bounds)' : ''}` : 'no 200 fixture case'} | ${fmt(m.medianMicros, 0)} | ${fmt(m.p99Micros, 0)} | ${fmt(m.cpuMicros, 0)} |`),
    '',
    '| target | measured | met | margin |',
    '|---|--:|---|--:|',
    ...targets.map((t) => `| ${t.target} | ${t.value === undefined ? '-' : `${fmt(t.value)} ${t.unit}`} | ${t.met === undefined ? 'n/a' : t.met ? 'met' : '**not met**'} | ${t.margin === undefined ? '-' : `${t.margin >= 0 ? '+' : ''}${(t.margin * 100).toFixed(0)}%`} |`),
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
