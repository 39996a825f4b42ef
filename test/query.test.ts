/**
 * The query as the engine reads it (src/runtime/query.ts) is the query the WHATWG URL parser and
 * URLSearchParams read from the same target, whether it is split by hand (plain characters) or
 * handed to the parser, every value of a repeated name kept; and the path it gives the router
 * has the same pathname.
 */
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { splitTarget } from '../src/runtime/query.ts'
import type { Query } from '../src/runtime/resolve-input.ts'
import { sharedEngine } from './support/project.ts'

/** The reference: every value of each name, in order, from URLSearchParams. */
function throughUrl(target: string): Record<string, string[]> {
  const out: Record<string, string[]> = Object.create(null)
  for (const [name, value] of new URL(`http://engine${target}`).searchParams) (out[name] ??= []).push(value)
  return out
}

function asLists(query: Query): Record<string, string[]> {
  const out: Record<string, string[]> = Object.create(null)
  for (const [name, value] of query) out[name] = ([] as string[]).concat(value)
  return out
}

// Pieces of query text: plain ones, and every kind the URL parser treats specially.
const piece = fc.constantFrom('a', 'principal', '8000000', '8.5', '=', '&', '&&', '==', '?', '/', '-', '_', '.', '~', '%20', '%', '%zz', '%C3%A9', '+', ' ', '#', '#x', 'é', '"', "'", '<', '\t', '__proto__', 'constructor', '')
const queryText = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(''))
const pathText = fc.constantFrom('/api/v1/emi', '/api/v1/emi/', '/api/v1/../v1/emi', '/api/v1/%65mi', '/')

describe('splitTarget', () => {
  test.prop([pathText, queryText], { numRuns: 3000 })('reads the query and the path as the URL parser does', (path, query) => {
    const target = `${path}?${query}`
    const split = splitTarget(target)
    expect(asLists(split.query)).toEqual(throughUrl(target))
    expect(new URL(`http://engine${split.path}`).pathname).toBe(new URL(`http://engine${target}`).pathname)
  })

  it('splits plain queries by hand, repeated names in order, __proto__ a name like any other', () => {
    const { path, query } = splitTarget('/api/v1/emi?principal=1&interest=8.5&principal=2&flag&=x&__proto__=3')
    expect(path).toBe('/api/v1/emi')
    expect([...query]).toEqual([['principal', ['1', '2']], ['interest', '8.5'], ['flag', ''], ['', 'x'], ['__proto__', '3']])
  })

  it('a name given empty and then with a value is given twice', () => {
    expect(splitTarget('/x?a=&a=1').query.get('a')).toEqual(['', '1'])
  })

  it('has no query without a ? before any #', () => {
    expect(splitTarget('/api/v1/emi').query.size).toBe(0)
    expect(splitTarget('/api/v1/emi#x?a=1')).toMatchObject({ path: '/api/v1/emi' })
    expect(splitTarget('/api/v1/emi#x?a=1').query.size).toBe(0)
  })
})

describe('the engine', () => {
  it('answers a parameter given empty and then with a value as given twice (400 repeated), not as the value', async () => {
    const response = await sharedEngine().handle({ method: 'GET', url: '/api/v1/emi?principal=&principal=8000000&interest=8.5&years=20' })
    expect(response.status).toBe(400)
    expect(JSON.parse(response.body!).errors).toContainEqual(expect.objectContaining({ parameter: 'principal', code: 'repeated' }))
  })
})
