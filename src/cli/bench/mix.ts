/**
 * The request mix of `fincalc bench`: real requests of the API, weighted by a traffic profile.
 *
 * - The requests are the golden fixtures' valid ones (every GET case expecting a 200), so each
 *   is a request the API must answer, with the names (Set A or Set B) and defaults people use.
 * - Each calculator gets its profile weight; a calculator's weight is split evenly among its
 *   fixture requests (they are taken in turn).
 * - Each connection of the load generator cycles through one sequence of positions, each bound
 *   to one endpoint, shuffled with the seed. With whole weights summing to at most
 *   SEQUENCE_LENGTH, an endpoint has exactly `weight` positions (the default profile: 96 in
 *   all); otherwise SEQUENCE_LENGTH positions are apportioned by share (largest remainder, at
 *   least one for every endpoint in the mix).
 * - Cache-miss mode (`vary`): every request is a fixture request with ONE amount changed, so
 *   no two requests need be alike and a response cache cannot flatter the result. Only a number
 *   parameter in rupees (unit INR) that the request gives by one name, as a plain decimal
 *   above 0, is changed: to a value drawn evenly from ±VARY_SPREAD of the fixture's value, with
 *   the fixture's decimal places (whole rupees for an integer parameter), inside the declared
 *   bounds, and on the right side of every `less-than` rule that names it; a parameter with a
 *   list of allowed values takes another allowed value. Durations, rates and choices are never
 *   changed, so whole-period rules (years × 12 whole and the like) hold as in the fixture.
 *   Some limits live in the calculation rather than the registry (₹75 lakh of receipts for
 *   section 44ADA, an exercise price at or above the strike price): `screenVariations` asks the
 *   reference engine about both ends of every range before the run and narrows a range towards
 *   the fixture's value until both ends are answered with a 200.
 *   test/bench.test.ts sends a sample of the generated requests through the engine and
 *   requires a 200 for every one.
 */
import { requestTarget, type FixtureCase } from '../../fixtures/fixture.ts'
import type { FixtureSource } from '../../fixtures/load.ts'
import { UsageError } from '../options.ts'
import { didYouMean } from '../../names/likely-meant.ts'
import { selectedVariant } from '../../registry/select-variant.ts'
import { VARIANT_PARAMETER, type Calculator, type Registry } from '../../registry/types.ts'
import type { Profile } from './profile.ts'

export const VARY_SPREAD = 0.2
const SEQUENCE_LENGTH = 1000

/** One parameter of a fixture request that the cache-miss mode may change. */
export interface VarySlot {
  /** The name the request gives it by. */
  parameter: string
  /** The request target is `before + value + after`. */
  before: string
  after: string
  original: string
  /** A range: the value is `k / 10^decimals` for a whole k from low to high. */
  low?: number
  high?: number
  decimals?: number
  /** The parameter's smallest change, in decimal places: 0 for a whole-number parameter, 2 (a paisa) otherwise. */
  finest?: number
  /** Or another of the parameter's allowed values. */
  values?: readonly number[]
}

export interface BaseRequest {
  /** The fixture case it comes from. */
  description: string
  target: string
  slots: VarySlot[]
}

export interface Endpoint {
  calculator: string
  path: string
  tagSlug: string
  weight: number
  /** Of all requests, by the profile. */
  share: number
  requests: readonly BaseRequest[]
}

export interface MixOptions {
  registry: Registry
  fixtures: readonly FixtureSource[]
  profile: Profile
  tags?: readonly string[]
  calculators?: readonly string[]
  vary?: boolean
  seed?: number
}

export interface Mix {
  profile: Profile
  vary: boolean
  seed: number
  endpoints: readonly Endpoint[]
  /** Endpoint index at each position of the sequence the load generator cycles through. */
  sequence: readonly number[]
  /** The next request target (GET) for an endpoint: its fixture requests in turn, each varied in `vary` mode. */
  next(endpoint: number): string
}

