/**
 * Guard for performance work: proves that a change to the runtime or the math leaves every
 * response byte for byte as it was. Record a corpus with the code before the change, then
 * compare with the code after it:
 *
 *   tsx bench/identical.ts --record /tmp/before.json [--per 3000] [--seed 1]
 *   tsx bench/identical.ts --compare /tmp/before.json          exits 1 on any difference
 *
 * The corpus holds every fixture request plus, per calculator, `--per` requests built from its
 * fixtures by drawing new values for their parameters (random whole and two-decimal numbers
 * inside and at the bounds, every boolean and enum value), so it covers the 200 and the 400
 * paths of each calculator. Status, headers and body are compared exactly. The figures are
 * only compared with themselves: this is a regression guard, never a source of expected values.
 */
import { seededRandom as random } from '../src/bench-cli/mix.ts'
import { readFileSync, writeFileSync } from 'node:fs'
import { createCalculatorEngine } from '../src/engine.ts'
import { requestTarget } from '../src/conformance/fixture-case.ts'
import { loadRegistry } from '../src/registry/load.ts'
import { findFormula } from '../src/formulas/index.ts'
import type { Parameter } from '../src/registry/types.ts'
import { loadFixtures, REGISTRY_TEXT } from '../test/support/project.ts'

interface Entry {
  target: string
  status: number
  headers: Record<string, string>
  body: string | null
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name)
  return i < 0 ? undefined : process.argv[i + 1]
}

function drawValue(p: Parameter, rand: () => number, given: string | undefined): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!
  switch (p.type) {
    case 'boolean':
      return pick(['true', 'false'])
    case 'enum':
      return pick(p.values)
    case 'number': {
      if (p.values) return String(pick(p.values))
      const low = p.minimum ?? p.exclusiveMinimum ?? 0
      const high = Math.min(p.maximum ?? p.exclusiveMaximum ?? 1e7, 1e13)
      const mode = rand()
      if (mode < 0.15 && given !== undefined) return given
      if (mode < 0.2) return String(pick([low, high]))
      // Mostly small values for durations (so that more requests are whole periods), any for the rest.
      const span = p.unit === 'years' || p.unit === 'months' || p.unit === 'days' || p.unit === 'age' ? Math.min(high - low, 40) : high - low
      const x = low + Math.pow(rand(), 3) * span
      if (p.integer || mode < 0.6) return String(Math.max(low, Math.round(x)))
      return x.toFixed(pick([1, 2, 2, 2]))
    }
  }
}

function buildCorpus(per: number, seed: number): string[] {
  const registry = loadRegistry(REGISTRY_TEXT, findFormula)
  const rand = random(seed)
  const targets: string[] = []
  for (const { fixture } of loadFixtures()) {
    for (const c of fixture.cases) targets.push(requestTarget(c))
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
      targets.push(requestTarget({ ...base, request: { ...base.request, query } }))
    }
  }
  return targets
}

async function respond(targets: readonly string[]): Promise<Entry[]> {
  const engine = createCalculatorEngine(REGISTRY_TEXT, { cacheSize: 0, onError: () => {} })
  const out: Entry[] = []
  for (const target of targets) {
    const r = await engine.handle({ method: 'GET', url: target })
    out.push({ target, status: r.status, headers: { ...r.headers }, body: r.body })
  }
  return out
}

const recordFile = arg('--record')
const compareFile = arg('--compare')
if (recordFile) {
  const entries = await respond(buildCorpus(Number(arg('--per') ?? 3000), Number(arg('--seed') ?? 1)))
  writeFileSync(recordFile, JSON.stringify(entries))
  const byStatus = new Map<number, number>()
  for (const e of entries) byStatus.set(e.status, (byStatus.get(e.status) ?? 0) + 1)
  console.log(`recorded ${entries.length} responses (${[...byStatus].map(([s, n]) => `${n} × ${s}`).join(', ')}) to ${recordFile}`)
} else if (compareFile) {
  const before: Entry[] = JSON.parse(readFileSync(compareFile, 'utf8'))
  const after = await respond(before.map((e) => e.target))
  let differences = 0
  for (let i = 0; i < before.length; i++) {
    const a = before[i]!
    const b = after[i]!
    if (a.status === b.status && a.body === b.body && JSON.stringify(a.headers) === JSON.stringify(b.headers)) continue
    if (differences++ < 10) console.log(`differs: ${a.target}\n  before ${a.status} ${a.body}\n  after  ${b.status} ${b.body}`)
  }
  console.log(`${before.length} responses compared, ${differences} differ`)
  process.exit(differences ? 1 : 0)
} else {
  console.error('usage: tsx bench/identical.ts --record <file> | --compare <file>')
  process.exit(2)
}
