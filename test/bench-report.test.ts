/**
 * `fincalc bench`'s report, against servers written here on loopback: one that answers every
 * calculator (this package's engine), one that implements only /emi and /sip (404 for the rest,
 * naming the path), and one whose /emi answers are a rupee off.
 * - `--compare` of runs with different settings names each setting that differs; alike runs
 *   carry no warning;
 * - `--check-values` finds the wrong /emi figures (and none in a correct server's answers, also
 *   with pipelining);
 * - a run meeting mostly 404s stops within its first seconds, says which endpoints answered
 *   (`--calculator emi,sip`), and counts its alike failures together;
 * - the latency histogram (hdr-histogram-js) keeps percentiles within 1% and never below the
 *   true value; the JSON carries its buckets and p50/p90/p99/p99.9/max per endpoint;
 * - npm run bench's ratio report has the same columns in text and Markdown;
 * - the `--html` page opens from disk in chromium, draws its pictures (SVG elements with data
 *   points, both runs when comparing) and requests nothing.
 * Runs are 1–2 s with a few connections: the machine is shared.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compareFigures, FIGURE_TOLERANCE } from '../src/cli/bench/values.ts'
import { compareReports, FEW_RESPONSES, formatComparison, latencyCell, type Comparison } from '../src/cli/bench/compare.ts'
import { LatencyHistogram } from '../src/cli/bench/histogram.ts'
import { ms } from '../src/cli/bench/table.ts'
import { formatRatioRun, ratioRunReport } from '../src/cli/bench/report.ts'
import type { BenchReport } from '../src/cli/bench/run.ts'
import { main } from '../src/cli/main.ts'
import { findChromium } from './support/browser.ts'
import { ROOT, sharedEngine } from './support/project.ts'

const engine = sharedEngine()
const calculators = engine.registry.calculators.length
const scratch = mkdtempSync(join(tmpdir(), 'fincalc-bench-report-'))
const QUICK = ['--duration', '1', '--warmup', '0']

type Written = BenchReport & { comparison?: Comparison }
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Written

async function benchHere(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = ''
  let stderr = ''
  const code = await main(['bench', ...args], { out: (t) => (stdout += `${t}\n`), err: (t) => (stderr += `${t}\n`) })
  return { code, stdout, stderr }
}

/** A server on 127.0.0.1: this package's engine answers, `change` may alter an answer or refuse the path (null: 404). */
function serve(change: (path: string, answer: { status: number; body: string }) => { status: number; body: string } | null): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    const url = req.url ?? '/'
    const path = url.split('?')[0]!
    const answer = await engine.handle({ method: 'GET', url })
    const changed = change(path, { status: answer.status, body: answer.body ?? '' })
    const out = changed ?? { status: 404, body: JSON.stringify({ error: `no such endpoint: ${url}` }) }
    res.writeHead(out.status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(out.body) })
    res.end(out.body)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server })))
}

let good: { url: string; server: Server }
let partial: { url: string; server: Server }
let rupeeOff: { url: string; server: Server }
beforeAll(async () => {
  good = await serve((_, a) => a)
  partial = await serve((path, a) => (path === '/api/v1/emi' || path === '/api/v1/sip' ? a : null))
  rupeeOff = await serve((path, a) => {
    if (path !== '/api/v1/emi' || a.status !== 200) return a
    const body = JSON.parse(a.body) as { input: unknown; result: { emi: number } }
    body.result.emi += 1
    return { status: 200, body: JSON.stringify(body) }
  })
})
afterAll(async () => {
  for (const s of [good, partial, rupeeOff]) await new Promise((r) => s?.server.close(r))
  rmSync(scratch, { recursive: true, force: true })
})

