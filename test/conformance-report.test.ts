/**
 * What `fincalc conformance` tells a person about a partial implementation: a server written
 * here answers /emi (its instalment one paisa high) and /sip through the library, sends no ETag
 * and no Cache-Control, and answers 404 to everything else. The report must put the calculators
 * not implemented on one line, apart from the failures, tag each failure [spec] or [contract],
 * count implemented / not implemented / passed / failed, carry the same grouping in JSON and
 * JUnit, and exit 1; `--basis spec` keeps the spec's checks only; a port where nothing listens is
 * one line and exit 2; `--html` writes one page that a browser shows with its table and no
 * request to anywhere.
 */
import { runFincalc } from './support/run-fincalc.ts'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { main } from '../src/cli/main.ts'
import { formatHuman } from '../src/conformance/report.ts'
import type { CheckResult, ConformanceReport } from '../src/conformance/run.ts'
import { calculate } from '../src/generated/calculators.ts'
import { FincalcInputError } from '../src/library/input-error.ts'
import { findChromium } from './support/browser.ts'
import { loadFixtures, ROOT } from './support/project.ts'

const scratch = mkdtempSync(join(tmpdir(), 'fincalc-conformance-report-'))
const IMPLEMENTED = ['emi', 'sip']
/** Every calculator the fixtures cover, but the two the partial server answers. */
const MISSING = [...new Set(loadFixtures().map((f) => f.fixture.calculator))].filter((id) => !IMPLEMENTED.includes(id)).sort()
/** fixtures/loans-emi/emi.json: PMT(0.085/12, 240, -8000000) = 69425.86 (LibreOffice); the server adds a paisa. */
const EMI_CASE = 'fixture/emi/₹80 lakh at 8.5% for 20 years, with the yearly amortisation'
const EMI_SOURCE = 'formulajs: PMT(0.085/12, 240, -8000000) = 69425.85866924272; libreoffice: PMT(0.085/12;240;-8000000) = 69425.8586692427'

let partial: Server
let partialUrl: string

