/** One check per fixture case, and one failing check per fixture file the runner cannot use. */
import { type Check, runCase } from './check.ts'
import { requestTarget } from '../fixtures/fixture.ts'
import type { FixtureSource } from '../fixtures/load.ts'

export function fixtureChecks(sources: readonly FixtureSource[]): Check[] {
  const checks: Check[] = []
  for (const source of sources) {
    const base = { kind: 'fixture' as const, group: source.calculator, tagSlug: source.tagSlug }
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
        request: `${c.request.method ?? 'GET'} ${target}`,
        run: (context) => runCase(context, source.calculator, c, target),
      })
    }
  }
  return checks
}
