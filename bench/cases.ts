/**
 * Requests for the benchmarks, taken from the registry and the fixtures as they are when the
 * benchmark runs (calculators added later are picked up; absent ones are skipped and named).
 *
 * - `candidates(...)`: per calculator, every 200 fixture request, plus the same request with
 *   every duration parameter at its upper bound and every boolean switched on (where that is
 *   still a 200): the heaviest request a user can send is usually that one.
 * - `missGenerator(...)`: a different valid request on every call, made by moving one amount
 *   (one that fincalc bench's cache-miss mode may vary) by whole paise (whole rupees where
 *   only integers are allowed) from a counter, so that the work per request stays the same
 *   while no two requests share a cache key.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { performance } from 'node:perf_hooks'
import { DEFAULT_FIXTURES_DIR, DEFAULT_REGISTRY_FILE } from '../src/command-line/options.ts'
import type { FixtureFile } from '../src/fixtures/fixture.ts'
import { loadFixtureDirectory, type FixtureSource } from '../src/fixtures/load.ts'
import { LatencyHistogram } from '../src/bench-cli/histogram.ts'
import { queryPairs, varySlots } from '../src/bench-cli/mix.ts'
import type { Engine } from '../src/runtime/engine.ts'
import type { Calculator, NumberParameter, Parameter, Registry } from '../src/registry/types.ts'

/** The checkout the benchmark runs in, and the registry and fixtures where the package finds them. */
export const ROOT = fileURLToPath(new URL('../', import.meta.url))
export const REGISTRY_TEXT = readFileSync(DEFAULT_REGISTRY_FILE, 'utf8')

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

function variantParameters(calculator: Calculator, query: Query): readonly Parameter[] {
  const names = new Set(query.map(([n]) => n))
  return (calculator.variants.find((v) => v.parameters.some((p) => [p.name, ...p.aliases].some((n) => names.has(n)))) ?? calculator.variants[0]!).parameters
}

const DURATION_UNITS = new Set(['years', 'months', 'days'])

function upperBound(p: NumberParameter): number | undefined {
  return p.maximum
}

export async function status(engine: Engine, target: string): Promise<number> {
  return (await engine.handle({ method: 'GET', url: target })).status
}

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
        if (p.type === 'number' && p.unit !== undefined && DURATION_UNITS.has(p.unit) && upperBound(p) !== undefined) value = String(upperBound(p))
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

/** Elapsed time per call of one request, engine without cache and warm, in fincalc bench's histogram (milliseconds). */
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
export async function heaviest(engine: Engine, list: readonly Candidate[], calls = 15): Promise<{ candidate: Candidate; cpuMicros: number } | undefined> {
  for (const candidate of list) for (let i = 0; i < 3 * calls; i++) await engine.handle({ method: 'GET', url: candidate.target })
  let best: { candidate: Candidate; cpuMicros: number } | undefined
  for (const candidate of list) {
    const cpu = await cpuMicros(engine, candidate.target, calls)
    if (!best || cpu > best.cpuMicros) best = { candidate, cpuMicros: cpu }
  }
  return best
}

/**
 * A different request on every call n: `prefix`, then the number (start + step × n) / 10^places
 * written with `places` decimals, then `suffix`. Plain data, so that a load tool written in
 * another language (wrk's Lua) can make the same requests.
 */
export interface MissGenerator {
  /** The query parameter that moves. */
  parameter: string
  prefix: string
  suffix: string
  start: number
  step: number
  places: number
}

export function makeTarget(g: MissGenerator, n: number): string {
  const units = g.start + g.step * n
  const text = g.places === 0 ? String(units) : `${Math.floor(units / 10 ** g.places)}.${String(units % 10 ** g.places).padStart(g.places, '0')}`
  return `${g.prefix}${text}${g.suffix}`
}

/** Requests made so far by each generator, kept across runs, so that none ever repeats. */
const made = new Map<MissGenerator, number>()

/** The generator's next request, never one it made before. */
export function nextTarget(g: MissGenerator): string {
  const n = (made.get(g) ?? 0) + 1
  made.set(g, n)
  return makeTarget(g, n)
}

/** How many requests the generator has made; `skip` counts more made elsewhere (by wrk's script). */
export function madeSoFar(g: MissGenerator, skip = 0): number {
  const n = (made.get(g) ?? 0) + skip
  made.set(g, n)
  return n
}

/**
 * A generator that changes one amount by n paise (n rupees for a whole-number parameter) on
 * call n. Which amount, and within which bounds, is decided by fincalc bench's cache-miss
 * mode (src/bench-cli/mix.ts `varySlots`), without its ±20% spread: the first of its slots
 * with room for `range` steps up (or else down) from the request's value, checked on the
 * engine to stay a 200 over that range (some limits live in the calculation, not the registry).
 */
export async function missGenerator(engine: Engine, calculator: Calculator, query: Query, range = 5_000_000): Promise<MissGenerator | undefined> {
  for (const slot of varySlots(calculator, calculator.path, query, Infinity)) {
    if (slot.low === undefined || slot.high === undefined) continue
    const places = Math.max(slot.decimals!, slot.finest!)
    const scale = 10 ** (places - slot.decimals!)
    const start = Math.round(Number(slot.original) * 10 ** places)
    const step = start + range <= slot.high * scale ? 1 : start - range >= slot.low * scale ? -1 : 0
    if (step === 0) continue
    const generator: MissGenerator = { parameter: slot.parameter, prefix: slot.before, suffix: slot.after, start, step, places }
    let ok = true
    for (const n of [1, 2, 3, 99, 12345, range]) if ((await status(engine, makeTarget(generator, n))) !== 200) ok = false
    if (ok) return generator
  }
  return undefined
}

/** The registry's calculator at `<basePath>/<name>`, if there is one. */
export function calculatorAt(registry: Registry, name: string): Calculator | undefined {
  return registry.calculators.find((c) => c.path === `${registry.basePath}/${name}`)
}
