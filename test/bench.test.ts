/**
 * `fincalc bench`: the mix is made of valid requests only (with and without --vary) and follows
 * the profile's weights; the response check tells a good envelope from a bad one; a short run
 * against the real server (a separate process) is valid with a row per endpoint; a run against
 * a server that answers 5% of requests with a 500 is reported as not valid, with no throughput,
 * and exits 1; --compare prints ratios; piped output carries no progress line; --serve starts
 * the built server, benchmarks it and leaves no process behind, also when stopped by SIGTERM or
 * when the server cannot start. The latency histogram, npm run bench's ratio report and the
 * report's pictures are tested in bench-report.test.ts.
 * Runs are kept short (2 s, a few connections): the machine is shared.
 */
import { runFincalc, type RunOptions } from './support/run-fincalc.ts'
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs'
import { createServer as createHttpServer, type Server } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fc, test as propTest } from '@fast-check/vitest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verdictOf, problemOf } from '../src/cli/bench/check.ts'
import { apportion, buildMix, screenVariations, VARY_SPREAD, type Mix } from '../src/cli/bench/mix.ts'
import { defaultProfile, parseProfile } from '../src/cli/bench/profile.ts'
import type { BenchReport } from '../src/cli/bench/run.ts'
import { main } from '../src/cli/main.ts'
import { loadFixtureDirectory } from '../src/fixtures/load.ts'
import { UsageError } from '../src/cli/options.ts'
import { startProxy, type LocalServer } from './support/broken-servers.ts'
import { ROOT, sharedEngine } from './support/project.ts'
import { startNodeServer, type RunningServer } from './support/server-process.ts'

const engine = sharedEngine()
const registry = engine.registry
const fixtures = loadFixtureDirectory(join(ROOT, 'fixtures'))
const scratch = mkdtempSync(join(tmpdir(), 'fincalc-bench-'))

const answer = (target: string) => engine.handle({ method: 'GET', url: target })
const accepts = async (target: string) => (await answer(target)).status === 200
const mixOf = (options: Partial<Parameters<typeof buildMix>[0]> = {}) => buildMix({ registry, fixtures, profile: defaultProfile(), seed: 1, ...options })

function queryOf(target: string): Array<[string, string]> {
  return [...new URL(target, 'http://x').searchParams.entries()]
}

function parameterOf(calculator: string, name: string) {
  const c = registry.calculators.find((x) => x.id === calculator)!
  return c.variants.flatMap((v) => v.parameters).find((p) => p.name === name || p.aliases.includes(name))
}

