/**
 * The runtime contract suite, written once and run against each runtime's real server
 * (test/runtime/<runtime>.test.ts): start the server with its package.json start script on a
 * free loopback port, send every golden fixture (all files under fixtures/, found at run time)
 * and every row of the HTTP contract over HTTP, stop it with SIGTERM. It must also refuse to
 * start, in one line and with exit code 1, on a wrong PORT, a port already in use and a HOST it
 * cannot listen on.
 *
 * Every answer is also compared with the in-process engine's answer to the same request:
 * same status, same body bytes, same headers (all that the engine writes, none added except
 * transport headers). Each runtime thus answers byte-identically to the others.
 */
import { connect, createServer, type Server } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toFetchHandler } from '../../src/adapters/fetch.ts'
import { requestTarget } from '../../src/fixtures/fixture.ts'
import { compareCase } from '../../src/conformance/compare-case.ts'
import { createCalculatorEngine } from '../../src/calculator-engine.ts'
import { loadFixtures, REGISTRY_TEXT, sharedEngine } from '../support/project.ts'
import { StartFailure, startRuntime, type RunningServer, type Runtime } from '../support/server-process.ts'
import { sameDayLifetime } from '../support/same-day-lifetime.ts'

/**
 * Headers a server or cache may add on its own; everything else must be the engine's.
 * `content-encoding` is transport too: fetch decodes the body, and that decoded text must be
 * the engine's bytes exactly.
 */
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'content-encoding', 'x-cache', 'age'])

/** Where each runtime's server serves the docs page (the engine's `docsPage` option), which `GET /` links to. */
const DOCS_PAGE_OF: Record<Runtime, string | undefined> = { node: '/docs', node22: '/docs', node24: '/docs', deno: undefined, bun: undefined, workerd: undefined }

export interface Answer {
  status: number
  headers: Record<string, string>
  text: string
}

const reference = toFetchHandler(sharedEngine())

/** The in-process engine's answer (the same engine code every runtime runs). */
export async function referenceAnswer(target: string, init: RequestInit = {}): Promise<Answer> {
  return read(await reference(new Request(`http://fincalc.test${target}`, init)))
}

export async function httpAnswer(url: string, init: RequestInit = {}): Promise<Answer> {
  return read(await fetch(url, { ...init, redirect: 'manual' }))
}

async function read(response: Response): Promise<Answer> {
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => (headers[name] = value))
  return { status: response.status, headers, text: await response.text() }
}

/** Every way an answer over HTTP differs from the in-process answer; empty when identical. */
export function differencesFromReference(http: Answer, expected: Answer, method = 'GET'): string[] {
  const differences: string[] = []
  if (http.status !== expected.status) differences.push(`status ${http.status}, in-process ${expected.status}`)
  if (http.text !== expected.text) differences.push(`body differs:\n    http       ${http.text.slice(0, 300)}\n    in-process ${expected.text.slice(0, 300)}`)
  for (const name of new Set([...Object.keys(http.headers), ...Object.keys(expected.headers)])) {
    if (TRANSPORT_HEADERS.has(name)) continue
    if (http.headers[name] !== expected.headers[name] && !(name === 'cache-control' && sameDayLifetime(http.headers[name], expected.headers[name]))) differences.push(`header ${name}: ${http.headers[name]}, in-process ${expected.headers[name]}`)
  }
  const length = http.headers['content-length']
  if (length !== undefined && method !== 'HEAD' && http.headers['content-encoding'] === undefined && Number(length) !== Buffer.byteLength(http.text)) differences.push(`content-length ${length} for ${Buffer.byteLength(http.text)} bytes`)
  return differences
}

/** The whole answer to a request written as it is to the server's socket, read until the server closes it. */
export function rawAnswer(url: string, request: string): Promise<string> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    let text = ''
    const socket = connect(Number(port), hostname, () => socket.end(request))
    socket.on('data', (chunk) => (text += chunk)).on('end', () => resolve(text)).on('error', reject)
  })
}

async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!)
  }))
}

const SIP = '/api/v1/sip?investment=10000&interest=12&years=10'

/**
 * Starts the runtime where it must refuse to start, and returns how it exited. A server that
 * starts after all is stopped, and reported with exit code 'started'. One that does neither
 * within `timeoutMs` is killed with every process it started, and the test fails naming it:
 * the default is below vitest's 30 s a test, so that vitest never gives up on the test first
 * and leaves the process running.
 */
