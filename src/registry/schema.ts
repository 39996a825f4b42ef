/**
 * The schema of calculators.yaml itself, checked when the registry loads. Unknown keys are
 * rejected so that a misspelt field ("maximun") stops start-up instead of being ignored.
 */
import { type } from 'arktype'
import { PARAMETER_UNITS, RESULT_UNITS } from './types.ts'

const name = type(/^[a-zA-Z][a-zA-Z0-9]*$/)
/** A name users give for a parameter may start with a digit: a section of the Act (`80C`). */
const meantName = type(/^[a-zA-Z0-9]+$/)
const parameterUnit = type.enumerated(...PARAMETER_UNITS)
const resultUnit = type.enumerated(...RESULT_UNITS)

const common = {
  description: 'string > 0',
  'required?': 'boolean',
  'aliases?': name.array(),
  'meantBy?': meantName.array().atLeastLength(1),
} as const

const numberParameter = type({
  type: "'number'",
  ...common,
  'unit?': parameterUnit,
  'default?': "number | 'none'",
  'minimum?': 'number',
  'exclusiveMinimum?': 'number',
  'maximum?': 'number',
  'exclusiveMaximum?': 'number',
  'integer?': 'boolean',
  'multipleOf?': 'number.integer > 1',
  'values?': 'number[] > 0',
  'defaultRule?': /^[a-z][a-z0-9-]*(\.[a-z0-9][a-z0-9-]*)+$/,
  'defaultYearOfDate?': 'true',
  '+': 'reject',
})

const booleanParameter = type({ type: "'boolean'", ...common, 'default?': 'boolean', '+': 'reject' })

const enumParameter = type({ type: "'enum'", ...common, values: 'string[] > 0', 'valueAliases?': 'Record<string, string>', 'default?': 'string', 'yearOfDate?': name, '+': 'reject' })

const dateParameter = type({ type: "'date'", ...common, 'minimum?': /^\d{4}-\d{2}-\d{2}$/, 'default?': "'today' | 'none'", '+': 'reject' })

const parameter = numberParameter.or(booleanParameter).or(enumParameter).or(dateParameter)

const rule = type({ kind: "'at-least-one-positive'", parameters: name.array().atLeastLength(2), message: 'string > 0', '+': 'reject' }).or({
  kind: "'less-than'",
  parameter: name,
  than: name,
  message: 'string > 0',
  '+': 'reject',
})

interface ResultFieldDefinition {
  type?: 'number' | 'integer' | 'string' | 'boolean' | 'table' | 'object'
  unit?: (typeof RESULT_UNITS)[number]
  decimals?: number
  description: string
  nullable?: boolean
  optional?: boolean
  /** A text field's every possible value (`best`: `fd`, `debt-fund` or `arbitrage-fund`). */
  values?: string[]
  /** An optional field's condition: present exactly when this boolean parameter is true. */
  presentWhen?: string
  fields?: Record<string, ResultFieldDefinition>
}

const resultField = type({
  'type?': "'number' | 'integer' | 'string' | 'boolean' | 'table' | 'object'",
  'unit?': resultUnit,
  'decimals?': '0 <= number.integer <= 10',
  description: 'string > 0',
  'nullable?': 'boolean',
  'optional?': 'boolean',
  'values?': 'string[] > 0',
  'presentWhen?': name,
  'fields?': 'object',
  '+': 'reject',
})

const selection = type({ 'anyPresent?': name.array(), 'allPresent?': name.array(), '+': 'reject' })

const variantBody = {
  formula: /^[a-z]+(-[a-z]+)*\/[a-z0-9-]+(\/[a-z0-9-]+)?$/,
  parameters: type.Record(name, parameter),
  'rules?': rule.array(),
  result: type.Record(name, resultField),
} as const

const variant = type({ id: /^[a-z][a-z0-9-]*$/, summary: 'string > 0', ...variantBody, 'when?': selection.array(), '+': 'reject' })

const calculatorHead = {
  id: /^[a-z0-9][a-z0-9-]*$/,
  path: /^(\/[a-z0-9-]+)+$/,
  tag: 'string > 0',
  summary: 'string > 0',
  description: 'string > 0',
} as const

/** An entry holding one calculation: formula, parameters and result at its top level. */
export const singleCalculator = type({ ...calculatorHead, ...variantBody, '+': 'reject' })
/** An entry holding several calculations on one path, chosen by a selection rule. */
export const variantCalculator = type({ ...calculatorHead, selectionRule: 'string > 0', variants: variant.array().atLeastLength(2), '+': 'reject' })

/** The document around the entries; each entry is then checked on its own, for clear messages. */
export const registrySchema = type({
  version: /^\d+\.\d+\.\d+$/,
  basePath: /^(\/[a-z0-9]+)+$/,
  tags: type({ name: 'string > 0', slug: /^[a-z][a-z-]*$/, description: 'string > 0', '+': 'reject' }).array(),
  calculators: 'object[]',
  '+': 'reject',
})

export type CalculatorDocument = typeof singleCalculator.infer | typeof variantCalculator.infer
export type RegistryDocument = Omit<typeof registrySchema.infer, 'calculators'> & { calculators: CalculatorDocument[] }
export type ParameterDefinition = typeof parameter.infer
export { resultField as resultFieldSchema }
export type { ResultFieldDefinition }
