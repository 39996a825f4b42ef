/**
 * The Workers module as built (dist/workerd/worker.js, src/adapters/workerd/build.ts) serves the
 * service's documents (the OpenAPI document, the discovery index and `/`) and GET /rules from
 * the static files the build wrote (src/build/generate-worker.ts), read through its ASSETS
 * binding: each answer must be, byte for byte and header for header, what the engine
 * src/service-engine.ts composes answers for the same registry and examples, to GET, HEAD and
 * OPTIONS alike, while the script itself carries none of that prose. Its rule book keeps the
 * values' sources and notes of the rules declared with `textedRule` alone, so every calculation
 * must answer as the composed engine's too. The bundle runs here in Node, with
 * an edge cache that never hits and a binding that reads dist/workerd/assets/.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { toFetchHandler } from '../src/adapters/fetch.ts'
import { ASSETS_DIR, buildWorker, WORKER_FILE } from '../src/adapters/workerd/build.ts'
import { createServiceEngine } from '../src/service-engine.ts'
import { findFormula } from '../src/formulas/index.ts'
import exampleRequests from '../src/generated/example-requests.ts'
import registry from '../src/generated/registry.ts'
import ruleBook from '../src/generated/rules.ts'
import { SERVED_FROM } from '../src/rules/book.ts'
import { textedRules } from '../src/rules/dated.ts'
import { randomRequests } from './support/random-requests.ts'

interface WorkerModule {
  fetch(request: Request, env: { ASSETS?: { fetch(request: Request): Promise<Response> } }, context: { waitUntil(promise: Promise<unknown>): void }): Promise<Response>
}

const composed = toFetchHandler(createServiceEngine({ registry, formulas: findFormula, examples: exampleRequests }))
const context = { waitUntil: () => {} }
let worker: WorkerModule
let filesRead: string[] = []
const ASSETS = {
  async fetch(request: Request): Promise<Response> {
    const file = new URL(request.url).pathname.slice(1)
    filesRead.push(file)
    const path = join(ASSETS_DIR, file)
    return existsSync(path) ? new Response(readFileSync(path)) : new Response('not found', { status: 404 })
  },
}

beforeAll(async () => {
  await buildWorker()
  ;(globalThis as { caches?: unknown }).caches = { default: { match: async () => undefined, put: async () => {} } }
  worker = (await import(`${pathToFileURL(WORKER_FILE).href}?${Date.now()}`)).default as WorkerModule
}, 120_000)

async function answer(response: Response): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    if (name !== 'x-cache') headers[name] = value
  })
  return { status: response.status, headers, body: await response.text() }
}

/**
 * The Worker's answer, which must be the composed engine's. Both are asked at one instant (the
 * clock held still between them): an answer for today is kept until midnight in India, and its
 * max-age counts the seconds to it.
 */
async function same(url: string, method = 'GET', env = { ASSETS }): Promise<{ status: number; body: string }> {
  const request = () => new Request(`https://fincalc.test${url}`, { method })
  vi.useFakeTimers({ toFake: ['Date'] })
  try {
    const served = await answer(await worker.fetch(request(), env, context))
    expect(served, `${method} ${url}`).toEqual(await answer(await composed(request())))
    return served
  } finally {
    vi.useRealTimers()
  }
}

describe("the Workers module's documents, from its static files", () => {
  const paths = ['/api/v1/openapi.json', '/api/v1', '/']

  it.each(['GET', 'HEAD', 'OPTIONS'])('answer %s as the composed engine does, with a query or trailing slashes too', async (method) => {
    for (const path of paths) for (const url of [path, `${path}?x=1`, `${path.replace(/\/$/, '')}//`]) expect((await same(url, method)).status).toBe(method === 'OPTIONS' ? 204 : 200)
  })

  it('a 304 for the ETag of the file served', async () => {
    const etag = (await worker.fetch(new Request('https://fincalc.test/api/v1/openapi.json'), { ASSETS }, context)).headers.get('etag')!
    const conditional = await worker.fetch(new Request('https://fincalc.test/api/v1/openapi.json', { headers: { 'if-none-match': etag } }), { ASSETS }, context)
    expect([conditional.status, await conditional.text()]).toEqual([304, ''])
  })

  it('each file is read once, and a calculation reads none', async () => {
    filesRead = []
    await same('/api/v1/sip?investment=10000&interest=12&years=10')
    for (let i = 0; i < 3; i++) await same('/api/v1/openapi.json')
    expect(filesRead).toEqual([])
  })
})

/** The day after `date`. */
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