export async function refusal(runtime: Runtime, env: Record<string, string>, timeoutMs = 25_000): Promise<{ exitCode: number | null | 'started'; output: string; leftBehind: boolean }> {
  try {
    const started = await startRuntime(runtime, env, timeoutMs)
    await started.stop('SIGKILL')
    return { exitCode: 'started', output: started.output(), leftBehind: false }
  } catch (error) {
    if (!(error instanceof StartFailure)) throw error
    return { exitCode: error.exitCode, output: error.output, leftBehind: error.leftBehind }
  }
}

/** Exit code 1, exactly the one line (so no stack, no runtime's error report), nothing left running. */
export function expectOneLineRefusal(result: { exitCode: number | null | 'started'; output: string; leftBehind: boolean }, line: string | RegExp): void {
  expect(result.output, 'a stack frame').not.toMatch(/\n\s+at /)
  expect(result.output).not.toContain('Uncaught')
  const lines = result.output.trim().split('\n')
  expect(lines, result.output).toHaveLength(1)
  if (typeof line === 'string') expect(lines[0]).toBe(line)
  else expect(lines[0]).toMatch(line)
  expect(result.exitCode).toBe(1)
  expect(result.leftBehind).toBe(false)
}

/** A listening socket on a free loopback port, to make a server's port taken. */
export async function takePort(): Promise<{ port: number; release(): Promise<void> }> {
  const holder: Server = createServer()
  await new Promise<void>((resolve, reject) => holder.once('error', reject).listen(0, '127.0.0.1', resolve))
  const address = holder.address()
  if (typeof address !== 'object' || !address) throw new Error('no port')
  return { port: address.port, release: () => new Promise((resolve) => holder.close(() => resolve())) }
}

