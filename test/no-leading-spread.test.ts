/**
 * src/formulas and src/math build objects whole, never as a leading spread with added members
 * (`{ ...plan, extras }`), which Node 20's V8 may allocate in the old generation with all it
 * holds (src/formulas/formula.ts, "Spreads"). src/arithmetic copies no value with a spread at
 * all (`{ ...x }`): V8 makes a copy of an object with double fields by turning those fields
 * into tagged ones in the shape every value shares (src/arithmetic/double-double/wide.ts,
 * "Spreads"). Read from the sources, comments left out.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from './support/project.ts'

/** An object literal that opens with a spread and goes on to another member. */
const LEADING_SPREAD = /\{\s*\.\.\.[\w$.]+(?:\([^()]*\))?\s*,/
/** An object literal that opens with a spread: a copy, or a copy with more members. */
const OPENING_SPREAD = /\{\s*\.\.\./

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1')
}

function sources(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(folder, name))
}

describe('no leading spread in per-request calculation code', () => {
  it('finds the pattern where it is', () => {
    expect(LEADING_SPREAD.test('amortiseByYear(a, { ...plan, extras: [extra] })')).toBe(true)
    expect(LEADING_SPREAD.test('return { ...taxLines(t), total }')).toBe(true)
    expect(LEADING_SPREAD.test('{ first, ...rest, last }')).toBe(false)
    expect(LEADING_SPREAD.test('output: { ...output },')).toBe(false)
  })

  it('src/formulas and src/math have none', () => {
    const found = [...sources(join(ROOT, 'src/formulas')), ...sources(join(ROOT, 'src/math'))]
      .filter((file) => LEADING_SPREAD.test(withoutComments(readFileSync(file, 'utf8'))))
      .map((file) => relative(ROOT, file))
    expect(found).toEqual([])
  })

  it('finds a copy where it is', () => {
    expect(OPENING_SPREAD.test('const p: MutableWide = { ...INVERSE_FACTORIALS[TERMS]! }')).toBe(true)
    expect(OPENING_SPREAD.test('{ hi: x.hi, lo: x.lo, e: x.e, places }')).toBe(false)
    expect(OPENING_SPREAD.test('{ name, ...comparisons(cmp), isZero }')).toBe(false)
  })

  it('src/arithmetic copies no value with a spread', () => {
    const found = sources(join(ROOT, 'src/arithmetic'))
      .filter((file) => OPENING_SPREAD.test(withoutComments(readFileSync(file, 'utf8'))))
      .map((file) => relative(ROOT, file))
    expect(found).toEqual([])
  })
})
