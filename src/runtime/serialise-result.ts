/**
 * A formula's record → the JSON `result`, walking the fields the registry declares: decimals
 * are rounded half away from zero to the field's declared places and written as JSON numbers;
 * tables and objects are walked field by field. A field the registry does not declare, a
 * declared field that is missing, or a value of the wrong kind is a defect of the calculator
 * and throws (the runtime answers 500 and the fixtures catch it first).
 */
import { Dec } from '../math/decimal.ts'
import type { ResultField } from '../registry/types.ts'
import type { FormulaRecord, FormulaValue } from '../formulas/formula.ts'

export function serialiseResult(fields: readonly ResultField[], record: FormulaRecord, path = 'result'): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const field of fields) {
    const value = record[field.name]
    if (value === undefined) {
      if (field.optional) continue
      throw new Error(`${path}.${field.name} is declared but the formula did not return it`)
    }
    out[field.name] = serialiseValue(field, value, `${path}.${field.name}`)
  }
  for (const name in record) if (!fields.some((f) => f.name === name)) throw new Error(`${path}.${name} is returned but not declared`)
  return out
}

function serialiseValue(field: ResultField, value: FormulaValue, path: string): unknown {
  if (value === null) {
    if (field.nullable) return null
    throw new Error(`${path} is null but not declared nullable`)
  }
  switch (field.type) {
    case 'number':
    case 'integer': {
      const n = value instanceof Dec ? value.toDecimalPlaces(field.decimals, Dec.ROUND_HALF_UP).toNumber() : value
      if (typeof n !== 'number' || !Number.isFinite(n)) throw new Error(`${path} is not a finite number`)
      if (field.type === 'integer' && !Number.isInteger(n)) throw new Error(`${path} is not a whole number`)
      return n === 0 ? 0 : n
    }
    case 'string':
    case 'boolean':
      if (typeof value !== field.type) throw new Error(`${path} is not a ${field.type}`)
      return value
    case 'table':
      if (!Array.isArray(value)) throw new Error(`${path} is not a table`)
      return value.map((row, i) => serialiseResult(field.fields!, row, `${path}[${i}]`))
    case 'object':
      if (typeof value !== 'object' || Array.isArray(value) || value instanceof Dec) throw new Error(`${path} is not an object`)
      return serialiseResult(field.fields!, value as FormulaRecord, path)
  }
}