describe('the request mix', () => {
  it('holds every valid GET fixture request of every calculator, and the engine answers each with a passing 200', async () => {
    const mix = mixOf()
    expect(mix.endpoints.map((e) => e.calculator).sort()).toEqual(registry.calculators.map((c) => c.id).sort())
    let sent = 0
    for (const endpoint of mix.endpoints) {
      const fromFixtures = fixtures.filter((s) => s.calculator === endpoint.calculator).flatMap((s) => s.fixture!.cases.filter((c) => c.expect.status === 200))
      expect(endpoint.requests.length, endpoint.calculator).toBe(fromFixtures.length)
      // the mix walks each endpoint's requests in turn
      for (let i = 0; i < endpoint.requests.length; i++) {
        const target = mix.next(mix.endpoints.indexOf(endpoint))
        expect(target).toBe(endpoint.requests[i]!.target)
        const response = await answer(target)
        expect(response.status, target).toBe(200)
        expect(problemOf(response.status, response.body!), target).toBeUndefined()
        sent++
      }
    }
    expect(sent).toBeGreaterThan(500)
  })

  propTest.prop([fc.integer({ min: 0, max: 2 ** 32 - 1 })], { numRuns: 4 })(
    '--vary: every generated request is answered with a passing 200, and differs from a fixture request in one amount within ±20%',
    async (seed) => {
      const mix = mixOf({ vary: true, seed })
      await screenVariations(mix, accepts)
      const targets = new Set<string>()
      let changed = 0
      for (let round = 0; round < 8; round++) {
        for (const [index, endpoint] of mix.endpoints.entries()) {
          const target = mix.next(index)
          targets.add(target)
          const response = await answer(target)
          expect(response.status, `${target}: ${response.body}`).toBe(200)
          expect(problemOf(200, response.body!), target).toBeUndefined()
          // the fixture request it comes from: same names in the same order, one value
          // different at most, and that one an amount in rupees within ±20% (or another
          // allowed value)
          const query = queryOf(target)
          const candidates = endpoint.requests
            .map((r) => queryOf(r.target))
            .filter((q) => q.length === query.length && q.every(([name], i) => name === query[i]![0]))
            .map((q) => q.flatMap(([name, value], i) => (value === query[i]![1] ? [] : [{ name, from: value, to: query[i]![1] }])))
          if (candidates.some((differences) => differences.length === 0)) continue
          const explained = candidates.some((differences) => {
            if (differences.length !== 1) return false
            const { name, from, to } = differences[0]!
            const p = parameterOf(endpoint.calculator, name)
            if (p?.type !== 'number' || p.unit !== 'INR') return false
            if (p.values) return p.values.includes(Number(to))
            if (p.integer && !Number.isInteger(Number(to))) return false
            return Math.abs(Number(to) / Number(from) - 1) <= VARY_SPREAD + 1e-9
          })
          expect(explained, `${target} is not a fixture request with one amount changed within ±20%`).toBe(true)
          changed++
        }
      }
      const sent = 8 * mix.endpoints.length
      // cache-miss mode: nearly every request is a new one, and nearly all have a changed amount
      expect(targets.size / sent).toBeGreaterThan(0.8)
      expect(changed / sent).toBeGreaterThan(0.8)
    },
    120_000,
  )

  it('--vary screening narrows a range a limit inside the calculation would cut (section 44ADA: ₹75 lakh)', async () => {
    const mix = mixOf({ vary: true, calculators: ['freelance-tax'] })
    const slotOf = (original: string, after: string) => mix.endpoints[0]!.requests.flatMap((r) => r.slots).find((s) => s.original === original && s.after.includes(after))!
    const before = slotOf('7000000', 'profitPercent=80')
    expect(before.high).toBe(8_400_000) // +20%
    expect(await accepts(`${before.before}${before.high}${before.after}`)).toBe(false)
    await screenVariations(mix, accepts)
    const after = slotOf('7000000', 'profitPercent=80')
    expect(after.high).toBe(7_500_000) // the limit, accepted; one rupee more is refused
    expect(await accepts(`${after.before}7500001${after.after}`)).toBe(false)
  })

  it('follows the profile: each endpoint holds its weight in positions of the sequence', () => {
    const mix = mixOf()
    const profile = defaultProfile()
    const total = mix.endpoints.reduce((sum, e) => sum + e.weight, 0)
    expect(mix.sequence.length).toBe(total)
    for (const [index, endpoint] of mix.endpoints.entries()) {
      expect(endpoint.weight).toBe(profile.weights[endpoint.calculator] ?? profile.otherwise)
      expect(mix.sequence.filter((i) => i === index).length, endpoint.calculator).toBe(endpoint.weight)
    }
    const share = (id: string) => mix.endpoints.find((e) => e.calculator === id)!.share
    for (const heavy of ['sip', 'emi', 'income-tax']) expect(share(heavy)).toBeCloseTo(10 / total, 10)
    expect(share('sip')).toBeGreaterThan(5 * share('nsc'))
  })

  it('apportions fractional weights by share, giving every endpoint at least one position', () => {
    const counts = (shares: number[], length: number) => {
      const positions = apportion(shares, length)
      expect(positions.length).toBeGreaterThanOrEqual(length)
      return shares.map((_, i) => positions.filter((p) => p === i).length)
    }
    expect(counts([0.5, 0.3, 0.2], 10)).toEqual([5, 3, 2])
    expect(counts([0.6667, 0.3333], 1000)).toEqual([667, 333])
    const tiny = counts([0.9995, 0.0005], 1000)
    expect(tiny[1]).toBe(1)
    const mix = mixOf({ profile: parseProfile('{"weights": {"sip": 2.5, "emi": 0.5}, "otherwise": 0}', 'test') })
    expect(mix.sequence.length).toBe(1000)
    expect(mix.sequence.filter((i) => mix.endpoints[i]!.calculator === 'sip').length).toBe(833)
  })

  it('a profile replaces the default weights; 0 leaves an endpoint out; a wrong profile is refused', () => {
    const mix = mixOf({ profile: parseProfile('{"name": "loans", "weights": {"emi": 3, "sip": 0}, "otherwise": 1}', 'test') })
    expect(mix.endpoints.some((e) => e.calculator === 'sip')).toBe(false)
    expect(mix.endpoints.find((e) => e.calculator === 'emi')!.weight).toBe(3)
    expect(mix.endpoints.find((e) => e.calculator === 'cagr')!.weight).toBe(1)
    expect(() => mixOf({ profile: parseProfile('{"weights": {"no-such": 1}}', 'test') })).toThrow(UsageError)
    expect(() => parseProfile('{"weights": {"emi": -1}}', 'test')).toThrow(UsageError)
    expect(() => parseProfile('{"weights": [1]}', 'test')).toThrow(UsageError)
    expect(() => mixOf({ profile: parseProfile('{"weights": {}, "otherwise": 0}', 'test') })).toThrow(/no endpoint/)
  })

  it('--tag and --calculator keep only the endpoints named', () => {
    const loans = mixOf({ tags: ['loans-emi'] })
    expect(loans.endpoints.length).toBeGreaterThan(3)
    expect(loans.endpoints.every((e) => e.tagSlug === 'loans-emi')).toBe(true)
    expect(mixOf({ calculators: ['sip', 'emi'] }).endpoints.map((e) => e.calculator).sort()).toEqual(['emi', 'sip'])
    expect(() => mixOf({ tags: ['nope'] })).toThrow(UsageError)
    expect(() => mixOf({ calculators: ['nope'] })).toThrow(UsageError)
  })

  it('the same seed gives the same sequence and the same varied requests', async () => {
    const draw = async (seed: number) => {
      const mix: Mix = mixOf({ vary: true, seed, calculators: ['sip', 'emi', 'income-tax'] })
      await screenVariations(mix, accepts)
      return [mix.sequence.join(','), ...Array.from({ length: 30 }, (_, i) => mix.next(i % 3))]
    }
    expect(await draw(5)).toEqual(await draw(5))
    expect(await draw(5)).not.toEqual(await draw(6))
  })
})

