/**
 * Turns the text of calculators.yaml into a checked, frozen Registry. Every mistake stops
 * start-up with a message that names the calculator and the field: schema violations, unknown
 * formulas, a formula reading a parameter its entry lacks (or ignoring one it declares), bounds
 * missing or contradictory, defaults outside their own bounds, clashing names and paths.
 */
import { parse } from 'yaml'
import { type } from 'arktype'
import type { Formula } from '../formulas/formula.ts'
import { buildValidator } from './validator.ts'
import { RegistryError } from './registry-error.ts'
import {
  registrySchema,
  resultFieldSchema,
  singleCalculator,
  variantCalculator,
  type CalculatorDocument,
  type ParameterDefinition,
  type RegistryDocument,
  type ResultFieldDefinition,
} from './schema.ts'
import { deepFreeze } from './freeze.ts'
import { SERVED_FROM } from '../rules/book.ts'
import { isIsoDate } from '../rules/calendar.ts'
import { ruleValues } from '../rules/dated.ts'
import { yearlessName, yearsByName } from './year-values.ts'
import { leftUnstated, VARIANT_PARAMETER, type Calculator, type EnumParameter, type Parameter, type Registry, type ResultField, type ResultUnit, type Rule, type Variant } from './types.ts'

export { RegistryError } from './registry-error.ts'

const DECIMALS_BY_UNIT: Partial<Record<ResultUnit, number>> = { ratio: 4, days: 0, year: 0, age: 0 }

/**
 * A formula by its id: the module's, with the parameters its input holds (src/formulas/formula.ts);
 * the build, which generates the formula table from the registry, gives only the id of each
 * module it finds and leaves what a formula reads to the type checker.
 */
type FormulaLookup = (id: string) => (Pick<Formula, 'id'> & Partial<Pick<Formula, 'inputs'>>) | undefined

export function loadRegistry(yamlText: string, formulas: FormulaLookup): Registry {
  if (typeof yamlText !== 'string') throw new TypeError(`the registry is read from its YAML text, a string (got ${yamlText === null ? 'null' : typeof yamlText})`)
  let document: unknown
  try {
    document = parse(yamlText)
  } catch (error) {
    // the parser's first line says what and where; the source excerpt it adds below is left out
    throw new RegistryError([`not valid YAML: ${(error as Error).message.split('\n')[0]!.replace(/:$/, '')}`])
  }
  return loadRegistryDocument(document, formulas)
}

/**
 * The same checks on a document already parsed from calculators.yaml (the Workers bundle parses
 * the YAML when it is built, because parsing it is the slowest part of a Worker's start-up).
 */
export function loadRegistryDocument(document: unknown, formulas: FormulaLookup): Registry {
  const checked = checkDocument(document)
  const problems: string[] = []
  const registry = buildRegistry(checked, formulas, problems)
  if (problems.length) throw new RegistryError(problems)
  return deepFreeze(registry)
}

/** The document against the schema: first its frame, then each entry on its own. */
function checkDocument(document: unknown): RegistryDocument {
  const frame = registrySchema(document)
  if (frame instanceof type.errors) throw new RegistryError(frame.map((p) => p.message))
  const problems: string[] = []
  const calculators = frame.calculators.map((item, index) => {
    const entry = item as Record<string, unknown>
    const schema = 'variants' in entry ? variantCalculator : singleCalculator
    const checked = schema(entry)
    if (!(checked instanceof type.errors)) return checked
    const id = typeof entry.id === 'string' ? entry.id : `#${index + 1}`
    for (const p of checked) problems.push(`calculator '${id}': ${p.message}`)
    return undefined
  })
  if (problems.length) throw new RegistryError(problems)
  return { ...frame, calculators: calculators as CalculatorDocument[] }
}

