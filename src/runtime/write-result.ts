/**
 * A formula's record → the JSON text of the answer, its `result` written straight from the fields
 * the registry declares, with no object in between and no JSON.stringify.
 *
 * - A decimal is written as the exact decimal of its value rounded half away from zero to the
 *   field's declared places (the arithmetic's `roundedScaled`): plain digits however large or
 *   small, never exponent notation, no trailing zeros. A JSON reader takes it to the double
 *   nearest that decimal, the number decimal.js's toNumber gives.
 * - Tables and objects are written field by field, in the registry's order.
 * - A field the registry does not declare, a declared field that is missing, or a value of the
 *   wrong kind is a defect of the calculator and throws (the runtime answers 500). The type
 *   checker refuses a formula whose record has other members or kinds of value than its entry
 *   declares (src/formulas/formula.ts); what no type says, such as a figure that is not whole
 *   in an integer field, the fixtures catch.
 *
 * The records it reads are best built whole, not as `{ ...record, more }`: Node 20's V8 may
 * allocate such an object in the old generation with all it holds, so a request's garbage
 * lives until a full collection (bench/README.md, "What was changed for speed").
 *
 * `resultWriter` prepares the writer of a list of fields once (each member's `,"name":` text,
 * its kind and places, a table's row writer), so that a request only walks the record. The
 * text is written as bytes into one buffer (./json-output.ts), read back as one string and,
 * for a server, hashed for its ETag (the library's answers need none, and its bundles so carry
 * no hash).
 */
import { NotAValue, type Arithmetic } from '../arithmetic/arithmetic.ts'
import type { Parameter, ResultField } from '../registry/types.ts'
import type { FormulaRecord, FormulaValue } from '../formulas/formula.ts'
import { numberJson } from './plain-decimal.ts'
import { JsonOutput, PreparedText, type BytesTagger } from './json-output.ts'
import { scaledIsInteger, type Scaled } from '../arithmetic/scaled-decimal.ts'

/** The answer `{"input":…,"result":…}` to a request: its JSON text and, when the writer was given a tagger, the text's ETag. */
export interface WrittenAnswer {
  body: string
  etag?: string
}

/**
 * The answer with the echoed input (the JSON text of each parameter's value, by position) and a
 * formula's record as its declared fields.
 */
export type ResultWriter = <N>(echoed: readonly string[], record: FormulaRecord<N>, a: Arithmetic<N>) => WrittenAnswer

/**
 * What the echoed `input` holds: each parameter's name and type, in the variant's order, the
 * JSON text of its fixed default where it has one (by position), and the variant's id when its
 * calculator has several.
 */
export interface EchoLayout {
  parameters: readonly Pick<Parameter, 'name' | 'type'>[]
  defaults?: readonly (string | undefined)[]
  variant?: string
}

/** Writes one record to `out`; `row` is the row of the table it sits in (-1 outside one), for a defect's message. */
type RecordWriter = <N>(out: JsonOutput, record: FormulaRecord<N>, a: Arithmetic<N>, row: number) => void

interface Member {
  field: ResultField
  /** The member's name (the field's). */
  name: string
  optional: boolean
  /** The field's type, as one of the KIND numbers. */
  kind: number
  /** Whether its value is a figure (a number or integer field), as most are. */
  figure: boolean
  /** The places a figure is rounded to (the field's decimals). */
  places: number
  /**
   * `,"name":`, written before the member's value; a record's first member written has its
   * comma made the record's `{` (JsonOutput.replace).
   */
  key: PreparedText
  /** `,"name":0`: a figure of exactly 0, most of a long answer's (every deduction not claimed), written with its key as one text. */
  zero: PreparedText
  /** The writer of a table's rows or an object's fields (undefined for other fields: every Member has one shape). */
  inner: RecordWriter | undefined
}

const output = new JsonOutput()
const INPUT_KEY = new PreparedText('{"input":')
const RESULT_KEY = new PreparedText(',"result":')
const [OPEN_BRACE, CLOSE_BRACE, OPEN_BRACKET, CLOSE_BRACKET, COMMA] = ['{', '}', '[', ']', ','].map((c) => c.charCodeAt(0)) as [number, number, number, number, number]

export function resultWriter(fields: readonly ResultField[], echo: EchoLayout = { parameters: [] }, tag?: BytesTagger): ResultWriter {
  const writeRecord = recordWriter(fields, 'result')
  const writeEcho = echoWriter(echo)
  return (echoed, record, a) => {
    output.reset()
    output.prepared(INPUT_KEY)
    writeEcho(output, echoed)
    output.prepared(RESULT_KEY)
    writeRecord(output, record, a, -1)
    output.byte(CLOSE_BRACE)
    return tag === undefined ? { body: output.toString() } : { body: output.toString(), etag: output.tagged(tag) }
  }
}

