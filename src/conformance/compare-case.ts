/**
 * The runner algorithm of fixtures/README.md: list every way a response differs from what a
 * fixture case expects. Pure: no I/O, so any runner (in-process or over HTTP) uses it.
 */
import { figureOf, type FixtureCase } from '../fixtures/fixture.ts'
import { isRecord } from '../fixtures/is-record.ts'
import { sameJson, shown } from '../fixtures/shown.ts'

/** Follows `a.b[3].c` into a value; undefined when any step is absent. */
function atPath(root: unknown, path: string): unknown {
  let current: unknown = root
  for (const step of path.match(/[^.[\]]+/g) ?? []) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[step]
  }
  return current
}

/**
 * How a response is compared with a case.
 * - `strict` (the default): result figures at our paths, our tolerance, our error codes.
 * - `name-agnostic`: the spec fixes neither the names inside `input` and `result` nor the
 *   error body, so an expected figure passes when a number that rounds to it (to the paisa, or
 *   to the expected figure's own places when it has more) appears anywhere in `result`, an
 *   expected input value passes when it appears anywhere in `input`, and a 400 case checks
 *   only the status.
 * `fieldMap` maps our paths to an implementation's (see `mapPath`); a mapped figure is looked
 * for at its mapped place in either mode. `tolerance` widens every figure's tolerance.
 */
export interface CompareOptions {
  mode?: 'strict' | 'name-agnostic'
  /** Only what the published spec requires (`--basis spec`): a 400 case checks only the status, as the spec names no error codes. */
  specOnly?: boolean
  fieldMap?: FieldMap
  tolerance?: number
}

/**
 * Our names → theirs for one calculator. Keys are our paths with table rows written `[]`:
 * `emi`, `yearlyBreakup`, `yearlyBreakup[].interestPaid`, and `input.<name>` for the echoed
 * input. A value is their path relative to the (mapped) parent: `summary.monthlyPayment`.
 */
export type FieldMap = Readonly<Record<string, string>>

/** Our path (`yearlyBreakup[3].interestPaid`) written in their names, or unchanged. */
export function mapPath(path: string, map: FieldMap | undefined, prefix = ''): { path: string; mapped: boolean } {
  if (!map) return { path, mapped: false }
  const steps = path.match(/\[\d+\]|[^.[\]]+/g) ?? []
  let ours = prefix
  let theirs = ''
  let mapped = false
  for (const step of steps) {
    if (step.startsWith('[')) {
      ours += '[]'
      theirs += step
      continue
    }
    ours = ours && !ours.endsWith('.') ? `${ours}.${step}` : `${ours}${step}`
    const name = map[ours]
    if (name !== undefined) mapped = true
    const part = name ?? step
    theirs = theirs ? `${theirs}.${part}` : part
  }
  return { path: theirs, mapped }
}

/**
 * A value that differs, for a program reading `--json`: where (`status`, `input.years`,
 * `result.emi`, `errors`; the implementation's path where a field map names one), what the case
 * expects (± `tolerance`, from `source` when the figure names one of its own) and what came
 * (absent when nothing is at that place).
 */
export interface Mismatch {
  path: string
  expected: unknown
  /** What came: a number, true or false, null or a short string, as it came. */
  got?: unknown
  /** What came, when it is anything else: its JSON text cut as a difference shows it. */
  gotShown?: string
  tolerance?: number
  source?: string
}

/** What came, as a Mismatch holds it (nothing when nothing came). */
function came(actual: unknown): Pick<Mismatch, 'got' | 'gotShown'> {
  if (actual === undefined) return {}
  if (actual === null || typeof actual === 'number' || typeof actual === 'boolean') return { got: actual }
  const text = shown(actual)
  return typeof actual === 'string' && text === JSON.stringify(actual) ? { got: actual } : { gotShown: text }
}

/** One difference in words, and as a Mismatch where it is one value against another. */
export interface Difference {
  text: string
  mismatch?: Mismatch
}

/** Every difference between a response and the case's expectation, in words; empty when it passes. */
export function compareCase(c: FixtureCase, status: number, body: unknown, options: CompareOptions = {}): string[] {
  return differencesOf(c, status, body, options).map((d) => d.text)
}