describe('figures compared with the package', () => {
  const expected = { emi: 43391.16, total: 1000000, yearly: [{ year: 1, closing: 5.5 }], regime: 'new' }
  const compare = (actual: unknown) => compareFigures(expected, actual, 'result')

  it('a figure within a paisa is alike, beyond it is wrong; members the package does not answer are not judged', () => {
    expect(FIGURE_TOLERANCE).toBe(0.01)
    // hand-made answers: 43391.17 is one paisa (0.01) away from 43391.16, 43391.18 two
    expect(compare({ ...expected, emi: 43391.17, extra: 1 })).toEqual({ wrong: [], missing: [], alike: 5 })
    expect(compare({ ...expected, emi: 43391.18 }).wrong).toEqual(['result.emi is 43391.18, the package answers 43391.16'])
    expect(compare({ ...expected, emi: '43391.16' }).wrong).toEqual(['result.emi is "43391.16", the package answers 43391.16'])
    expect(compare({ ...expected, yearly: [] }).wrong).toEqual(['result.yearly has 0 items, the package answers 1'])
    expect(compare({ ...expected, yearly: [{ year: 1, closing: 6 }] }).wrong).toEqual(['result.yearly[0].closing is 6, the package answers 5.5'])
    expect(compare({ ...expected, regime: 'old' }).wrong).toEqual(['result.regime is "old", the package answers "new"'])
  })

  it('a value nested 100,000 deep or 1 MB long is named in a line, not copied whole nor a stack overflow', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)
    expect(compare({ ...expected, emi: deep }).wrong).toEqual(['result.emi is a value nested too deeply to show, the package answers 43391.16'])
    expect(compare({ ...expected, regime: 'x'.repeat(1 << 20) }).wrong).toEqual([`result.regime is "${'x'.repeat(76)}..., the package answers "new"`])
  })

  it('a member the answer lacks is missing, not wrong; the figures it gives are still judged', () => {
    expect(compare({ emi: 43391.16, regime: 'new' })).toEqual({ wrong: [], missing: ['result.total', 'result.yearly'], alike: 2 })
    expect(compare({ emi: 1, regime: 'new' }).wrong).toEqual(['result.emi is 1, the package answers 43391.16'])
    expect(compare({})).toEqual({ wrong: [], missing: ['result.emi', 'result.total', 'result.yearly', 'result.regime'], alike: 0 })
  })
})

describe('the latency histogram', () => {
  it('latency percentiles are within 1% and never below the true value; the maximum is exact', () => {
    const h = new LatencyHistogram()
    for (let ms = 1; ms <= 1000; ms++) h.record(ms / 10) // 0.1 … 100 ms
    const s = h.summary()
    expect(h.count).toBe(1000)
    expect(s.p50).toBeGreaterThanOrEqual(50)
    expect(s.p50).toBeLessThanOrEqual(50 * 1.01)
    expect(s.p90).toBeGreaterThanOrEqual(90)
    expect(s.p90).toBeLessThanOrEqual(90 * 1.01)
    expect(s.p99).toBeGreaterThanOrEqual(99)
    expect(s.p99).toBeLessThanOrEqual(99 * 1.01)
    expect(s.max).toBe(100)
    expect(s.mean).toBeCloseTo(50.05, 6)
    expect(new LatencyHistogram().summary()).toEqual({ p50: 0, p90: 0, p99: 0, p999: 0, max: 0, mean: 0 })
    // p99.9 of 0.1 … 100 ms is the 999th value, 99.9 ms
    expect(s.p999).toBeGreaterThanOrEqual(99.9)
    expect(s.p999).toBeLessThanOrEqual(100)
    // a table shows a percentile only of enough responses: of 999, p99.9 would be the slowest
    expect(['p50', 'p90', 'p99', 'p999', 'max'].map((k) => latencyCell(s, k as 'p50', 1000))).toEqual([s.p50, s.p90, s.p99, s.p999, s.max].map(ms))
    expect(['p50', 'p90', 'p99', 'p999', 'max'].map((k) => latencyCell(s, k as 'p50', 999))).toEqual([ms(s.p50), ms(s.p90), ms(s.p99), '-', '100'])
    expect(['p90', 'p99'].map((k) => latencyCell(s, k as 'p50', 9))).toEqual(['-', '-'])
    expect(latencyCell(s, 'max', 0)).toBe('-')
    // the buckets hold every value once, each within its bucket's edges
    const buckets = h.buckets()
    expect(buckets.reduce((sum, b) => sum + b.count, 0)).toBe(1000)
    expect(buckets[0]).toEqual({ fromMs: 0.099, toMs: 0.1, count: 1 })
    for (const b of buckets) expect((b.toMs - b.fromMs) / b.toMs).toBeLessThanOrEqual(0.01 + 1e-12)
  })
})