export function buildMix(options: MixOptions): Mix {
  const { registry, profile } = options
  const vary = options.vary ?? false
  const seed = (options.seed ?? 1) >>> 0
  const slugOfTag = new Map(registry.tags.map((t) => [t.name, t.slug]))
  const known = new Set(registry.calculators.map((c) => c.id))
  for (const id of Object.keys(profile.weights)) if (!known.has(id)) throw new UsageError(`profile ${profile.name}: no calculator has the id ${id}`)
  for (const tag of options.tags ?? []) if (!registry.tags.some((t) => t.slug === tag)) throw new UsageError(`--tag ${tag}: no such tag (${registry.tags.map((t) => t.slug).join(', ')})`)
  for (const id of options.calculators ?? []) if (!known.has(id)) throw new UsageError(`--calculator ${id}: no calculator has this id${didYouMean(id, known)}`)

  const endpoints: Endpoint[] = []
  for (const calculator of registry.calculators) {
    const tagSlug = slugOfTag.get(calculator.tag) ?? calculator.tag
    if (options.tags?.length && !options.tags.includes(tagSlug)) continue
    if (options.calculators?.length && !options.calculators.includes(calculator.id)) continue
    const weight = profile.weights[calculator.id] ?? profile.otherwise
    if (weight === 0) continue
    const requests = validRequests(calculator, options.fixtures)
    if (requests.length === 0) {
      if (calculator.id in profile.weights || options.calculators?.includes(calculator.id)) throw new UsageError(`${calculator.id}: the fixtures hold no valid (200) request for it`)
      continue
    }
    endpoints.push({ calculator: calculator.id, path: calculator.path, tagSlug, weight, share: 0, requests })
  }
  if (endpoints.length === 0) throw new UsageError('no endpoint is left in the mix (check --tag, --calculator and the profile weights)')
  const total = endpoints.reduce((sum, e) => sum + e.weight, 0)
  for (const e of endpoints) e.share = e.weight / total

  const random = seededRandom(seed)
  // whole weights: one cycle holds each endpoint exactly `weight` times, so even a short run
  // with few requests per connection walks the whole mix
  const exact = total <= SEQUENCE_LENGTH && endpoints.every((e) => Number.isInteger(e.weight))
  const sequence = shuffle(apportion(endpoints.map((e) => e.share), exact ? total : SEQUENCE_LENGTH), random)
  const turn = new Array<number>(endpoints.length).fill(0)
  const next = (index: number) => {
    const { requests } = endpoints[index]!
    const count = turn[index]!
    turn[index] = count + 1
    const base = requests[count % requests.length]!
    if (!vary || base.slots.length === 0) return base.target
    const slot = base.slots[Math.floor(random() * base.slots.length)]!
    return slot.before + drawValue(slot, random) + slot.after
  }
  return { profile, vary, seed, endpoints, sequence, next }
}

/** Answers whether the API accepts a request (a 200); used only before the run. */
export type Acceptance = (target: string) => boolean | Promise<boolean>

/**
 * Narrows each range to values the reference implementation accepts: when an end of a range is
 * refused, the range is cut at the last accepted value between that end and the fixture's own
 * value (a limit is one threshold, so a binary search finds it); a refused allowed value is
 * dropped, and so is a slot left with nothing to vary. Returns how many slots were narrowed.
 */