function buildRegistry(doc: RegistryDocument, formulas: FormulaLookup, problems: string[]): Registry {
  const tagNames = new Set(doc.tags.map((t) => t.name))
  const ids = new Set<string>()
  const paths = new Set<string>()
  const calculators: Calculator[] = []
  for (const entry of doc.calculators) {
    const at = (field: string, message: string) => problems.push(`calculator '${entry.id}': ${field}: ${message}`)
    if (ids.has(entry.id)) at('id', 'is used by another calculator')
    ids.add(entry.id)
    if (paths.has(entry.path)) at('path', `${entry.path} is used by another calculator`)
    paths.add(entry.path)
    if (!entry.path.startsWith(`${doc.basePath}/`)) at('path', `must start with ${doc.basePath}/`)
    if (!tagNames.has(entry.tag)) at('tag', `'${entry.tag}' is not one of the declared tags (${[...tagNames].join(', ')})`)

    const definitions =
      'variants' in entry
        ? entry.variants.map((v, i) => ({ prefix: `variants[${i}].`, id: v.id, summary: v.summary, body: v, when: v.when }))
        : [{ prefix: '', id: entry.id, summary: entry.summary, body: entry, when: undefined }]
    const variants = definitions.map((d) => buildVariant(d.id, d.summary, d.body, d.when, (f, m) => at(d.prefix + f, m), formulas))
    checkNames(variants, at)
    checkSelection(variants, at)
    calculators.push({
      id: entry.id,
      path: entry.path,
      tag: entry.tag,
      summary: entry.summary,
      description: entry.description,
      variants,
      ...('selectionRule' in entry ? { selectionRule: entry.selectionRule } : {}),
    })
  }
  return { version: doc.version, basePath: doc.basePath, tags: doc.tags, calculators }
}

type Report = (field: string, message: string) => void

function buildVariant(
  id: string,
  summary: string,
  body: { formula: string; parameters: Record<string, ParameterDefinition>; rules?: Rule[]; result: Record<string, unknown> },
  when: Variant['when'],
  at: Report,
  formulas: FormulaLookup,
): Variant {
  const parameters = Object.entries(body.parameters).map(([name, def]) => buildParameter(name, def, (f, m) => at(`parameters.${name}.${f}`, m)))
  const declared = new Set(parameters.map((p) => p.name))
  const formula = formulas(body.formula)
  if (!formula) at('formula', `no formula module '${body.formula}' (expected src/formulas/${body.formula}.ts)`)
  else if (formula.inputs) {
    for (const input of formula.inputs) if (!declared.has(input)) at('parameters', `formula '${formula.id}' reads '${input}', which the entry does not declare`)
    for (const name of declared) if (!formula.inputs.includes(name)) at(`parameters.${name}`, `is declared but formula '${formula.id}' never reads it`)
  }
  const ruleDates = parameters.filter((p) => p.type === 'date' && p.default !== 'none')
  if (parameters.some((p) => p.type === 'number' && (p.defaultRule || p.defaultYearOfDate)) && ruleDates.length === 0) {
    at('parameters', 'a default taken from a rule or from the year of the date needs a date parameter')
  }
  if (ruleDates.length > 1) at('parameters', 'a calculation has one date (a date with `default: none` is an event it reads, not its date)')
  const readForYear = parameters.filter((p) => p.type === 'enum' && p.yearOfDate !== undefined) as EnumParameter[]
  for (const p of readForYear) {
    if (!parameters.some((q) => q.name === p.yearOfDate && q.type === 'date')) at(`parameters.${p.name}.yearOfDate`, `'${p.yearOfDate}' is not a date parameter of this calculator`)
    if (readForYear.length > 1) at(`parameters.${p.name}.yearOfDate`, 'one parameter of a calculator is read for the year of a date')
  }
  const rules = body.rules ?? []
  rules.forEach((rule, i) => {
    const names = rule.kind === 'less-than' ? [rule.parameter, rule.than] : rule.parameters
    for (const name of names) {
      const p = parameters.find((q) => q.name === name)
      if (!p || p.type !== 'number') at(`rules[${i}]`, `'${name}' is not a number parameter of this calculator`)
    }
  })
  const result = Object.entries(body.result).map(([name, def]) => buildResultField(name, def as ResultFieldDefinition, (f, m) => at(`result.${f}`, m)))
  for (const field of result) {
    if (field.presentWhen === undefined) continue
    const p = parameters.find((q) => q.name === field.presentWhen)
    if (!p || p.type !== 'boolean') at(`result.${field.name}.presentWhen`, `'${field.presentWhen}' is not a boolean parameter of this calculator`)
  }
  return { id, summary, formula: body.formula, parameters, rules, result, ...(when ? { when } : {}) }
}

