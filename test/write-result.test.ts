/**
 * The result writer (src/runtime/write-result.ts): a formula's record written as the fields the
 * registry declares, in the registry's order, whatever the order of the record's own members,
 * and a record that does not match its declaration refused as the calculator's defect.
 */
import { describe, expect, it } from 'vitest'
import { binary } from '../src/arithmetic/binary.ts'
import { decimal } from '../src/arithmetic/decimal.ts'
import type { Decimal } from 'decimal.js'
import type { Arithmetic } from '../src/arithmetic/arithmetic.ts'
import type { FormulaRecord } from '../src/formulas/formula.ts'
import type { ResultField } from '../src/registry/types.ts'
import { resultWriter } from '../src/runtime/write-result.ts'

function field(name: string, type: ResultField['type'], more: Partial<ResultField> = {}): ResultField {
  return { name, type, decimals: type === 'number' ? 2 : 0, description: name, nullable: false, optional: false, ...more }
}

const ROW: ResultField[] = [field('year', 'integer'), field('value', 'number'), field('note', 'string', { optional: true })]
const FIELDS: ResultField[] = [field('total', 'number'), field('bonus', 'number', { optional: true }), field('rows', 'table', { fields: ROW }), field('ok', 'boolean')]
const writer = resultWriter(FIELDS)
// records as formulas build them, including the defects the writer must refuse
const write = (record: object) => writer([], record as FormulaRecord<Decimal>, decimal)
const d = (text: string) => decimal.fromText(text)

// Written by hand from the declaration: members in declared order, figures rounded half away
// from zero to two places, trailing zeros dropped, absent optional members left out.
const EXPECTED = '{"input":{},"result":{"total":10.01,"rows":[{"year":1,"value":2.5},{"year":2,"value":0.13,"note":"x"}],"ok":true}}'