export function runtimeContract(runtime: Runtime, more?: (server: () => RunningServer) => void): void {
  describe(`${runtime}: the real server over HTTP`, () => {
    let server: RunningServer
    beforeAll(async () => {
      server = await startRuntime(runtime)
    }, 90_000)
    afterAll(async () => {
      await server?.stop('SIGKILL')
    })

    /** Sends the request to the server and to the in-process engine; they must agree exactly. */
    async function exchange(target: string, init: RequestInit = {}): Promise<Answer> {
      const [http, expected] = await Promise.all([httpAnswer(`${server.url}${target}`, init), referenceAnswer(target, init)])
      expect(differencesFromReference(http, expected, init.method), `${init.method ?? 'GET'} ${target.slice(0, 120)}`).toEqual([])
      return http
    }

    describe('every fixture', () => {
      for (const { file, fixture } of loadFixtures()) {
        it(file, async () => {
          const failures: string[] = []
          await eachLimited(fixture.cases, 4, async (c) => {
            const target = requestTarget(c)
            const init = { method: c.request.method ?? 'GET' }
            const [http, expected] = await Promise.all([httpAnswer(`${server.url}${target}`, init), referenceAnswer(target, init)])
            const body = http.text ? JSON.parse(http.text) : null
            const differences = [...compareCase(c, http.status, body), ...differencesFromReference(http, expected, init.method)]
            if (differences.length) failures.push(`${c.description}: ${differences.join('; ')}`)
          })
          expect(failures).toEqual([])
        })
      }
    })

    describe('the HTTP contract', () => {
      it('200: the envelope, JSON, CORS-open, cacheable for a day, strong ETag', async () => {
        const answer = await exchange(SIP)
        expect(answer.status).toBe(200)
        expect(answer.headers['content-type']).toBe('application/json; charset=utf-8')
        expect(answer.headers['access-control-allow-origin']).toBe('*')
        expect(answer.headers['cache-control']).toBe('public, max-age=86400')
        expect(answer.headers.etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/)
        expect(Object.keys(JSON.parse(answer.text)).sort()).toEqual(['input', 'result'])
        expect(JSON.parse(answer.text).result.futureValue).toBe(2323390.76)
      })

      it('HEAD: the headers of GET and no body', async () => {
        const get = await exchange(SIP)
        const head = await exchange(SIP, { method: 'HEAD' })
        expect(head.status).toBe(200)
        expect(head.headers.etag).toBe(get.headers.etag)
        expect(head.headers['content-length']).toBe(String(Buffer.byteLength(get.text)))
        expect(head.text).toBe('')
      })

      it('304: If-None-Match matching the ETag, strong or weak, answers with no body', async () => {
        const etag = (await exchange(SIP)).headers.etag!
        for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
          const answer = await exchange(SIP, { headers: { 'if-none-match': header } })
          expect(answer.status, header).toBe(304)
          expect(answer.headers.etag).toBe(etag)
          expect(answer.text).toBe('')
        }
        expect((await exchange(SIP, { headers: { 'if-none-match': '"stale"' } })).status).toBe(200)
      })

      it('400: an RFC 9457 problem listing every bad parameter', async () => {
        const answer = await exchange('/api/v1/sip?investment=abc&years=-1')
        expect(answer.status).toBe(400)
        expect(answer.headers['content-type']).toBe('application/problem+json; charset=utf-8')
        const codes = JSON.parse(answer.text).errors.map((e: { parameter: string; code: string }) => `${e.parameter}:${e.code}`)
        expect(codes.sort()).toEqual(['interest:missing', 'investment:invalid_number', 'years:out_of_range'])
      })

      it('404: an unknown path', async () => {
        const answer = await exchange('/api/v1/nope')
        expect(answer.status).toBe(404)
        expect(answer.headers['access-control-allow-origin']).toBe('*')
      })

      it('405: methods other than GET, HEAD and OPTIONS, with Allow', async () => {
        for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
          const answer = await exchange('/api/v1/sip', { method })
          expect(answer.status, method).toBe(405)
          expect(answer.headers.allow).toBe('GET, HEAD, OPTIONS')
        }
      })

      it('OPTIONS: a 204 preflight answer', async () => {
        const answer = await exchange('/api/v1/sip', { method: 'OPTIONS', headers: { origin: 'https://example.com', 'access-control-request-method': 'GET' } })
        expect(answer.status).toBe(204)
        expect(answer.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS')
        expect(answer.text).toBe('')
      })

      it('414: a request target over 8 KiB', async () => {
        const answer = await exchange(`/api/v1/sip?pad=${'x'.repeat(9000)}`)
        expect(answer.status).toBe(414)
        expect(answer.headers['access-control-allow-origin']).toBe('*')
      })

      it("a request target of 20 KiB: the contract's 414, except Node's own 431 for headers over 16 KiB, each a problem with CORS", async () => {
        const answer = await httpAnswer(`${server.url}/api/v1/sip?pad=${'x'.repeat(20_000)}`)
        expect(answer.status).toBe(runtime.startsWith('node') ? 431 : 414)
        expect(answer.headers['content-type']).toBe('application/problem+json; charset=utf-8')
        expect(answer.headers['access-control-allow-origin']).toBe('*')
      })

      it('GET /: the links, as the in-process engine with the same docs page gives them', async () => {
        const docsPage = DOCS_PAGE_OF[runtime]
        const engine = createCalculatorEngine(REGISTRY_TEXT, { onError: () => {}, ...(docsPage ? { docsPage } : {}) })
        const expected = await read(await toFetchHandler(engine)(new Request('http://fincalc.test/')))
        const http = await httpAnswer(`${server.url}/`)
        expect(differencesFromReference(http, expected)).toEqual([])
        expect(JSON.parse(http.text)).toMatchObject({ index: '/api/v1', openapi: '/api/v1/openapi.json', docs: docsPage ?? null })
      })

      it('GET /api/v1: every calculator with an example request, which answers 200', async () => {
        const index = JSON.parse((await httpAnswer(`${server.url}/api/v1`)).text) as { calculators: { id: string; example: string | null }[] }
        expect(index.calculators.filter((c) => c.example === null).map((c) => c.id)).toEqual([])
        expect((await httpAnswer(`${server.url}${index.calculators[0]!.example}`)).status).toBe(200)
      })

      it('openapi.json: Vary: Accept-Encoding, compressed for a client that accepts it, the same bytes once decoded', async () => {
        const url = `${server.url}/api/v1/openapi.json`
        const plain = await httpAnswer(url, { headers: { 'accept-encoding': 'identity' } })
        const encoded = await httpAnswer(url, { headers: { 'accept-encoding': 'gzip, br' } })
        expect(plain.headers['content-encoding']).toBeUndefined()
        expect(plain.headers.vary).toBe('Accept-Encoding')
        expect(encoded.headers.vary).toBe('Accept-Encoding')
        expect(encoded.headers.etag).toBe(plain.headers.etag)
        // Workers compress at Cloudflare's edge, outside the runtime; every other server compresses itself.
        if (runtime !== 'workerd') expect(['br', 'gzip']).toContain(encoded.headers['content-encoding'])
        expect(encoded.text).toBe(plain.text)
        expect(JSON.parse(plain.text).openapi).toBe('3.1.0')
      })

      it("openapi.json's HEAD: GET's length in the same coding, or none", async () => {
        const url = `${server.url}/api/v1/openapi.json`
        for (const coding of ['identity', 'gzip']) {
          const get = await httpAnswer(url, { headers: { 'accept-encoding': coding } })
          const head = await httpAnswer(url, { method: 'HEAD', headers: { 'accept-encoding': coding } })
          expect(head.text).toBe('')
          // RFC 9110 (9.3.2) lets HEAD leave out what only making the body decides, never misstate it
          for (const name of ['content-encoding', 'content-length']) {
            if (head.headers[name] !== undefined) expect([coding, name, head.headers[name]]).toEqual([coding, name, get.headers[name]])
          }
        }
      })

      it('400: a Host header that is not a host, a path or a query in it above all, answered before any calculation (RFC 9112 §3.2)', async () => {
        for (const host of ['x/api/v1/cagr?initial=1&final=2&years=1&z=', 'x?years=1', 'a b']) {
          const text = await rawAnswer(server.url, `GET /api/v1/emi?principal=100000&interest=8&years=5 HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)
          const [head, body] = text.split('\r\n\r\n')
          expect(head!.split('\r\n')[0], host).toMatch(/^HTTP\/1\.1 400 /)
          expect(head, host).toMatch(/\r\ncontent-type: application\/problem\+json; charset=utf-8\r\n/i)
          expect(JSON.parse(body!), host).toMatchObject({ status: 400, detail: expect.stringContaining('in one Host header: a host name or address, then an optional :port') })
        }
      })

      it('percent-encoded and repeated parameters read as in-process', async () => {
        await exchange('/api/v1/cagr?initial=1%30%30&final=%32%30%30&years=5')
        await exchange('/api/v1/cagr?initial=1&initial=1&startValue=2&final=2&years=1')
        await exchange('/api/v1/sip?investment=1%2C00%2C000&interest=12&years=10')
      })
    })

    more?.(() => server)

    it('refuses a wrong PORT as npm start does: the message, exit code 1', async () => {
      expectOneLineRefusal(await refusal(runtime, { PORT: '70000' }), 'fincalc cannot start: PORT must be a whole number from 0 to 65535 (got 70000)')
    })

    it('refuses a port already in use: one line naming the port, exit code 1', async () => {
      const taken = await takePort()
      try {
        expectOneLineRefusal(await refusal(runtime, { PORT: String(taken.port) }), `fincalc cannot start: port ${taken.port} on 127.0.0.1 is already in use`)
      } finally {
        await taken.release()
      }
    })

    it('refuses a HOST it cannot listen on: one line naming the host, exit code 1', async () => {
      // Bun reports a name that does not resolve, or a malformed address, as EINVAL only.
      const unresolved = (host: string) =>
        `fincalc cannot start: host ${host} is ${runtime === 'bun' ? 'not an address this machine can listen on' : 'neither an IP address nor a host name that resolves'}`
      const [malformed, unknown, foreign] = await Promise.all([
        refusal(runtime, { HOST: '256.1.1.1' }, 55_000),
        refusal(runtime, { HOST: 'not-a-host.invalid' }, 55_000),
        // TEST-NET-1 (RFC 5737): never an address of this machine.
        refusal(runtime, { HOST: '192.0.2.1' }, 55_000),
      ])
      expectOneLineRefusal(malformed, unresolved('256.1.1.1'))
      expectOneLineRefusal(unknown, unresolved('not-a-host.invalid'))
      expectOneLineRefusal(foreign, 'fincalc cannot start: host 192.0.2.1 is not an address of this machine')
      // three start-ups at once, each of which may bundle the worker first (about 2 s of CPU); the
      // name that does not resolve waits for the resolver: 10 s or more when it does not answer
      // (glibc's defaults, 5 s and two attempts)
    }, 60_000)

    it('stops on SIGTERM with exit code 0, leaving no process behind', async () => {
      expect(await server.stop('SIGTERM')).toBe(0)
      expect(server.leftBehind()).toBe(false)
    })
  })
}