/**
 * The writer of the echoed input, as bytes like the rest of the answer: each member's `{"name":`
 * or `,"name":` prepared once, and each value's JSON text written as it is (ASCII for a number or
 * a boolean, encoded for an enum value or a date, which JSON.stringify wrote). Members left at
 * their defaults, most of a long input's, are copied as one run of bytes from every member
 * written at its default (`template`, member i from `starts[i]`).
 */
function echoWriter({ parameters, defaults = [], variant }: EchoLayout): (out: JsonOutput, echoed: readonly string[]) => void {
  const keyTexts = parameters.map((p, i) => `${i === 0 ? '{' : ','}${JSON.stringify(p.name)}:`)
  const keys = keyTexts.map((text) => new PreparedText(text))
  const ascii = parameters.map((p) => p.type === 'number' || p.type === 'boolean')
  const encoder = new TextEncoder()
  const atDefault = keyTexts.map((key, i) => encoder.encode(defaults[i] === undefined ? '' : key + defaults[i]))
  const starts = [0]
  for (const bytes of atDefault) starts.push(starts[starts.length - 1]! + bytes.length)
  const template = new Uint8Array(starts[starts.length - 1]!)
  atDefault.forEach((bytes, i) => template.set(bytes, starts[i]))
  const variantMember = variant === undefined ? undefined : new PreparedText(`${parameters.length === 0 ? '{' : ','}"variant":${JSON.stringify(variant)}`)
  const empty = keys.length === 0 && variantMember === undefined
  return (out, echoed) => {
    // the first of the members at their defaults not yet written, -1 when there is none
    let run = -1
    for (let i = 0; i < keys.length; i++) {
      const value = echoed[i]!
      if (value === defaults[i]) {
        if (run < 0) run = i
        continue
      }
      if (run >= 0) out.span(template, starts[run]!, starts[i]!)
      run = -1
      out.prepared(keys[i]!)
      if (ascii[i]) out.ascii(value)
      else out.text(value)
    }
    if (run >= 0) out.span(template, starts[run]!, starts[keys.length]!)
    if (variantMember !== undefined) out.prepared(variantMember)
    else if (empty) out.byte(OPEN_BRACE)
    out.byte(CLOSE_BRACE)
  }
}

/** A field's type as a small integer, which a switch tells apart more cheaply than its name. */
const KIND = { number: 0, integer: 1, string: 2, boolean: 3, table: 4, object: 5 } as const satisfies Record<ResultField['type'], number>

/**
 * `where` is the records' path in the answer, for a defect's message: `result.slabs[]` for a
 * table's rows, `[]` standing for the row.
 */
function recordWriter(fields: readonly ResultField[], where: string): RecordWriter {
  const members: Member[] = fields.map((field) => {
    const key = `,${JSON.stringify(field.name)}:`
    return {
      field,
      name: field.name,
      optional: field.optional,
      kind: KIND[field.type],
      figure: field.type === 'number' || field.type === 'integer',
      places: field.decimals,
      key: new PreparedText(key),
      zero: new PreparedText(`${key}0`),
      inner: field.fields ? recordWriter(field.fields, `${where}.${field.name}${field.type === 'table' ? '[]' : ''}`) : undefined,
    }
  })
  const declared = new Set(fields.map((f) => f.name))
  /**
   * A record whose members are the declared ones in the declared order (as formulas build
   * them), optional ones perhaps left out, is written by walking it with for…in, which V8 reads
   * field by field from the object's own layout; looking each declared name up in turn costs a
   * hashed look-up a member. Any other record (one in another order, a stray or undefined
   * member) is written again by name.
   */
  return function writeRecord<N>(out: JsonOutput, record: FormulaRecord<N>, a: Arithmetic<N>, row: number): void {
    const start = out.length
    let i = 0
    for (const name in record) {
      while (i < members.length && members[i]!.name !== name && absentOptional(members[i]!, record)) i++
      const member = members[i]
      const value = record[name]
      if (member === undefined || member.name !== name || value === undefined) return writeByName(out, record, a, row, start)
      writeMember(out, member, value, a, where, row)
      i++
    }
    while (i < members.length && absentOptional(members[i]!, record)) i++
    if (i < members.length) return writeByName(out, record, a, row, start)
    closeRecord(out, start)
  }

  /** The record written from `start` again, its declared members looked up by name. */
  function writeByName<N>(out: JsonOutput, record: FormulaRecord<N>, a: Arithmetic<N>, row: number, start: number): void {
    out.truncate(start)
    for (let i = 0; i < members.length; i++) {
      const member = members[i]!
      const value = record[member.name]
      if (value === undefined) {
        if (member.optional) continue
        throw new Error(`${pathOf(where, row)}.${member.name} is declared but the formula did not return it`)
      }
      writeMember(out, member, value, a, where, row)
    }
    for (const name in record) if (!declared.has(name) && record[name] !== undefined) throw new Error(`${pathOf(where, row)}.${name} is returned but not declared`)
    closeRecord(out, start)
  }
}

