/** The Node service as `npm start` runs it: a real process on a loopback port. */
import { spawn, spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { connect } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ARKTYPE_ASKED, arktypeWatch } from './support/arktype-watch.ts'
import { REGISTRY_TEXT, ROOT } from './support/project.ts'
import { startNodeServer, type RunningServer } from './support/server-process.ts'

describe('npm start', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startNodeServer()
  })
  afterAll(async () => {
    if (server.process.exitCode === null) await server.stop()
  })

  it('answers the three calculators over HTTP', async () => {
    const sip = await (await fetch(`${server.url}/api/v1/sip?investment=10000&interest=12&years=10`)).json()
    expect(sip.result.futureValue).toBe(2323390.76)
    const emi = await (await fetch(`${server.url}/api/v1/emi?principal=8000000&interest=8.5&years=20`)).json()
    expect(emi.result.emi).toBe(69425.86)
    const cagr = await (await fetch(`${server.url}/api/v1/cagr?initial=100000&final=200000&years=5`)).json()
    expect(cagr.result.cagr).toBe(14.87)
  })

  it('answers requests that arrive together (one batch per turn of the event loop) each with its own answer', async () => {
    // 300 at once over many connections, mixing misses, repeats (hits) and 400s
    const targets = Array.from({ length: 300 }, (_, i) =>
      i % 10 === 9 ? `/api/v1/emi?principal=8000000&interest=${75 + i}&years=20` : `/api/v1/emi?principal=${1_000_000 + (i % 150)}&interest=8.5&years=20`,
    )
    const responses = await Promise.all(targets.map(async (target) => {
      const response = await fetch(`${server.url}${target}`)
      return { target, status: response.status, body: await response.json() }
    }))
    for (const { target, status, body } of responses) {
      const query = new URL(target, server.url).searchParams
      if (Number(query.get('interest')) > 50) {
        expect(status, target).toBe(400)
        expect(body.errors[0].message, target).toContain(`(got "${query.get('interest')}")`)
      } else {
        expect(status, target).toBe(200)
        expect(body.input.principal, target).toBe(Number(query.get('principal')))
      }
    }
  })

  it('writes the contract headers, Content-Length and a 304 straight from the engine', async () => {
    const response = await fetch(`${server.url}/api/v1/cagr?initial=1&final=2&years=1`)
    const text = await response.text()
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(text)))
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const again = await fetch(`${server.url}/api/v1/cagr?initial=1&final=2&years=1`, { headers: { 'if-none-match': response.headers.get('etag')! } })
    expect(again.status).toBe(304)
    const head = await fetch(`${server.url}/api/v1/nope`, { method: 'HEAD' })
    expect(head.status).toBe(404)
  })

  it('sends openapi.json compressed as the client accepts (gzip until brotli is ready), decompressing to exactly the plain bytes', async () => {
    const raw = (acceptEncoding: string, method = 'GET') =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        const request = get(`${server.url}/api/v1/openapi.json`, { method, headers: { 'accept-encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
        })
        request.on('error', reject)
      })
    const plain = await raw('identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toBe('Accept-Encoding')
    expect(plain.body.length).toBeGreaterThan(300_000)
    expect(JSON.parse(plain.body.toString()).openapi).toBe('3.1.0')
    // brotli is made at the first request that accepts it; meanwhile a client that also accepts gzip gets gzip
    const first = await raw('gzip, deflate, br')
    expect(first.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(first.body).equals(plain.body)).toBe(true)
    expect((await raw('br')).headers['content-encoding']).toBe('br')
    const br = await raw('gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(br.headers.etag).toBe(plain.headers.etag)
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(br.body.length).toBeLessThan(plain.body.length / 5)
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
    const gz = await raw('gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true)
    expect((await raw('br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined()
    expect((await raw('')).body.equals(plain.body)).toBe(true)
    // A calculator's answer is never compressed.
    expect((await fetch(`${server.url}/api/v1/cagr?initial=1&final=2&years=1`, { headers: { 'accept-encoding': 'br' } })).headers.get('content-encoding')).toBeNull()
  })

  it('keeps an idle connection open for 5 s, says so in Keep-Alive, and then closes it', async () => {
    const { port } = new URL(server.url)
    const socket = connect(Number(port), '127.0.0.1')
    let head = ''
    socket.on('data', (chunk) => (head += chunk))
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now())))
    await new Promise((resolve) => socket.on('connect', resolve))
    const asked = performance.now()
    socket.write('GET /api/v1/gst?amount=1000&rate=18 HTTP/1.1\r\nhost: x\r\n\r\n')
    const closedAt = await closed
    expect(head).toMatch(/^HTTP\/1\.1 200 /)
    expect(head.toLowerCase()).toContain('\r\nconnection: keep-alive\r\n')
    expect(head.toLowerCase()).toContain('\r\nkeep-alive: timeout=5\r\n')
    // 5 s after the request, and no more than one sweep (1 s) and some slack later
    expect(closedAt - asked).toBeGreaterThanOrEqual(5_000)
    expect(closedAt - asked).toBeLessThan(6_500)
  }, 10_000)

  it('writes no Keep-Alive to a client that closes the connection', async () => {
    const response = await new Promise<{ headers: Record<string, unknown> }>((resolve, reject) =>
      get(`${server.url}/api/v1/gst?amount=1000&rate=18`, { headers: { connection: 'close' } }, (res) => {
        res.resume()
        resolve(res)
      }).on('error', reject),
    )
    expect(response.headers.connection).toBe('close')
    expect(response.headers['keep-alive']).toBeUndefined()
  })

  it('answers GET / with the links, docs included', async () => {
    const root = await (await fetch(`${server.url}/`)).json()
    expect(root).toMatchObject({ index: '/api/v1', openapi: '/api/v1/openapi.json', docs: '/docs' })
    expect((await fetch(`${server.url}${root.docs}`)).status).toBe(200)
  })

  it('exits 0 on SIGTERM', async () => {
    expect(await server.stop('SIGTERM')).toBe(0)
  })
})

