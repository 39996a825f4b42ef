/**
 * A formula's record → the JSON `result`, walking the fields the registry declares: decimals
 * are rounded half away from zero to the field's declared places and written as JSON numbers
 * (in plain decimal notation however large or small: ./json-number.ts);
 * tables and objects are walked field by field. A field the registry does not declare, a
 * declared field that is missing, or a value of the wrong kind is a defect of the calculator
 * and throws (the runtime answers 500 and the fixtures catch it first).
 */
import type { Arithmetic } from '../arithmetic/arithmetic.ts'
import type { ResultField } from '../registry/types.ts'
import type { FormulaRecord, FormulaValue } from '../formulas/formula.ts'
import { needsPlainText, PlainNumber } from './json-number.ts'

export function serialiseResult<N>(fields: readonly ResultField[], record: FormulaRecord<N>, a: Arithmetic<N>): Record<string, unknown> {
  return serialiseRecord(fields, record, a, 'result', -1)
}

// Where a value sits (`result.yearlyBreakup[3].closingBalance`) is only spelt out for a defect,
// so a record is handed the path of its parent and its row number (-1 outside a table) and a
// field its record's path: a table of many rows builds no path text when all is well.
function serialiseRecord<N>(fields: readonly ResultField[], record: FormulaRecord<N>, a: Arithmetic<N>, parent: string, row: number): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  let present = 0
  for (const field of fields) {
    const value = record[field.name]
    if (value === undefined) {
      if (field.optional) continue
      throw new Error(`${pathOf(parent, row)}.${field.name} is declared but the formula did not return it`)
    }
    present++
    out[field.name] = serialiseValue(field, value, a, parent, row)
  }
  // Every member of the record is declared when it has as many members as declared ones were
  // found; otherwise look for the stray one (an undefined member also lands here, harmlessly).
  let members = 0
  for (const _ in record) members++
  if (members !== present) {
    for (const name in record) if (!fields.some((f) => f.name === name) && record[name] !== undefined) throw new Error(`${pathOf(parent, row)}.${name} is returned but not declared`)
  }
  return out
}

function pathOf(parent: string, row: number): string {
  return row < 0 ? parent : `${parent}[${row}]`
}

function serialiseValue<N>(field: ResultField, value: FormulaValue<N>, a: Arithmetic<N>, parent: string, row: number): unknown {
  if (value === null) {
    if (field.nullable) return null
    throw new Error(`${pathOf(parent, row)}.${field.name} is null but not declared nullable`)
  }
  switch (field.type) {
    case 'number':
    case 'integer': {
      if (typeof value !== 'number' && !a.isValue(value)) throw new Error(`${pathOf(parent, row)}.${field.name} is not a number`)
      const rounded = typeof value === 'number' ? undefined : a.roundTo(value, field.decimals)
      const n = rounded === undefined ? value : a.toNumber(rounded)
      if (typeof n !== 'number' || !Number.isFinite(n)) throw new Error(`${pathOf(parent, row)}.${field.name} is not a finite number`)
      if (field.type === 'integer' && !Number.isInteger(n)) throw new Error(`${pathOf(parent, row)}.${field.name} is not a whole number`)
      if (needsPlainText(n)) return new PlainNumber(a.toText(rounded ?? a.fromText(String(n))))
      return n === 0 ? 0 : n
    }
    case 'string':
    case 'boolean':
      if (typeof value !== field.type) throw new Error(`${pathOf(parent, row)}.${field.name} is not a ${field.type}`)
      return value
    case 'table': {
      if (!Array.isArray(value)) throw new Error(`${pathOf(parent, row)}.${field.name} is not a table`)
      const path = `${pathOf(parent, row)}.${field.name}`
      const rows: unknown[] = []
      for (let i = 0; i < value.length; i++) rows.push(serialiseRecord(field.fields!, value[i] as FormulaRecord<N>, a, path, i))
      return rows
    }
    case 'object':
      if (typeof value !== 'object' || Array.isArray(value) || a.isValue(value)) throw new Error(`${pathOf(parent, row)}.${field.name} is not an object`)
      return serialiseRecord(field.fields!, value as FormulaRecord<N>, a, `${pathOf(parent, row)}.${field.name}`, -1)
  }
}

