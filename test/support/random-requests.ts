/**
 * Requests drawn at random from the fixtures and the registry, for checks that compare two ways
 * of answering (bench/identical.ts before and after a change; the binary and decimal arithmetic
 * in test/arithmetic/). Each starts from a fixture request that answers 200 and redraws some of
 * its parameters: a given value, a bound, or any value inside the bounds (mostly small for
 * durations, so that more are whole periods; whole or with one or two decimals), every boolean
 * and enum value. So both the 200 and the 400 paths of each calculator are covered. The draw
 * depends on the seed alone.
 */
import { requestTarget } from '../../src/fixtures/fixture.ts'
import { seededRandom } from '../../src/cli/bench/mix.ts'
import { findFormula } from '../../src/formulas/index.ts'
import { loadRegistry } from '../../src/registry/load.ts'
import type { Parameter } from '../../src/registry/types.ts'
import { loadFixtures, REGISTRY_TEXT } from './project.ts'

export interface DrawnRequest {
  calculator: string
  target: string
}

function drawValue(p: Parameter, rand: () => number, given: string | undefined): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!
  switch (p.type) {
    case 'boolean':
      return pick(['true', 'false'])
    case 'date':
      // the first date served, the days rules changed on and either side of them, and later dates
      return given !== undefined && rand() < 0.15 ? given : pick([p.minimum, '2024-07-22', '2024-07-23', '2025-09-21', '2025-09-22', '2026-01-31', '2026-02-01', '2026-03-31', '2026-04-01', '2026-11-23', '2027-06-30'])
    case 'enum':
      return pick(p.values)
    case 'number': {
      if (p.values) return String(pick(p.values))
      const low = p.minimum ?? p.exclusiveMinimum ?? 0
      const high = Math.min(p.maximum ?? p.exclusiveMaximum ?? 1e7, 1e13)
      const mode = rand()
      if (mode < 0.15 && given !== undefined) return given
      if (mode < 0.2) return String(pick([low, high]))
      const span = p.unit === 'years' || p.unit === 'months' || p.unit === 'days' || p.unit === 'age' ? Math.min(high - low, 40) : high - low
      const x = low + Math.pow(rand(), 3) * span
      // a multiple of its step (a deposit in multiples of ₹1,000), mostly
      if (p.multipleOf !== undefined && mode < 0.9) return String(Math.max(Math.ceil(low / p.multipleOf), Math.round(x / p.multipleOf)) * p.multipleOf)
      if (p.integer || mode < 0.6) return String(Math.max(low, Math.round(x)))
      return x.toFixed(pick([1, 2, 2, 2]))
    }
  }
}

/** Every fixture request (when `withFixtures`), then `per` drawn requests for each calculator with fixtures. */
export function randomRequests(per: number, seed: number, withFixtures = true): DrawnRequest[] {
  const registry = loadRegistry(REGISTRY_TEXT, findFormula)
  const rand = seededRandom(seed)
  const drawn: DrawnRequest[] = []
  for (const { fixture } of loadFixtures()) {
    if (withFixtures) for (const c of fixture.cases) drawn.push({ calculator: fixture.calculator, target: requestTarget(c) })
    const calculator = registry.calculators.find((c) => c.id === fixture.calculator)
    if (!calculator) continue
    const bases = fixture.cases.filter((c) => c.expect.status === 200)
    if (bases.length === 0) continue
    for (let i = 0; i < per; i++) {
      const base = bases[i % bases.length]!
      const query = { ...(base.request.query ?? {}) } as Record<string, string | string[]>
      const variant = calculator.variants.find((v) => v.parameters.some((p) => p.name in query || p.aliases.some((a) => a in query))) ?? calculator.variants[0]!
      for (const p of variant.parameters) {
        const name = [p.name, ...p.aliases].find((n) => n in query) ?? p.name
        const current = query[name]
        if (current === undefined && rand() < 0.5) continue
        if (rand() < 0.25) continue
        query[name] = drawValue(p, rand, typeof current === 'string' ? current : undefined)
      }
      drawn.push({ calculator: fixture.calculator, target: requestTarget({ ...base, request: { ...base.request, query } }) })
    }
  }
  return drawn
}