describe('the response check', () => {
  it('passes only a 200 whose body is an object with exactly input and result', () => {
    expect(verdictOf(200, '{"input":{"a":1},"result":{"b":2}}')).toBe('ok')
    expect(verdictOf(200, '{ "result": {}, "input": {} }')).toBe('ok')
    expect(verdictOf(500, '{"title":"Internal Server Error"}')).toBe('non-2xx')
    expect(verdictOf(400, '{"errors":[]}')).toBe('non-2xx')
    expect(verdictOf(304, '')).toBe('non-2xx')
    for (const [status, body] of [
      [200, '{"input":{},"result":{},"extra":1}'],
      [200, '{"input":{}}'],
      [200, '{"input":{},"result":null}'],
      [200, '{"input":[],"result":{}}'],
      [200, '[]'],
      [200, 'OK'],
      [200, ''],
      [204, ''],
      [201, '{"input":{},"result":{}}'],
    ] as const) {
      expect(verdictOf(status, body), `${status} ${body}`).toBe('failed-check')
      expect(problemOf(status, body)).toEqual(expect.any(String))
    }
  })
})

/** The command in this process, output captured; `progress` receives what a terminal would. */
async function benchHere(args: string[], progress?: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = ''
  let stderr = ''
  const code = await main(['bench', ...args], {
    out: (t) => (stdout += `${t}\n`),
    err: (t) => (stderr += `${t}\n`),
    ...(progress ? { progress: (t: string) => progress.push(t) } : {}),
  })
  return { code, stdout, stderr }
}