beforeAll(async () => {
  partial = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://partial')
    const id = url.pathname.replace(/^\/api\/v1\//, '')
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      res.end(JSON.stringify(body))
    }
    if (!IMPLEMENTED.includes(id)) return send(404, { error: 'not found' })
    const input: Record<string, string | string[]> = {}
    for (const [name, value] of url.searchParams) input[name] = name in input ? [input[name]!, value].flat() : value
    try {
      const answer = (calculate as (id: string, input: unknown) => { input: unknown; result: Record<string, number> })(id, input)
      if (id === 'emi') answer.result.emi = Math.round((answer.result.emi! + 0.01) * 100) / 100
      send(200, answer)
    } catch (error) {
      if (error instanceof FincalcInputError) send(400, error.toJSON())
      else send(500, { error: 'unexpected' })
    }
  })
  await new Promise<void>((resolve) => partial.listen(0, '127.0.0.1', resolve))
  partialUrl = `http://127.0.0.1:${(partial.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => partial?.close(resolve))
  rmSync(scratch, { recursive: true, force: true })
})

/** Runs the built `fincalc` command as a user would. */
const fincalc = (args: string[]) => runFincalc(args)

async function fincalcHere(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = ''
  let stderr = ''
  const code = await main(args, { out: (t) => (stdout += `${t}\n`), err: (t) => (stderr += `${t}\n`) })
  return { code, stdout, stderr }
}

describe('the text report', () => {
  it('tells a request that got no answer once: on its line, then why', () => {
    const request = 'GET /api/v1/emi?principal=500000&interest=10&years=1.5'
    const failed: CheckResult = { id: 'fixture/emi/a case', kind: 'fixture', group: 'emi', title: 'a case', basis: 'spec', request, status: 'failed', differences: [`${request}: connection reset`], durationMs: 1 }
    const text = formatHuman({
      baseUrl: 'http://127.0.0.1:1', mode: 'strict', basis: 'all', durationMs: 5,
      summary: { implemented: 1, notImplemented: 0, passed: 0, failed: 1, skipped: 0, notRun: 0 },
      notImplemented: [], groups: [{ group: 'emi', status: 'failed', passed: 0, failed: 1, skipped: 0, notImplemented: 0 }], results: [failed], unusedSkips: [],
    })
    expect(text).toContain(`✗ [spec] fixture/emi/a case\n            ${request}\n            connection reset\n`)
    expect(text.split(request)).toHaveLength(2)
  })
})

describe('against an address that serves no calculator', () => {
  it('says to look at the address when nothing but 404 came back', async () => {
    // the partial server under a path prefix that is not the API's: every calculator answers 404
    const { code, stdout } = await fincalcHere(['conformance', '--base-url', `${partialUrl}/wrong`, '--checks', 'fixtures'])
    expect(code).toBe(1)
    expect(stdout).toContain(`  → no calculator answered anything but 404: is ${partialUrl}/wrong the address that serves /api/v1/… (a path prefix is kept)?`)
    // with calculators implemented there is no such line
    expect((await fincalcHere(['conformance', '--base-url', partialUrl, '--checks', 'fixtures'])).stdout).not.toContain('→ no calculator answered')
  })
})

describe('against a partial implementation', () => {
  it('the text report lists what is not implemented on one line, apart from the failures, each tagged', async () => {
    const { code, stdout, stderr } = await fincalc(['conformance', '--base-url', partialUrl, '--concurrency', '4'])
    expect(stderr).toBe('')
    expect(code).toBe(1)
    const lines = stdout.trimEnd().split('\n')
    expect(lines.length).toBeLessThanOrEqual(250)
    // what a person acts on first: the header, then the calculators not implemented
    const listed = /^Not implemented \((\d+) calculators, every request answered 404\): (.+)$/.exec(lines[2]!)
    expect(listed, lines[2]).not.toBeNull()
    expect(Number(listed![1])).toBe(MISSING.length)
    expect(listed![2]!.split(', ').sort()).toEqual(MISSING)
    for (const id of MISSING) expect(stdout, id).not.toMatch(new RegExp(`^(FAIL|ok) +${id} `, 'm'))
    expect(stdout).toMatch(/^FAIL {2}emi +\d+ passed, \d+ failed$/m)
    expect(stdout).toMatch(/^ok {4}sip +\d+ passed$/m)
    expect(stdout).toMatch(/^FAIL {2}http-contract /m)
    // the difference names where the expected figure comes from
    expect(stdout).toContain(`✗ [spec] ${EMI_CASE}\n            GET /api/v1/emi?principal=8000000&interest=8.5&years=20&breakup=true\n            result.emi is 69425.87, expected 69425.86 (${EMI_SOURCE})`)
    expect(stdout).toContain('✗ [contract] contract/etag\n')
    expect(stdout).toContain('✗ [spec] contract/cache-control\n')
    // failures before what passed
    expect(stdout.indexOf('FAIL  emi')).toBeLessThan(stdout.indexOf('ok    sip'))
    expect(lines.at(-1)).toMatch(new RegExp(`^2 calculators implemented, ${MISSING.length} not implemented; \\d+ checks passed, \\d+ failed, \\d+ skipped, \\d+ not run \\(the calculators not implemented\\)$`))
  })

  it('JSON and JUnit carry the same grouping, and the counts agree', async () => {
    // a folder that does not exist yet is made, as fincalc bench --output makes it
    const junit = join(scratch, 'reports', 'partial.xml')
    const { code, stdout, stderr } = await fincalcHere(['conformance', '--base-url', partialUrl, '--json', '--junit', junit])
    expect(code).toBe(1)
    const report = JSON.parse(stdout) as ConformanceReport & { closingLine: string }
    expect([...report.notImplemented].sort()).toEqual(MISSING)
    const count = (status: string) => report.results.filter((r) => r.status === status).length
    expect(report.summary).toEqual({ implemented: 2, notImplemented: MISSING.length, passed: count('passed'), failed: count('failed'), skipped: count('skipped'), notRun: count('not-implemented') })
    // every check counted once: the closing line adds up to the first line's total
    expect(report.summary.passed + report.summary.failed + report.summary.skipped + report.summary.notRun).toBe(report.results.length)
    expect(stderr.trim()).toBe(report.closingLine)
    for (const r of report.results) {
      expect(r.status === 'not-implemented', r.id).toBe(MISSING.includes(r.group) && r.kind !== 'contract' && r.status !== 'skipped')
      expect(['spec', 'contract'], r.id).toContain(r.basis)
    }
    expect(report.groups.find((g) => g.group === 'emi')).toMatchObject({ status: 'failed', notImplemented: 0 })
    expect(report.groups.find((g) => g.group === 'sip')).toMatchObject({ status: 'passed', failed: 0 })
    expect(report.groups.find((g) => g.group === 'cagr')).toMatchObject({ status: 'not-implemented', passed: 0, failed: 0 })
    expect(report.results.find((r) => r.id === EMI_CASE)).toMatchObject({ status: 'failed', basis: 'spec', differences: [`result.emi is 69425.87, expected 69425.86 (${EMI_SOURCE})`] })
    expect(report.results.find((r) => r.id === 'contract/etag')).toMatchObject({ status: 'failed', basis: 'contract' })
    // a failed case tells where its expected figures come from
    expect(report.results.find((r) => r.id === 'fixture/emi/a tenure of one and a half years is 18 months')).toMatchObject({ status: 'failed', source: 'formulajs: PMT(0.1/12, 18, -500000) = 30028.54000547724' })
    // the one contract check that asks /cagr is not charged to an implementation without it
    expect(report.results.find((r) => r.id === 'contract/bad-input/alias-conflict')).toMatchObject({ status: 'skipped', reason: expect.stringMatching(/^\/api\/v1\/cagr is not served \(404\)/) })

    const xml = readFileSync(junit, 'utf8')
    expect(xml.match(/<failure /g)).toHaveLength(report.summary.failed)
    const suite = (name: string) => new RegExp(`<testsuite name="${name}" [^>]*>\\s*<properties>\\s*<property name="status" value="([a-z-]+)"/`).exec(xml)?.[1]
    expect(suite('cagr')).toBe('not-implemented')
    expect(suite('emi')).toBe('failed')
    expect(suite('sip')).toBe('passed')
    expect(xml).toMatch(/name="contract\/etag" time="[\d.]+">\s*<failure message="\[contract\] [^"]*" type="contract"/)
    expect(xml).toMatch(/<testcase classname="conformance\.cagr" name="fixture\/cagr\/[^"]*" time="[\d.]+">\s*<skipped message="not implemented: every request was answered 404"\/>/)
  })

  it('a field map whose entries name no calculator or no figure of it is misuse, each entry named with what it probably meant', async () => {
    const map = join(scratch, 'mistaken-map.json')
    writeFileSync(map, JSON.stringify({ emi: { emii: 'monthlyPayment', yearlyBreakup: 'schedule' }, emmi: { x: 'y' } }))
    const { code, stderr } = await fincalcHere(['conformance', '--base-url', partialUrl, '--field-map', map])
    expect(code).toBe(2)
    expect(stderr).toContain('"emi": "emii" is none of the figures or inputs emi\'s fixtures check: did you mean emi?')
    expect(stderr).toContain('"emmi" is no calculator the fixtures check: did you mean emi?')
    expect(stderr).not.toContain('yearlyBreakup')
  })

  it('--basis spec runs the spec’s checks only', async () => {
    const { code, stdout } = await fincalcHere(['conformance', '--base-url', partialUrl, '--basis', 'spec', '--json'])
    expect(code).toBe(1)
    const report = JSON.parse(stdout) as ConformanceReport
    expect(report.basis).toBe('spec')
    expect(report.results.filter((r) => r.basis !== 'spec').map((r) => r.id)).toEqual([])
    const ids = report.results.map((r) => r.id)
    expect(ids).toContain('contract/cache-control')
    expect(ids).toContain(EMI_CASE)
    expect(ids).not.toContain('contract/etag')
    expect(ids).not.toContain('fixture/emi/a tenure that is not a whole number of months is refused')

    const listed = await fincalcHere(['conformance', '--basis', 'contract', '--list'])
    expect(listed.code).toBe(0)
    expect(listed.stdout).toContain('contract/etag\n')
    expect(listed.stdout).not.toContain('contract/cache-control\n')

    const text = await fincalcHere(['conformance', '--base-url', partialUrl, '--basis', 'spec', '--calculator', 'sip'])
    expect(text.stdout.split('\n')[0]).toMatch(/, strict mode, spec checks only, \d+ checks in /)
    expect(text.stdout).not.toContain('[contract]')

    const wrong = await fincalcHere(['conformance', '--base-url', partialUrl, '--basis', 'law'])
    expect(wrong.code).toBe(2)
    expect(wrong.stderr).toMatch(/^fincalc conformance: --basis law: expected spec, contract or all/)
  })
})

describe('where nothing answers', () => {
  it('a closed port is one line on stderr and exit 2, and writes no report', async () => {
    const probe = createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const port = (probe.address() as AddressInfo).port
    await new Promise((resolve) => probe.close(resolve))
    const html = join(scratch, 'closed.html')
    for (const extra of [[], ['--json', '--html', html]]) {
      const { code, stdout, stderr } = await fincalc(['conformance', '--base-url', `http://127.0.0.1:${port}`, ...extra])
      expect(code, extra.join(' ')).toBe(2)
      expect(stdout).toBe('')
      expect(stderr).toBe(`fincalc conformance: nothing answers at http://127.0.0.1:${port} (connection refused)\n`)
    }
    expect(existsSync(html)).toBe(false)
  })
})

