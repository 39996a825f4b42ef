/**
 * Requests for `npm run bench` (ratio-run.ts) and its micro-benchmark (micro.ts), taken from the
 * registry and the fixtures as they are when the benchmark runs (calculators added later are
 * picked up; absent ones are skipped and named), and the in-process timing of one request.
 *
 * - `candidates(...)`: per calculator, every 200 fixture request, plus the same request with
 *   every duration parameter at its upper bound and every boolean switched on (where that is
 *   still a 200): the heaviest request a user can send is usually that one.
 * - `heaviest(...)`: the candidate (or malformed request, malformed.ts) that costs the most CPU per call.
 */
import { performance } from 'node:perf_hooks'
import { readFileSync } from 'node:fs'
import { DEFAULT_FIXTURES_DIR, DEFAULT_REGISTRY_FILE } from '../options.ts'
import type { FixtureFile } from '../../fixtures/fixture.ts'
import { loadFixtureDirectory, type FixtureSource } from '../../fixtures/load.ts'
import { findFormula } from '../../formulas/index.ts'
import { loadRegistry } from '../../registry/load.ts'
import type { Calculator, Parameter, Registry } from '../../registry/types.ts'
import { createEngine, type Engine, type EngineOptions } from '../../runtime/engine.ts'
import { LatencyHistogram } from './histogram.ts'
import { queryPairs } from './mix.ts'

/**
 * The engine of this package's registry (calculators.yaml, where the CLI finds it), with no
 * response cache unless `options` gives one: the calculators' routes of the server's engine,
 * without its documents, which no benchmark request asks for.
 */
export function registryEngine(options: Omit<EngineOptions, 'registry' | 'formulas'> = {}): Engine {
  return createEngine({ cacheSize: 0, ...options, registry: loadRegistry(readFileSync(DEFAULT_REGISTRY_FILE, 'utf8'), findFormula), formulas: findFormula })
}

export type LoadedFixture = FixtureSource & { fixture: FixtureFile }

/** Every fixture file; one the loader cannot read stops the benchmark. */
export function loadFixtures(): LoadedFixture[] {
  return loadFixtureDirectory(DEFAULT_FIXTURES_DIR).map((source) => {
    if (!source.fixture) throw new Error(`${source.file}: ${source.problem}`)
    return source as LoadedFixture
  })
}

export type Query = Array<[string, string]>

export interface Candidate {
  calculator: Calculator
  /** `fixture` (a fixture request as it is) or `at bounds` (durations at their maximum, switches on). */
  origin: 'fixture' | 'at bounds'
  query: Query
  target: string
}

export function targetOf(path: string, query: Query): string {
  return query.length ? `${path}?${query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}` : path
}

/** The registry's calculator at `<basePath>/<name>`, if there is one. */
export function calculatorAt(registry: Registry, name: string): Calculator | undefined {
  return registry.calculators.find((c) => c.path === `${registry.basePath}/${name}`)
}

export async function status(engine: Engine, target: string): Promise<number> {
  return (await engine.handle({ method: 'GET', url: target })).status
}

function variantParameters(calculator: Calculator, query: Query): readonly Parameter[] {
  const names = new Set(query.map(([n]) => n))
  return (calculator.variants.find((v) => v.parameters.some((p) => [p.name, ...p.aliases].some((n) => names.has(n)))) ?? calculator.variants[0]!).parameters
}

const DURATION_UNITS = new Set(['years', 'months', 'days'])

/** Every 200 request of a calculator from its fixtures, and the same at its duration bounds. */
export async function candidates(engine: Engine, calculator: Calculator, fixtures: readonly LoadedFixture[]): Promise<Candidate[]> {
  const out: Candidate[] = []
  const seen = new Set<string>()
  const add = async (origin: Candidate['origin'], query: Query) => {
    const target = targetOf(calculator.path, query)
    if (seen.has(target) || (await status(engine, target)) !== 200) return
    seen.add(target)
    out.push({ calculator, origin, query, target })
  }
  for (const { fixture } of fixtures) {
    if (fixture.calculator !== calculator.id) continue
    for (const c of fixture.cases) {
      if (c.expect.status !== 200 || (c.request.method ?? 'GET') !== 'GET') continue
      const query = queryPairs(c)
      await add('fixture', query)
      const stretched: Query = query.map(([n, v]) => [n, v])
      for (const p of variantParameters(calculator, query)) {
        const present = stretched.find(([n]) => n === p.name || p.aliases.includes(n))
        let value: string | undefined
        if (p.type === 'number' && p.unit !== undefined && DURATION_UNITS.has(p.unit) && p.maximum !== undefined) value = String(p.maximum)
        if (p.type === 'boolean') value = 'true'
        if (value === undefined) continue
        if (present) present[1] = value
        else stretched.push([p.name, value])
      }
      await add('at bounds', stretched)
    }
  }
  return out
}

/**
 * Calls one request for `millis` milliseconds: V8 compiles the code a request runs as it grows
 * hot, and recompiles it as it meets objects of new shapes, and a calculation it has not yet
 * settled can cost several times what it costs a server that has answered it for a while.
 */
export async function warmUp(engine: Engine, target: string, millis: number): Promise<void> {
  const until = performance.now() + millis
  while (performance.now() < until) for (let i = 0; i < 10; i++) await engine.handle({ method: 'GET', url: target })
}

/** Elapsed time per call of one request, engine without cache and warm, in the latency histogram (milliseconds). */
export async function timeRequest(engine: Engine, target: string, calls: number, warmUpMillis = 300): Promise<LatencyHistogram> {
  await warmUp(engine, target, warmUpMillis)
  const latency = new LatencyHistogram()
  for (let i = 0; i < calls; i++) {
    const start = performance.now()
    await engine.handle({ method: 'GET', url: target })
    latency.record(performance.now() - start)
  }
  return latency
}

/** CPU microseconds per call of one request: the least of `runs` runs of `calls` calls. */
export async function cpuMicros(engine: Engine, target: string, calls: number, runs = 3): Promise<number> {
  for (let i = 0; i < 2; i++) await engine.handle({ method: 'GET', url: target })
  let best = Infinity
  for (let run = 0; run < runs; run++) {
    const before = process.cpuUsage()
    for (let i = 0; i < calls; i++) await engine.handle({ method: 'GET', url: target })
    const used = process.cpuUsage(before)
    best = Math.min(best, (used.user + used.system) / calls)
  }
  return best
}

/**
 * The slowest of the candidates by CPU time per call, which a busy machine disturbs far less
 * than elapsed time. Every candidate is called as often once before any is timed, so that the
 * first ones do not pay alone for compiling the code they all share.
 */
export async function heaviest<C extends { target: string }>(engine: Engine, list: readonly C[], calls = 15): Promise<{ candidate: C; cpuMicros: number } | undefined> {
  for (const candidate of list) for (let i = 0; i < 3 * calls; i++) await engine.handle({ method: 'GET', url: candidate.target })
  let best: { candidate: C; cpuMicros: number } | undefined
  for (const candidate of list) {
    const cpu = await cpuMicros(engine, candidate.target, calls)
    if (!best || cpu > best.cpuMicros) best = { candidate, cpuMicros: cpu }
  }
  return best
}
