/**
 * A formula's record → the JSON `result`, walking the fields the registry declares: decimals
 * are rounded half away from zero to the field's declared places and written as JSON numbers
 * (in plain decimal notation however large or small: ./json-number.ts);
 * tables and objects are walked field by field. A field the registry does not declare, a
 * declared field that is missing, or a value of the wrong kind is a defect of the calculator
 * and throws (the runtime answers 500 and the fixtures catch it first).
 */
import { Dec } from '../math/decimal.ts'
import type { ResultField } from '../registry/types.ts'
import type { FormulaRecord, FormulaValue } from '../formulas/formula.ts'
import { needsPlainText, PlainNumber } from './json-number.ts'

export function serialiseResult(fields: readonly ResultField[], record: FormulaRecord): Record<string, unknown> {
  return serialiseRecord(fields, record, 'result', -1)
}

// Where a value sits (`result.yearlyBreakup[3].closingBalance`) is only spelt out for a defect,
// so a record is handed the path of its parent and its row number (-1 outside a table) and a
// field its record's path: a table of many rows builds no path text when all is well.
function serialiseRecord(fields: readonly ResultField[], record: FormulaRecord, parent: string, row: number): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  let present = 0
  for (const field of fields) {
    const value = record[field.name]
    if (value === undefined) {
      if (field.optional) continue
      throw new Error(`${pathOf(parent, row)}.${field.name} is declared but the formula did not return it`)
    }
    present++
    out[field.name] = serialiseValue(field, value, parent, row)
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

function serialiseValue(field: ResultField, value: FormulaValue, parent: string, row: number): unknown {
  if (value === null) {
    if (field.nullable) return null
    throw new Error(`${pathOf(parent, row)}.${field.name} is null but not declared nullable`)
  }
  switch (field.type) {
    case 'number':
    case 'integer': {
      const n = value instanceof Dec ? roundedNumber(value, field.decimals) : value
      if (typeof n !== 'number' || !Number.isFinite(n)) throw new Error(`${pathOf(parent, row)}.${field.name} is not a finite number`)
      if (field.type === 'integer' && !Number.isInteger(n)) throw new Error(`${pathOf(parent, row)}.${field.name} is not a whole number`)
      if (needsPlainText(n)) return new PlainNumber((value instanceof Dec ? value : new Dec(n)).toDecimalPlaces(field.decimals, Dec.ROUND_HALF_UP).toFixed())
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
      for (let i = 0; i < value.length; i++) rows.push(serialiseRecord(field.fields!, value[i]!, path, i))
      return rows
    }
    case 'object':
      if (typeof value !== 'object' || Array.isArray(value) || value instanceof Dec) throw new Error(`${pathOf(parent, row)}.${field.name} is not an object`)
      return serialiseRecord(field.fields!, value as FormulaRecord, `${pathOf(parent, row)}.${field.name}`, -1)
  }
}

/**
 * `value.toDecimalPlaces(places, ROUND_HALF_UP).toNumber()`, the same double, without the
 * intermediate Decimal and decimal string. The value rounded to `places` is k / 10^places for a
 * whole k; when |k| < 10^15 it is read exactly from decimal.js's base-10^7 words (d, e, s), and
 * k / 10^places, one correctly rounded IEEE division of two exact doubles, is the double nearest
 * to that decimal, which is what parsing its text gives. Larger values take decimal.js's path.
 */
export function roundedNumber(value: Dec, places: number): number {
  const words = value.d
  if (!words || !(places >= 0 && places <= 15) || value.e + places >= 15) return value.toDecimalPlaces(places, Dec.ROUND_HALF_UP).toNumber()
  if (words[0] === 0) return value.s < 0 ? -0 : 0
  const top = Math.floor(value.e / 7)
  let k = 0
  for (let i = 0; i < words.length; i++) {
    // Word i stands for words[i] × 10^(7·(top − i)); scaled by 10^places its exponent is p.
    const p = 7 * (top - i) + places
    const w = words[i]!
    if (p >= 0) {
      k += w * powerOfTen(p)
      continue
    }
    // The first word reaching below the last place kept: its upper digits are kept, and the
    // first digit dropped decides (half up: 5 or more rounds away from zero).
    const unit = powerOfTen(-p)
    const kept = Math.floor(w / unit)
    k += kept
    if ((w - kept * unit) * 2 >= unit) k += 1
    break
  }
  return (value.s < 0 ? -k : k) / powerOfTen(places)
}

/** 10^0 to 10^22, each exact in a double, read from a table: `10 ** n` calls pow every time. */
const POWERS_OF_TEN = Array.from({ length: 23 }, (_, n) => 10 ** n)

function powerOfTen(n: number): number {
  return n < POWERS_OF_TEN.length ? POWERS_OF_TEN[n]! : 10 ** n
}
