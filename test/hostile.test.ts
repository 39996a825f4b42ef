/**
 * Hostile input over every registered endpoint, generated from the registry (a new calculator
 * is covered without new code): valid values, values at, inside and just outside every bound,
 * malformed numbers, wrong booleans and enum values, missing, empty, repeated and conflicting
 * parameters, prototype-polluting names, broken percent-encoding, huge strings and odd paths.
 *
 * Whatever arrives, the answer is one of 200/204/304/400/404/405/414, carries CORS, is JSON
 * (or empty where the status has no body), and a 200 holds only finite numbers.
 */
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { malformedRequests } from '../src/cli/bench/malformed.ts'
import { findFormula } from '../src/formulas/index.ts'
import { loadRegistry } from '../src/registry/load.ts'
import type { Calculator, NumberParameter, Parameter } from '../src/registry/types.ts'
import type { EngineResponse } from '../src/runtime/http.ts'
import { REGISTRY_TEXT, sharedEngine } from './support/project.ts'

const registry = loadRegistry(REGISTRY_TEXT, findFormula)
const engine = sharedEngine()
const ALLOWED_STATUS = new Set([200, 204, 304, 400, 404, 405, 414])
const RUNS = Number(process.env.HOSTILE_RUNS ?? 400)
/** Replays a failure: every property failure prints its seed; HOSTILE_SEED=<seed> runs it again. */
const SEED = process.env.HOSTILE_SEED === undefined ? {} : { seed: Number(process.env.HOSTILE_SEED) }

const HOSTILE_TEXT = [
  '', ' ', 'NaN', 'Infinity', '-Infinity', '-0', '+5', '.5', '5.', '--5', '1e309', '1e5', '0x1F', '0b11', '1_000', '1,00,000', '٣', '５', '1 000',
  ' 5', '5 ', '%00', '\u0000', 'null', 'undefined', 'true', 'false', '[]', '{}', '9'.repeat(400), `0.${'1'.repeat(40)}`, '-'.repeat(3), '💰', "'; DROP TABLE x;--",
]
const HOSTILE_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__']

function checkResponse(response: EngineResponse, context: string, method = 'GET'): void {
  expect(ALLOWED_STATUS, `${context}: status ${response.status}`).toContain(response.status)
  expect(response.headers['access-control-allow-origin'], context).toBe('*')
  if (response.status === 204 || response.status === 304 || method === 'HEAD') {
    expect(response.body, context).toBeNull()
    return
  }
  expect(response.body, context).not.toBeNull()
  const parsed = JSON.parse(response.body!)
  if (response.status === 200) assertFiniteNumbers(parsed, context)
  else expect(parsed.status, context).toBe(response.status)
}

function assertFiniteNumbers(value: unknown, context: string): void {
  if (typeof value === 'number') expect(Number.isFinite(value), context).toBe(true)
  else if (value && typeof value === 'object') for (const v of Object.values(value)) assertFiniteNumbers(v, context)
}

/** Plain decimal text for a number, as a client would write it (at most 15 significant digits). */
function decimalText(n: number): string {
  const text = Number(n.toPrecision(15)).toString()
  return /e/i.test(text) ? n.toFixed(Math.max(0, Math.min(20, 15 - Math.floor(Math.log10(Math.abs(n) || 1))))) : text
}

function lowerBound(p: NumberParameter): number {
  return p.minimum ?? p.exclusiveMinimum ?? 0
}
function upperBound(p: NumberParameter): number {
  return p.maximum ?? p.exclusiveMaximum ?? 0
}

/** Text for one parameter: mostly plausible, sometimes at or across a bound, sometimes hostile. */
function parameterText(p: Parameter): fc.Arbitrary<string> {
  const hostile = fc.constantFrom(...HOSTILE_TEXT)
  if (p.type === 'boolean') return fc.oneof({ weight: 6, arbitrary: fc.constantFrom('true', 'false') }, { weight: 1, arbitrary: fc.constantFrom('TRUE', 'yes', '1', '0', 'on') }, { weight: 1, arbitrary: hostile })
  if (p.type === 'date') return fc.oneof({ weight: 6, arbitrary: fc.date({ min: new Date(`${p.minimum}T00:00:00Z`), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)) }, { weight: 1, arbitrary: fc.constantFrom('2024-03-31', '2025-02-29', '2026-13-01', '20260101', '2026-1-1', 'today') }, { weight: 1, arbitrary: hostile })
  if (p.type === 'enum') return fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...p.values) }, { weight: 1, arbitrary: fc.constantFrom(...p.values.map((v) => v.toUpperCase()), 'other') }, { weight: 1, arbitrary: hostile })
  if (p.values) return fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...p.values.map(String)) }, { weight: 1, arbitrary: fc.constantFrom('7', '-1', '0.5') }, { weight: 1, arbitrary: hostile })
  const lo = lowerBound(p)
  const hi = upperBound(p)
  const span = hi - lo
  const step = p.integer ? 1 : Math.max(span * 1e-9, 0.01)
  const edges = [lo, hi, lo - step, hi + step, lo + step, hi - step, (lo + hi) / 2].map((n) => (p.integer ? Math.round(n) : n))
  const inside = p.integer
    ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
    : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true }).map((n) => Math.round(n * 100) / 100)
  return fc.oneof({ weight: 6, arbitrary: inside.map(decimalText) }, { weight: 2, arbitrary: fc.constantFrom(...edges.map(decimalText)) }, { weight: 1, arbitrary: hostile })
}

