/**
 * Requests for the benchmarks, taken from the registry and the fixtures as they are when the
 * benchmark runs (calculators added later are picked up; absent ones are skipped and named).
 *
 * - `candidates(...)`: per calculator, every 200 fixture request, plus the same request with
 *   every duration parameter at its upper bound and every boolean switched on (where that is
 *   still a 200): the heaviest request a user can send is usually that one.
 * - `missGenerator(...)`: a different valid request on every call, made by moving one money
 *   parameter by whole paise (or whole units where only integers are allowed), so that the
 *   work per request stays the same while no two requests share a cache key.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { performance } from 'node:perf_hooks'
import { DEFAULT_FIXTURES_DIR, DEFAULT_REGISTRY_FILE } from '../src/command-line/options.ts'
import { type FixtureCase, type FixtureFile } from '../src/fixtures/fixture.ts'
import { loadFixtureDirectory, type FixtureSource } from '../src/fixtures/load.ts'
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

function queryOf(c: FixtureCase): Query {
  const pairs: Query = []
  for (const [name, value] of Object.entries(c.request.query ?? {})) for (const v of Array.isArray(value) ? value : [value]) pairs.push([name, v])
  return pairs
}

/** The parameter a query name stands for (canonical name or alias), in any variant. */
function parameterOf(calculator: Calculator, name: string): Parameter | undefined {
  for (const v of calculator.variants) for (const p of v.parameters) if (p.name === name || p.aliases.includes(name)) return p
  return undefined
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
      const query = queryOf(c)
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

/** Median microseconds per call of one request, engine without cache. */
export async function timeRequest(engine: Engine, target: string, calls: number, warmUp = Math.min(50, calls)): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await engine.handle({ method: 'GET', url: target })
  const samples: number[] = []
  for (let i = 0; i < calls; i++) {
    const start = performance.now()
    await engine.handle({ method: 'GET', url: target })
    samples.push((performance.now() - start) * 1000)
  }
  return samples.sort((a, b) => a - b)
}

export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!
}

/** CPU microseconds per call of one request (the least of three runs of `calls` calls). */
export async function cpuMicros(engine: Engine, target: string, calls: number): Promise<number> {
  for (let i = 0; i < 2; i++) await engine.handle({ method: 'GET', url: target })
  let best = Infinity
  for (let run = 0; run < 3; run++) {
    const before = process.cpuUsage()
    for (let i = 0; i < calls; i++) await engine.handle({ method: 'GET', url: target })
    const used = process.cpuUsage(before)
    best = Math.min(best, (used.user + used.system) / calls)
  }
  return best
}

/**
 * The slowest of the candidates by CPU time per call, which a busy machine disturbs far less
 * than elapsed time.
 */
export async function heaviest(engine: Engine, list: readonly Candidate[], calls = 15): Promise<{ candidate: Candidate; cpuMicros: number } | undefined> {
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

/**
 * A generator that changes one number parameter by n paise (n units for whole-number
 * parameters) on call n, checked on the engine to stay a 200 over the range a run can use.
 */
export async function missGenerator(engine: Engine, calculator: Calculator, query: Query, range = 5_000_000): Promise<MissGenerator | undefined> {
  const numbers = query
    .map(([name, text], index) => ({ name, text, index, p: parameterOf(calculator, name) }))
    .filter((x): x is { name: string; text: string; index: number; p: NumberParameter } => x.p?.type === 'number' && !x.p.values && /^\d+(\.\d{1,2})?$/.test(x.text))
  // Money first, then anything but durations (a duration must stay a whole number of periods).
  numbers.sort((a, b) => rank(a.p) - rank(b.p))
  for (const { name, text, index, p } of numbers) {
    if (p.unit !== undefined && DURATION_UNITS.has(p.unit)) continue
    const places = p.integer ? 0 : 2
    const start = Math.round(Number(text) * 10 ** places)
    const high = (p.maximum ?? p.exclusiveMaximum ?? Infinity) * 10 ** places
    const step = start + range < high ? 1 : -1
    const before = targetOf(calculator.path, query.slice(0, index))
    const after = targetOf(calculator.path, query.slice(index + 1)).slice(calculator.path.length + 1)
    const generator: MissGenerator = {
      parameter: name,
      prefix: `${before}${index === 0 ? '?' : '&'}${encodeURIComponent(name)}=`,
      suffix: after ? `&${after}` : '',
      start,
      step,
      places,
    }
    let ok = true
    for (const n of [1, 2, 3, 99, 12345, range]) if ((await status(engine, makeTarget(generator, n))) !== 200) ok = false
    if (ok) return generator
  }
  return undefined
}

function rank(p: NumberParameter): number {
  if (p.unit === 'INR') return 0
  if (p.unit === undefined || !DURATION_UNITS.has(p.unit)) return 1
  return 2
}

/** The registry's calculator at `<basePath>/<name>`, if there is one. */
export function calculatorAt(registry: Registry, name: string): Calculator | undefined {
  return registry.calculators.find((c) => c.path === `${registry.basePath}/${name}`)
}