describe('GET /rules in the Workers module, its texts from the static files', () => {
  it.each(['2024-04-01', '2025-07-23', '2026-12-01', '2030-01-01'])('answers the rules in force on %s as the composed engine does', async (date) => {
    const { status, body } = await same(`/api/v1/rules?date=${date}`)
    expect(status).toBe(200)
    expect(JSON.parse(body).result.rules.every((rule: { description?: unknown; source?: unknown }) => typeof rule.description === 'string' && typeof rule.source === 'string')).toBe(true)
  })

  it('answers as the composed engine does on the day each value served starts and the day after each horizon, so with every value’s texts', async () => {
    const dates = new Set(ruleBook.flatMap((rule) => [...rule.values.map((v) => (v.from < SERVED_FROM ? SERVED_FROM : v.from)), ...(rule.knownUntil === null ? [] : [dayAfter(rule.knownUntil)])]))
    expect(dates.size).toBeGreaterThan(5)
    for (const date of [...dates].sort()) expect((await same(`/api/v1/rules?date=${date}`)).status).toBe(200)
  })

  it('answers today, a 400 and a name ignored as the composed engine does', async () => {
    await same('/api/v1/rules')
    await same('/api/v1/rules?date=2019-01-01')
    await same('/api/v1/rules?date=2025-01-01&other=1')
  })
})

describe("the Workers module's calculations, with the rule book it carries", () => {
  it('answer every fixture request and 20 drawn for each calculator as the composed engine does', async () => {
    // an answer of today's date is fresh until midnight in India: its max-age moves with the clock
    const asCompared = async (response: Response) => {
      const { status, headers, body } = await answer(response)
      return { status, body, headers: { ...headers, 'cache-control': headers['cache-control']?.replace(/max-age=\d+/, 'max-age=…') } }
    }
    // with names of no calculator (ignored), of another calculator in any case (refused), a misspelling
    const unknown = ['/api/v1/sip?investment=1&interest=1&years=1&_=1&utm_source=x', '/api/v1/income-tax?grossIncome=1&SEC80C=1', '/api/v1/cagr?initial=1&final=2&years=1&rate=1', '/api/v1/emi?principal=1&interest=1&years=1&brakeup=true']
    const targets = [...unknown, ...randomRequests(20, 31).map((r) => r.target)]
    expect(targets.length).toBeGreaterThan(1000)
    for (const target of targets) {
      const request = () => new Request(`https://fincalc.test${target}`)
      expect(await asCompared(await worker.fetch(request(), { ASSETS }, context)), target).toEqual(await asCompared(await composed(request())))
    }
  })
})

describe('the Workers script without its static files', () => {
  it('carries none of the descriptions: not the registry’s, not the rules’', () => {
    const script = readFileSync(WORKER_FILE, 'utf8')
    const texts = [...registry.calculators.flatMap((c) => [c.description, ...c.variants.flatMap((v) => v.parameters.map((p) => p.description))]), ...ruleBook.map((r) => r.description)]
    expect(texts.length).toBeGreaterThan(300)
    expect(texts.filter((text) => text.length > 40 && script.includes(JSON.stringify(text).slice(1, -1)))).toEqual([])
  })

  it('carries the values’ sources and notes of the rules a calculation reads them of (textedRule), and no other', async () => {
    // every module of src/rules declares what it reads as it loads, as the build loads them all
    const rulesDir = join(import.meta.dirname, '../src/rules')
    for (const name of readdirSync(rulesDir).filter((n) => n.endsWith('.ts'))) await import(pathToFileURL(join(rulesDir, name)).href)
    const texted = textedRules()
    expect(texted.size).toBeGreaterThan(0)
    const script = readFileSync(WORKER_FILE, 'utf8')
    // the longest piece between quotes and backslashes, which the minifier may write otherwise
    const carried = (text: string) => script.includes(text.split(/["'`\\]/).reduce((a, b) => (b.length > a.length ? b : a)))
    const textsOf = (rules: typeof ruleBook) => new Set(rules.flatMap((rule) => rule.values.flatMap((v) => [v.source, ...(v.note === undefined ? [] : [v.note])])))
    const kept = textsOf(ruleBook.filter((rule) => texted.has(rule.id)))
    expect([...kept].filter((text) => !carried(text))).toEqual([])
    expect([...textsOf(ruleBook.filter((rule) => !texted.has(rule.id)))].filter((text) => text.length > 60 && !kept.has(text) && carried(text))).toEqual([])
  })

  it('without an ASSETS binding answers a document with the bare 500 and still calculates', async () => {
    const fresh = (await import(`${pathToFileURL(WORKER_FILE).href}?fresh=${Date.now()}`)).default as WorkerModule
    const errors: unknown[] = []
    const log = console.error
    console.error = (error: unknown) => errors.push(error)
    try {
      const document = await fresh.fetch(new Request('https://fincalc.test/api/v1/openapi.json'), {}, context)
      expect(document.status).toBe(500)
      expect(document.headers.get('access-control-allow-origin')).toBe('*')
      expect(await document.text()).not.toMatch(/ASSETS|\n\s+at /)
      const sip = await fresh.fetch(new Request('https://fincalc.test/api/v1/sip?investment=10000&interest=12&years=10'), {}, context)
      expect(sip.status).toBe(200)
    } finally {
      console.error = log
    }
    expect(errors.length).toBeGreaterThan(0)
  })
})
