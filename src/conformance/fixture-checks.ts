/**
 * One check per fixture case, and one failing check per fixture file the runner cannot use.
 * A case is the spec's (a calculator's figures, or a 400 for bad or invalid parameters) unless
 * the errors it expects are ones only this project's contract defines: a repeated parameter,
 * two names of one parameter with different values, a likely misspelling, a tenure that is not
 * a whole number of periods.
 */
import { type Basis, type Check, runCase } from './check.ts'
import { requestTarget, type FixtureCase } from '../fixtures/fixture.ts'
import type { FixtureSource } from '../fixtures/load.ts'

export function fixtureChecks(sources: readonly FixtureSource[]): Check[] {
  const checks: Check[] = []
  for (const source of sources) {
    const base = { kind: 'fixture' as const, group: source.calculator, tagSlug: source.tagSlug, basis: 'spec' as Basis }
    if (!source.fixture) {
      const problem = source.problem ?? 'unusable'
      checks.push({ ...base, id: `fixture/${source.calculator}/(file)`, title: `${source.file} can be read`, run: async () => [`${source.file}: ${problem}`] })
      continue
    }
    for (const c of source.fixture.cases) {
      const target = requestTarget(c)
      checks.push({
        ...base,
        id: `fixture/${source.calculator}/${c.description}`,
        title: c.description,
        basis: basisOf(c),
        request: `${c.request.method ?? 'GET'} ${target}`,
        ...(c.expect.status === 200 && c.expect.source ? { source: c.expect.source } : {}),
        run: (context) => runCase(context, source.calculator, c, target),
      })
    }
  }
  return checks
}

/** Error codes of the HTTP contract that the spec does not ask for. */
const CONTRACT_CODES: ReadonlySet<string> = new Set(['repeated', 'alias_conflict', 'unknown_parameter', 'not_whole_periods'])

function basisOf(c: FixtureCase): Basis {
  return c.expect.status === 400 && c.expect.errors.some((e) => CONTRACT_CODES.has(e.code)) ? 'contract' : 'spec'
}
