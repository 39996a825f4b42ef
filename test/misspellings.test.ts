/** The edit distance behind the misspelling hints, against a plain recursive definition. */
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { editDistance } from '../src/runtime/misspellings.ts'

function reference(a: string, b: string): number {
  if (a === '') return b.length
  if (b === '') return a.length
  const rest = reference(a.slice(1), b.slice(1)) + (a[0] === b[0] ? 0 : 1)
  return Math.min(rest, reference(a.slice(1), b) + 1, reference(a, b.slice(1)) + 1)
}

describe('editDistance', () => {
  it('by hand', () => {
    expect(editDistance('rate', 'interest')).toBe(6)
    expect(editDistance('loanamont', 'loanamount')).toBe(1)
    expect(editDistance('yaers', 'years')).toBe(2)
    expect(editDistance('', 'abc')).toBe(3)
  })

  test.prop([fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 })], { numRuns: 2000 })('agrees with the recursive definition', (a, b) => {
    expect(editDistance(a, b)).toBe(reference(a, b))
  })
})
