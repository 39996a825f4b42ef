/**
 * Writes the modules generated from calculators.yaml into src/generated/ (gitignored), the first
 * step of `npm run build`, after the rule book's (./generate-rules.ts, checked against the shapes
 * its readers declare by ./check-rule-shapes.ts):
 *   registry.ts           the registry as checked here, so the library needs no file system, no
 *                         YAML parser and no check of its own at start-up, on any runtime, and
 *                         the tag of the text it was read from (`SOURCE_TAG`)
 *   example-requests.ts   the golden fixtures' requests that illustrate the OpenAPI document
 *   parameter-takers.ts   each parameter name and the calculators that take it, for a request
 *                         naming another calculator's parameter (src/runtime/misspellings.ts)
 *   library/<id>.ts       the typed library, one module per calculator (`emi`, `incomeTax`, …)
 *                         with its own formulas and checks (./generate-library.ts)
 *   calculators.ts        every calculator's module re-exported, and `calculate(id, input)`
 *   declarations/<id>.ts  each calculator's declaration, as the library and `fincalc calc` read it
 *   calculator-loaders.ts each calculator's function and declaration, loaded by its id
 *   checks/<id>.ts        each variant's parameter rules as data, read from its arktype
 *   checks.ts             type (./generate-checks.ts); checks.ts: all of them by formula id
 *   formula-types.ts      what each formula the registry names takes and returns, as types: its
 *                         id (`FormulaId`), its input (`FormulaInputs<N>`: its parameters, defaults
 *                         filled) and its record (`FormulaResults<N>`: the fields of its `result`,
 *                         in the registry's order), which type its `compute` (src/formulas/formula.ts)
 *                         so that a formula reading a parameter its entry lacks, or returning a
 *                         member it does not declare or leaving one out, fails the type check
 *   formula-table.ts      the formula table: every formula module by its id, with the names of
 *                         the parameters its input holds (checked against a registry at start-up)
 *   worker/…              what the Workers module carries, and its static files in
 *                         dist/workerd/assets/ (./generate-worker.ts)
 * The registry is checked exactly as at start-up first (each formula named must have its module,
 * src/formulas/<id>.ts); a registry that would not start fails the build with the same message.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isDeepStrictEqual } from 'node:util'
import { registryText } from '../registry/lazy-variants.ts'
import { leftUnstated, type Calculator, type Parameter, type Variant } from '../registry/types.ts'
import { entityTag } from '../runtime/etag.ts'
import { readExampleRequests } from './example-requests.ts'
import { checksIndexModule, checksModule } from './generate-checks.ts'
import { calculatorModule, calculatorsModule, declarationModule, loadersModule } from './generate-library.ts'
import { FORMULA_RECORD, recordType } from './record-type.ts'
import { checkRuleShapes } from './check-rule-shapes.ts'
import { generateRules } from './generate-rules.ts'
import { generateWorker } from './generate-worker.ts'
import { writeWhole } from './write-whole.ts'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const GENERATED_DIR = join(ROOT, 'src', 'generated')
const HEADER = '// Generated from calculators.yaml by src/build/generate.ts (npm run build). Do not edit.\n'

export async function generate(registryFile = join(ROOT, 'calculators.yaml')): Promise<void> {
  // The registry's checks read the rule book's module, so it is written, and checked against
  // what the modules of src/rules read from it, before they are loaded.
  generateRules()
  await checkRuleShapes()
  const { loadRegistry } = await import('../registry/load.ts')
  const { takersByName } = await import('../runtime/compile.ts')
  // The formula table is generated from the registry, so the registry is checked against the
  // formula modules present; what each reads and returns is the type checker's to compare.
  const text = readFileSync(registryFile, 'utf8')
  const registry = loadRegistry(text, (id) => (existsSync(join(ROOT, 'src', 'formulas', `${id}.ts`)) ? { id } : undefined))
  const json = JSON.stringify(registry)
  if (!isDeepStrictEqual(JSON.parse(json), registry)) throw new Error('calculators.yaml holds values JSON cannot carry (such as .inf or .nan)')
  mkdirSync(GENERATED_DIR, { recursive: true })
  const lazy = registryText(registry, (top) => JSON.stringify(top), (calculator) => JSON.stringify(calculator.variants))
  writeWhole(
    join(GENERATED_DIR, 'registry.ts'),
    `${HEADER}import { registryOfText } from '../registry/lazy-variants.ts'\nimport type { Registry } from '../registry/types.ts'\n\n/** calculators.yaml as checked by the build (src/registry/load.ts), each calculator's variants a text read when first looked at (src/registry/lazy-variants.ts). */\nconst registry: Registry = registryOfText(\n  {\n    registry: ${JSON.stringify(lazy.registry)},\n    variants: [\n${lazy.variants.map((v) => `      ${JSON.stringify(v)},`).join('\n')}\n    ],\n  },\n  (variants) => JSON.parse(variants),\n)\nexport default registry\n\n/** The entity tag (src/runtime/etag.ts) of the text it was read from: a server that has the text tells by it whether this registry is still the text's. */\nexport const SOURCE_TAG = ${JSON.stringify(entityTag(text))}\n`,
  )
  writeWhole(
    join(GENERATED_DIR, 'example-requests.ts'),
    `${HEADER}import type { ExampleRequest } from '../openapi/examples.ts'\n\nconst exampleRequests: readonly ExampleRequest[] = JSON.parse(${JSON.stringify(JSON.stringify(readExampleRequests()))})\nexport default exampleRequests\n`,
  )
  writeWhole(
    join(GENERATED_DIR, 'parameter-takers.ts'),
    `${HEADER}import type { Taken } from '../runtime/misspellings.ts'\n\n/** Each parameter name of calculators.yaml as checked by the build, by its lower case, with the calculators that take it (src/runtime/compile.ts's takersByName), read at the first name a calculator does not know. */\nconst text = ${JSON.stringify(JSON.stringify([...takersByName(registry.calculators)]))}\nlet takers: ReadonlyMap<string, Taken> | undefined\n\nexport default function parameterTakers(name: string): Taken | undefined {\n  return (takers ??= new Map(JSON.parse(text) as [string, Taken][])).get(name.toLowerCase())\n}\n`,
  )
  writeEach(join(GENERATED_DIR, 'checks'), registry.calculators, checksModule)
  writeWhole(join(GENERATED_DIR, 'checks.ts'), checksIndexModule(registry.calculators))
  writeEach(join(GENERATED_DIR, 'declarations'), registry.calculators, declarationModule)
  writeEach(join(GENERATED_DIR, 'library'), registry.calculators, calculatorModule)
  writeWhole(join(GENERATED_DIR, 'calculators.ts'), calculatorsModule(registry.calculators))
  writeWhole(join(GENERATED_DIR, 'calculator-loaders.ts'), loadersModule(registry.calculators))
  const variants = registry.calculators.flatMap((c) => c.variants)
  writeWhole(join(GENERATED_DIR, 'formula-types.ts'), formulaTypesModule(variants))
  writeWhole(join(GENERATED_DIR, 'formula-table.ts'), formulaTableModule(variants))
  // the module these types were written to before formula-types.ts
  rmSync(join(GENERATED_DIR, 'formula-ids.ts'), { force: true })
  // last: the Worker's documents are made by the engine from the modules written above
  await generateWorker(ROOT, registry, (await import('../generated/rules.ts')).default, (await import('../rules/dated.ts')).textedRules())
}

/**
 * One module per calculator in `dir`, `<id>.ts`; a module of a calculator no longer in the
 * registry is removed. Only modules: another build running at the same time (servers started
 * together, each bundling its Worker first) has its temporary files there (./write-whole.ts).
 */
function writeEach(dir: string, calculators: readonly Calculator[], moduleOf: (c: Calculator) => string): void {
  mkdirSync(dir, { recursive: true })
  for (const c of calculators) writeWhole(join(dir, `${c.id}.ts`), moduleOf(c))
  const written = new Set(calculators.map((c) => `${c.id}.ts`))
  for (const name of readdirSync(dir)) if (name.endsWith('.ts') && !written.has(name)) rmSync(join(dir, name), { force: true })
}

/**
 * `FormulaId`, and by it each formula's input and record as the runtime gives and takes them:
 * the input holds every parameter of its variant, a default filled in where the request left one
 * out (src/runtime/resolve-input.ts), a number as a value `N` of the arithmetic, a boolean as
 * one, an enum as one of its values (a value alias arrives as the value it stands for) and a
 * date as its text; the record holds the declared fields in their order, a number as `N` or a
 * JavaScript number, nested tables and objects alike (src/runtime/write-result.ts).
 */
function formulaTypesModule(variants: readonly Variant[]): string {
  const ids = variants.map((v) => JSON.stringify(v.formula))
  return [
    HEADER,
    '/** Every formula calculators.yaml names. */',
    `export type FormulaId =\n  | ${ids.join('\n  | ')}`,
    '',
    '/** Each formula\'s input: the parameters its entry declares, defaults filled, numbers as values of the arithmetic (`N`). */',
    'export interface FormulaInputs<N> {',
    ...variants.map((v) => `  ${JSON.stringify(v.formula)}: {\n${v.parameters.map((p) => `    readonly ${p.name}: ${formulaInputType(p)}\n`).join('')}  }`),
    '}',
    '',
    '/** Each formula\'s record: the fields its entry\'s `result` declares, in that order. */',
    'export interface FormulaResults<N> {',
    ...variants.map((v) => `  ${JSON.stringify(v.formula)}: ${recordType(FORMULA_RECORD, v.result, '  ')}`),
    '}',
    '',
  ].join('\n')
}

function formulaInputType(p: Parameter): string {
  if (p.type === 'number') return leftUnstated(p) ? 'N | null' : 'N'
  if (p.type === 'enum') return p.values.map((v) => JSON.stringify(v)).join(' | ')
  return p.type === 'boolean' ? 'boolean' : 'string'
}

/**
 * The formula table: each formula module (its default export) by the id the registry names it
 * with, which is its file under src/formulas, with the names of its input's parameters.
 */
function formulaTableModule(variants: readonly Variant[]): string {
  return [
    HEADER,
    "import { tabled, type Formula } from '../formulas/formula.ts'",
    ...variants.map((v, i) => `import f${i} from '../formulas/${v.formula}.ts'`),
    '',
    '/** Every formula calculators.yaml names, by its id. */',
    'export const FORMULAS: ReadonlyMap<string, Formula> = new Map([',
    ...variants.map((v, i) => `  tabled<${JSON.stringify(v.formula)}>(f${i}, [${v.parameters.map((p) => JSON.stringify(p.name)).join(', ')}]),`),
    '])',
    '',
    'export function findFormula(id: string): Formula | undefined {',
    '  return FORMULAS.get(id)',
    '}',
    '',
  ].join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await generate()
