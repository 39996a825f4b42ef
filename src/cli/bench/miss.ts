/**
 * The cache-miss requests of `npm run bench`: a different valid request on every call, made by
 * moving one amount (one that `fincalc bench --vary` may vary) by whole paise (whole rupees
 * where only integers are allowed) from a counter, so that the work per request stays the same
 * while no two requests share a cache key. A generator is plain data, so that a load tool
 * written in another language (wrk's Lua script, drivers.ts) makes the same requests.
 */
import type { Calculator } from '../../registry/types.ts'
import type { Engine } from '../../runtime/engine.ts'
import { varySlots } from './mix.ts'
import { status, type Query } from './requests.ts'

/**
 * A different request on every call n: `prefix`, then the number (start + step × n) / 10^places
 * written with `places` decimals, then `suffix`.
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
 * call n. Which amount, and within which bounds, is decided by `fincalc bench --vary`'s
 * `varySlots` (mix.ts), without its ±20% spread: the first of its slots with room for `range`
 * steps up (or else down) from the request's value, checked on the engine to stay a 200 over
 * that range (some limits live in the calculation, not the registry).
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