export async function screenVariations(mix: Mix, accepts: Acceptance): Promise<number> {
  let narrowed = 0
  for (const endpoint of mix.endpoints) {
    for (const base of endpoint.requests) {
      const kept: VarySlot[] = []
      for (const slot of base.slots) {
        const ok = (value: string) => accepts(slot.before + value + slot.after)
        if (slot.values) {
          const values: number[] = []
          for (const v of slot.values) if (await ok(String(v))) values.push(v)
          if (values.length !== slot.values.length) narrowed++
          if (values.length) kept.push({ ...slot, values })
          continue
        }
        const scale = 10 ** slot.decimals!
        const text = (k: number) => (slot.decimals ? (k / scale).toFixed(slot.decimals) : String(k))
        const home = Math.round(Number(slot.original) * scale)
        let { low, high } = slot as { low: number; high: number }
        // Between a refused value and an accepted one, the accepted value nearest the refused one.
        const nearestAccepted = async (bad: number, good: number): Promise<number> => {
          while (Math.abs(good - bad) > 1) {
            const mid = bad + Math.trunc((good - bad) / 2)
            if (await ok(text(mid))) good = mid
            else bad = mid
          }
          return good
        }
        if (!(await ok(text(low)))) low = await nearestAccepted(low, Math.max(low, Math.min(home, high)))
        if (!(await ok(text(high)))) high = await nearestAccepted(high, Math.min(high, Math.max(home, low)))
        if (low !== slot.low || high !== slot.high) narrowed++
        if (high > low) kept.push({ ...slot, low, high })
      }
      base.slots = kept
    }
  }
  return narrowed
}

/** The calculator's fixture requests that expect a 200, with what `vary` may change in each. */
function validRequests(calculator: Calculator, fixtures: readonly FixtureSource[]): BaseRequest[] {
  const requests: BaseRequest[] = []
  for (const source of fixtures) {
    if (!source.fixture || source.fixture.calculator !== calculator.id) continue
    for (const c of source.fixture.cases) {
      // HEAD cases are left out: the load generator's response parser cannot tell that a
      // HEAD answer carries no body, and would wait for one.
      if (c.expect.status !== 200 || (c.request.method ?? 'GET') !== 'GET') continue
      requests.push({ description: c.description, target: requestTarget(c), slots: varySlots(calculator, c.request.path, queryPairs(c)) })
    }
  }
  return requests
}

/** A fixture request's query as name and value pairs, in order (a repeated name once per value). */
export function queryPairs(c: FixtureCase): Array<[string, string]> {
  const pairs: Array<[string, string]> = []
  for (const [name, value] of Object.entries(c.request.query ?? {})) for (const v of Array.isArray(value) ? value : [value]) pairs.push([name, v])
  return pairs
}

/**
 * The parameters of the request `path?name=value&…` (in the order given) that may be changed,
 * each with the values it may take: the one decision of what a cache-miss request may vary,
 * for the mix's draws and for the stepping of `npm run bench`'s cache-miss scenarios (which
 * pass `spread: Infinity`, keeping the declared bounds and the rules alone).
 */
