/**
 * The query as the engine reads it (src/runtime/query.ts) is the query the WHATWG URL parser and
 * URLSearchParams read from the same target, whether it is split by hand (plain characters) or
 * handed to the parser, every value of a repeated name kept; and the path it gives the router
 * has the same pathname.
 */
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { parseQuery, splitTarget, type Query } from '../src/runtime/query.ts'
import { withoutTrailing } from '../src/runtime/without-trailing.ts'
import { gatherQuery, gatherText } from '../src/runtime/resolve-input.ts'
import { compileCalculator } from '../src/runtime/compile.ts'
import { registrySources } from '../src/runtime/registry-sources.ts'
import { findFormula } from '../src/formulas/index.ts'
import { sharedEngine } from './support/project.ts'

/** The reference: every value of each name, in order, from URLSearchParams. */
function throughUrl(target: string): Record<string, string[]> {
  const out: Record<string, string[]> = Object.create(null)
  for (const [name, value] of new URL(`http://engine${target}`).searchParams) (out[name] ??= []).push(value)
  return out
}

/** The target's path and its query, read as the engine reads them. */
function read(target: string): { path: string; query: Query } {
  const { path, text } = splitTarget(target)
  return { path, query: parseQuery(text) }
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
    const split = read(target)
    expect(asLists(split.query)).toEqual(throughUrl(target))
    expect(new URL(`http://engine${split.path}`).pathname).toBe(new URL(`http://engine${target}`).pathname)
  })

  it('splits plain queries by hand, repeated names in order, __proto__ a name like any other', () => {
    const { path, query } = read('/api/v1/emi?principal=1&interest=8.5&principal=2&flag&=x&__proto__=3')
    expect(path).toBe('/api/v1/emi')
    expect([...query]).toEqual([['principal', ['1', '2']], ['interest', '8.5'], ['flag', ''], ['', 'x'], ['__proto__', '3']])
  })

  it('reads a name given thousands of times, and thousands of pairs with no =, as the URL parser does', () => {
    for (const target of [`/x?${'a=1&'.repeat(3000)}a=2`, `/x?${'a&'.repeat(3000)}b`, `/x?${'a=%31&'.repeat(2000)}`]) expect(asLists(read(target).query)).toEqual(throughUrl(target))
  })

  it('a name given empty and then with a value is given twice', () => {
    expect(read('/x?a=&a=1').query.get('a')).toEqual(['', '1'])
  })

  it('has no query without a ? before any #', () => {
    expect(read('/api/v1/emi').query.size).toBe(0)
    expect(read('/api/v1/emi#x?a=1')).toMatchObject({ path: '/api/v1/emi' })
    expect(read('/api/v1/emi#x?a=1').query.size).toBe(0)
  })
})

describe('withoutTrailing', () => {
  test.prop([fc.string({ unit: fc.constantFrom('/', 'a', '') })], { numRuns: 2000 })('drops the slashes a path ends with, as /\\/+$/ does', (path) => {
    expect(withoutTrailing(path, '/')).toBe(path.replace(/\/+$/, ''))
  })
  test.prop([fc.string({ unit: fc.constantFrom('0', '1', '.') })], { numRuns: 2000 })('drops the zeros a number ends with, as /0+$/ does', (text) => {
    expect(withoutTrailing(text, '0')).toBe(text.replace(/0+$/, ''))
  })
})

describe("a calculator's query read from its text", () => {
  // cagr's parameters have aliases (initial, startValue), compounding's calculations are variants
  const compiled = ['cagr', 'compounding'].map((id) => compileCalculator(sharedEngine().registry.calculators.find((c) => c.id === id)!, registrySources(findFormula)))
  const names = compiled.flatMap((c) => [...c.slotOf.keys()])
  const namePiece = fc.constantFrom(...names, 'variant', 'other', 'initia', 'initiall')
  const valuePiece = fc.constantFrom('', '100', '8.5', '-1', 'abc', '%31', '1+2', 'growth', 'scss')
  const pair = fc.tuple(namePiece, fc.boolean(), valuePiece).map(([name, equals, value]) => (equals ? `${name}=${value}` : name))
  const text = fc.array(fc.oneof(pair, fc.constantFrom('', '=', '=x', '&')), { maxLength: 8 }).map((pairs) => pairs.join('&'))

  test.prop([fc.constantFrom(...compiled), text], { numRuns: 3000 })('gives what the same text read into a Map gives', (calculator, query) => {
    const { given, problems } = gatherText(calculator, query)
    const reference = gatherQuery(calculator, parseQuery(query))
    expect({ given: [...given], problems }).toEqual({ given: [...reference.given], problems: reference.problems })
  })

  it('reads plain text that names parameters once each with no Map, and any other through one', () => {
    const [cagr] = compiled
    expect(gatherText(cagr!, 'startValue=100&final=200&years=5').query).toBeUndefined()
    expect(gatherText(cagr!, 'initial=100&initial=1').query).toBeInstanceOf(Map)
    expect(gatherText(cagr!, 'initial=100&utm_source=x').query).toBeInstanceOf(Map)
    expect(gatherText(cagr!, 'initial=1%30').query).toBeInstanceOf(Map)
  })
})

describe('the engine', () => {
  it('answers a parameter given empty and then with a value as given twice (400 repeated), not as the value', async () => {
    const response = await sharedEngine().handle({ method: 'GET', url: '/api/v1/emi?principal=&principal=8000000&interest=8.5&years=20' })
    expect(response.status).toBe(400)
    expect(JSON.parse(response.body!).errors).toContainEqual(expect.objectContaining({ parameter: 'principal', code: 'repeated' }))
  })
})