/** The command as a user runs it, stdout a pipe; `started` receives its process. */
const benchProcess = (args: string[], options: Omit<RunOptions, 'timeoutMs'> = {}) => runFincalc(['bench', ...args], { ...options, timeoutMs: 50_000 })

const SHORT = ['--duration', '2', '--warmup', '1', '--connections', '4']
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as BenchReport & { comparison?: { ratios: Record<string, number | null> } }

describe('runs over HTTP', () => {
  let server: RunningServer
  let faulty: LocalServer
  let served = 0
  beforeAll(async () => {
    server = await startNodeServer()
    // every 20th request (5%) is answered with a 500; the rest pass through to the real server
    faulty = await startProxy(server.url, {
      answer: (a) => (++served % 20 === 0 ? { status: 500, headers: { 'content-type': 'application/problem+json' }, body: '{"type":"about:blank","title":"Internal Server Error","status":500}' } : a),
    })
  }, 60_000)
  afterAll(async () => {
    await faulty?.close()
    if (server?.process.exitCode === null) await server.stop()
  })

  const first = join(scratch, 'first.json')

  it('against the real server: a valid run with zero errors, a throughput and a row per endpoint, and a progress line on a terminal', async () => {
    const progress: string[] = []
    const { code, stdout } = await benchHere(['--base-url', server.url, ...SHORT, '--vary', '--seed', '7', '--output', first], progress)
    expect(stdout).toContain('OK: all ')
    expect(stdout).toMatch(/^requests\/s +[\d,]+(\.\d)?$/m)
    expect(stdout).toMatch(/^latency \(ms\) +p50 [\d.]+ +p90 [\d.]+ +p99 [\d.]+ +p99\.9 [\d.]+ +max [\d.]+$/m)
    expect(stdout).toMatch(/^responses +[\d,]+: [\d,]+ ok, 0 non-2xx, 0 failed checks; 0 request errors \(0 timeouts\)$/m)
    expect(stdout).toContain('inputs varied (cache-miss mode), seed 7')
    expect(code).toBe(0)
    const report = readJson(first)
    expect(report.valid).toBe(true)
    expect(report.problems).toEqual([])
    expect(report.counts).toMatchObject({ non2xx: 0, failedChecks: 0, errors: 0, timeouts: 0 })
    expect(report.counts.responses).toBeGreaterThan(100)
    expect(report.requestsPerSecond).toBeGreaterThan(0)
    expect(report.endpoints.length).toBe(registry.calculators.length)
    expect(report.endpoints.reduce((sum, e) => sum + e.responses, 0)).toBe(report.counts.responses)
    for (const endpoint of report.endpoints) {
      expect(stdout, endpoint.path).toMatch(new RegExp(`^${endpoint.path.replace(/[/-]/g, '\\$&')} +[\\d.]+% +[\\d.]+% +[\\d,]+ `, 'm'))
      expect(endpoint.responses, endpoint.path).toBeGreaterThan(0)
    }
    // weights respected roughly: SIP, EMI and income tax at about 10/96 of the responses each
    for (const heavy of ['/api/v1/sip', '/api/v1/emi', '/api/v1/income-tax']) {
      const e = report.endpoints.find((x) => x.path === heavy)!
      expect(e.share, heavy).toBeGreaterThan(e.profileShare * 0.7)
      expect(e.share, heavy).toBeLessThan(e.profileShare * 1.3)
    }
    expect(progress.some((line) => /^running \d+\/2 s +[\d,]+ requests\/s +[\d,]+ responses$/.test(line)), progress.join(' | ')).toBe(true)
    expect(progress.some((line) => line.startsWith('warm-up '))).toBe(true)
    expect(progress.at(-1)).toBe('') // cleared before the table
  }, 60_000)

  it('--compare prints the ratio of two runs; piped output has no progress line', async () => {
    const { code, stdout, stderr } = await benchProcess(['--base-url', server.url, ...SHORT, '--warmup', '0', '--compare', first, '--seed', '7'])
    expect(code, stderr).toBe(0)
    expect(stdout).toMatch(/^compared with .*first\.json \(http:\/\/127\.0\.0\.1:\d+, .*\): ratio = this run \/ that run$/m)
    expect(stdout).toMatch(/^requests\/s +[\d,.]+ +[\d,.]+ +\d+\.\d\d× +above 1: more throughput$/m)
    expect(stdout).toMatch(/^latency p99 ms +[\d.]+ +[\d.]+ +\d+\.\d\d× +below 1: faster$/m)
    expect(stdout).toMatch(/^\/api\/v1\/sip +\d+\.\d\d× +\d+\.\d\d×$/m)
    expect(stdout).not.toContain('\r')
    expect(stdout).not.toContain('\x1b')
    expect(stdout).not.toMatch(/running \d+\/\d+ s/)
    expect(stdout).not.toMatch(/warm-up \d+\/\d+ s/)
  }, 60_000)

  it('--compare in JSON: the ratios are this run over the other', async () => {
    const other = readJson(first)
    const doubled = join(scratch, 'doubled.json')
    // the same report with twice the throughput and twice the latency
    writeFileSync(doubled, JSON.stringify({ ...other, requestsPerSecond: other.requestsPerSecond! * 2, latencyMs: Object.fromEntries(Object.entries(other.latencyMs).map(([k, v]) => [k, v * 2])) }))
    const third = join(scratch, 'third.json')
    const { code } = await benchHere(['--base-url', server.url, ...SHORT, '--warmup', '0', '--compare', doubled, '--json', '--output', third])
    expect(code).toBe(0)
    const report = readJson(third)
    const ratios = report.comparison!.ratios
    expect(ratios.requestsPerSecond).toBeCloseTo(report.requestsPerSecond! / (other.requestsPerSecond! * 2), 2)
    expect(ratios.p99).toBeCloseTo(report.latencyMs.p99 / (other.latencyMs.p99 * 2), 2)
  }, 60_000)

  it('against a server that answers 5% of requests with a 500: the errors are reported, no throughput is, and the exit status is 1', async () => {
    const file = join(scratch, 'faulty.json')
    const { code, stdout } = await benchHere(['--base-url', faulty.url, ...SHORT, '--warmup', '0', '--output', file])
    expect(code).toBe(1)
    expect(stdout).toMatch(/^NOT A VALID RESULT: the run had errors, so it reports no throughput\.$/m)
    expect(stdout).toMatch(/✗ [\d,]+ of [\d,]+ responses \(\d+\.\d%\) were not 2xx: [\d,]+ × 500/)
    // alike failures counted together: one line for all the 500s, from every endpoint they came from
    expect(stdout).toMatch(/^ +[\d,]+ × 500 (\/api\/v1\/[a-z0-9-]+|\d+ endpoints \(.*\)): body "\{\\"type\\":\\"about:blank\\",\\"title\\":\\"Internal Server Error\\"/m)
    expect(stdout.split('\n').filter((line) => / × 500 /.test(line))).toHaveLength(1)
    expect(stdout).toMatch(/^requests\/s +not reported \(the run had errors; /m)
    expect(stdout).not.toMatch(/^requests\/s +[\d,]+(\.\d)?$/m)
    expect(stdout).not.toContain('OK: all')
    const report = readJson(file)
    expect(report.valid).toBe(false)
    expect(report.requestsPerSecond).toBeNull()
    expect(report.counts.non2xx).toBe(report.counts.statusCodes['500'])
    const rate = report.counts.non2xx / report.counts.responses
    expect(rate).toBeGreaterThan(0.03)
    expect(rate).toBeLessThan(0.07)
    expect(report.endpoints.reduce((sum, e) => sum + e.non2xx, 0)).toBe(report.counts.non2xx)
    expect(report.failures).toHaveLength(1)
    expect(report.failures[0]).toMatchObject({ status: 500, count: report.counts.non2xx })
  }, 60_000)

  it('--json on a failed run: JSON on stdout, the verdict on stderr', async () => {
    const { code, stdout, stderr } = await benchHere(['--base-url', faulty.url, '--duration', '1', '--warmup', '0', '--connections', '2', '--calculator', 'emi', '--json'])
    expect(code).toBe(1)
    const report = JSON.parse(stdout) as BenchReport
    expect(report.valid).toBe(false)
    expect(report.endpoints.map((e) => e.path)).toEqual(['/api/v1/emi'])
    expect(stderr).toMatch(/^fincalc bench: NOT A VALID RESULT: [\d,]+ of [\d,]+ responses/)
  }, 60_000)
})

describe('requests that get no response, and a load of refusals', () => {
  // /emi: the connection is closed unanswered; /cagr: never answered; /sip: a passing 200; anything else a 404
  let server: Server
  let url = ''
  beforeAll(async () => {
    server = createHttpServer((req, res) => {
      if (req.url!.startsWith('/api/v1/emi')) return void req.socket.destroy()
      if (req.url!.startsWith('/api/v1/cagr')) return
      res.writeHead(req.url!.startsWith('/api/v1/sip') ? 200 : 404, { 'content-type': 'application/json' })
      res.end('{"input":{},"result":{}}')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  })
  afterAll(() => {
    server.closeAllConnections()
    server.close()
  })

  it('a connection closed before its response is a request error of its endpoint, and no other answer is taken for it', async () => {
    const file = join(scratch, 'closed.json')
    const { code, stdout } = await benchHere(['--base-url', url, '--duration', '2', '--warmup', '0', '--connections', '4', '--calculator', 'emi,sip', '--output', file])
    expect(code).toBe(1)
    expect(stdout).toMatch(/^ +[\d,]+ × no response from \/api\/v1\/emi: the connection was (closed|reset) before the response$/m)
    const report = readJson(file)
    const [emi, sip] = ['/api/v1/emi', '/api/v1/sip'].map((path) => report.endpoints.find((e) => e.path === path)!)
    expect(emi!.responses).toBe(0)
    expect(emi!.unanswered).toBeGreaterThan(0)
    expect(report.counts.errors).toBeGreaterThanOrEqual(emi!.unanswered)
    expect(sip!.responses).toBe(report.counts.responses)
    expect(sip!.unanswered).toBe(0)
    // a response is timed from its own request, not from one the closed connection dropped
    expect(report.latencyMs.p99).toBeLessThan(500)
  }, 30_000)

  it('a request that times out is counted against its endpoint', async () => {
    const file = join(scratch, 'timed-out.json')
    const { code, stdout } = await benchHere(['--base-url', url, '--duration', '3', '--warmup', '0', '--connections', '2', '--timeout', '1', '--calculator', 'cagr,sip', '--output', file])
    expect(code).toBe(1)
    expect(stdout).toMatch(/^ +[\d,]+ × no response from \/api\/v1\/cagr: no response within 1 s$/m)
    const cagr = readJson(file).endpoints.find((e) => e.path === '/api/v1/cagr')!
    expect(cagr.unanswered).toBeGreaterThan(0)
    expect(readJson(file).counts.timeouts).toBeGreaterThanOrEqual(cagr.unanswered)
  }, 30_000)

  it('stops a load of mostly 4xx in the run when the warm-up was too short to judge it', async () => {
    const { code, stdout } = await benchHere(['--base-url', url, '--duration', '6', '--warmup', '1', '--connections', '4', '--calculator', 'inflation,nsc,gst'])
    expect(code).toBe(1)
    expect(stdout).toMatch(/✗ stopped after [12]\.\d s: [\d,]+ of the first [\d,]+ responses \(\d+%\) were 4xx/)
    expect(stdout).toMatch(/^ +4 connections, pipelining 1, [0-3]\.\d+ s after a 1 s warm-up, .*\(stopped early\)$/m)
  }, 30_000)
})

/** Processes whose environment holds `mark`: whatever a command started with it set, and is still there. */
function processesMarked(mark: string): string[] {
  return readdirSync('/proc').filter((pid) => {
    if (!/^\d+$/.test(pid)) return false
    try {
      return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`FINCALC_TEST_MARK=${mark}`)
    } catch {
      return false // gone, or not ours to read
    }
  })
}

/** Whether the process holds a listening TCP socket: one of its descriptors is a socket that /proc/net/tcp{,6} lists in state LISTEN (0A). */
function listens(pid: string): boolean {
  try {
    const sockets = new Set(readdirSync(`/proc/${pid}/fd`).flatMap((fd) => /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1] ?? []))
    const rows = ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) => readFileSync(table, 'utf8').split('\n').slice(1))
    return rows.some((row) => {
      const fields = row.trim().split(/\s+/)
      return fields[3] === '0A' && sockets.has(fields[9]!)
    })
  } catch {
    return false // gone, or not ours to read
  }
}

