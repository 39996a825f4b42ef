/**
 * Which paths reach which calculator. The calculators right under the base path share one
 * route (found by their segment), a calculator deeper down has its own; both must answer
 * exactly the paths a route of their own would, and nothing else.
 */
import { describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { createCalculatorEngineFromDocument } from '../src/calculator-engine.ts'
import type { Engine } from '../src/runtime/engine.ts'
import { withUnreservedDecoded } from '../src/runtime/unreserved-path.ts'
import { REGISTRY_TEXT, sharedEngine } from './support/project.ts'

const status = async (engine: Engine, url: string, method = 'GET') => (await engine.handle({ method, url })).status

describe('routing', () => {
  const engine = sharedEngine()

  it('reaches every calculator at its path, also with trailing slashes and for every method', async () => {
    for (const c of engine.registry.calculators) {
      for (const url of [c.path, `${c.path}/`, `${c.path}//?x=1`]) expect(await status(engine, url), url).not.toBe(404)
      expect(await status(engine, c.path, 'OPTIONS')).toBe(204)
      expect(await status(engine, c.path, 'POST')).toBe(405)
    }
  })

  it('answers a path seen before (its route remembered) as it answered it first, whatever the method and query', async () => {
    const fresh = createCalculatorEngineFromDocument(parseDocument(REGISTRY_TEXT).toJS(), { cacheSize: 0, onError: () => {} })
    const answers = async () => {
      const out: string[] = []
      for (const [method, url] of [
        ['GET', '/api/v1/emi?principal=100000&interest=10&years=1'],
        ['HEAD', '/api/v1/emi?principal=100000&interest=10&years=1'],
        ['OPTIONS', '/api/v1/emi'],
        ['DELETE', '/api/v1/emi'],
        ['GET', '/api/v1/emi?principal=100000&interest=99&years=1'],
        ['GET', '/api/v1/rules?date=2025-04-01'],
        ['GET', '/api/v1/rules?date=nonsense'],
        ['GET', '/api/v1/openapi.json'],
        ['GET', '/api/v1/nothing-here'],
      ] as const) {
        const r = await fresh.handle({ method, url })
        out.push(`${method} ${url} ${r.status} ${r.body?.length ?? 'no body'}`)
      }
      return out
    }
    const first = await answers()
    expect(first.map((line) => line.split(' ')[2])).toEqual(['200', '200', '204', '405', '400', '200', '400', '200', '404'])
    expect(await answers()).toEqual(first)
  })

  it('answers a calculator path with any number of trailing slashes, past the paths it remembers (1,024)', async () => {
    const fresh = createCalculatorEngineFromDocument(parseDocument(REGISTRY_TEXT).toJS(), { cacheSize: 0, onError: () => {} })
    for (let n = 1; n <= 1100; n += n < 1000 ? 1 : 33) {
      const response = await fresh.handle({ method: 'GET', url: `/api/v1/cagr${'/'.repeat(n)}?initial=100&final=200&years=${1 + (n % 50)}` })
      expect(response.status, `${n} slashes`).toBe(200)
    }
  })

  it('answers 404 next to a calculator path', async () => {
    for (const url of ['/api/v1/EMI', '/api/v1/em', '/api/v1/emi2', '/api/v1/emi/x', '/api/v1//emi', '/api/v1emi', '/api/emi', '/emi', '/api/v1/openapi', '/api/v1/constructor', '/api/v1/__proto__']) {
      expect(await status(engine, url), url).toBe(404)
    }
  })

  it('answers a path whose unreserved characters are percent-encoded as the path itself (RFC 3986 §6.2.2.2), but not one with an encoded reserved character', async () => {
    const query = '?principal=100000&interest=10&years=1'
    const plain = await engine.handle({ method: 'GET', url: `/api/v1/emi${query}` })
    for (const url of ['/api/v1/%65mi', '/api/v1/%65%6D%69', '/api/v1/e%6di/', '/%61pi/v1/emi', '/api/v%31/emi']) {
      const response = await engine.handle({ method: 'GET', url: `${url}${query}` })
      expect([response.status, response.body], url).toEqual([200, plain.body])
    }
    expect(await status(engine, '/api/v1/80%63-planner')).toBe(200)
    expect(await status(engine, '/api/v1/%6fpenapi.json')).toBe(200)
    // `/` and `%` are not unreserved: decoding them would make other segments or other octets
    for (const url of ['/api/v1%2Femi', '/api%2fv1/emi', '/api/v1/emi%2F', '/api/v1/%2565mi', '/api/v1/%45MI', '/api/v1/emi%20']) expect(await status(engine, url), url).toBe(404)
    const meant = await engine.handle({ method: 'GET', url: '/api/v1/%65mii' })
    expect(JSON.parse(meant.body!).detail).toBe('No calculator is served at this path: did you mean /api/v1/emi?')
  })

  it('decodes exactly the 66 unreserved characters, in either case of hexadecimal digit', () => {
    const unreserved = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~'
    let decoded = 0
    for (let byte = 0; byte < 256; byte++) {
      const hex = byte.toString(16).padStart(2, '0')
      const expected = unreserved.includes(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${hex}`
      expect(withUnreservedDecoded(`%${hex}`), hex).toBe(expected)
      expect(withUnreservedDecoded(`%${hex.toUpperCase()}`), hex).toBe(expected === `%${hex}` ? `%${hex.toUpperCase()}` : expected)
      if (expected.length === 1) decoded++
    }
    expect(decoded).toBe(66)
  })

  it("names the calculator a mistyped path under the base path probably meant, in the 404's detail", async () => {
    const detail = async (url: string) => {
      const response = await engine.handle({ method: 'GET', url })
      expect(response.status, url).toBe(404)
      return JSON.parse(response.body!).detail
    }
    for (const url of ['/api/v1/EMI', '/api/v1/em', '/api/v1/emii?principal=1', '/api/v1/emi2/']) expect(await detail(url), url).toBe('No calculator is served at this path: did you mean /api/v1/emi?')
    expect(await detail('/api/v1/income_tax')).toBe('No calculator is served at this path: did you mean /api/v1/income-tax?')
    // the beginning of one calculator's name alone, three characters or more
    expect(await detail('/api/v1/80c')).toBe('No calculator is served at this path: did you mean /api/v1/80c-planner?')
    expect(await detail('/api/v1/Capital')).toBe('No calculator is served at this path: did you mean /api/v1/capital-gains?')
    // far from every calculator, the beginning of several or too short to tell, deeper down, or outside the base path: no guess
    for (const url of ['/api/v1/mortgage', '/api/v1/emi/x', '/api/emi', '/emi', '/api/v1/constructor', '/api/v1/__proto__', '/api/v1/loan', '/api/v1/ho']) expect(await detail(url), url).toBe('No calculator is served at this path.')
  })

  it('still serves the OpenAPI document and the index', async () => {
    expect(await status(engine, '/api/v1/openapi.json')).toBe(200)
    expect(await status(engine, '/api/v1')).toBe(200)
    expect(await status(engine, '/api/v1/')).toBe(200)
  })

  it('reaches a calculator deeper under the base path by its own route', async () => {
    const doc = parseDocument(REGISTRY_TEXT).toJS()
    doc.calculators.find((c: { id: string }) => c.id === 'emi').path = '/api/v1/loans/emi'
    const deep = createCalculatorEngineFromDocument(doc, { onError: () => {} })
    expect(await status(deep, '/api/v1/loans/emi?principal=100000&interest=8&years=5')).toBe(200)
    expect(await status(deep, '/api/v1/loans/emi/')).toBe(400)
    for (const url of ['/api/v1/emi', '/api/v1/loans', '/api/v1/loans/', '/api/v1/loans/emi/x']) expect(await status(deep, url), url).toBe(404)
    expect(await status(deep, '/api/v1/sip?investment=1000&interest=12&years=10')).toBe(200)
  })
})
