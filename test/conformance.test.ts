/**
 * The conformance suite must be trustworthy both ways: it passes this project's own server
 * (a real process, over HTTP) and it reports each deliberately broken server as the right
 * failed check: not merely "something failed", but the check named for the fault.
 */
import { runFincalc } from './support/run-fincalc.ts'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { main } from '../src/cli/main.ts'
import { mapPath } from '../src/conformance/compare-case.ts'
import { HttpClient } from '../src/conformance/http-client.ts'
import { formatJson } from '../src/conformance/report.ts'
import { runConformance, type ConformanceOptions, type ConformanceReport } from '../src/conformance/run.ts'
import { editRegistry, startEngineServer, startProxy, startTruncatingServer, type LocalServer } from './support/broken-servers.ts'
import { loadFixtures } from './support/project.ts'
import { startNodeServer, type RunningServer } from './support/server-process.ts'

let server: RunningServer
const opened: LocalServer[] = []
const scratch = mkdtempSync(join(tmpdir(), 'fincalc-conformance-'))

beforeAll(async () => {
  server = await startNodeServer()
}, 60_000)
afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()))
  if (server?.process.exitCode === null) await server.stop()
})

async function open(pending: Promise<LocalServer>): Promise<LocalServer> {
  const local = await pending
  opened.push(local)
  return local
}

const failedIds = (report: ConformanceReport) => report.results.filter((r) => r.status === 'failed').map((r) => r.id)
/** Skipped checks other than name checks of a calculator with no fixture case to derive them from. */
const unexpectedSkips = (report: ConformanceReport) =>
  report.results.filter((r) => r.status === 'skipped' && !(r.kind === 'names' && r.reason?.startsWith('no 200 fixture case'))).map((r) => r.id)
const resultOf = (report: ConformanceReport, id: string) => report.results.find((r) => r.id === id)
const run = (baseUrl: string, options: Omit<ConformanceOptions, 'baseUrl'> = {}) => runConformance({ baseUrl, concurrency: 4, timeoutMs: 5000, ...options })

/** Runs the `fincalc` command as a user would; resolves with exit code and output. */
const fincalc = (args: string[]) => runFincalc(args, { timeoutMs: 25_000 })

/** The same command in this process (its output captured), for the cases that need no new process. */
async function fincalcHere(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  let stdout = ''
  let stderr = ''
  const code = await main(args, { out: (t) => (stdout += `${t}\n`), err: (t) => (stderr += `${t}\n`) })
  return { code, stdout, stderr }
}

describe("against this project's own server", () => {
  it('strict mode passes every check, and every fixture case is one of them', async () => {
    const report = await run(server.url)
    expect(failedIds(report)).toEqual([])
    expect(unexpectedSkips(report)).toEqual([])
    const ids = new Set(report.results.map((r) => r.id))
    for (const { fixture } of loadFixtures()) for (const c of fixture.cases) expect(ids, c.description).toContain(`fixture/${fixture.calculator}/${c.description}`)
    for (const id of ['contract/envelope', 'contract/cors/400', 'contract/preflight', 'contract/conditional', 'contract/determinism', 'contract/problem-body', 'names/cagr/set-a', 'names/cagr/set-b'])
      expect(resultOf(report, id)?.status, id).toBe('passed')
  })

  it('name-agnostic mode passes too, leaving out only the error-body and misspelling checks', async () => {
    const report = await run(server.url, { mode: 'name-agnostic' })
    expect(failedIds(report)).toEqual([])
    const strictOnly = ['contract/problem-body', 'contract/bad-input/likely-misspelling']
    for (const id of strictOnly) expect(resultOf(report, id)?.status, id).toBe('skipped')
    expect(unexpectedSkips(report).filter((id) => !strictOnly.includes(id))).toEqual([])
  })

  it('`fincalc conformance` exits 0, ends with the summary line and writes JUnit XML', async () => {
    const junit = join(scratch, 'own.xml')
    const { code, stdout } = await fincalc(['conformance', '--base-url', server.url, '--calculator', 'cagr', '--junit', junit])
    expect(code).toBe(0)
    const lines = stdout.trim().split('\n')
    expect(lines.at(-1)).toMatch(/^1 calculator implemented, 0 not implemented; \d+ checks passed, 0 failed, \d+ skipped$/)
    expect(stdout).toMatch(/^ok {4}cagr/m)
    const xml = readFileSync(junit, 'utf8')
    expect(xml).toMatch(/<testsuites name="fincalc conformance" tests="\d+" failures="0"/)
    expect(xml).toContain('name="names/cagr/set-a"')
  })
})