describe('--serve: this package\'s own server, started and stopped by the command', () => {
  const SERVED = ['--serve', '--duration', '1', '--warmup', '0', '--connections', '2', '--calculator', 'emi,sip']
  // from another folder: the server is found beside the command, not in the working directory
  const elsewhere = scratch

  it('a valid run against the built server, its memory reported, and no process left', async () => {
    const mark = `serve-${process.pid}-${Date.now()}`
    const file = join(scratch, 'served.json')
    const { code, stdout, stderr } = await benchProcess([...SERVED, '--output', file], { cwd: elsewhere, env: { FINCALC_TEST_MARK: mark } })
    expect(code, stderr).toBe(0)
    expect(stdout).toMatch(/^fincalc bench: http:\/\/127\.0\.0\.1:\d+$/m)
    expect(stdout).toMatch(/^ {2}server: node \S+\/dist\/cli\/fincalc\.js serve, started for this run and stopped after it; peak resident memory \d+\.\d MiB$/m)
    const report = readJson(file)
    expect(report.valid).toBe(true)
    expect(report.counts.responses).toBeGreaterThan(0)
    expect(report.requestsPerSecond).toBeGreaterThan(0)
    expect(report.endpoints.map((e) => e.path).sort()).toEqual(['/api/v1/emi', '/api/v1/sip'])
    expect(report.server!.rssPeakMiB).toBeGreaterThan(10)
    expect(processesMarked(mark)).toEqual([])
    await expect(fetch(`${report.baseUrl}/api/v1/emi`)).rejects.toThrow()
  }, 60_000)

  it('SIGTERM during the run: the run ends early, is reported, and the server is stopped', async () => {
    const mark = `serve-term-${process.pid}-${Date.now()}`
    let child: ChildProcess | undefined
    const done = benchProcess([...SERVED, '--duration', '30'], { cwd: elsewhere, env: { FINCALC_TEST_MARK: mark }, started: (c) => (child = c) })
    // once the server listens (a second marked process besides the command, with a listening
    // socket: its start takes seconds on a loaded machine), let the load run a moment
    const serverListens = () => processesMarked(mark).length === 2 && processesMarked(mark).some(listens)
    for (const deadline = Date.now() + 20_000; !serverListens() && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 100))
    expect(serverListens()).toBe(true)
    await new Promise((r) => setTimeout(r, 1000))
    child!.kill('SIGTERM')
    const { stdout, stderr } = await done
    expect(stdout, stderr).toMatch(/\(stopped early\)$/m)
    expect(processesMarked(mark)).toEqual([])
  }, 60_000)

  it('a server that cannot start: one line on stderr, no stack trace, exit status 1, no process left', async () => {
    const mark = `serve-fail-${process.pid}-${Date.now()}`
    const { code, stdout, stderr } = await benchProcess(SERVED, { cwd: elsewhere, env: { FINCALC_TEST_MARK: mark, WORKERS: 'none' } })
    expect(code).toBe(1)
    expect(stdout).toBe('')
    expect(stderr).toMatch(/^fincalc bench: fincalc serve did not start: it exited with 1: fincalc cannot start: WORKERS .*; nothing was measured\n$/)
    expect(processesMarked(mark)).toEqual([])
  }, 60_000)

  it('--serve and --base-url together are misuse', async () => {
    const { code, stderr } = await benchHere(['--serve', '--base-url', 'http://127.0.0.1:1'])
    expect(code).toBe(2)
    expect(stderr).toMatch(/^fincalc bench: --serve and --base-url: give one/)
  })
})