describe('--compare of runs with few responses', () => {
  const latencyMs = { p50: 1, p90: 2, p99: 3, p999: 4, max: 5, mean: 1.5 }
  const run = (responses: number, p99: number): BenchReport =>
    ({
      baseUrl: 'http://127.0.0.1:1',
      startedAt: '2026-12-01T00:00:00.000Z',
      valid: true,
      requestsPerSecond: 100,
      latencyMs: { ...latencyMs, p99 },
      counts: { responses },
      options: { profile: 'default', vary: false, connections: 2, pipelining: 1, rate: null, durationSeconds: 1, warmupSeconds: 0 },
      endpoints: [{ path: '/api/v1/emi', profileShare: 1, responses, requestsPerSecond: 100, latencyMs: { ...latencyMs, p99 } }],
    }) as unknown as BenchReport

  it('gives no ratio, and shows no figure, for a percentile either run has too few responses for', () => {
    // of 50 responses p99 and p99.9 are the slowest one; of 5,000 they are percentiles
    const comparison = compareReports(run(50, 3), run(5000, 6), 'other.json')
    expect(comparison.ratios).toMatchObject({ p50: 1, p90: 1, p99: null, p999: null, max: 1 })
    expect(comparison.endpoints[0]!.p99).toBeNull()
    const text = formatComparison(run(50, 3), comparison)
    expect(text).toMatch(/^latency p99 ms +- +6\.00 +- /m)
    expect(text).toContain(FEW_RESPONSES)
    // with enough on both sides, the ratio is there and the note is not
    const enough = compareReports(run(5000, 3), run(5000, 6), 'other.json')
    expect([enough.ratios.p99, enough.ratios.p999, enough.endpoints[0]!.p99]).toEqual([0.5, 1, 0.5])
    expect(formatComparison(run(5000, 3), enough)).not.toContain(FEW_RESPONSES)
  })
})

describe("npm run bench's report", () => {
  const run = ratioRunReport({
    mode: 'quick',
    date: '2026-11-23T22:32:00.000Z',
    loadBefore: [0.1, 0.9, 2],
    commit: 'abc1234',
    elapsedSeconds: 40,
    settings: { tool: 'autocannon', rounds: 1, durationSeconds: 1, warmUpSeconds: 2, connections: 50, serverWorkers: 1, microCalls: 40 },
    scenarios: [{ name: '/emi', meaning: 'the plain request', hit: '/api/v1/emi?principal=8000000&interest=8.5&years=20', missNote: 'principal moves by 0.01 per request', miss: null, expectStatus: 200, bodyBytes: 900 }],
    skipped: ['/nope: not in the registry'],
    table: [
      { scenario: '/emi', kind: 'miss', rps: 35224.4, p50: 1.25, p99: 3.22, max: 25.5, toLimit: 0.416, toPeer: 0.75, rssPeakMiB: 131.64, shares: { binary: 1, doubleDouble: 0 }, unexpected: 0, errors: 0 },
      { scenario: 'limit (/emi body)', kind: 'baseline', rps: 84610, p50: 0.49, p99: 2.06, max: 7.6, toLimit: 1, rssPeakMiB: 85.2, unexpected: 0, errors: 0 },
    ],
    targets: [{ target: 'cache-miss /emi ≥ 1.00 × peer', value: 0.75, unit: '×', met: false, margin: -0.25 }],
    serverRssEndMiB: 130,
    micro: [{ calculator: 'emi', target: '/api/v1/emi?principal=1&interest=50&years=50', origin: 'at bounds', candidates: 3, medianMicros: 429, p99Micros: 1340, cpuMicros: 450 }],
    runs: [],
  })

  it('the ratio table, the micro-benchmark and the targets in Markdown, with the columns bench/README.md records', () => {
    expect(run.markdown).toContain('quick run, autocannon, 2026-11-23 22:32 UTC, ')
    expect(run.markdown).toContain('| scenario | cache | req/s | p50 ms | p99 ms | max ms | × limit | × peer | peak RSS MiB | binary + double-double |')
    expect(run.markdown).toContain('| /emi | miss | 35224 | 1.25 | 3.22 | 25.50 | 0.42 | 0.75 | 131.6 | 100 + 0 % |')
    expect(run.markdown).toContain('| limit (/emi body) |  | 84610 | 0.49 | 2.06 | 7.60 | 1.00 | - | 85.2 |  |')
    expect(run.markdown).toContain('| emi | 429 | 1340 | 450 | `/api/v1/emi?principal=1&interest=50&years=50` (at bounds) |')
    expect(run.markdown).toContain('| cache-miss /emi ≥ 1.00 × peer | 0.75 × | **not met** | -25% |')
  })

  it('on a terminal: the same tables as text, what each scenario requests, what was skipped', () => {
    const text = formatRatioRun(run)
    expect(text).toMatch(/^scenario +cache +req\/s +p50 ms +p99 ms +max ms +× limit +× peer +peak RSS MiB +binary \+ double-double$/m)
    expect(text).toMatch(/^cache-miss \/emi ≥ 1\.00 × peer +0\.75 × +NOT MET +-25%$/m)
    expect(text).toContain('/emi: the plain request. hit: /api/v1/emi?principal=8000000&interest=8.5&years=20; miss: principal moves by 0.01 per request')
    expect(text).toContain('skipped /nope: not in the registry')
    expect(Object.keys(run)).toEqual(['mode', 'date', 'machine', 'commit', 'elapsedSeconds', 'settings', 'scenarios', 'skipped', 'table', 'targets', 'serverRssEndMiB', 'micro', 'markdown', 'runs'])
  })

  it("a quick run's targets say they are a smoke test's, with its measurements' length; a full run's do not", () => {
    const caveat = 'A quick run is a smoke test: measurements of 1 s after 2 s of warm-up'
    expect(formatRatioRun(run)).toContain(caveat)
    expect(run.markdown).toContain(caveat)
    const { machine: _, markdown: __, ...fields } = run
    const full = ratioRunReport({ ...fields, mode: 'full', loadBefore: [0.1, 0.9, 2] })
    expect(formatRatioRun(full)).not.toContain('smoke test')
    expect(full.markdown).not.toContain('smoke test')
  })
})

