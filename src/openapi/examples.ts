/**
 * The requests that illustrate each calculator in the interface description, taken from its
 * golden fixtures: the first 200 case, the first 200 case of each variant the fixtures name in
 * `expect.input.variant`, and the first 400 case. Only these requests travel with the service:
 * `npm run build` embeds them (src/generated/example-requests.ts). The responses are the
 * engine's own, computed once at start-up: they illustrate, the fixtures assert.
 */
import { requestTarget, type FixtureFile } from '../fixtures/fixture.ts'

export interface ExampleRequest {
  /** Registry id of the calculator. */
  calculator: string
  /** The fixture case's description. */
  description: string
  /** The fixture file it comes from, relative to the repository (`fixtures/investment/sip.json`). */
  file?: string
  /** Path and query exactly as the fixture sends them. */
  target: string
  /** Parsed query, names and text as given. */
  query: Record<string, string | string[]>
  status: 200 | 400
}

/** Fixture files (with their paths when known) → the requests worth showing. */
export function exampleRequests(files: ReadonlyArray<{ file?: string; fixture: FixtureFile }>): ExampleRequest[] {
  const out: ExampleRequest[] = []
  for (const { file, fixture } of files) {
    const variants = new Set<unknown>()
    let ok = false
    let bad = false
    for (const c of fixture.cases) {
      if ((c.request.method ?? 'GET') !== 'GET') continue
      let take = false
      if (c.expect.status === 200) {
        const variant = c.expect.input?.variant
        if (!ok) take = ok = true
        if (variant !== undefined && !variants.has(variant)) {
          variants.add(variant)
          take = true
        }
      } else if (c.expect.status === 400 && !bad) take = bad = true
      if (!take) continue
      out.push({
        calculator: fixture.calculator,
        description: c.description,
        ...(file ? { file } : {}),
        target: requestTarget(c),
        query: { ...(c.request.query ?? {}) },
        status: c.expect.status,
      })
    }
  }
  return out
}