describe('the HTML report', () => {
  it('opens in a browser from disk, shows the calculators’ table and each failure, and requests nothing', async () => {
    const file = join(scratch, 'partial.html')
    const { code } = await fincalcHere(['conformance', '--base-url', partialUrl, '--html', file])
    expect(code).toBe(1)
    const text = readFileSync(file, 'utf8')
    expect(text).not.toMatch(/<script|<link|<img|@import|url\(/i)

    const profile = mkdtempSync(join(tmpdir(), 'fincalc-chromium-profile-'))
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: await findChromium(),
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      viewport: { width: 1280, height: 900 },
    })
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      const requests: string[] = []
      page.on('request', (r) => requests.push(r.url()))
      const url = pathToFileURL(file).href
      await page.goto(url)
      const rows = page.locator('#calculators tbody tr')
      expect(await rows.count()).toBe(MISSING.length + IMPLEMENTED.length + 1)
      const statusOf = async (group: string) => (await rows.filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${group}$`) }) }).locator('.status').textContent())?.trim()
      expect(await statusOf('emi')).toBe('fail')
      expect(await statusOf('sip')).toBe('pass')
      expect(await statusOf('cagr')).toBe('not implemented')
      expect(await page.locator('#summary').textContent()).toMatch(new RegExp(`^2 calculators implemented, ${MISSING.length} not implemented; `))
      const failure = page.locator(`.failure[data-check="${EMI_CASE}"]`)
      expect(await failure.locator('.basis').textContent()).toBe('spec')
      expect(await failure.locator('pre.request').textContent()).toBe('GET /api/v1/emi?principal=8000000&interest=8.5&years=20&breakup=true')
      expect(await failure.locator('pre.diff').textContent()).toBe(`result.emi is 69425.87, expected 69425.86 (${EMI_SOURCE})`)
      expect(await page.locator('.failure[data-check="contract/etag"] .basis').textContent()).toBe('contract')
      mkdirSync(join(ROOT, 'test/artifacts'), { recursive: true })
      await page.screenshot({ path: join(ROOT, 'test/artifacts/conformance-report.png'), fullPage: false })
      expect(requests).toEqual([url])
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  }, 90_000)
})