export function varySlots(calculator: Calculator, path: string, pairs: ReadonlyArray<readonly [string, string]>, spread = VARY_SPREAD): VarySlot[] {
  const canonicalOf = new Map<string, string>()
  for (const variant of calculator.variants) for (const p of variant.parameters) for (const name of [p.name, ...p.aliases]) canonicalOf.set(name, p.name)
  const timesGiven = new Map<string, number>()
  for (const [name] of pairs) {
    const canonical = canonicalOf.get(name)
    if (canonical !== undefined) timesGiven.set(canonical, (timesGiven.get(canonical) ?? 0) + 1)
  }
  // the variant the request names (`variant=scss`), else the one its parameters select
  const named = pairs.find(([name]) => name === VARIANT_PARAMETER)?.[1]
  const variant = calculator.variants.find((v) => v.id === named) ?? selectedVariant(calculator.variants, (v) => v.when, (n) => timesGiven.has(n))
  const numberOf = (canonical: string): number | undefined => {
    const given = pairs.find(([name]) => canonicalOf.get(name) === canonical)
    if (given) return PLAIN_DECIMAL.test(given[1]) ? Number(given[1]) : undefined
    const p = variant.parameters.find((q) => q.name === canonical)
    return typeof p?.default === 'number' ? p.default : undefined
  }
  const encoded = pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
  const slots: VarySlot[] = []
  pairs.forEach(([name, text], i) => {
    const canonical = canonicalOf.get(name)
    const p = variant.parameters.find((q) => q.name === canonical)
    if (!p || p.type !== 'number' || p.unit !== 'INR' || timesGiven.get(p.name) !== 1 || !PLAIN_DECIMAL.test(text)) return
    const original = Number(text)
    if (!(original > 0)) return
    const before = `${path}?${[...encoded.slice(0, i), `${encodeURIComponent(name)}=`].join('&')}`
    const after = i + 1 < encoded.length ? `&${encoded.slice(i + 1).join('&')}` : ''
    if (p.values) {
      const others = p.values.filter((v) => v !== original)
      if (others.length) slots.push({ parameter: name, before, after, original: text, values: others })
      return
    }
    const decimals = p.integer ? 0 : (text.split('.')[1]?.length ?? 0)
    const step = 10 ** -decimals
    let low = original * (1 - spread)
    let high = original * (1 + spread)
    if (p.minimum !== undefined) low = Math.max(low, p.minimum)
    if (p.exclusiveMinimum !== undefined) low = Math.max(low, p.exclusiveMinimum + step)
    if (p.maximum !== undefined) high = Math.min(high, p.maximum)
    if (p.exclusiveMaximum !== undefined) high = Math.min(high, p.exclusiveMaximum - step)
    for (const rule of variant.rules) {
      if (rule.kind !== 'less-than') continue
      if (rule.parameter === p.name) {
        const than = numberOf(rule.than)
        if (than === undefined) return
        high = Math.min(high, than - step)
      }
      if (rule.than === p.name) {
        const below = numberOf(rule.parameter)
        if (below === undefined) return
        low = Math.max(low, below + step)
      }
    }
    if (p.multipleOf !== undefined) {
      // a deposit in multiples of its step: the multiples in the range, as allowed values
      const m = p.multipleOf
      const first = Math.ceil(round9(low / m))
      const count = Math.floor(round9(high / m)) - first + 1
      const stride = Math.max(1, Math.ceil(count / MOST_MULTIPLES))
      const values: number[] = []
      for (let k = 0; k < count; k += stride) if ((first + k) * m !== original) values.push((first + k) * m)
      if (values.length) slots.push({ parameter: name, before, after, original: text, values })
      return
    }
    const scale = 10 ** decimals
    const kLow = Math.ceil(round9(low * scale))
    const kHigh = Math.floor(round9(high * scale))
    if (kHigh > kLow) slots.push({ parameter: name, before, after, original: text, low: kLow, high: kHigh, decimals, finest: p.integer ? 0 : 2 })
  })
  return slots
}

const PLAIN_DECIMAL = /^\d+(\.\d+)?$/

/** The most multiples of a step a slot lists (evenly spread over its range). */
const MOST_MULTIPLES = 1000

function drawValue(slot: VarySlot, random: () => number): string {
  if (slot.values) return String(slot.values[Math.floor(random() * slot.values.length)])
  const k = slot.low! + Math.floor(random() * (slot.high! - slot.low! + 1))
  return slot.decimals ? (k / 10 ** slot.decimals).toFixed(slot.decimals) : String(k)
}

/** Cuts floating-point dust (0.8 × 12345 × 100 = 987599.9999…) before rounding to whole units. */
function round9(x: number): number {
  return Math.round(x * 1e9) / 1e9
}

/** `length` positions shared by largest remainder; every share above 0 gets at least one. */
export function apportion(shares: readonly number[], length: number): number[] {
  const exact = shares.map((s) => s * length)
  const counts = exact.map((x, i) => (shares[i]! > 0 ? Math.max(1, Math.floor(x)) : 0))
  let left = length - counts.reduce((a, b) => a + b, 0)
  const byRemainder = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i)
  for (const { i } of byRemainder) {
    if (left <= 0) break
    if (shares[i]! > 0 && exact[i]! >= 1) {
      counts[i]!++
      left--
    }
  }
  return counts.flatMap((count, i) => new Array<number>(count).fill(i))
}

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[items[i], items[j]] = [items[j]!, items[i]!]
  }
  return items
}

/** mulberry32: a small, fast generator; the same seed gives the same mix and the same inputs. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