/** compareCase's differences, each with its Mismatch where it has one. */
export function differencesOf(c: FixtureCase, status: number, body: unknown, options: CompareOptions = {}): Difference[] {
  const agnostic = options.mode === 'name-agnostic'
  const differences: Difference[] = []
  const differ = (text: string, mismatch?: Mismatch) => differences.push(mismatch ? { text, mismatch } : { text })
  if (status !== c.expect.status) return [{ text: `status ${status}, expected ${c.expect.status}`, mismatch: { path: 'status', expected: c.expect.status, got: status } }]
  if (c.expect.status === 400 && (agnostic || options.specOnly)) return []
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return [{ text: 'body is not a JSON object' }]
  const record = body as Record<string, unknown>
  if (c.expect.status === 200) {
    const members = Object.keys(record).sort().join(',')
    if (members !== 'input,result') differ(`envelope has members ${members}, expected exactly input,result`)
    if (!isRecord(record.result)) return [...differences, { text: `result is ${shown(record.result)}, expected an object`, mismatch: { path: 'result', expected: 'an object', ...came(record.result) } }]
    for (const [name, value] of Object.entries(c.expect.input ?? {})) {
      const { path, mapped } = mapPath(name, options.fieldMap, 'input.')
      if (agnostic && !mapped) {
        if (!sameInput(atPath(record.input, path), value) && !leaves(record.input).some((leaf) => sameInput(leaf, value))) differ(`input holds no ${JSON.stringify(value)} (our input.${name})`, { path: 'input', expected: value })
        continue
      }
      const actual = atPath(record.input, path)
      if (agnostic ? !sameInput(actual, value) : !sameJson(actual, value)) differ(`input.${path} is ${shown(actual)}, expected ${JSON.stringify(value)}`, { path: `input.${path}`, expected: value, ...came(actual) })
    }
    for (const [ourPath, expected] of Object.entries(c.expect.result)) {
      const figure = figureOf(expected)
      const { path, mapped } = mapPath(ourPath, options.fieldMap)
      const tolerance = Math.max(figure.tolerance ?? c.expect.tolerance ?? 0, options.tolerance ?? 0)
      const within = (actual: unknown) => (typeof figure.value === 'number' ? closeTo(actual, figure.value, tolerance, agnostic) : sameJson(actual, figure.value))
      const wanted = typeof figure.value === 'number' ? `${figure.value}${tolerance ? ` ± ${tolerance}` : ''}` : JSON.stringify(figure.value)
      const expecting = { expected: figure.value, ...(tolerance ? { tolerance } : {}), ...(figure.source ? { source: figure.source } : {}) }
      if (agnostic && !mapped) {
        if (!within(atPath(record.result, path)) && !leaves(record.result).some(within)) differ(`result holds no ${typeof figure.value === 'number' ? 'number' : 'value'} matching ${wanted} (our result.${ourPath})`, { path: 'result', ...expecting })
        continue
      }
      const actual = atPath(record.result, path)
      if (within(actual)) continue
      // a figure with a source of its own (a published figure beside the case's working) names it;
      // an absent one, the place in the result that holds it, if any (a name of theirs to map; not
      // for a 0 or a boolean, which many places hold)
      const telling = (typeof figure.value === 'number' && figure.value !== 0) || typeof figure.value === 'string'
      const holder = actual === undefined && telling ? placeHolding(record.result, within) : undefined
      const where = holder === undefined ? '' : `; result.${holder} holds it (--field-map can name it)`
      differ(`result.${path} is ${shown(actual)}, expected ${wanted}${figure.source ? ` (${figure.source})` : ''}${where}`, { path: `result.${path}`, ...expecting, ...came(actual) })
    }
  } else {
    const errors = Array.isArray(record.errors) ? (record.errors as Array<{ parameter?: unknown; code?: unknown }>) : []
    const key = (e: { parameter?: unknown; code?: unknown }) => `${String(e?.parameter)}:${String(e?.code)}`
    const actual = new Set(errors.map(key))
    const expected = new Set(c.expect.errors.map(key))
    const mismatch = { path: 'errors', expected: [...expected], got: [...actual] }
    for (const e of expected) if (!actual.has(e)) differ(`errors lack ${e} (got ${[...actual].join(', ') || 'none'})`, mismatch)
    for (const e of actual) if (!expected.has(e)) differ(`errors hold unexpected ${e}`, mismatch)
  }
  return differences
}


/** Strict: within the tolerance. Name-agnostic: also when it rounds to the expected figure. */
function closeTo(actual: unknown, expected: number, tolerance: number, rounding: boolean): boolean {
  if (typeof actual !== 'number') return false
  const places = Math.max(2, decimalPlaces(expected))
  const slack = tolerance + (rounding ? 0.5 * 10 ** -places : 0) + 1e-9 * Math.max(1, Math.abs(expected))
  return Math.abs(actual - expected) <= slack
}

function decimalPlaces(n: number): number {
  const text = String(n)
  const exponent = /e([+-]\d+)$/.exec(text)
  const fraction = /\.(\d+)/.exec(text)?.[1]?.length ?? 0
  return Math.max(0, fraction - (exponent ? Number(exponent[1]) : 0))
}

/**
 * Every value that is not an object or array, at any depth, in document order: walked with a
 * list of its own rather than by recursion, so that an answer nested 100,000 deep is read, not
 * a stack overflow.
 */
/** The path (`summary.payment`, `schedule[3].interest`) of the first leaf of `value` that `matches`, or undefined. */
function placeHolding(value: unknown, matches: (leaf: unknown) => boolean): string | undefined {
  const pending: Array<[string, unknown]> = [['', value]]
  while (pending.length) {
    const [path, next] = pending.shift()!
    if (next === null || typeof next !== 'object') {
      if (path && matches(next)) return path
      continue
    }
    for (const [key, member] of Object.entries(next)) pending.push([Array.isArray(next) ? `${path}[${key}]` : path ? `${path}.${key}` : key, member])
  }
  return undefined
}

function leaves(value: unknown): unknown[] {
  const out: unknown[] = []
  const pending = [value]
  while (pending.length) {
    const next = pending.pop()
    if (next === null || typeof next !== 'object') out.push(next)
    else for (const member of Object.values(next).reverse()) pending.push(member)
  }
  return out
}

/** An echoed input value: equal, or the same text (`10000` and `"10000"`, `true` and `"true"`). */
function sameInput(actual: unknown, expected: unknown): boolean {
  if (sameJson(actual, expected)) return true
  if (typeof expected === 'number') return (typeof actual === 'number' || (typeof actual === 'string' && actual.trim() !== '')) && Number(actual) === expected
  return (typeof actual === 'string' || typeof actual === 'number' || typeof actual === 'boolean') && String(actual) === String(expected)
}