describe('start-up with a wrong registry', () => {
  it('refuses to start, naming the calculator and the field', async () => {
    const broken = REGISTRY_TEXT.replace('formula: loans-emi/emi', 'formula: loans-emi/emi-typo')
    const file = join(mkdtempSync(join(tmpdir(), 'fincalc-')), 'broken.yaml')
    writeFileSync(file, broken)
    const failure = await startNodeServer({ REGISTRY_FILE: file }).then(
      () => 'started',
      (error: Error) => error.message,
    )
    expect(failure).toMatch(/exited with 1/)
    // the registry is named as it was given, not as the package's calculators.yaml
    expect(failure).toContain(`fincalc cannot start: ${file} is invalid:\n  - calculator 'emi': formula: no formula module 'loans-emi/emi-typo'`)
  })

  it('refuses to start on a file it cannot read, saying why in one line', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'fincalc-'))
    for (const [file, reason] of [
      [join(directory, 'absent.yaml'), 'there is no such file'],
      [directory, 'it is a directory'],
    ]) {
      const failure = await startNodeServer({ REGISTRY_FILE: file! }).then(
        () => 'started',
        (error: Error) => error.message,
      )
      expect(failure).toMatch(/exited with 1/)
      expect(failure).toContain(`fincalc cannot start: the registry ${file} cannot be read: ${reason}\n`)
      expect(failure).not.toMatch(/ENOENT|EISDIR|\n\s+at /)
    }
  })
})

describe('arktype at start-up', () => {
  it('is not loaded to serve the registry the build read, and is for a registry it did not', async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'fincalc-ark-'))
    try {
      const NODE_OPTIONS = `--import ${arktypeWatch(scratch)}`
      const built = await startNodeServer({ NODE_OPTIONS })
      expect((await fetch(`${built.url}/api/v1/emi?principal=8000000&interest=8.5&years=20`)).status).toBe(200)
      expect((await fetch(`${built.url}/api/v1/emi?principal=8000000&interest=75&years=20`)).status).toBe(400)
      await built.stop()
      expect(built.output()).not.toContain(ARKTYPE_ASKED)
      // the same registry with one more line is a text the build never read: loaded and checked as the build does
      const file = join(scratch, 'calculators.yaml')
      writeFileSync(file, `${REGISTRY_TEXT}\n# edited\n`)
      const other = await startNodeServer({ NODE_OPTIONS, REGISTRY_FILE: file })
      expect((await (await fetch(`${other.url}/api/v1/emi?principal=8000000&interest=8.5&years=20`)).json()).result.emi).toBe(69425.86)
      await other.stop()
      expect(other.output()).toContain(ARKTYPE_ASKED)
    } finally {
      rmSync(scratch, { recursive: true, force: true })
    }
  }, 60_000)
})

describe('npm start, stopped through npm', () => {
  // npm runs the start script in a shell and passes SIGINT and SIGTERM on to it; the script
  // execs node, so the signal reaches the server, which must close and leave nothing running.
  it.each(['SIGTERM', 'SIGINT'] as const)('%s sent to the npm process stops the server', async (signal) => {
    const npm = spawn('npm', ['start'], { cwd: ROOT, env: { ...process.env, PORT: '0', HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    let output = ''
    npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`npm start did not start: ${output}`)), 30_000)
      npm.stdout!.on('data', () => {
        const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output)
        if (match) {
          clearTimeout(timer)
          resolve(match[1]!)
        }
      })
    })
    expect((await fetch(`${url}/api/v1/cagr?initial=1&final=2&years=1`)).status).toBe(200)
    const exited = new Promise((resolve) => npm.once('exit', resolve))
    npm.kill(signal)
    await exited
    let groupAlive = true
    for (const deadline = Date.now() + 5000; groupAlive && Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
      try {
        process.kill(-npm.pid!, 0)
      } catch {
        groupAlive = false
      }
    }
    if (groupAlive) process.kill(-npm.pid!, 'SIGKILL')
    expect(groupAlive).toBe(false)
    await expect(fetch(url)).rejects.toThrow()
  })
})

describe('npm start in a checkout that was never built', () => {
  it('says in one line to build, with no trace, and exits 1', () => {
    // the package's manifest in a folder without dist/, as after `npm ci --ignore-scripts`
    const bare = mkdtempSync(join(tmpdir(), 'fincalc-unbuilt-'))
    try {
      copyFileSync(join(ROOT, 'package.json'), join(bare, 'package.json'))
      const run = spawnSync('npm', ['start'], { cwd: bare, env: { ...process.env, PORT: '0', HOST: '127.0.0.1' }, encoding: 'utf8', timeout: 30_000 })
      expect(run.status).toBe(1)
      expect(run.stderr.trim().split('\n').filter((line) => !line.startsWith('npm '))).toEqual(['fincalc: dist/ is not built: run npm run build (npm ci does it)'])
      expect(run.stderr + run.stdout).not.toMatch(/\bat |MODULE_NOT_FOUND/)
    } finally {
      rmSync(bare, { recursive: true, force: true })
    }
  })
})
