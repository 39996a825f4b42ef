/**
 * The fixture format (fixtures/fixture.schema.json) as types, and the runner algorithm of
 * fixtures/README.md: build the request of a case, then list every way a response differs
 * from what the case expects. Pure: no I/O, so any runner (in-process or over HTTP) uses it.
 */
export type FigureValue = number | string | boolean | null
export interface Figure {
  value: FigureValue
  tolerance?: number
  source?: string
}

export interface FixtureCase {
  description: string
  comment?: string
  features?: string[]
  request: { method?: 'GET' | 'HEAD'; path: string; query?: Record<string, string | string[]> }
  expect:
    | { status: 200; source?: string; tolerance?: number; input?: Record<string, unknown>; result: Record<string, FigureValue | Figure> }
    | { status: 400; errors: Array<{ parameter: string; code: string }> }
}

export interface FixtureFile {
  calculator: string
  comment?: string
  cases: FixtureCase[]
}

/** Path and query of the request, each value percent-encoded, in the order given. */
export function requestTarget(c: FixtureCase): string {
  const pairs: string[] = []
  for (const [name, value] of Object.entries(c.request.query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(v)}`)
  }
  return pairs.length ? `${c.request.path}?${pairs.join('&')}` : c.request.path
}

export function figureOf(expected: FigureValue | Figure): Figure {
  return expected !== null && typeof expected === 'object' ? expected : { value: expected }
}

/** Follows `a.b[3].c` into a value; undefined when any step is absent. */
export function atPath(root: unknown, path: string): unknown {
  let current: unknown = root
  for (const step of path.match(/[^.[\]]+/g) ?? []) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[step]
  }
  return current
}

/** Every difference between a response and the case's expectation; empty when it passes. */
export function compareCase(c: FixtureCase, status: number, body: unknown): string[] {
  const differences: string[] = []
  if (status !== c.expect.status) return [`status ${status}, expected ${c.expect.status}`]
  if (body === null || typeof body !== 'object') return ['body is not a JSON object']
  const record = body as Record<string, unknown>
  if (c.expect.status === 200) {
    const members = Object.keys(record).sort().join(',')
    if (members !== 'input,result') differences.push(`envelope has members ${members}, expected exactly input,result`)
    for (const [name, value] of Object.entries(c.expect.input ?? {})) {
      const actual = atPath(record.input, name)
      if (JSON.stringify(actual) !== JSON.stringify(value)) differences.push(`input.${name} is ${JSON.stringify(actual)}, expected ${JSON.stringify(value)}`)
    }
    for (const [path, expected] of Object.entries(c.expect.result)) {
      const figure = figureOf(expected)
      const actual = atPath(record.result, path)
      const tolerance = figure.tolerance ?? c.expect.tolerance ?? 0
      if (typeof figure.value === 'number') {
        if (typeof actual !== 'number') differences.push(`result.${path} is ${JSON.stringify(actual)}, expected ${figure.value}`)
        else if (Math.abs(actual - figure.value) > tolerance + 1e-9 * Math.max(1, Math.abs(figure.value)))
          differences.push(`result.${path} is ${actual}, expected ${figure.value}${tolerance ? ` ± ${tolerance}` : ''}`)
      } else if (JSON.stringify(actual) !== JSON.stringify(figure.value)) {
        differences.push(`result.${path} is ${JSON.stringify(actual)}, expected ${JSON.stringify(figure.value)}`)
      }
    }
  } else {
    const errors = Array.isArray(record.errors) ? (record.errors as Array<{ parameter?: unknown; code?: unknown }>) : []
    const key = (e: { parameter?: unknown; code?: unknown }) => `${String(e.parameter)}:${String(e.code)}`
    const actual = new Set(errors.map(key))
    const expected = new Set(c.expect.errors.map(key))
    for (const e of expected) if (!actual.has(e)) differences.push(`errors lack ${e} (got ${[...actual].join(', ') || 'none'})`)
    for (const e of actual) if (!expected.has(e)) differences.push(`errors hold unexpected ${e}`)
  }
  return differences
}