describe('result writer', () => {
  it('writes a record built in declared order', () => {
    const record = { total: d('10.005'), rows: [{ year: 1, value: d('2.5') }, { year: 2, value: d('0.125'), note: 'x' }], ok: true }
    expect(write(record).body).toBe(EXPECTED)
  })

  it('writes the same text for members in any order, and for undefined optional members', () => {
    const shuffled = { ok: true, rows: [{ value: d('2.5'), year: 1, note: undefined }, { note: 'x', value: d('0.125'), year: 2 }], bonus: undefined, total: d('10.005') }
    expect(write(shuffled).body).toBe(EXPECTED)
  })

  it('writes {} for a record whose declared members are all optional and absent', () => {
    const optional = resultWriter([field('a', 'number', { optional: true }), field('b', 'number', { optional: true })])
    expect(optional([], {} as FormulaRecord<Decimal>, decimal).body).toBe('{"input":{},"result":{}}')
    expect(optional([], { b: d('1') } as FormulaRecord<Decimal>, decimal).body).toBe('{"input":{},"result":{"b":1}}')
  })

  it('writes an optional member that is present, in its declared place', () => {
    const record = { total: d('1'), rows: [], ok: false, bonus: d('0.5') }
    expect(write(record).body).toBe('{"input":{},"result":{"total":1,"bonus":0.5,"rows":[],"ok":false}}')
  })

  it('echoes the input: the JSON text of each parameter under its name, in order, then the variant when named', () => {
    const only = [field('n', 'integer')]
    const echo = resultWriter(only, { parameters: [{ name: 'amount', type: 'number' }, { name: 'breakup', type: 'boolean' }, { name: 'city', type: 'enum' }] })
    const named = resultWriter(only, { parameters: [{ name: 'amount', type: 'number' }], variant: 'by-amount' })
    const bare = resultWriter(only, { parameters: [], variant: 'none' })
    const n = { n: 1 } as FormulaRecord<Decimal>
    // an enum's text as JSON.stringify writes it, non-ASCII characters encoded as UTF-8
    expect(echo(['1500000.5', 'false', '"Bengaluru – ₹"'], n, decimal).body).toBe('{"input":{"amount":1500000.5,"breakup":false,"city":"Bengaluru – ₹"},"result":{"n":1}}')
    expect(named(['0'], n, decimal).body).toBe('{"input":{"amount":0,"variant":"by-amount"},"result":{"n":1}}')
    expect(bare([], n, decimal).body).toBe('{"input":{"variant":"none"},"result":{"n":1}}')
  })

  it('refuses a member the registry does not declare, in order or not', () => {
    expect(() => write({ total: d('1'), rows: [], ok: true, extra: 1 })).toThrow('result.extra is returned but not declared')
    expect(() => write({ total: d('1'), rows: [{ year: 1, stray: 2, value: d('1') }], ok: true })).toThrow('result.rows[0].stray is returned but not declared')
  })

  it('refuses a declared member the formula left out', () => {
    expect(() => write({ total: d('1'), rows: [{ year: 1 }], ok: true })).toThrow('result.rows[0].value is declared but the formula did not return it')
    expect(() => write({ rows: [], ok: true, total: undefined })).toThrow('result.total is declared but the formula did not return it')
    expect(() => write({ total: d('1'), rows: [] })).toThrow('result.ok is declared but the formula did not return it')
  })

  it('writes a string member as JSON.stringify writes it: quotes, backslashes and control characters escaped, other characters as UTF-8', () => {
    for (const note of ['x', '', 'say "hi"', 'a\\b', 'tab\there', 'Bengaluru – ₹', 'x'.repeat(100)]) {
      expect(write({ total: d('1'), rows: [{ year: 1, value: d('1'), note }], ok: true }).body).toContain(`"note":${JSON.stringify(note)}}`)
    }
  })

  it('names the row of the table a defective object sits in', () => {
    const inRows = resultWriter([field('rows', 'table', { fields: [field('part', 'object', { fields: [field('x', 'number')] })] })])
    const record = { rows: [{ part: { x: d('1') } }, { part: {} }] } as unknown as FormulaRecord<Decimal>
    expect(() => inRows([], record, decimal)).toThrow('result.rows[1].part.x is declared but the formula did not return it')
  })

  it('refuses a value of the wrong kind', () => {
    expect(() => write({ total: d('1'), rows: [{ year: 1.5, value: d('1') }], ok: true })).toThrow('result.rows[0].year is not a whole number')
    expect(() => write({ total: 'one', rows: [], ok: true })).toThrow('result.total is not a number')
  })

  it('writes a JavaScript number in a figure field as JavaScript writes it, safe integers and others', () => {
    const writer = resultWriter([field('count', 'integer'), field('low', 'integer'), field('zero', 'integer'), field('huge', 'integer'), field('half', 'number')])
    const record = { count: 100, low: -7, zero: -0, huge: 2 ** 60, half: 0.5 }
    // as JSON.stringify writes them: -0 as 0, and 2^60 (beyond safe integers) by its shortest digits, 1152921504606847000
    expect(writer([], record, decimal).body).toBe('{"input":{},"result":{"count":100,"low":-7,"zero":0,"huge":1152921504606847000,"half":0.5}}')
    expect(writer([], record, decimal).body).toBe(`{"input":{},"result":${JSON.stringify(record)}}`)
    expect(() => writer([], { ...record, count: Infinity }, decimal)).toThrow('result.count is not a finite number')
  })

  it('writes a figure held exactly as a whole number as its digits, as decimal writes the same figure', () => {
    const fields = [field('rupees', 'number'), field('negative', 'number'), field('zero', 'number'), field('minusZero', 'number'), field('count', 'integer'), field('large', 'number'), field('paise', 'number'), field('near', 'number')]
    const writer = resultWriter(fields)
    const values = <N>(a: Arithmetic<N>) => [a.fromText('1300000'), a.fromText('-75000'), a.fromText('0'), a.fromText('-0'), a.fromInteger(240), a.fromInteger(2 ** 53 - 1), a.fromText('1234.5'), a.fromText('99.994')]
    const record = <N>(a: Arithmetic<N>) => Object.fromEntries(values(a).map((value, i) => [fields[i]!.name, value])) as FormulaRecord<N>
    // the last two are not whole: written through roundedScaled, rounded to the paisa
    const expected = '{"input":{},"result":{"rupees":1300000,"negative":-75000,"zero":0,"minusZero":0,"count":240,"large":9007199254740991,"paise":1234.5,"near":99.99}}'
    expect(writer([], record(decimal), decimal).body).toBe(expected)
    expect(writer([], record(binary), binary).body).toBe(expected)
    // a value with an error bound is not taken as whole, however near: 1/3 × 3 is rounded as the figure it is
    const third = binary.div(binary.fromInteger(1), binary.fromInteger(3))
    expect(binary.exactInteger(binary.times(third, binary.fromInteger(3)))).toBeUndefined()
    expect(binary.exactInteger(binary.fromInteger(7))).toBe(7)
  })

  it('writes member names of every length and any characters (a key is copied four bytes at a time, up to 24 as six words)', () => {
    const names = ['a', 'ab', 'abc', 'abcd', 'abcde', 'naïve', 'é€𝄞', 'x"y\\z', 'twenty_characters_ab', 'twenty_one_characters', 'a_name_of_well_over_twenty_four_bytes']
    const writer = resultWriter(names.map((name) => field(name, 'integer')))
    const record = Object.fromEntries(names.map((name, i) => [name, i]))
    // JSON.stringify writes the same members in the same order, which is the declared one
    expect(writer([], record, decimal).body).toBe(`{"input":{},"result":${JSON.stringify(record)}}`)
  })

  it('writes a figure of exactly 0 under any name, first in its record or not, in a table row too (its key and 0 are one prepared text)', () => {
    const names = ['a', 'abcd', 'twenty_characters_ab', 'a_name_of_well_over_twenty_four_bytes', 'é€𝄞']
    const row = names.map((name) => field(name, 'number'))
    const writer = resultWriter([...row, field('rows', 'table', { fields: row })])
    const zeros = (zero: () => unknown) => Object.fromEntries(names.map((name) => [name, zero()])) as FormulaRecord<unknown>
    // JSON.stringify of the same members, every one 0, in the declared order
    const plain = Object.fromEntries(names.map((name) => [name, 0]))
    const expected = `{"input":{},"result":${JSON.stringify({ ...plain, rows: [plain, plain] })}}`
    for (const a of [binary, decimal] as Arithmetic<unknown>[]) {
      for (const zero of [() => a.fromInteger(0), () => a.fromText('-0'), () => 0, () => -0]) {
        const record = { ...zeros(zero), rows: [zeros(zero), zeros(zero)] }
        expect(writer([], record, a).body).toBe(expected)
      }
    }
  })

  it('writes string values as JSON.stringify does, whatever their characters and length (a short ASCII text is copied as it is)', () => {
    const values = ['', '80C', '15 June', 'x"y', 'a\\b', 'tab\there', 'line\nend', '\u0000\u001f\u007f', '₹1,25,000', 'naïve é€𝄞', '\ud800 alone', 'x'.repeat(64), 'y'.repeat(65), `${'z'.repeat(63)}"`]
    const strings = resultWriter(values.map((_, i) => field(`s${i}`, 'string')))
    const record = Object.fromEntries(values.map((value, i) => [`s${i}`, value]))
    expect(strings([], record as FormulaRecord<Decimal>, decimal).body).toBe(`{"input":{},"result":${JSON.stringify(record)}}`)
    // an echoed text (already JSON) copied or encoded alike
    const echo = resultWriter([field('n', 'integer')], { parameters: [{ name: 'a', type: 'enum' }, { name: 'b', type: 'enum' }, { name: 'c', type: 'date' }] })
    const texts = ['"new-2025-26"', `"${'é'.repeat(70)}"`, 'null']
    expect(echo(texts, { n: 1 } as FormulaRecord<Decimal>, decimal).body).toBe(`{"input":{"a":${texts[0]},"b":${texts[1]},"c":null},"result":{"n":1}}`)
  })
})
