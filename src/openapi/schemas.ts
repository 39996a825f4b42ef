/**
 * Registry declarations → JSON Schema (the 2020-12 dialect OpenAPI 3.1 uses). One function per
 * kind of declaration: a query parameter, the echoed `input` of a variant, a result field and
 * the `result` of a variant. Units and rounding travel as `x-unit` / `x-decimals` and in words
 * in the description, so that people and generators both see them.
 */
import { leftUnstated, type Parameter, type ResultField, type ResultUnit, type Variant } from '../registry/types.ts'
import { describeAccepted } from '../runtime/describe-accepted.ts'

export type JsonSchema = { [keyword: string]: unknown }

const UNIT_WORDS: Record<ResultUnit, string> = {
  INR: 'rupees (₹)',
  percent: 'per cent (12 means 12%)',
  years: 'years',
  months: 'months',
  days: 'days',
  count: 'a count',
  ratio: 'a ratio (1 means 100%)',
  age: 'years of age',
  year: 'a year number',
  text: 'text',
  flag: 'true or false',
}

function unitWords(unit: ResultUnit): string {
  return UNIT_WORDS[unit]
}

/**
 * The schema of one parameter's value: type, bounds, allowed values and (optionally) default.
 * As a query parameter it accepts the enum's value aliases too; as echoed in `input` (`echoed`)
 * only the values they stand for.
 */
export function parameterSchema(p: Parameter, options: { withDefault: boolean; echoed?: boolean }): JsonSchema {
  const schema: JsonSchema = {}
  switch (p.type) {
    case 'boolean':
      schema.type = 'boolean'
      break
    case 'enum':
      schema.type = 'string'
      schema.enum = options.echoed ? [...p.values] : [...p.values, ...Object.keys(p.valueAliases ?? {})]
      break
    case 'date':
      schema.type = 'string'
      schema.format = 'date'
      // The first date accepted. JSON Schema 2020-12 bounds numbers only (`minimum` does not
      // apply to strings, `formatMinimum` is ajv's, not the standard's), so it is an extension
      // named after ajv's keyword, and in words in the description.
      schema['x-formatMinimum'] = p.minimum
      break
    case 'number':
      schema.type = p.integer ? 'integer' : 'number'
      if (p.values) schema.enum = [...p.values]
      if (p.multipleOf !== undefined) schema.multipleOf = p.multipleOf
      for (const bound of ['minimum', 'exclusiveMinimum', 'maximum', 'exclusiveMaximum'] as const) if (p[bound] !== undefined) schema[bound] = p[bound]
      if (p.unit) schema['x-unit'] = p.unit
      break
  }
  // a parameter left unstated is echoed null when not given, and has no default to name
  if (options.echoed && leftUnstated(p)) schema.type = [schema.type, 'null']
  if (options.withDefault && p.default !== undefined && p.type !== 'date' && !leftUnstated(p)) schema.default = p.default
  return schema
}

/** Meaning, unit, what is accepted and the default, in words. */
export function describeParameter(p: Parameter): string {
  const parts = [p.description.trim()]
  if (p.type === 'number' && p.unit) parts.push(`Unit: ${unitWords(p.unit)}.`)
  parts.push(`Accepts ${describeAccepted(p)}.`)
  if (p.type === 'date' && p.default === 'today') parts.push('Default: today in India (UTC+05:30); the answer then changes at midnight there, and its Cache-Control says so.')
  else if (leftUnstated(p)) parts.push('Default: none (`input` echoes null).')
  else if (p.type === 'number' && p.defaultRule) parts.push(`Default: the value of rule \`${p.defaultRule}\` on the calculation's date (GET /api/v1/rules shows it).`)
  else if (p.type === 'number' && p.defaultYearOfDate) parts.push("Default: the calendar year of the calculation's date.")
  else if (p.default !== undefined) parts.push(`Default: \`${p.default}\`.`)
  if (p.aliases.length) parts.push(`Also accepted under the name${p.aliases.length > 1 ? 's' : ''} ${p.aliases.map((a) => `\`${a}\``).join(', ')}.`)
  return parts.join(' ')
}

/** The echoed `input` of one variant: every parameter, defaults filled, plus `variant` where a path has several. */
export function inputSchema(variant: Variant, variantCount: number): JsonSchema {
  const properties: Record<string, JsonSchema> = {}
  for (const p of variant.parameters) properties[p.name] = { ...parameterSchema(p, { withDefault: false, echoed: true }), description: describeParameter(p) }
  const required = variant.parameters.map((p) => p.name)
  if (variantCount > 1) {
    // `const` says it in JSON Schema 2020-12; the one-value `enum` says the same to generators
    // that read only OpenAPI 3.0's keywords (openapi-zod-client), which a discriminator needs
    properties.variant = { type: 'string', const: variant.id, enum: [variant.id], description: `Which calculation ran: \`${variant.id}\` (${variant.summary}).` }
    required.push('variant')
  }
  return { type: 'object', description: 'The inputs the calculation used: canonical names, defaults filled in.', properties, required, additionalProperties: false }
}

export function resultFieldSchema(field: ResultField): JsonSchema {
  let schema: JsonSchema
  switch (field.type) {
    case 'number':
    case 'integer':
      schema = { type: field.type }
      if (field.type === 'number') schema['x-decimals'] = field.decimals
      break
    case 'string':
    case 'boolean':
      schema = { type: field.type }
      break
    case 'table':
      schema = { type: 'array', items: objectSchema(field.fields ?? []) }
      break
    case 'object':
      schema = objectSchema(field.fields ?? [])
      break
  }
  // a nullable one stays a string or null: generated clients differ on a null among enum values
  if (field.type === 'string' && field.values && !field.nullable) schema.enum = [...field.values]
  if (field.nullable) schema.type = [schema.type as string, 'null']
  if (field.unit) schema['x-unit'] = field.unit
  schema.description = describeResultField(field)
  return schema
}

function describeResultField(field: ResultField): string {
  const parts = [field.description.trim()]
  if (field.unit && field.type !== 'table' && field.type !== 'object') {
    const rounding = field.type === 'number' ? `, rounded to ${field.decimals} decimal place${field.decimals === 1 ? '' : 's'}` : ''
    parts.push(`Unit: ${unitWords(field.unit)}${rounding}.`)
  } else if (field.type === 'number') parts.push(`Rounded to ${field.decimals} decimal place${field.decimals === 1 ? '' : 's'}.`)
  if (field.nullable) parts.push('`null` when the figure is not defined for these inputs.')
  if (field.optional) parts.push('Present only when the inputs ask for it.')
  return parts.join(' ')
}

function objectSchema(fields: readonly ResultField[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {}
  for (const f of fields) properties[f.name] = resultFieldSchema(f)
  return { type: 'object', properties, required: fields.filter((f) => !f.optional).map((f) => f.name), additionalProperties: false }
}

export function resultSchema(variant: Variant): JsonSchema {
  return { ...objectSchema(variant.result), description: `The calculated figures: ${variant.summary.charAt(0).toLowerCase()}${variant.summary.slice(1)}.` }
}
