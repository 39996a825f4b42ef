/**
 * src/formulas and src/math build objects whole, never as a leading spread with added members
 * (`{ ...plan, extras }`), which Node 20's V8 may allocate in the old generation with all it
 * holds (src/formulas/formula.ts, "Spreads"). Read from the sources, comments left out.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from './support/project.ts'

/** An object literal that opens with a spread and goes on to another member. */
const LEADING_SPREAD = /\{\s*\.\.\.[\w$.]+(?:\([^()]*\))?\s*,/

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
})