/** A query for one calculator: each parameter present or not, by any of its names, sometimes twice. */
function queryFor(calculator: Calculator): fc.Arbitrary<string> {
  const parameters = calculator.variants.flatMap((v) => v.parameters)
  const pieces = parameters.map((p) =>
    fc.record({
      present: fc.integer({ min: 0, max: 9 }),
      name: fc.constantFrom(p.name, ...p.aliases),
      text: parameterText(p),
      again: parameterText(p),
    }).map(({ present, name, text, again }) => {
      if (present === 0) return []
      const pairs = [[name, text]]
      if (present === 1) pairs.push([name, again]) // repeated
      if (present === 2 && p.aliases.length) pairs.push([p.aliases[0] === name ? p.name : p.aliases[0]!, again]) // two names
      return pairs
    }),
  )
  const extras = fc.array(fc.tuple(fc.constantFrom(...HOSTILE_NAMES, 'utm_source', 'x'), fc.constantFrom(...HOSTILE_TEXT)), { maxLength: 2 })
  return fc.tuple(fc.tuple(...pieces), extras).map(([groups, extra]) =>
    [...groups.flat(), ...extra].map(([name, value]) => `${encodeURIComponent(name!)}=${encodeURIComponent(value!)}`).join('&'),
  )
}

describe('hostile input, every endpoint', () => {
  for (const calculator of registry.calculators) {
    test.prop([queryFor(calculator)], { numRuns: RUNS, ...SEED })(`${calculator.path} answers every query within the contract`, async (query) => {
      const response = await engine.handle({ method: 'GET', url: `${calculator.path}?${query}` })
      checkResponse(response, `${calculator.path}?${query}`)
    })
  }
})

describe('hostile requests, whatever the path', () => {
  const paths = registry.calculators.map((c) => c.path)
  const rawPath = fc.oneof(
    fc.constantFrom(...paths),
    fc.constantFrom(...paths).map((p) => p.toUpperCase()),
    fc.constantFrom(...paths).map((p) => `${p}/`),
    fc.constantFrom(...paths).map((p) => p.replace('/api/', '//api//')),
    fc.constantFrom(...paths).map((p) => `${p}/../sip`),
    fc.constantFrom('/', '/api', '/api/v1/', '/api/v2/sip', '/%2e%2e/etc/passwd', '/api/v1/%2Fsip', '/api/v1/sip%00', '*', '/api/v1/sip#x'),
  )
  const rawQuery = fc.oneof(
    fc.constant(''),
    fc.constantFrom('?%', '?%zz=1', '?investment=%E0%A4%A', '?=1', '?&&&', '?investment', '?a=1&a=2&a=3', `?investment=${'9'.repeat(10_000)}`),
    fc.string({ maxLength: 60 }).map((s) => `?${s}`),
  )
  const method = fc.constantFrom('GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'get')

  test.prop([rawPath, rawQuery, method, fc.option(fc.constantFrom('*', '"x"', 'W/"x"', ''), { nil: undefined })], { numRuns: RUNS * 2, ...SEED })(
    'answers within the contract',
    async (path, query, verb, ifNoneMatch) => {
      const response = await engine.handle({ method: verb, url: `${path}${query}`, ifNoneMatch: ifNoneMatch ?? null })
      checkResponse(response, `${verb} ${path}${query}`, verb)
    },
  )

  it("answers the benchmark's malformed requests, each as long as a target may be, within the contract and at most twice as long", async () => {
    for (const calculator of registry.calculators) {
      for (const { what, target } of malformedRequests(calculator, [])) {
        const response = await engine.handle({ method: 'GET', url: target })
        checkResponse(response, `${calculator.path}: ${what}`)
        expect(response.body!.length, `${calculator.path}: ${what}`).toBeLessThanOrEqual(2 * target.length)
      }
    }
  })

  it('answers a 64 KB query string with 414', async () => {
    const response = await engine.handle({ method: 'GET', url: `/api/v1/sip?investment=${'1'.repeat(65_536)}` })
    expect(response.status).toBe(414)
    checkResponse(response, '64 KB query')
  })

  it('answers a 10,000-digit number with 414, and a 5,000-digit one with a 400 naming the parameter', async () => {
    const tooLong = await engine.handle({ method: 'GET', url: `/api/v1/sip?investment=${'9'.repeat(10_000)}&interest=12&years=10` })
    expect(tooLong.status).toBe(414)
    const response = await engine.handle({ method: 'GET', url: `/api/v1/sip?investment=${'9'.repeat(5_000)}&interest=12&years=10` })
    expect(response.status).toBe(400)
    expect(JSON.parse(response.body!).errors).toEqual([expect.objectContaining({ parameter: 'investment', code: 'invalid_number' })])
  })

  it('does not let a __proto__ parameter reach any object', async () => {
    const response = await engine.handle({ method: 'GET', url: '/api/v1/sip?investment=1&interest=1&years=1&__proto__=x&constructor=y' })
    expect(response.status).toBe(200)
    expect(({} as Record<string, unknown>).x).toBeUndefined()
  })
})
