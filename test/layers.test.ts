/**
 * The layers of src/ and the one direction imports take between them: a module imports only
 * from its own folder or from a lower layer, and no chain of imports (static or dynamic, types
 * included) comes back to where it started. Read from the sources themselves, so a new import
 * that breaks either rule fails here with the offending pair named.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from './support/project.ts'

const SRC = join(ROOT, 'src')

/**
 * Lowest first. A path matches its longest listed prefix (a folder, or one file where a folder
 * holds modules of two layers).
 */
const LAYERS: ReadonlyArray<readonly string[]> = [
  // the rule book's format and calendar, then the rule book as the build checked it
  ['rules/calendar.ts'],
  ['rules/book.ts'],
  ['generated/rules.ts'],
  // the rule that finds the name a user probably meant, shared by the API and the commands
  ['names/'],
  // where the package's files are, a command's misuse, and arktype's setting for whatever loads it
  ['cli/package-root.ts', 'cli/usage-error.ts', 'adapters/ark-jitless.ts'],
  // the numbers, the law and the shared vocabularies of commands and fixtures
  // (with the formulas' ids, inputs and records as types, generated from calculators.yaml)
  ['arithmetic/', 'rules/', 'cli/options.ts', 'cli/output.ts', 'fixtures/', 'generated/formula-types.ts'],
  ['math/'],
  ['formulas/'],
  // the formula table, generated from calculators.yaml: it imports every formula module, and
  // formulas/index.ts, which the rest of src/ imports it by, re-exports it
  ['generated/formula-table.ts'],
  ['formulas/index.ts'],
  ['registry/'],
  // each variant's parameter checks, as the build wrote them from the registry's arktype types,
  // and each calculator's declaration as the build checked it
  ['generated/checks', 'generated/declarations/'],
  // the engine, and the registry as the build checked it (src/generated/, made by npm run build)
  ['runtime/', 'generated/registry.ts'],
  // the build's index of the registry's parameter names, in the engine's terms
  ['generated/parameter-takers.ts'],
  // what the Workers module carries, generated without the prose its static files hold
  ['generated/worker/'],
  // the library's names for a calculator id, which the OpenAPI document names its operations by
  ['library/names.ts'],
  // RFC 9112's Host rule, which every server applies before the engine
  ['adapters/host-header.ts'],
  // what is built on one engine: its documents, the library, the fetch translation
  ['openapi/', 'library/', 'adapters/fetch.ts', 'adapters/edge-cache.ts'],
  // the composition of the engine with its documents, and what reads fixtures or runs a server
  // the library's module of each calculator, generated from calculators.yaml
  ['generated/library/'],
  // the engine composed with its documents, for a registry loaded
  ['service-engine.ts'],
  ['calculator-engine.ts', 'conformance/', 'cli/bench/', 'generated/calculators.ts', 'generated/calculator-loaders.ts', 'generated/example-requests.ts'],
  // the package's entries: the library and one per runtime
  ['index.ts', 'adapters/'],
  // the commands and the build
  ['cli/', 'build/'],
  ['adapters/workerd/'],
]

function layerOf(path: string): { rank: number; prefix: string } {
  let best: { rank: number; prefix: string } | undefined
  LAYERS.forEach((prefixes, rank) => {
    for (const prefix of prefixes) if (path.startsWith(prefix) && (!best || prefix.length > best.prefix.length)) best = { rank, prefix }
  })
  if (!best) throw new Error(`${path} is in no layer: add it to LAYERS in test/layers.test.ts`)
  return best
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

/** Relative imports of a module: `import … from`, `export … from`, `import '…'` and `import('…')`. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const found: string[] = []
  for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"`;]*?\bfrom\s+['"](\.[^'"]+)['"]|(?:^|\n)\s*import\s+['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g)) {
    found.push(resolve(dirname(file), (m[1] ?? m[2] ?? m[3])!))
  }
  return found.filter((target) => target.startsWith(SRC + '/'))
}

const files = sourceFiles(SRC)
const graph = new Map(files.map((file) => [relative(SRC, file), importsOf(file).map((target) => relative(SRC, target))]))

describe('layers of src/', () => {
  it('reads a real import graph', () => {
    expect(graph.size).toBeGreaterThan(150)
    expect(graph.get('runtime/engine.ts')).toContain('runtime/compile.ts')
    expect(graph.get('cli/main.ts')).toContain('cli/serve.ts') // a dynamic import
  })

  it('places every module in a layer', () => {
    for (const path of graph.keys()) expect(() => layerOf(path), path).not.toThrow()
  })

  it('imports only from the same folder or a lower layer', () => {
    const upward: string[] = []
    for (const [from, targets] of graph) {
      const source = layerOf(from)
      for (const to of targets) {
        const target = layerOf(to)
        if (target.prefix === source.prefix) continue
        if (target.rank >= source.rank) upward.push(`${from} → ${to}`)
      }
    }
    expect(upward).toEqual([])
  })

  it('has no import cycle', () => {
    const cycles: string[] = []
    const state = new Map<string, 'open' | 'done'>()
    const path: string[] = []
    const visit = (file: string): void => {
      state.set(file, 'open')
      path.push(file)
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next].join(' → '))
        else if (!state.has(next) && graph.has(next)) visit(next)
      }
      path.pop()
      state.set(file, 'done')
    }
    for (const file of graph.keys()) if (!state.has(file)) visit(file)
    expect(cycles).toEqual([])
  })
})

/**
 * Formulas and the shared math read as finance: what an arithmetic needs in order to decide
 * (which tier, how it bounds its error) and how an engine allocates are said in src/arithmetic
 * and src/runtime, never in src/formulas or src/math.
 */
const ARITHMETIC_OR_ENGINE = /binary|double-double|certif(?:y|ied|ies|ication)\b|\bV8\b|µs|allocat(?:e|es|ed|ion|ions)\b/i

describe('src/formulas and src/math speak finance', () => {
  it('finds such a word where it is', () => {
    expect(ARITHMETIC_OR_ENGINE.test('a decision binary cannot certify')).toBe(true)
    expect(ARITHMETIC_OR_ENGINE.test('a slow path of V8')).toBe(true)
    expect(ARITHMETIC_OR_ENGINE.test('Node may allocate it in the old generation')).toBe(true)
    expect(ARITHMETIC_OR_ENGINE.test('the shortfall ÷ the annuity factor, rounded up to the paisa')).toBe(false)
  })

  it('no file under src/formulas or src/math mentions the arithmetic or the engine', () => {
    const speaking = [...graph.keys()]
      .filter((path) => path.startsWith('formulas/') || path.startsWith('math/'))
      .filter((path) => ARITHMETIC_OR_ENGINE.test(readFileSync(join(SRC, path), 'utf8')))
    expect(speaking).toEqual([])
  })
})
