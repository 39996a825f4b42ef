/**
 * Set A and Set B names (spec §4.0). For every calculator whose registry entry gives a
 * parameter an alias (the Set A name beside the canonical Set B name), the first 200 fixture
 * case that uses such a parameter is sent twice: once with every parameter under its Set A
 * name, once under its Set B name. Each must give the case's expected answer, whose figures
 * have independent sources. A calculator added later with aliases is covered without code.
 */
import { type Check, runCase } from './check.ts'
import { requestTarget, type FixtureCase } from '../fixtures/fixture.ts'
import type { FixtureSource } from '../fixtures/load.ts'
import type { CalculatorNames } from './registry-names.ts'

export function nameChecks(calculators: readonly CalculatorNames[], sources: readonly FixtureSource[]): Check[] {
  const checks: Check[] = []
  for (const calculator of calculators) {
    const aliased = calculator.parameters.filter((p) => p.aliases.length > 0)
    if (aliased.length === 0) continue
    const cases = sources.filter((s) => s.calculator === calculator.id).flatMap((s) => s.fixture?.cases ?? [])
    const base = { kind: 'names' as const, group: calculator.id, tagSlug: calculator.tagSlug, basis: 'spec' as const }
    const chosen = cases.map((c) => ({ c, names: renamings(calculator, c) })).find((x) => x.names !== undefined)
    for (const set of ['set-a', 'set-b'] as const) {
      const names = set === 'set-a' ? aliased.map((p) => p.aliases[0]!) : aliased.map((p) => p.name)
      const id = `names/${calculator.id}/${set}`
      const title = `${set === 'set-a' ? 'Set A' : 'Set B'} names (${names.join(', ')}) give the expected answer`
      if (!chosen) {
        checks.push({ ...base, id, title, skip: `no 200 fixture case of ${calculator.id} uses its aliased parameters`, run: async () => [] })
        continue
      }
      const c = withQuery(chosen.c, chosen.names![set])
      const target = requestTarget(c)
      checks.push({ ...base, id, title: `${title}: ${chosen.c.description}`, request: `GET ${target}`, run: (context) => runCase(context, calculator.id, c, target) })
    }
  }
  return checks
}

/** The case's query under Set A names and under Set B names; undefined when the case does not fit. */
function renamings(calculator: CalculatorNames, c: FixtureCase): { 'set-a': Record<string, string | string[]>; 'set-b': Record<string, string | string[]> } | undefined {
  if (c.expect.status !== 200) return undefined
  const setA: Record<string, string | string[]> = {}
  const setB: Record<string, string | string[]> = {}
  const seen = new Set<string>()
  let usesAlias = false
  for (const [name, value] of Object.entries(c.request.query ?? {})) {
    const parameter = calculator.parameters.find((p) => p.name === name || p.aliases.includes(name))
    if (!parameter) {
      setA[name] = setB[name] = value
      continue
    }
    if (seen.has(parameter.name)) return undefined
    seen.add(parameter.name)
    if (parameter.aliases.length > 0) usesAlias = true
    setA[parameter.aliases[0] ?? parameter.name] = value
    setB[parameter.name] = value
  }
  return usesAlias ? { 'set-a': setA, 'set-b': setB } : undefined
}

function withQuery(c: FixtureCase, query: Record<string, string | string[]>): FixtureCase {
  return { ...c, request: { ...c.request, query } }
}