/**
 * Ends a record whose members were written from `start`: the first member's comma becomes the
 * record's `{`, or `{` is written when no member was.
 */
function closeRecord(out: JsonOutput, start: number): void {
  if (out.length === start) out.byte(OPEN_BRACE)
  else out.replace(start, OPEN_BRACE)
  out.byte(CLOSE_BRACE)
}

function absentOptional<N>(member: Member, record: FormulaRecord<N>): boolean {
  return member.optional && !(member.name in record)
}

/** A record's path: `where` with its row, if it is in a table. */
function pathOf(where: string, row: number): string {
  return row < 0 ? where : where.replace('[]', `[${row}]`)
}

/**
 * A member: its key, then its value. A figure of the arithmetic, the commonest member, and a
 * safe integer in a figure's field (a count, a year, a month) are written here; anything else
 * by writeOtherMember (this function is kept small enough to be inlined in the record's loop).
 */
function writeMember<N>(out: JsonOutput, member: Member, value: FormulaValue<N>, a: Arithmetic<N>, where: string, row: number): void {
  if (member.figure) {
    let whole: number | undefined
    if (typeof value === 'object' && value !== null) {
      // a whole number held exactly is its own digits at any places (a field's are never negative)
      whole = a.exactInteger(value)
      if (whole === undefined) return out.figure(member.key, roundedFigure(member, value, a, where, row), member.places)
    } else if (Number.isSafeInteger(value)) {
      // its digits, as JavaScript writes a safe integer
      whole = value as number
    }
    if (whole !== undefined) return whole === 0 ? out.prepared(member.zero) : out.figure(member.key, whole, 0)
  }
  writeOtherMember(out, member, value, a, where, row)
}

/** The k of a figure k × 10^-places as the arithmetic rounds it; a value that is not one, or not whole for an integer field, is a defect named. */
function roundedFigure<N>(member: Member, value: unknown, a: Arithmetic<N>, where: string, row: number): Scaled {
  let k: Scaled
  try {
    k = a.roundedScaled(value, member.places)
  } catch (error) {
    if (error instanceof NotAValue) throw new Error(`${pathOf(where, row)}.${member.name} is not a number`)
    throw error
  }
  if (member.kind === KIND.integer && !scaledIsInteger(k, member.places)) throw new Error(`${pathOf(where, row)}.${member.name} is not a whole number`)
  return k
}

function writeOtherMember<N>(out: JsonOutput, member: Member, value: FormulaValue<N>, a: Arithmetic<N>, where: string, row: number): void {
  const field = member.field
  out.prepared(member.key)
  if (value === null) {
    if (!field.nullable) throw new Error(`${pathOf(where, row)}.${field.name} is null but not declared nullable`)
    out.ascii('null')
    return
  }
  switch (member.kind) {
    case KIND.number:
    case KIND.integer: {
      if (typeof value === 'number') {
        // a JavaScript number other than a safe integer (writeMember writes those), as JavaScript writes it
        if (!Number.isFinite(value)) throw new Error(`${pathOf(where, row)}.${field.name} is not a finite number`)
        if (member.kind === KIND.integer && !Number.isInteger(value)) throw new Error(`${pathOf(where, row)}.${field.name} is not a whole number`)
        out.ascii(numberJson(value))
        return
      }
      throw new Error(`${pathOf(where, row)}.${field.name} is not a number`)
    }
    case KIND.string:
    case KIND.boolean:
      if (typeof value !== field.type) throw new Error(`${pathOf(where, row)}.${field.name} is not a ${field.type}`)
      if (field.type === 'string') out.string(value as string)
      else out.ascii(String(value))
      return
    case KIND.table: {
      if (!Array.isArray(value)) throw new Error(`${pathOf(where, row)}.${field.name} is not a table`)
      out.byte(OPEN_BRACKET)
      for (let i = 0; i < value.length; i++) {
        if (i > 0) out.byte(COMMA)
        member.inner!(out, value[i] as FormulaRecord<N>, a, i)
      }
      out.byte(CLOSE_BRACKET)
      return
    }
    case KIND.object:
      if (typeof value !== 'object' || Array.isArray(value) || a.isValue(value)) throw new Error(`${pathOf(where, row)}.${field.name} is not an object`)
      member.inner!(out, value as FormulaRecord<N>, a, row)
  }
}
