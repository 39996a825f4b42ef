/**
 * The library's modules, generated from the registry: one per calculator
 * (src/generated/library/<id>.ts: its typed function, with an input type of numbers or decimal
 * strings, Set A names too, and an answer type `{ input, result }`, documented from the
 * registry), which imports that calculator's formulas, checks and declaration alone, so that a
 * bundle of `import { emi } from 'fincalc'` carries emi and not the other calculators;
 * src/generated/calculators.ts, which re-exports them all with `calculate(id, input)` by id;
 * each calculator's declaration (src/generated/declarations/<id>.ts); and
 * src/generated/calculator-loaders.ts, which loads one calculator's function and declaration by
 * its id (`fincalc calc`).
 */
import { leftUnstated, VARIANT_PARAMETER, type Calculator, type Parameter, type ResultField, type Variant } from '../registry/types.ts'
import { functionName, typeName } from '../library/names.ts'
import { describeAccepted } from '../runtime/describe-accepted.ts'
import { ANSWER_RECORD, comment, recordType } from './record-type.ts'

const HEADER = '// Generated from calculators.yaml by src/build/generate-library.ts (npm run build). Do not edit.\n'

/** One calculator's module: its parts for the library (src/library/calculation.ts), its types and its function. */
export function calculatorModule(c: Calculator): string {
  const name = typeName(c.id)
  const types = calculatorTypes(c)
  const formulas = [...new Set(c.variants.map((v) => v.formula))]
  const ruled = c.variants.some((v) => v.parameters.some((p) => p.type === 'number' && p.defaultRule))
  return [
    HEADER,
    `import { calculation${narrowed(c) ? ', type KnownNames' : ''}${/\bNumeric\b/.test(types) ? ', type Numeric' : ''}, type RulesAssumed } from '../../library/calculation.ts'`,
    "import { tabled } from '../../formulas/formula.ts'",
    ...(ruled ? ["import { numberRule } from '../../runtime/number-rule.ts'"] : []),
    `import { validators } from '../checks/${c.id}.ts'`,
    `import entry from '../declarations/${c.id}.ts'`,
    ...formulas.map((f, i) => `import f${i} from '../../formulas/${f}.ts'`),
    '',
    '/** Read at the first call (src/library/calculation.ts). */',
    'const run = calculation(() => ({',
    '  entry,',
    '  formulas: new Map([',
    ...c.variants.map((v) => `    tabled<${JSON.stringify(v.formula)}>(f${formulas.indexOf(v.formula)}, [${v.parameters.map((p) => JSON.stringify(p.name)).join(', ')}]),`),
    '  ]),',
    '  validators,',
    ...(ruled ? ['  numberRule,'] : []),
    '}))',
    '',
    types,
    `/** ${comment(c.summary)}: \`GET ${c.path}\`. Throws FincalcInputError (the \`errors\` a 400 carries) when an input is missing or invalid. */`,
    ...(narrowed(c)
      ? [`export function ${functionName(c.id)}<I extends ${name}Input>(input: KnownNames<I, ${name}Input>): ${name}AnswerFor<I> {`, `  return run(input) as unknown as ${name}AnswerFor<I>`, '}']
      : [`export function ${functionName(c.id)}(input: ${name}Input): ${name}Answer {`, `  return run(input) as unknown as ${name}Answer`, '}']),
    '',
  ].join('\n')
}

/**
 * A calculator's declaration in the registry as JSON text: what its function checks and
 * computes by, and the summary `fincalc calc` heads its answer with; without the descriptions,
 * which only the documents and help read.
 */
export function declarationModule(c: Calculator): string {
  const withoutDescriptions = (key: string, value: unknown) => (key === 'description' ? undefined : value)
  return `${HEADER}\nexport default ${JSON.stringify(JSON.stringify(c, withoutDescriptions))}\n`
}

/** Each calculator's function and declaration, loaded by its id. */
export function loadersModule(calculators: readonly Calculator[]): string {
  return [
    HEADER,
    "import type { RulesAssumed } from '../library/calculation.ts'",
    "import type { Calculator } from '../registry/types.ts'",
    "import type { Answer } from '../runtime/evaluate.ts'",
    '',
    '/** A calculator loaded by its id: its function (as the library exports it, taking any input) and its declaration. */',
    'export interface LoadedCalculator {',
    '  calculate(input: Readonly<Record<string, unknown>>): Answer & RulesAssumed',
    '  declaration: Calculator',
    '}',
    '',
    'const loaded = (calculate: unknown, declaration: string): LoadedCalculator => ({ calculate: calculate as LoadedCalculator["calculate"], declaration: JSON.parse(declaration) })',
    '',
    "/** Each calculator's loader by its id: its module and declaration are imported when it is called, so that one calculation loads one calculator. */",
    'export const CALCULATOR_LOADERS: ReadonlyMap<string, () => Promise<LoadedCalculator>> = new Map([',
    ...calculators.map(
      (c) =>
        `  [${JSON.stringify(c.id)}, async () => loaded((await import('./library/${c.id}.ts')).${functionName(c.id)}, (await import('./declarations/${c.id}.ts')).default)],`,
    ),
    '])',
    '',
  ].join('\n')
}

