/**
 * The contract suite (./contract.ts) against `npm run start:workerd`, plus what only the
 * Workers build has: the edge cache (Cache API, `caches.default`) and the bundle's size.
 */
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { expect, it } from 'vitest'
import { ASSETS_DIR, COMPATIBILITY_DATE, COMPATIBILITY_FLAGS, ROOT, WORKER_FILE, workerInputs } from '../../src/adapters/workerd/build.ts'
import { findFormula } from '../../src/formulas/index.ts'
import embeddedRegistry from '../../src/generated/registry.ts'
import workerRegistry from '../../src/generated/worker/registry.ts'
import { compactRegistry, expandRegistry, withoutProse } from '../../src/registry/compact.ts'
import { loadRegistry } from '../../src/registry/load.ts'
import { createEngine } from '../../src/runtime/engine.ts'
import { REGISTRY_TEXT } from '../support/project.ts'
import { httpAnswer, rawAnswer, referenceAnswer, runtimeContract, type Answer } from './contract.ts'

/** Sends the request until the cache answers (the worker stores after answering, in waitUntil). */
async function untilHit(url: string, init: RequestInit = {}): Promise<Answer> {
  for (let attempt = 0; ; attempt++) {
    const answer = await httpAnswer(url, init)
    if (answer.headers['x-cache'] === 'HIT' || attempt === 20) return answer
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

runtimeContract('workerd', (server) => {
  it('edge cache: the second identical request is answered from the cache, byte-identical, for a day', async () => {
    const target = `/api/v1/cagr?initial=100000&final=200000&years=5&run=${Date.now()}`
    const first = await httpAnswer(`${server().url}${target}`)
    expect(first.status).toBe(200)
    expect(first.headers['x-cache']).toBe('MISS')
    const second = await untilHit(`${server().url}${target}`)
    expect(second.headers['x-cache']).toBe('HIT')
    expect(Number(second.headers.age)).toBeGreaterThanOrEqual(0)
    expect(second.headers['cache-control']).toBe('public, max-age=86400')
    const expected = await referenceAnswer(target)
    expect(second.text).toBe(expected.text)
    // every header a fresh answer has, the ignored `run` named among them, as the engine wrote it
    expect(second.headers['fincalc-ignored-parameters']).toBe('run')
    for (const [name, value] of Object.entries(expected.headers)) if (name !== 'content-length') expect([name, second.headers[name]]).toEqual([name, value])
    const conditional = await httpAnswer(`${server().url}${target}`, { headers: { 'if-none-match': first.headers.etag! } })
    expect([conditional.status, conditional.headers['x-cache'], conditional.text]).toEqual([304, 'HIT', ''])
    const head = await httpAnswer(`${server().url}${target}`, { method: 'HEAD' })
    expect([head.status, head.headers['x-cache'], head.headers.etag, head.text]).toEqual([200, 'HIT', expected.headers.etag, ''])
  })

  it('edge cache: a 400 is stored too, a 404 never', async () => {
    const bad = `/api/v1/sip?investment=abc&run=${Date.now()}`
    expect((await httpAnswer(`${server().url}${bad}`)).headers['x-cache']).toBe('MISS')
    const again = await untilHit(`${server().url}${bad}`)
    expect([again.status, again.headers['x-cache']]).toEqual([400, 'HIT'])
    const missing = `/api/v1/nope?run=${Date.now()}`
    for (let i = 0; i < 3; i++) expect((await httpAnswer(`${server().url}${missing}`)).headers['x-cache']).toBe('MISS')
  })

  it("a Host header that passes for a host but makes no URL is the contract's 400 for a Host header, not the runtime's bare 500", async () => {
    const answer = await rawAnswer(server().url, 'GET /api/v1/emi?principal=100000&interest=8&years=5 HTTP/1.1\r\nHost: a%zz\r\nConnection: close\r\n\r\n')
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
    expect(answer).toContain('"detail":"A request names its host in one Host header')
  })

  it('the bundle the server runs is within the Free plan limit of 3 MB compressed, and within the 100 KiB gzip the package holds itself to', () => {
    const compressed = gzipSync(readFileSync(WORKER_FILE), { level: 9 }).length
    expect(compressed).toBeLessThan(3_000_000)
    expect(compressed).toBeLessThanOrEqual(100 * 1024)
  })

  it('the bundle carries the checks the build wrote, not arktype nor a YAML parser', async () => {
    const inputs = await workerInputs()
    expect(inputs.filter((input) => /node_modules\/(arktype|@ark|yaml)\//.test(input))).toEqual([])
    expect(inputs.some((input) => input.endsWith('src/generated/checks.ts'))).toBe(true)
  })

  it('the registry the bundle carries (checked at build, as JSON) is the one loaded from the YAML text, but for the descriptions and summaries', () => {
    expect(embeddedRegistry).toEqual(loadRegistry(REGISTRY_TEXT, findFormula))
    const prose = (key: string, value: unknown) => (key === 'description' || key === 'summary' ? undefined : value)
    // key for key in the same order: a variant's parameters are fingerprinted as JSON text (src/runtime/rules-fingerprint.ts)
    expect(JSON.stringify(workerRegistry)).toBe(JSON.stringify(embeddedRegistry, prose))
    expect(JSON.stringify(workerRegistry)).not.toMatch(/"(description|summary)"/)
  })

  it('the compact registry gives back every value it leaves out, a number result of no unit among them', () => {
    const registry = structuredClone(embeddedRegistry) as unknown as { calculators: { variants: { result: { unit?: string }[] }[] }[] }
    const field = registry.calculators[0]!.variants[0]!.result[0]!
    expect(field.unit).toBe('INR')
    delete field.unit
    const withoutUnit = registry as unknown as typeof embeddedRegistry
    expect(JSON.stringify(expandRegistry(compactRegistry(withoutUnit)))).toBe(JSON.stringify(withoutUnit, withoutProse))
  })

  it("the Worker's start reads no calculator's variants: each is read at its calculator's first request", async () => {
    const { registry } = compactRegistry(embeddedRegistry)
    const unreadable = expandRegistry({ registry, variants: embeddedRegistry.calculators.map(() => 'not JSON') })
    const errors: unknown[] = []
    const engine = createEngine({ registry: unreadable, formulas: findFormula, onError: (error) => errors.push(error) })
    expect(unreadable.calculators.map((c) => c.path)).toEqual(embeddedRegistry.calculators.map((c) => c.path))
    expect(() => unreadable.calculators[0]!.variants).toThrow(SyntaxError)
    expect(Object.isFrozen(unreadable.calculators[0])).toBe(true)
    const answer = await engine.answer({ method: 'GET', url: `${embeddedRegistry.basePath}/${embeddedRegistry.calculators[0]!.id}` })
    expect(answer.status).toBe(500)
    expect(errors).toEqual([expect.any(SyntaxError)])
  })

  it('wrangler.jsonc deploys this bundle, built first, with the date and flags workerd runs and its static files, the Worker run first', () => {
    const file = resolve(ROOT, 'src/adapters/workerd/wrangler.jsonc')
    const config = JSON.parse(readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, ''))
    expect(resolve(dirname(file), config.main)).toBe(WORKER_FILE)
    expect(resolve(dirname(file), config.assets.directory)).toBe(ASSETS_DIR)
    expect(config.assets).toMatchObject({ binding: 'ASSETS', run_worker_first: true })
    expect(config).toMatchObject({ no_bundle: true, compatibility_date: COMPATIBILITY_DATE, compatibility_flags: COMPATIBILITY_FLAGS, build: { command: 'npm run build:worker' } })
  })
})