function buildParameter(name: string, def: ParameterDefinition, at: Report): Parameter {
  const base = { name, description: def.description, required: def.required ?? false, aliases: def.aliases ?? [] }
  const defaultRule = def.type === 'number' ? def.defaultRule : undefined
  const fromDate = def.type === 'number' ? def.defaultYearOfDate : undefined
  const defaults = [def.default !== undefined, defaultRule !== undefined, fromDate !== undefined].filter(Boolean).length
  if (base.required && defaults) at('default', 'a required parameter cannot have a default')
  if (!base.required && !defaults) at('default', 'an optional parameter needs a default')
  if (defaults > 1) at('default', 'give one of default, defaultRule and defaultYearOfDate')
  let parameter: Parameter
  if (def.type === 'number') {
    const { type: _t, description: _d, required: _r, aliases: _a, meantBy: _m, integer, ...rest } = def
    parameter = { ...base, type: 'number', integer: integer ?? false, ...rest }
    if (defaultRule) {
      const values = ruleValues(defaultRule)
      if (!values) at('defaultRule', `no rule '${defaultRule}' in src/rules/*.yaml`)
      else for (const v of values) if (typeof v.value !== 'number') at('defaultRule', `rule '${defaultRule}' from ${v.from} is not a number`)
        else if (buildValidator([{ ...parameter, defaultRule: undefined }]).check({ [name]: v.value }).length) at('defaultRule', `rule '${defaultRule}' from ${v.from} (${v.value}) is outside the parameter's own bounds`)
    }
    const hasLower = def.minimum !== undefined || def.exclusiveMinimum !== undefined
    const hasUpper = def.maximum !== undefined || def.exclusiveMaximum !== undefined
    if (def.minimum !== undefined && def.exclusiveMinimum !== undefined) at('minimum', 'give minimum or exclusiveMinimum, not both')
    if (def.maximum !== undefined && def.exclusiveMaximum !== undefined) at('maximum', 'give maximum or exclusiveMaximum, not both')
    if (!def.values && (!hasLower || !hasUpper)) at('maximum', 'a number parameter needs a lower and an upper bound')
    for (const bound of ['minimum', 'exclusiveMinimum', 'maximum', 'exclusiveMaximum'] as const) {
      const value = def[bound]
      if (value !== undefined && !Number.isFinite(value)) at(bound, 'must be a finite number')
    }
  } else if (def.type === 'enum') {
    parameter = {
      ...base,
      type: 'enum',
      values: def.values,
      ...(def.valueAliases ? { valueAliases: def.valueAliases } : {}),
      ...(def.default !== undefined ? { default: def.default } : {}),
      ...(def.yearOfDate !== undefined ? { yearOfDate: def.yearOfDate } : {}),
    }
    if (def.yearOfDate !== undefined) {
      const years = yearsByName(parameter)
      if (years.size === 0) at('yearOfDate', 'no value names a financial year (`new-2024-25`)')
      else if (def.default === undefined || !years.has(yearlessName(def.default))) at('yearOfDate', 'the default must name a financial year, to stand for the date\'s')
    }
    for (const [alias, value] of Object.entries(def.valueAliases ?? {})) {
      if (def.values.includes(alias)) at(`valueAliases.${alias}`, 'is one of the values already')
      if (!def.values.includes(value)) at(`valueAliases.${alias}`, `stands for ${JSON.stringify(value)}, which is not one of the values`)
    }
  } else if (def.type === 'date') {
    const minimum = def.minimum ?? SERVED_FROM
    if (!isIsoDate(minimum)) at('minimum', 'must be a date written YYYY-MM-DD')
    else if (minimum < SERVED_FROM && def.default !== 'none') at('minimum', `the rules are kept from ${SERVED_FROM}; a calculation cannot be asked for an earlier date`)
    parameter = { ...base, type: 'date', minimum, ...(def.default !== undefined ? { default: def.default } : {}) }
  } else {
    parameter = { ...base, type: 'boolean', ...(def.default !== undefined ? { default: def.default } : {}) }
  }
  if (parameter.default !== undefined && parameter.type !== 'date' && !leftUnstated(parameter)) {
    const failures = buildValidator([parameter]).check({ [name]: parameter.default })
    if (failures.length) at('default', `${JSON.stringify(parameter.default)} is outside the parameter's own bounds or allowed values`)
  }
  if (parameter.type === 'number' && parameter.values) {
    const validator = buildValidator([{ ...parameter, values: undefined }])
    for (const value of parameter.values) if (validator.check({ [name]: value }).length) at('values', `${value} is outside the parameter's own bounds`)
  }
  // last, where the Worker's compact registry puts it back (src/registry/compact.ts)
  return def.meantBy ? { ...parameter, meantBy: def.meantBy } : parameter
}

