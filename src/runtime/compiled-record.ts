/**
 * A record writer compiled for one list of declared fields: JavaScript source written once, with
 * each member read by its name and its figure written in a line of its own, where the generic
 * writer (./write-result.ts) walks a list of members for every record. A server writes the same
 * few record shapes many thousands of times, and the generic walk's sites, shared by every shape
 * of every calculator, are the slower for it; each compiled writer sees only its own shape.
 *
 * It writes the same bytes as the generic writer, which it calls for everything but the common
 * cases: a figure held as an exact whole number (most of a tax answer's) and a string. A
 * declared member left out makes it write the whole record again generically, which names the
 * defect. A member the registry does not declare is not looked for: the type checker refuses
 * a formula that returns one (src/formulas/formula.ts), and the generic writer, which writes a
 * record's first answers, names it. Where code generation is refused (Cloudflare Workers, a
 * policy against `eval`), `compiledRecordWriter` gives undefined and the generic writer goes on.
 */
import type { Arithmetic } from '../arithmetic/arithmetic.ts'
import type { FormulaRecord, FormulaValue } from '../formulas/formula.ts'
import type { JsonOutput, PreparedText } from './json-output.ts'

/** Writes one record to `out`; `row` is the row of the table it sits in (-1 outside one), for a defect's message. */
export type RecordWriter = <N>(out: JsonOutput, record: FormulaRecord<N>, a: Arithmetic<N>, row: number) => void

/** What the compiled writer needs of a declared member (./write-result.ts's Member). */
export interface CompiledMember {
  name: string
  optional: boolean
  /** A number or integer field. */
  figure: boolean
  /** A string field. */
  string: boolean
  /** `,"name":` */
  key: PreparedText
  /** `,"name":0` */
  zero: PreparedText
}

/** The generic writer's parts the compiled one calls. */
export interface GenericWriter<M extends CompiledMember> {
  /** The whole record, as the generic writer writes it from the current length of `out`. */
  record: RecordWriter
  /** One member, key and value, as the generic writer writes it (a defect named). */
  member: <N>(out: JsonOutput, member: M, value: FormulaValue<N>, a: Arithmetic<N>, where: string, row: number) => void
  /** Ends a record whose members were written from `start` (the first comma made `{`, then `}`). */
  close: (out: JsonOutput, start: number) => void
}

/** Compiles the writer of a list of members, or gives undefined where code generation is refused. */
export type RecordCompiler = typeof compiledRecordWriter

export function compiledRecordWriter<M extends CompiledMember>(members: readonly M[], where: string, generic: GenericWriter<M>): RecordWriter | undefined {
  const lines = members.map((m, i) => {
    const other = `member(out, M[${i}], v, a, where, row)`
    const write = m.figure
      ? `if (typeof v === 'object' && v !== null && (w = a.exactInteger(v)) !== undefined) { if (w === 0) out.prepared(M[${i}].zero); else out.figure(M[${i}].key, w, 0) } else ${other}`
      : m.string
        ? `if (typeof v === 'string') { out.prepared(M[${i}].key); out.string(v) } else ${other}`
        : other
    const missing = m.optional ? '' : `if (v === undefined) { out.truncate(start); return record(out, r, a, row) }\n`
    return `v = r[${JSON.stringify(m.name)}]\n${missing}${m.optional ? `if (v !== undefined) { ${write} }` : write}`
  })
  const source = `return function compiledRecord(out, r, a, row) {\nconst start = out.length\nlet v, w\n${lines.join('\n')}\nclose(out, start)\n}`
  let make: (...parts: unknown[]) => RecordWriter
  try {
    make = new Function('M', 'record', 'member', 'close', 'where', source) as typeof make
  } catch {
    return undefined
  }
  return make(members, generic.record, generic.member, generic.close, where)
}