/** Every calculator's module re-exported, the type of every calculator by id, and `calculate(id, input)`. */
export function calculatorsModule(calculators: readonly Calculator[]): string {
  const ids = calculators.map((c) => c.id)
  return [
    HEADER,
    "import type { KnownNames } from '../library/calculation.ts'",
    ...calculators.map((c) => `import { ${functionName(c.id)}, type ${typeName(c.id)}Input, type ${typeName(c.id)}Answer${narrowed(c) ? `, type ${typeName(c.id)}AnswerFor` : ''} } from './library/${c.id}.ts'`),
    ...calculators.map((c) => `export * from './library/${c.id}.ts'`),
    '',
    '/** Every calculator by its id: its input and its answer. */',
    'export interface Calculators {',
    ...calculators.map((c) => `  ${JSON.stringify(c.id)}: { input: ${typeName(c.id)}Input; answer: ${typeName(c.id)}Answer }`),
    '}',
    '',
    '/** The id of every calculator, as its path ends (`/api/v1/<id>`). */',
    'export type CalculatorId = keyof Calculators',
    '',
    '/** Each calculator\'s function by its id (a plain object, so that a bundle not calling `calculate` drops it). */',
    'const BY_ID: Readonly<Record<string, (input: never) => unknown>> = {',
    ...calculators.map((c) => `  ${JSON.stringify(c.id)}: ${functionName(c.id)},`),
    '}',
    '',
    '/**',
    ' * Any calculator by its id, with the same inputs as its own function. Throws FincalcInputError',
    ' * (the `errors` a 400 carries) when an input is missing or invalid.',
    ' */',
    'export function calculate<Id extends CalculatorId, const I extends Calculators[Id]["input"]>(id: Id, input: KnownNames<I, Calculators[Id]["input"]>): AnswerFor<Id, I> {',
    '  if (!Object.hasOwn(BY_ID, id)) throw new RangeError(`fincalc has no calculator \'${id}\'; the calculators are ' + ids.join(', ') + '`)',
    '  return (BY_ID[id] as (input: I) => AnswerFor<Id, I>)(input)',
    '}',
    '',
    '/** The answer of a calculator for the input `I`: narrowed by it where a field is present only when a parameter says so. */',
    `export type AnswerFor<Id extends CalculatorId, I> = ${calculators.filter(narrowed).map((c) => `Id extends ${JSON.stringify(c.id)} ? ${typeName(c.id)}AnswerFor<I> : `).join('')}Calculators[Id]["answer"]`,
    '',
  ].join('\n')
}

/** An answer's type: the 200 body, and the rules carried forward past their horizon when some were. */
const ANSWER_DOC = '/** The 200 body `{ input, result }`; `rulesAssumed` names the rules read past their horizon, when some were (not enumerable: JSON.stringify writes the body alone). */'

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
  lines.push(ANSWER_DOC, `export interface ${name}Answer extends RulesAssumed {`, `  input: ${name}Echo`, `  result: ${name}Result`, '}', '')
  if (narrowed(c)) lines.push(...narrowedTypes(c))
  return lines.join('\n')
}

/** The result and answer types of a calculator for its input `I`, where a boolean parameter decides whether a field is present (`presentWhen`). */
function narrowedTypes(c: Calculator): string[] {
  const name = typeName(c.id)
  const lines: string[] = []
  const nameOf = (v: Variant) => (c.variants.length === 1 ? name : `${name}${typeName(v.id)}`)
  for (const v of c.variants) {
    const fields = conditional(v)
    if (fields.length === 0) continue
    const parts = fields.map((f) => {
      const p = v.parameters.find((q) => q.name === f.presentWhen)!
      const given = (value: string) => [p.name, ...p.aliases].map((n) => `{ ${n}: ${value} }`).join(' | ')
      const names = [p.name, ...p.aliases].map((n) => JSON.stringify(n)).join(' | ')
      const member = `${nameOf(v)}Result[${JSON.stringify(f.name)}]`
      // true: present; false, or the parameter left out: absent; a boolean known only at run time: maybe
      return `(I extends ${given('true')} ? { ${f.name}: NonNullable<${member}> } : I extends ${given('false')} ? { ${f.name}?: never } : [Extract<keyof I, ${names}>] extends [never] ? { ${f.name}?: never } : { ${f.name}?: ${member} })`
    })
    lines.push(
      `/** The result of \`${functionName(c.id)}\` for the input \`I\`: ${fields.map((f) => `\`${f.name}\` present when \`${f.presentWhen}\` is true, absent when it is false or left out`).join('; ')}. */`,
      `export type ${nameOf(v)}ResultFor<I> = Omit<${nameOf(v)}Result, ${fields.map((f) => JSON.stringify(f.name)).join(' | ')}> & ${parts.join(' & ')}`,
    )
  }
  if (c.variants.length > 1) lines.push(`export type ${name}ResultFor<I> = ${c.variants.map((v) => (conditional(v).length ? `${nameOf(v)}ResultFor<I>` : `${nameOf(v)}Result`)).join(' | ')}`)
  lines.push(`/** The answer of \`${functionName(c.id)}\` for the input \`I\` (with \`rulesAssumed\` as in ${name}Answer). */`, `export interface ${name}AnswerFor<I> extends RulesAssumed {`, `  input: ${name}Echo`, `  result: ${name}ResultFor<I>`, '}', '')
  return lines
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

function inputValueType(p: Parameter): string {
  if (p.type === 'boolean') return 'boolean'
  if (p.type === 'enum') return [...p.values, ...Object.keys(p.valueAliases ?? {})].map((v) => JSON.stringify(v)).join(' | ')
  if (p.type === 'date') return 'string'
  return 'Numeric'
}

function echoValueType(p: Parameter): string {
  if (p.type === 'boolean') return 'boolean'
  if (p.type === 'enum') return p.values.map((v) => JSON.stringify(v)).join(' | ')
  const type = p.type === 'date' ? 'string' : 'number'
  return leftUnstated(p) ? `${type} | null` : type
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

