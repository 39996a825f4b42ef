/**
 * Writes the modules generated from calculators.yaml into src/generated/ (gitignored), the first
 * step of `npm run build`, after the rule book's (./generate-rules.ts):
 *   registry.ts           the registry as checked here, so the library needs no file system, no
 *                         YAML parser and no check of its own at start-up, on any runtime
 *   example-requests.ts   the golden fixtures' requests that illustrate the OpenAPI document
 *   calculators.ts        the typed library: one function per calculator (`emi`, `incomeTax`, …)
 *                         with an input type (numbers or decimal strings, Set A names too) and an
 *                         answer type `{ input, result }`, documented from the registry
 *   formula-types.ts      what each formula the registry names takes and returns, as types: its
 *                         id (`FormulaId`), its input (`FormulaInputs<N>`: its parameters, defaults
 *                         filled) and its record (`FormulaResults<N>`: the fields of its `result`,
 *                         in the registry's order), which type its `compute` (src/formulas/formula.ts)
 *                         so that a formula reading a parameter its entry lacks, or returning a
 *                         member it does not declare or leaving one out, fails the type check
 *   formula-table.ts      the formula table: every formula module by its id, with the names of
 *                         the parameters its input holds (checked against a registry at start-up)
 * The registry is checked exactly as at start-up first (each formula named must have its module,
 * src/formulas/<id>.ts); a registry that would not start fails the build with the same message.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isDeepStrictEqual } from 'node:util'
import { VARIANT_PARAMETER, type Calculator, type Parameter, type ResultField, type Variant } from '../registry/types.ts'
import { functionName, typeName } from '../library/names.ts'
import { describeAccepted } from '../runtime/describe-accepted.ts'
import { readExampleRequests } from './example-requests.ts'
import { generateRules } from './generate-rules.ts'
import { writeWhole } from './write-whole.ts'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const GENERATED_DIR = join(ROOT, 'src', 'generated')
const HEADER = '// Generated from calculators.yaml by src/build/generate.ts (npm run build). Do not edit.\n'

export async function generate(registryFile = join(ROOT, 'calculators.yaml')): Promise<void> {
  // The registry's checks read the rule book's module, so it is written before they are loaded.
  generateRules()
  const { loadRegistry } = await import('../registry/load.ts')
  // The formula table is generated from the registry, so the registry is checked against the
  // formula modules present; what each reads and returns is the type checker's to compare.
  const registry = loadRegistry(readFileSync(registryFile, 'utf8'), (id) => (existsSync(join(ROOT, 'src', 'formulas', `${id}.ts`)) ? { id } : undefined))
  const json = JSON.stringify(registry)
  if (!isDeepStrictEqual(JSON.parse(json), registry)) throw new Error('calculators.yaml holds values JSON cannot carry (such as .inf or .nan)')
  mkdirSync(GENERATED_DIR, { recursive: true })
  writeWhole(
    join(GENERATED_DIR, 'registry.ts'),
    `${HEADER}import { deepFreeze } from '../registry/freeze.ts'\nimport type { Registry } from '../registry/types.ts'\n\n/** calculators.yaml as checked by the build (src/registry/load.ts). */\nconst registry: Registry = deepFreeze(JSON.parse(${JSON.stringify(json)}))\nexport default registry\n`,
  )
  writeWhole(
    join(GENERATED_DIR, 'example-requests.ts'),
    `${HEADER}import type { ExampleRequest } from '../openapi/examples.ts'\n\nconst exampleRequests: readonly ExampleRequest[] = JSON.parse(${JSON.stringify(JSON.stringify(readExampleRequests()))})\nexport default exampleRequests\n`,
  )
  writeWhole(join(GENERATED_DIR, 'calculators.ts'), libraryModule(registry.calculators))
  const variants = registry.calculators.flatMap((c) => c.variants)
  writeWhole(join(GENERATED_DIR, 'formula-types.ts'), formulaTypesModule(variants))
  writeWhole(join(GENERATED_DIR, 'formula-table.ts'), formulaTableModule(variants))
  // the module these types were written to before formula-types.ts
  rmSync(join(GENERATED_DIR, 'formula-ids.ts'), { force: true })
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
    ...variants.map((v) => `  ${JSON.stringify(v.formula)}: {\n${v.parameters.map((p) => `    ${p.name}: ${formulaInputType(p)}\n`).join('')}  }`),
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
  if (p.type === 'number') return 'N'
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

function libraryModule(calculators: readonly Calculator[]): string {
  const parts = [
    HEADER,
    "import { calculate as run, type Numeric } from '../library/calculate.ts'\n",
    ...calculators.map(calculatorTypes),
    '/** Every calculator by its id: its input and its answer. */',
    'export interface Calculators {',
    ...calculators.map((c) => `  ${JSON.stringify(c.id)}: { input: ${typeName(c.id)}Input; answer: ${typeName(c.id)}Answer }`),
    '}',
    '',
    '/** The id of every calculator, as its path ends (`/api/v1/<id>`). */',
    'export type CalculatorId = keyof Calculators',
    '',
    '/**',
    ' * Any calculator by its id, with the same inputs as its own function. Throws FincalcInputError',
    ' * (the `errors` a 400 carries) when an input is missing or invalid.',
    ' */',
    'export function calculate<Id extends CalculatorId, I extends Calculators[Id]["input"]>(id: Id, input: I): AnswerFor<Id, I> {',
    '  return run<AnswerFor<Id, I>>(id, input)',
    '}',
    '',
    '/** The answer of a calculator for the input `I`: narrowed by it where a field is present only when a parameter says so. */',
    `export type AnswerFor<Id extends CalculatorId, I> = ${calculators.filter(narrowed).map((c) => `Id extends ${JSON.stringify(c.id)} ? ${typeName(c.id)}AnswerFor<I> : `).join('')}Calculators[Id]["answer"]`,
    '',
    ...calculators.map((c) =>
      narrowed(c)
        ? `/** ${comment(c.summary)}: \`GET ${c.path}\`. */\nexport function ${functionName(c.id)}<I extends ${typeName(c.id)}Input>(input: I): ${typeName(c.id)}AnswerFor<I> {\n  return run<${typeName(c.id)}AnswerFor<I>>(${JSON.stringify(c.id)}, input)\n}\n`
        : `/** ${comment(c.summary)}: \`GET ${c.path}\`. */\nexport function ${functionName(c.id)}(input: ${typeName(c.id)}Input): ${typeName(c.id)}Answer {\n  return run<${typeName(c.id)}Answer>(${JSON.stringify(c.id)}, input)\n}\n`,
    ),
  ]
  return parts.join('\n')
}

function calculatorTypes(c: Calculator): string {
  const name = typeName(c.id)
  const lines: string[] = []
  if (c.variants.length === 1) {
    const v = c.variants[0]!
    lines.push(`/** ${comment(c.summary)}: the inputs of \`${functionName(c.id)}\`. */`, `export type ${name}Input = ${inputType(v)}`)
    lines.push(`/** The inputs \`${functionName(c.id)}\` used: canonical names, defaults filled. */`, `export interface ${name}Echo ${echoType(v, false)}`)
    lines.push(`/** The figures of \`${functionName(c.id)}\`. */`, `export interface ${name}Result ${recordType(ANSWER_RECORD, v.result, '')}`)
  } else {
    for (const v of c.variants) {
      const variantName = `${name}${typeName(v.id)}`
      const chosen = `{\n  /** Runs this calculation whatever the other inputs (without it the selection rule chooses). */\n  ${VARIANT_PARAMETER}?: ${JSON.stringify(v.id)}\n}`
      lines.push(`/** ${comment(v.summary)}. */`, `export type ${variantName}Input = ${inputType(v)} & ${chosen}`)
      lines.push(`export interface ${variantName}Echo ${echoType(v, true)}`)
      lines.push(`export interface ${variantName}Result ${recordType(ANSWER_RECORD, v.result, '')}`)
    }
    const union = (suffix: string) => c.variants.map((v) => `${name}${typeName(v.id)}${suffix}`).join(' | ')
    lines.push(`/** ${comment(c.summary)}: either calculation (${comment(c.selectionRule ?? '')}). */`, `export type ${name}Input = ${union('Input')}`)
    lines.push(`export type ${name}Echo = ${union('Echo')}`, `export type ${name}Result = ${union('Result')}`)
  }
  lines.push(`export interface ${name}Answer {`, `  input: ${name}Echo`, `  result: ${name}Result`, '}', '')
  if (narrowed(c)) {
    const forInput = c.variants.map((v) => {
      const variantName = c.variants.length === 1 ? name : `${name}${typeName(v.id)}`
      return conditional(v).length ? `${variantName}ResultFor<I>` : `${variantName}Result`
    })
    for (const v of c.variants) {
      const fields = conditional(v)
      if (fields.length === 0) continue
      const variantName = c.variants.length === 1 ? name : `${name}${typeName(v.id)}`
      const parts = fields.map((f) => {
        const p = v.parameters.find((q) => q.name === f.presentWhen)!
        const given = (value: string) => [p.name, ...p.aliases].map((n) => `{ ${n}: ${value} }`).join(' | ')
        const names = [p.name, ...p.aliases].map((n) => JSON.stringify(n)).join(' | ')
        const member = `${variantName}Result[${JSON.stringify(f.name)}]`
        // true: present; false, or the parameter left out: absent; a boolean known only at run time: maybe
        return `(I extends ${given('true')} ? { ${f.name}: NonNullable<${member}> } : I extends ${given('false')} ? { ${f.name}?: never } : [Extract<keyof I, ${names}>] extends [never] ? { ${f.name}?: never } : { ${f.name}?: ${member} })`
      })
      lines.push(
        `/** The result of \`${functionName(c.id)}\` for the input \`I\`: ${fields.map((f) => `\`${f.name}\` present when \`${f.presentWhen}\` is true, absent when it is false or left out`).join('; ')}. */`,
        `export type ${variantName}ResultFor<I> = Omit<${variantName}Result, ${fields.map((f) => JSON.stringify(f.name)).join(' | ')}> & ${parts.join(' & ')}`,
      )
    }
    if (c.variants.length > 1) lines.push(`export type ${name}ResultFor<I> = ${forInput.join(' | ')}`)
    lines.push(`/** The answer of \`${functionName(c.id)}\` for the input \`I\`. */`, `export interface ${name}AnswerFor<I> {`, `  input: ${name}Echo`, `  result: ${name}ResultFor<I>`, '}', '')
  }
  return lines.join('\n')
}

/** The optional fields whose presence a boolean parameter decides (`presentWhen`). */
function conditional(v: Variant): ResultField[] {
  return v.result.filter((f) => f.presentWhen !== undefined)
}

/** Whether a calculator's answer type depends on its input: some field of it is present when a parameter says so. */
function narrowed(c: Calculator): boolean {
  return c.variants.some((v) => conditional(v).length > 0)
}

/** Every accepted name optional, then one clause per required parameter: one of its names. */
function inputType(v: Variant): string {
  const members: string[] = []
  const required: string[] = []
  for (const p of v.parameters) {
    const names = [p.name, ...p.aliases]
    const optional = !p.required || names.length > 1
    members.push(`  /** ${comment(parameterDoc(p))} */\n  ${p.name}${optional ? '?' : ''}: ${inputValueType(p)}`)
    for (const alias of p.aliases) members.push(`  /** The same as \`${p.name}\` (the spec's other name for it). */\n  ${alias}?: ${inputValueType(p)}`)
    if (p.required && names.length > 1) required.push(`(${names.map((n) => `{ ${n}: ${inputValueType(p)} }`).join(' | ')})`)
  }
  return [`{\n${members.join('\n')}\n}`, ...required].join(' & ')
}

function echoType(v: Variant, withVariant: boolean): string {
  const members = v.parameters.map((p) => `  ${p.name}: ${echoValueType(p)}`)
  if (withVariant) members.push(`  variant: ${JSON.stringify(v.id)}`)
  return `{\n${members.join('\n')}\n}`
}

/**
 * How a record of result fields is written as a TypeScript type: for a formula (numbers in its
 * arithmetic, read-only rows) or for the library's answers (plain numbers, each member documented).
 */
interface RecordStyle {
  list: string
  number: string
  documented: boolean
  /** A text field with listed values as the union of them (the library's answers), or as `string`. */
  unions: boolean
}
const FORMULA_RECORD: RecordStyle = { list: 'ReadonlyArray', number: 'N | number', documented: false, unions: false }
const ANSWER_RECORD: RecordStyle = { list: 'Array', number: 'number', documented: true, unions: true }

function recordType(style: RecordStyle, fields: readonly ResultField[], indent: string): string {
  const inner = `${indent}  `
  const members = fields.map((f) => `${style.documented ? `${inner}/** ${comment(resultDoc(f))} */\n` : ''}${inner}${f.name}${f.optional ? '?' : ''}: ${valueType(style, f, inner)}`)
  return `{\n${members.join('\n')}\n${indent}}`
}

function valueType(style: RecordStyle, f: ResultField, indent: string): string {
  const base =
    f.type === 'table'
      ? `${style.list}<${recordType(style, f.fields ?? [], indent)}>`
      : f.type === 'object'
        ? recordType(style, f.fields ?? [], indent)
        : f.type === 'string' && f.values && style.unions
          ? f.values.map((v) => JSON.stringify(v)).join(' | ')
          : f.type === 'string' || f.type === 'boolean'
            ? f.type
            : style.number
  return f.nullable ? `${base} | null` : base
}

function inputValueType(p: Parameter): string {
  if (p.type === 'boolean') return 'boolean'
  if (p.type === 'enum') return [...p.values, ...Object.keys(p.valueAliases ?? {})].map((v) => JSON.stringify(v)).join(' | ')
  if (p.type === 'date') return 'string'
  return 'Numeric'
}

function echoValueType(p: Parameter): string {
  if (p.type === 'boolean') return 'boolean'
  if (p.type === 'enum') return p.values.map((v) => JSON.stringify(v)).join(' | ')
  if (p.type === 'date') return 'string'
  return 'number'
}

/** The parameter's description, then what it accepts in the words of the 400 messages. */
function parameterDoc(p: Parameter): string {
  const facts = [describeAccepted(p)]
  if (p.type === 'number' && p.unit) facts.unshift(p.unit)
  if (p.required) facts.push(p.aliases.length ? `required (this name or ${p.aliases.join(', ')})` : 'required')
  if (p.default !== undefined) facts.push(`default ${String(p.default)}`)
  if (p.type === 'number' && p.defaultRule) facts.push(`default: rule ${p.defaultRule} on the date`)
  if (p.type === 'number' && p.defaultYearOfDate) facts.push('default: the year of the date')
  return `${p.description} (${facts.join('; ')})`
}

function resultDoc(f: ResultField): string {
  return f.unit && f.unit !== 'text' && f.unit !== 'flag' ? `${f.description} (${f.unit})` : f.description
}

/** Text safe inside a block comment. */
function comment(text: string): string {
  return text.replaceAll('*/', '*\u2215').replace(/\s+/g, ' ').trim()
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await generate()
