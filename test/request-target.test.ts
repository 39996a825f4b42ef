/**
 * The engine answers plain calculator targets without the router (src/runtime/http.ts
 * `splitPlainTarget`). That shortcut must see exactly what the router sees: the path of
 * `new URL(...)` and the query of its `URLSearchParams`, folded as itty-router folds it.
 */
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { splitPlainTarget } from '../src/runtime/http.ts'
import { sharedEngine } from './support/project.ts'

/** What the router builds from a target (itty-router 5: `l[k] = l[k] ? [].concat(l[k], v) : v`). */
function routerView(target: string): { path: string; query: Record<string, string | string[]> } {
  const url = new URL(`http://engine${target}`)
  const query: Record<string, string | string[]> = Object.create(null)
  for (const [k, v] of url.searchParams) query[k] = query[k] ? ([] as string[]).concat(query[k]!, v) : v
  return { path: url.pathname, query }
}

const pieces = fc.constantFrom(
  'principal', 'interest', 'years', 'breakup', '8000000', '8.5', 'true', '=', '&', '&&', '?', '+', '%20', '%2B', '%26', '%3D',
  '%', '%zz', '%E2%82%AC', '%C3%A9', '%ED%A0%80', '%FF', '%00', '#', ' ', 'é', '\\', '"', "'", '<', '[', '|', '^', '`', '{', '.', '..', '/', '//', ';', ':', '@', '!', '$', '*', ',', '~', '-', '_', '(', ')',
)
const target = fc.tuple(fc.constantFrom('/api/v1/emi', '/api/v1/sip', '/api/v1/emi/', '/api/v1/./emi', '/x'), fc.boolean(), fc.array(pieces, { maxLength: 12 })).map(([path, mark, rest]) => `${path}${mark ? '?' : ''}${rest.join('')}`)

describe('plain request targets', () => {
  test.prop([target], { numRuns: 3000 })('split as the router splits them, or not at all', (t) => {
    const plain = splitPlainTarget(t)
    if (plain === undefined) return
    const expected = routerView(t)
    expect(plain.path).toBe(expected.path)
    expect({ ...plain.query }).toEqual({ ...expected.query })
  })

  it('answers the common cases itself', () => {
    expect(splitPlainTarget('/api/v1/emi?principal=8000000&interest=8.5&years=20')).toEqual({ path: '/api/v1/emi', query: { principal: '8000000', interest: '8.5', years: '20' } })
    expect({ ...splitPlainTarget('/api/v1/emi?a=1&a=2&b=&b=3&c')!.query }).toEqual({ a: ['1', '2'], b: '3', c: '' })
    expect(splitPlainTarget('/api/v1/emi?x=%E2%82%AC+1')!.query.x).toBe('€ 1')
    expect(splitPlainTarget('/api/v1/emi?x=%zz')).toBeUndefined()
    expect(splitPlainTarget('/api/v1/emi?x=1#f')).toBeUndefined()
  })

  // A fragment sends the same request through the router (the URL parser drops it), so the
  // two answers must be the same response.
  test.prop([target.filter((t) => !t.includes('#') && !t.endsWith(' '))], { numRuns: 1500 })('the engine answers alike with and without the router', async (t) => {
    const engine = sharedEngine()
    const direct = await engine.handle({ method: 'GET', url: t })
    const routed = await engine.handle({ method: 'GET', url: `${t}#` })
    expect(direct.status).toBe(routed.status)
    expect(direct.body).toBe(routed.body)
  })
})
