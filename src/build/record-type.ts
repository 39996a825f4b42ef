/**
 * How the build writes a record of result fields as a TypeScript type, for a formula's record
 * (src/generated/formula-types.ts) and for the library's answers (src/generated/library/).
 */
import type { ResultField } from '../registry/types.ts'

/**
 * How a record of result fields is written as a TypeScript type: for a formula (numbers in its
 * arithmetic, read-only rows) or for the library's answers (plain numbers, each member documented).
 */
export interface RecordStyle {
  list: string
  number: string
  documented: boolean
  /** A text field with listed values as the union of them (the library's answers), or as `string`. */
  unions: boolean
}
export const FORMULA_RECORD: RecordStyle = { list: 'ReadonlyArray', number: 'N | number', documented: false, unions: false }
export const ANSWER_RECORD: RecordStyle = { list: 'Array', number: 'number', documented: true, unions: true }

export function recordType(style: RecordStyle, fields: readonly ResultField[], indent: string): string {
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

function resultDoc(f: ResultField): string {
  return f.unit && f.unit !== 'text' && f.unit !== 'flag' ? `${f.description} (${f.unit})` : f.description
}


/** Text safe inside a block comment. */
export function comment(text: string): string {
  return text.replaceAll('*/', '*\u2215').replace(/\s+/g, ' ').trim()
}