describe('catches a broken implementation', () => {
  it('rounding down instead of half-up (one paisa off) fails the EMI fixtures, in both modes', async () => {
    const broken = await open(startTruncatingServer('loans-emi/emi'))
    for (const mode of ['strict', 'name-agnostic'] as const) {
      const report = await run(broken.url, { mode, calculators: ['emi'], kinds: ['fixture'] })
      const failed = resultOf(report, 'fixture/emi/₹80 lakh at 8.5% for 20 years, with the yearly amortisation')
      expect(failed?.status, mode).toBe('failed')
      expect(failed?.differences[0], mode).toBe(mode === 'strict' ? 'result.emi is 69425.85, expected 69425.86 (formulajs: PMT(0.085/12, 240, -8000000) = 69425.85866924272; libreoffice: PMT(0.085/12;240;-8000000) = 69425.8586692427)' : 'result holds no number matching 69425.86 (our result.emi)')
      // the same difference for a program: where, what was expected and from where, what came
      expect(failed?.mismatches?.[0], mode).toEqual(
        mode === 'strict'
          ? { path: 'result.emi', expected: 69425.86, got: 69425.85, source: 'formulajs: PMT(0.085/12, 240, -8000000) = 69425.85866924272; libreoffice: PMT(0.085/12;240;-8000000) = 69425.8586692427' }
          : { path: 'result', expected: 69425.86, source: 'formulajs: PMT(0.085/12, 240, -8000000) = 69425.85866924272; libreoffice: PMT(0.085/12;240;-8000000) = 69425.8586692427' },
      )
      for (const id of failedIds(report)) expect(id).toMatch(/^fixture\/emi\//)
    }
  })

  it('a missing Access-Control-Allow-Origin on errors fails exactly the CORS checks of error answers', async () => {
    const broken = await open(
      startProxy(server.url, {
        answer(a) {
          if (a.status >= 400) delete a.headers['access-control-allow-origin']
          return a
        },
      }),
    )
    const report = await run(broken.url, { kinds: ['contract'] })
    expect(failedIds(report).sort()).toEqual(['contract/cors/400', 'contract/cors/404', 'contract/cors/405', 'contract/cors/414'])
    expect(resultOf(report, 'contract/cors/400')?.differences[0]).toBe(
      'GET /api/v1/sip?investment=abc&interest=12&years=10: status 400 with Access-Control-Allow-Origin absent, expected *',
    )
  })

  it('ignoring every unknown name fails the misspelling and ignored-name checks in strict mode only', async () => {
    const broken = await open(
      startProxy(server.url, {
        request(r) {
          r.url = r.url.replace('&intrest=8', '')
        },
        answer(a) {
          delete a.headers['fincalc-ignored-parameters']
          return a
        },
      }),
    )
    const strict = await run(broken.url, { kinds: ['contract'] })
    expect(failedIds(strict).sort()).toEqual(['contract/bad-input/likely-misspelling', 'contract/unknown-parameter'])
    expect(resultOf(strict, 'contract/bad-input/likely-misspelling')?.differences).toEqual(['GET /api/v1/sip?investment=10000&interest=12&years=10&intrest=8: status 200, expected 400'])
    expect(resultOf(strict, 'contract/unknown-parameter')?.differences).toEqual([
      'GET /api/v1/sip?investment=10000&interest=12&years=10&utm_source=newsletter: Fincalc-Ignored-Parameters absent, expected "utm_source"',
    ])
    expect(failedIds(await run(broken.url, { kinds: ['contract'], mode: 'name-agnostic' }))).toEqual([])
  })

  it('a 200 for a bad parameter fails the case that expects the 400', async () => {
    const broken = await open(startEngineServer(editRegistry('sip', 'exclusiveMinimum: 0\n        maximum: 1000000000', 'minimum: 0\n        maximum: 1000000000')))
    const report = await run(broken.url, { calculators: ['sip'], kinds: ['fixture'] })
    expect(failedIds(report)).toEqual(['fixture/sip/a zero instalment is below the bound'])
    expect(resultOf(report, 'fixture/sip/a zero instalment is below the bound')?.differences).toEqual(['status 200, expected 400'])
    expect(resultOf(report, 'fixture/sip/a zero instalment is below the bound')?.mismatches).toEqual([{ path: 'status', expected: 400, got: 200 }])
  })

  it('a wrong default fails the cases that rely on it, naming the echoed input', async () => {
    const broken = await open(startEngineServer(editRegistry('sip', 'default: monthly', 'default: yearly')))
    const report = await run(broken.url, { calculators: ['sip'], kinds: ['fixture'] })
    const relying = 'fixture/sip/₹10,000 a month at 12% for 10 years, contributions at the start of each month'
    expect(failedIds(report)).toContain(relying)
    expect(resultOf(report, relying)?.differences[0]).toBe('input.frequency is "yearly", expected "monthly"')
    expect(resultOf(report, relying)?.mismatches?.[0]).toEqual({ path: 'input.frequency', expected: 'monthly', got: 'yearly' })
    // A case that names its frequency is unaffected.
    expect(resultOf(report, 'fixture/sip/quarterly ₹30,000 at 12% for 5 years compounds at 3% a quarter')?.status).toBe('passed')
    for (const id of failedIds(report)) expect(id).toMatch(/^fixture\/sip\//)
  })

  it('a Set A name that is not accepted fails the Set A names check and not the Set B one', async () => {
    const broken = await open(startEngineServer(editRegistry('cagr', '        aliases: [startValue]\n', '')))
    const report = await run(broken.url, { calculators: ['cagr'], kinds: ['names', 'fixture'] })
    expect(resultOf(report, 'names/cagr/set-a')?.status).toBe('failed')
    expect(resultOf(report, 'names/cagr/set-a')?.differences).toEqual(['status 400, expected 200'])
    expect(resultOf(report, 'names/cagr/set-b')?.status).toBe('passed')
    expect(failedIds(report)).toContain('fixture/cagr/Set A names: ₹1 lakh to ₹2.5 lakh in 7 years')
  })

  it('an envelope with an extra member, changing answers and an ignored If-None-Match each fail their check', async () => {
    let counter = 0
    const faults: Array<[spoiler: Parameters<typeof startProxy>[1], failing: string]> = [
      [{ answer: (a) => (a.status === 200 && a.body ? { ...a, body: a.body.replace(/^\{/, '{"meta":{"version":"1"},') } : a) }, 'contract/envelope'],
      [{ answer: (a) => (a.status === 200 && a.body ? { ...a, body: a.body.replace('"result":{', `"result":{"computedAt":${++counter},`) } : a) }, 'contract/determinism'],
      [{ request: (r) => void delete r.headers['if-none-match'] }, 'contract/conditional'],
    ]
    for (const [spoiler, failing] of faults) {
      const broken = await open(startProxy(server.url, spoiler))
      const report = await run(broken.url, { kinds: ['contract'] })
      expect(failedIds(report), failing).toContain(failing)
      expect(failedIds(report).every((id) => !id.startsWith('contract/cors/')), failing).toBe(true)
    }
  })
})

describe('answers of any shape', () => {
  it('a result nested 100,000 deep or a member of 1 MB is reported as a difference a line long, in both modes, never as a failure of the check itself', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`
    const spoilers = [
      (body: string) => body.replace('"result":{', `"result":${deep},"was":{`),
      (body: string) => body.replace('"result":{', `"result":"${'x'.repeat(1 << 20)}","was":{`),
      (body: string) => body.replace(/"emi":[\d.]+/, `"emi":${deep}`),
    ]
    for (const spoil of spoilers) {
      const broken = await open(startProxy(server.url, { answer: (a) => (a.status === 200 && a.body ? { ...a, body: spoil(a.body) } : a) }))
      for (const mode of ['strict', 'name-agnostic'] as const) {
        const report = await run(broken.url, { mode, calculators: ['emi'] })
        const differences = report.results.flatMap((r) => r.differences)
        expect(failedIds(report), mode).toContain('fixture/emi/a tenure of one and a half years is 18 months')
        expect(differences.filter((d) => d.includes('the check itself failed')), mode).toEqual([])
        expect(Math.max(...differences.map((d) => d.length)), mode).toBeLessThan(400)
        // --json's report holds what came cut as the differences show it, not the value
        const json = formatJson(report)
        expect(json, mode).not.toContain('x'.repeat(100))
        expect(json, mode).not.toContain('['.repeat(100))
      }
    }
  }, 60_000)
})

describe('other names for result fields', () => {
  let renaming: LocalServer
  beforeAll(async () => {
    // An implementation that names the instalment `monthlyPayment` and the table `schedule`.
    renaming = await open(
      startProxy(server.url, {
        answer: (a) => (a.status === 200 && a.body ? { ...a, body: a.body.replaceAll('"emi":', '"monthlyPayment":').replaceAll('"yearlyBreakup":', '"schedule":').replaceAll('"interestPaid":', '"interest":') } : a),
      }),
    )
  })
  const options = { calculators: ['emi'], kinds: ['fixture'] } as const

  it('strict mode fails on the names, name-agnostic mode passes', async () => {
    const strict = await run(renaming.url, options)
    expect(resultOf(strict, 'fixture/emi/a tenure of one and a half years is 18 months')?.differences[0]).toBe('result.emi is absent, expected 30028.54; result.monthlyPayment holds it (--field-map can name it)')
    expect(failedIds(await run(renaming.url, { ...options, mode: 'name-agnostic' }))).toEqual([])
  })

  it('strict mode with a field map passes', async () => {
    const fieldMap = { emi: { emi: 'monthlyPayment', yearlyBreakup: 'schedule', 'yearlyBreakup[].interestPaid': 'interest' } }
    expect(failedIds(await run(renaming.url, { ...options, fieldMap }))).toEqual([])
    expect(mapPath('yearlyBreakup[19].interestPaid', fieldMap.emi)).toEqual({ path: 'schedule[19].interest', mapped: true })
    expect(mapPath('yearlyBreakup[19].year', fieldMap.emi)).toEqual({ path: 'schedule[19].year', mapped: true })
    expect(mapPath('months', fieldMap.emi)).toEqual({ path: 'months', mapped: false })
    expect(mapPath('emi', { emi: 'summary.payment' })).toEqual({ path: 'summary.payment', mapped: true })
    expect(mapPath('breakup', { 'input.breakup': 'showSchedule' }, 'input.')).toEqual({ path: 'showSchedule', mapped: true })
  })

  it('a field map pointing at the wrong field fails', async () => {
    const report = await run(renaming.url, { ...options, fieldMap: { emi: { emi: 'totalPayment', yearlyBreakup: 'schedule', 'yearlyBreakup[].interestPaid': 'interest' } } })
    expect(failedIds(report)).toContain('fixture/emi/a tenure of one and a half years is 18 months')
  })
})

describe('a server that never ends its answer', () => {
  it('is read up to 16 MiB, then the request fails saying so', async () => {
    const chunk = Buffer.alloc(1 << 20, 'x')
    const endless = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      const more = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', more)
      }
      more()
    })
    await new Promise<void>((resolve) => endless.listen(0, '127.0.0.1', resolve))
    try {
      const client = new HttpClient(`http://127.0.0.1:${(endless.address() as AddressInfo).port}`, 30_000)
      await expect(client.send('/api/v1/emi')).rejects.toThrow('GET /api/v1/emi: answer larger than 16 MiB')
    } finally {
      endless.closeAllConnections()
      endless.close()
    }
  })
})

describe('the fincalc command against a broken server', () => {
  let broken: LocalServer
  beforeAll(async () => {
    broken = await open(
      startProxy(server.url, {
        answer(a) {
          if (a.status >= 400) delete a.headers['access-control-allow-origin']
          return a
        },
      }),
    )
  })

  it('exits 1 and names the failed checks in the summary, JSON and JUnit', async () => {
    const junit = join(scratch, 'broken.xml')
    const human = await fincalc(['conformance', '--base-url', broken.url, '--checks', 'contract'])
    expect(human.code).toBe(1)
    expect(human.stdout).toMatch(/^FAIL {2}http-contract +\d+ passed, 4 failed$/m)
    expect(human.stdout).toContain('✗ [spec] contract/cors/404')
    expect(human.stdout.trim().split('\n').at(-1)).toMatch(/^\d+ checks passed, 4 failed, 0 skipped$/)

    const json = await fincalcHere(['conformance', '--base-url', broken.url, '--checks', 'contract', '--json', '--junit', junit])
    expect(json.code).toBe(1)
    const report = JSON.parse(json.stdout) as ConformanceReport
    expect(failedIds(report).sort()).toEqual(['contract/cors/400', 'contract/cors/404', 'contract/cors/405', 'contract/cors/414'])
    expect(json.stderr.trim()).toMatch(/^\d+ checks passed, 4 failed, 0 skipped$/)
    const xml = readFileSync(junit, 'utf8')
    expect(xml.match(/<failure /g)).toHaveLength(4)
    expect(xml).toMatch(/name="contract\/cors\/405" time="[\d.]+">\s*<failure message="\[spec\] POST \/api\/v1\/sip\?investment=10000&amp;interest=12&amp;years=10: status 405 with Access-Control-Allow-Origin absent, expected \*"/)
  })

  it('exits 0 when a skip file gives a reason for each failing check', async () => {
    const skip = join(scratch, 'skip.json')
    writeFileSync(skip, JSON.stringify({ 'contract/cors/4*': 'our gateway adds CORS headers to errors' }))
    const { code, stdout } = await fincalcHere(['conformance', '--base-url', broken.url, '--checks', 'contract', '--skip', skip])
    expect(code).toBe(0)
    expect(stdout).toContain('contract/cors/404: our gateway adds CORS headers to errors')
    expect(stdout.trim().split('\n').at(-1)).toMatch(/^\d+ checks passed, 0 failed, 4 skipped$/)
  })

  it('exits 2 when misused', async () => {
    const skip = join(scratch, 'no-reason.json')
    writeFileSync(skip, JSON.stringify({ 'contract/cors/404': '' }))
    for (const args of [['--base-url', broken.url, '--skip', skip], ['--base-url', broken.url, '--tolerance', '1'], ['--calculator', 'sip'], ['--base-url', broken.url, '--calculator', 'no-such-one']]) {
      const { code, stderr } = await fincalcHere(['conformance', ...args])
      expect(code, args.join(' ')).toBe(2)
      expect(stderr, args.join(' ')).toMatch(/^fincalc conformance: /)
    }
  })
})

describe('--basis spec', () => {
  it('asks of a bad request what the spec asks, a 400, not this project\'s error codes', async () => {
    // every 400 answered with an empty object: the spec fixes no error body
    const bare = await open(startProxy(server.url, { answer: (a) => (a.status === 400 ? { ...a, body: '{}' } : a) }))
    const options = { calculators: ['sip'], kinds: ['contract', 'fixture'] } as const
    const all = await run(bare.url, options)
    expect(failedIds(all)).toContain('contract/bad-input/not-a-number')
    expect(resultOf(all, 'contract/bad-input/not-a-number')?.basis).toBe('spec')
    const spec = await run(bare.url, { ...options, basis: 'spec' })
    expect(failedIds(spec)).toEqual([])
    expect(resultOf(spec, 'contract/bad-input/not-a-number')?.status).toBe('passed')
  }, 60_000)
})