function buildResultField(name: string, def: ResultFieldDefinition, at: Report): ResultField {
  const checked = resultFieldSchema(def)
  if (checked instanceof type.errors) {
    at(name, checked.summary)
    return { name, type: 'number', decimals: 2, description: '', nullable: false, optional: false }
  }
  const fieldType = def.type ?? 'number'
  const nested = fieldType === 'table' || fieldType === 'object'
  if (nested && !def.fields) at(name, `a ${fieldType} needs fields`)
  if (!nested && def.fields) at(name, `only a table or an object has fields`)
  const fields = def.fields ? Object.entries(def.fields).map(([n, d]) => buildResultField(n, d, (f, m) => at(`${name}.${f}`, m))) : undefined
  const decimals = def.decimals ?? (fieldType === 'integer' ? 0 : (def.unit && DECIMALS_BY_UNIT[def.unit]) ?? 2)
  if (def.values && fieldType !== 'string') at(`${name}.values`, 'only a string field lists its values')
  if (def.values && new Set(def.values).size !== def.values.length) at(`${name}.values`, 'repeats a value')
  if (def.presentWhen !== undefined && !def.optional) at(`${name}.presentWhen`, 'only an optional field has a condition for being present')
  return {
    name,
    type: fieldType,
    ...(def.unit ? { unit: def.unit } : {}),
    decimals,
    description: def.description,
    nullable: def.nullable ?? false,
    optional: def.optional ?? false,
    ...(def.values ? { values: def.values } : {}),
    ...(def.presentWhen !== undefined ? { presentWhen: def.presentWhen } : {}),
    ...(fields ? { fields } : {}),
  }
}

/** Within one calculator, each name (canonical or alias) means one parameter everywhere. */
function checkNames(variants: readonly Variant[], at: Report): void {
  const meaning = new Map<string, string>()
  for (const variant of variants) {
    for (const p of variant.parameters) {
      for (const name of [p.name, ...p.aliases]) {
        if (name === VARIANT_PARAMETER && variants.length > 1) at(`parameters.${p.name}`, `'${VARIANT_PARAMETER}' names the calculation to run and cannot name a parameter`)
        const existing = meaning.get(name)
        if (existing !== undefined && existing !== p.name) at(`parameters.${p.name}`, `name '${name}' already names parameter '${existing}'`)
        meaning.set(name, p.name)
      }
      if (new Set(p.aliases).size !== p.aliases.length || p.aliases.includes(p.name)) at(`parameters.${p.name}.aliases`, 'repeats a name')
    }
  }
  // a name meant for a parameter is one the calculator does not accept, in any letter case
  const accepted = new Set([...meaning.keys()].map((name) => name.toLowerCase()))
  const meantFor = new Map<string, string>()
  for (const p of variants.flatMap((v) => v.parameters)) {
    if (p.meantBy && new Set(p.meantBy.map((name) => name.toLowerCase())).size !== p.meantBy.length) at(`parameters.${p.name}.meantBy`, 'repeats a name')
    for (const name of p.meantBy ?? []) {
      const key = name.toLowerCase()
      if (accepted.has(key)) at(`parameters.${p.name}.meantBy`, `'${name}' is a name this calculator accepts`)
      const earlier = meantFor.get(key)
      if (earlier !== undefined && earlier !== p.name) at(`parameters.${p.name}.meantBy`, `'${name}' is already meant for parameter '${earlier}'`)
      meantFor.set(key, p.name)
    }
  }
}

/** Every variant but the last needs a selection; the last is the default and has none. */
function checkSelection(variants: readonly Variant[], at: Report): void {
  if (variants.length < 2) return
  const known = new Set(variants.flatMap((v) => v.parameters.map((p) => p.name)))
  variants.forEach((v, i) => {
    const last = i === variants.length - 1
    if (last && v.when) at(`variants[${i}].when`, 'the last variant is the default and takes no selection')
    if (!last && !v.when?.length) at(`variants[${i}].when`, 'every variant but the last needs a selection')
    for (const s of v.when ?? []) for (const name of [...(s.anyPresent ?? []), ...(s.allPresent ?? [])]) if (!known.has(name)) at(`variants[${i}].when`, `'${name}' is not a canonical parameter name of this calculator`)
  })
}
