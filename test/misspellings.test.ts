/**
 * The rule behind "did you mean": the edit distance against a plain recursive definition, the
 * names it takes for misspellings, and the names it must leave alone (cache-busters and tracking
 * parameters a browser or a link adds, which the API ignores rather than refuses).
 */
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { editDistance, likelyMeant } from '../src/names/likely-meant.ts'
import registry from '../src/generated/registry.ts'
import { acceptedNames } from '../src/runtime/compile.ts'

/** Insertions, deletions, substitutions and swaps of neighbours, by the recursive definition of the optimal string alignment. */
function reference(a: string, b: string): number {
  if (a === '') return b.length
  if (b === '') return a.length
  let best = Math.min(reference(a.slice(1), b.slice(1)) + (a[0] === b[0] ? 0 : 1), reference(a.slice(1), b) + 1, reference(a, b.slice(1)) + 1)
  if (a.length > 1 && b.length > 1 && a[0] === b[1] && a[1] === b[0]) best = Math.min(best, reference(a.slice(2), b.slice(2)) + 1)
  return best
}

describe('editDistance', () => {
  it('by hand', () => {
    expect(editDistance('rate', 'interest')).toBe(6)
    expect(editDistance('loanamont', 'loanamount')).toBe(1)
    expect(editDistance('yaers', 'years')).toBe(1)
    expect(editDistance('prot', 'port')).toBe(1)
    expect(editDistance('ca', 'abc')).toBe(3)
    expect(editDistance('', 'abc')).toBe(3)
  })

  test.prop([fc.string({ maxLength: 6, unit: fc.constantFrom('a', 'b', 'c', 'd') }), fc.string({ maxLength: 6, unit: fc.constantFrom('a', 'b', 'c', 'd') })], { numRuns: 2000 })('agrees with the recursive definition', (a, b) => {
    expect(editDistance(a, b)).toBe(reference(a, b))
  })

  const word = fc.string({ maxLength: 7, unit: fc.constantFrom('a', 'b', 'c') })
  test.prop([word, word, fc.integer({ min: 0, max: 3 })], { numRuns: 3000 })('given a limit, is exact up to it and above it beyond', (a, b, limit) => {
    const exact = reference(a, b)
    if (exact <= limit) expect(editDistance(a, b, limit)).toBe(exact)
    else expect(editDistance(a, b, limit)).toBeGreaterThan(limit)
  })
})

describe('likelyMeant', () => {
  it('takes a name equal ignoring case, or one or two edits away, and the nearest of several', () => {
    expect(likelyMeant('section80c', ['section80C', 'section80D'])).toBe('section80C')
    expect(likelyMeant('Years', ['years'])).toBe('years')
    expect(likelyMeant('prot', ['port', 'host'])).toBe('port')
    expect(likelyMeant('yaers', ['years'])).toBe('years')
    expect(likelyMeant('intrest', ['interest', 'investment'])).toBe('interest')
  })

  it('takes no name for one far longer than every accepted name', () => {
    expect(likelyMeant('x'.repeat(8000), ['years', 'interest'])).toBeUndefined()
    expect(likelyMeant(`${'section80C'}${'x'.repeat(3)}`, ['section80C'])).toBeUndefined()
  })

  it('reads a name with a bracketed index at its end (a form library\'s list) as the name', () => {
    expect(likelyMeant('date[]', ['date', 'rate'])).toBe('date')
    expect(likelyMeant('Rate[0]', ['amount', 'rate'])).toBe('rate')
    expect(likelyMeant('hra[]', ['hra'])).toBe('hra')
    expect(likelyMeant('[]', ['age'])).toBeUndefined()
  })

  it('allows one edit only for a name of at most four characters', () => {
    expect(likelyMeant('ag', ['age'])).toBe('age')
    expect(likelyMeant('a', ['age'])).toBeUndefined()
    expect(likelyMeant('rates', ['years'])).toBeUndefined()
  })

  const FAR = ['_', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'fbclid', 'gclid', 'msclkid', 'ref', 'callback', 'nocache', 'cb', 'ts', 't', 'v', 'lang']
  it.each(registry.calculators.map((c) => [c.id, acceptedNames(c)] as const))('leaves cache-busters and tracking names alone on %s', (_id, names) => {
    for (const name of FAR) expect(likelyMeant(name, names), name).toBeUndefined()
  })
})