describe('misuse and an unreachable target', () => {
  it('refuses bad options with exit status 2', async () => {
    for (const args of [[], ['--duration', '2'], ['--base-url', 'ftp://x'], ['--base-url', 'http://127.0.0.1:1', '--duration', '0'], ['--base-url', 'http://127.0.0.1:1', '--connections', '1.5'], ['--base-url', 'http://127.0.0.1:1', '--calculator', 'nope'], ['--base-url', 'http://127.0.0.1:1', '--nope']]) {
      const { code, stderr } = await benchHere(args)
      expect(code, args.join(' ')).toBe(2)
      expect(stderr).toMatch(/^fincalc bench: /)
    }
    const notAReport = join(scratch, 'not-a-report.json')
    writeFileSync(notAReport, '{"hello": 1}')
    expect((await benchHere(['--base-url', 'http://127.0.0.1:1', '--compare', notAReport])).stderr).toContain('not a report of fincalc bench')
  })

  it('an address nothing listens on: exit status 1, nothing measured', async () => {
    const port = await freePort()
    const { code, stderr, stdout } = await benchHere(['--base-url', `http://127.0.0.1:${port}`, '--duration', '1', '--calculator', 'sip'])
    expect(code).toBe(1)
    expect(stdout).toBe('')
    expect(stderr).toMatch(/NOT A VALID RESULT: cannot reach http:\/\/127\.0\.0\.1:\d+\/api\/v1\/sip\?.* \(ECONNREFUSED\); nothing was measured/)
    // with --json, stdout says so too
    const json = await benchHere(['--base-url', `http://127.0.0.1:${port}`, '--duration', '1', '--calculator', 'sip', '--json'])
    expect(json.code).toBe(1)
    expect(JSON.parse(json.stdout)).toMatchObject({ tool: 'fincalc bench', valid: false, requestsPerSecond: null, problems: [expect.stringMatching(/^cannot reach .* \(ECONNREFUSED\); nothing was measured$/)] })
  })

  it('--list prints the mix without running it', async () => {
    const { code, stdout } = await benchHere(['--list', '--tag', 'investment'])
    expect(code).toBe(0)
    expect(stdout).toMatch(/^profile default: /)
    expect(stdout).toMatch(/^\/api\/v1\/sip +10 +\d+\.\d% +\d+ +investment$/m)
    expect(stdout).not.toContain('/api/v1/emi')
  })
})

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}