describe('help and misuse', () => {
  it('--help names only files the package ships', async () => {
    const { code, stdout } = await benchHere(['--help'])
    expect(code).toBe(0)
    expect(stdout).not.toMatch(/\bsrc\//)
    const named = stdout.match(/\bdist\/[\w/.-]+/g) ?? []
    expect(named).toEqual(['dist/cli/bench/profile.json'])
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { files: string[] }
    expect(pkg.files).toContain('dist/')
    expect(existsSync(join(ROOT, named[0]!))).toBe(true)
  })

  it('--html or --output where nothing can be written: refused before the run, one line, exit status 2', async () => {
    const aFile = join(scratch, 'a-file')
    writeFileSync(aFile, '')
    // /proc lets no file be made in it, whatever its mode says to root
    for (const args of [['--html', scratch], ['--html', join(aFile, 'report.html')], ['--output', join(aFile, 'report.json')], ['--html', '/proc/report.html']]) {
      const { code, stdout, stderr } = await benchHere(['--base-url', 'http://127.0.0.1:1', ...args])
      expect(code, args.join(' ')).toBe(2)
      expect(stdout).toBe('')
      expect(stderr).toMatch(new RegExp(`^fincalc bench: ${args[0]} .*: (is a folder; give a file name|cannot write there \\((.*a-file is not a folder|(ENOENT|EACCES).*)\\))`))
      expect(stderr.trim().split('\n')).toHaveLength(1)
    }
  })
})

describe('runs against servers written here', () => {
  const first = join(scratch, 'first.json')
  const html = join(scratch, 'compare.html')

  it('a correct server: valid, with sampled figures checked (pipelined too), a latency histogram and p99.9 per endpoint', async () => {
    const { code, stdout, stderr } = await benchHere(['--base-url', good.url, ...QUICK, '--connections', '2', '--pipelining', '4', '--calculator', 'emi,sip,income-tax', '--check-values', '--output', first])
    expect(code, stdout + stderr).toBe(0)
    expect(stdout).toMatch(/^values +[\d,]+ sampled answers checked: 0 with wrong figures \(off by more than 0\.01, a paisa or a hundredth of a point\)/m)
    const report = readJson(first)
    // up to 16 per endpoint; how many depends on the machine's speed, so only that some were
    expect(report.values!.checked).toBeGreaterThan(0)
    expect(report.values!.checked).toBeLessThanOrEqual(Math.min(48, report.counts.responses))
    expect(report.values!.wrong).toBe(0)
    expect(report.latencyHistogram.reduce((sum, b) => sum + b.count, 0)).toBe(report.counts.responses)
    for (const b of report.latencyHistogram) expect(b.toMs).toBeGreaterThan(b.fromMs)
    for (const e of report.endpoints) {
      const l = e.latencyMs
      expect(Object.keys(l).sort()).toEqual(['max', 'mean', 'p50', 'p90', 'p99', 'p999'])
      expect(l.p50).toBeLessThanOrEqual(l.p90)
      expect(l.p99).toBeLessThanOrEqual(l.p999)
      expect(l.p999).toBeLessThanOrEqual(l.max)
    }
    expect(report.timeline.reduce((sum, s) => sum + s.responses, 0)).toBe(report.counts.responses)
  }, 60_000)

  it('--compare with other settings is flagged, each differing setting named; alike settings are not', async () => {
    const out = join(scratch, 'unlike.json')
    const unlike = await benchHere(['--base-url', good.url, ...QUICK, '--connections', '3', '--vary', '--calculator', 'emi,sip', '--compare', first, '--output', out, '--html', html])
    expect(unlike.code, unlike.stderr).toBe(0)
    expect(unlike.stdout).toMatch(/^NOT LIKE FOR LIKE: this run and .*first\.json ran under different settings/m)
    expect(unlike.stdout).toMatch(/^ {2}≠ connections: 3 in this run, 2 in that run$/m)
    expect(unlike.stdout).toMatch(/^ {2}≠ --vary: on \(cache misses\) in this run, off \(repeats: cache hits\) in that run$/m)
    expect(unlike.stdout).toMatch(/^ {2}≠ pipelining: 1 in this run, 4 in that run$/m)
    expect(unlike.stdout).toMatch(/^ {2}≠ endpoints: 2: emi, sip in this run, 3: emi, income-tax, sip in that run$/m)
    const comparison = readJson(out).comparison!
    expect(comparison.likeForLike).toBe(false)
    expect(comparison.differences.map((d) => d.setting).sort()).toEqual(['--vary', 'connections', 'endpoints', 'pipelining'])

    const alike = await benchHere(['--base-url', good.url, ...QUICK, '--connections', '2', '--pipelining', '4', '--calculator', 'income-tax,sip,emi', '--compare', first, '--json'])
    expect(alike.code).toBe(0)
    expect((JSON.parse(alike.stdout) as Written).comparison).toMatchObject({ likeForLike: true, differences: [] })
    expect(alike.stderr).not.toContain('NOT LIKE FOR LIKE')
  }, 60_000)

  it('--check-values: a server whose /emi answers are a rupee off is not a valid result, its wrong figures counted', async () => {
    const file = join(scratch, 'rupee-off.json')
    const { code, stdout } = await benchHere(['--base-url', rupeeOff.url, ...QUICK, '--connections', '2', '--calculator', 'emi,sip', '--check-values', '--output', file])
    expect(code).toBe(1)
    expect(stdout).toMatch(/✗ [\d,]+ of [\d,]+ sampled answers \(\d+\.\d%\) had figures that differ from this package's own calculation/)
    expect(stdout).toMatch(/^ +[\d,]+ × 200 \/api\/v1\/emi: wrong figures: result\.emi differs from the package's own answer$/m)
    const report = readJson(file)
    expect(report.valid).toBe(false)
    expect(report.requestsPerSecond).toBeNull()
    const emi = report.endpoints.find((e) => e.calculator === 'emi')!
    const sip = report.endpoints.find((e) => e.calculator === 'sip')!
    expect(emi.wrongFigures).toBeGreaterThan(0)
    expect(sip.wrongFigures).toBe(0)
    expect(report.values!.wrong).toBe(emi.wrongFigures)
    // the envelope was right every time: only the figures give it away
    expect(report.counts).toMatchObject({ non2xx: 0, failedChecks: 0 })
  }, 60_000)

  it('a server implementing only /emi and /sip: the run stops in its first seconds, names the endpoints that answered, and counts alike 404s together', async () => {
    const file = join(scratch, 'partial.json')
    const { code, stdout } = await benchHere(['--base-url', partial.url, '--duration', '8', '--warmup', '0', '--connections', '2', '--output', file])
    expect(code, stdout).toBe(1)
    expect(stdout).toMatch(/✗ stopped after \d\.\d s: [\d,]+ of the first [\d,]+ responses \(\d+%\) were 4xx/)
    expect(stdout).toMatch(new RegExp(`→ ${calculators - 2} of ${calculators} endpoints answered mostly 4xx; if the implementation serves only some calculators, benchmark those: --calculator (emi,sip|sip,emi)$`, 'm'))
    // one line for all the 404s, not one per response
    const lines404 = stdout.split('\n').filter((l) => / × 404 /.test(l))
    expect(lines404).toHaveLength(1)
    expect(lines404[0]).toMatch(new RegExp(`^ +[\\d,]+ × 404 ${calculators - 2} endpoints \\(`))
    expect(lines404[0]).toContain('body "{\\"error\\":\\"no such endpoint: <path>\\"}"')
    const report = readJson(file)
    expect(report.durationSeconds).toBeLessThan(4)
    expect(report.stoppedEarly).toBe(true)
    expect(report.stopReason).toMatch(/^stopped after/)
    expect(report.failures).toHaveLength(1)
    expect(report.failures[0]).toMatchObject({ status: 404, count: report.counts.non2xx, endpoints: calculators - 2 })
  }, 60_000)

  describe('the HTML page in chromium', () => {
    let browser: Browser
    beforeAll(async () => {
      browser = await chromium.launch({ executablePath: await findChromium(), headless: true, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] })
    }, 60_000)
    afterAll(async () => {
      await browser?.close()
    })

    it('opens from disk, draws both runs of the comparison with data points, and requests nothing', async () => {
      const page = await browser.newPage({ viewport: { width: 1040, height: 900 } })
      const requested: string[] = []
      page.on('request', (r) => requested.push(r.url()))
      const problems: string[] = []
      page.on('pageerror', (e) => problems.push(e.message))
      const address = pathToFileURL(html).href
      await page.goto(address)
      expect(requested).toEqual([address])
      expect(problems).toEqual([])
      expect(await page.locator('.warn').textContent()).toMatch(/NOT LIKE FOR LIKE.*≠ connections: 3 in this run, 2 in that run/s)
      const count = (selector: string) => page.locator(selector).count()
      // two panels each (this run, that run) for the latency and timeline pictures
      expect(await count('svg[data-chart="latency"]')).toBe(2)
      expect(await count('svg[data-chart="timeline"]')).toBe(2)
      for (const cls of ['a', 'b']) {
        expect(await count(`svg[data-chart="latency"] rect.${cls}[data-point="latency"]`), cls).toBeGreaterThan(0)
        expect(await count(`svg[data-chart="timeline"] circle.${cls}[data-point="throughput"]`), cls).toBeGreaterThan(0)
      }
      // the bars' counts are the histogram's: every response of this run is in one
      const counts = await page.locator('svg[data-chart="latency"] rect.a[data-point="latency"]').evaluateAll((els) => els.reduce((sum, el) => sum + Number(el.getAttribute('data-count')), 0))
      expect(counts).toBe(readJson(join(scratch, 'unlike.json')).counts.responses)
      // per endpoint: emi and sip, for both runs; income-tax was only in that run
      expect(await count('svg[data-chart="endpoints"] g.a[data-point="endpoint"]')).toBe(2)
      expect(await count('svg[data-chart="endpoints"] g.b[data-point="endpoint"]')).toBe(2)
      const box = await page.locator('svg[data-chart="latency"]').first().boundingBox()
      expect(box!.width).toBeGreaterThan(300)
      expect(await page.locator('tr.differs').count()).toBe(4)
      mkdirSync(join(ROOT, 'test/artifacts'), { recursive: true })
      await page.screenshot({ path: join(ROOT, 'test/artifacts/bench-report.png'), fullPage: true })
      await page.close()
    }, 60_000)

    it('the page of a run with errors shows the problems, the hint and the failure groups', async () => {
      const file = join(scratch, 'partial.html')
      await benchHere(['--base-url', partial.url, '--duration', '3', '--warmup', '0', '--connections', '2', '--html', file])
      const page = await browser.newPage()
      const requested: string[] = []
      page.on('request', (r) => requested.push(r.url()))
      await page.goto(pathToFileURL(file).href)
      expect(requested).toHaveLength(1)
      const bad = await page.locator('.bad').textContent()
      expect(bad).toContain('NOT A VALID RESULT')
      expect(bad).toMatch(/--calculator (emi,sip|sip,emi)/)
      expect(await page.locator('svg[data-chart="timeline"] rect.fail[data-point="failures"]').count()).toBeGreaterThan(0)
      await page.close()
    }, 60_000)
  })
})
