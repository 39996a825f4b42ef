/**
 * /docs on the Node service, in a real browser: headless chromium driven by playwright-core
 * opens the page, finds the SIP operation, fills its form, runs it against the local server and
 * reads the live future value from the page; it lists every operation of the document under
 * its tag, and a deep link by operationId opens one; a screenshot is kept in test/artifacts/
 * (gitignored). The page may talk to its own origin only. Before that, the assets over plain
 * HTTP: types, caching, compression, CSP.
 *
 * The browser comes from npm (`@sparticuz/chromium`, unpacked into the system's temporary
 * directory), or CHROMIUM_PATH, or Debian's /usr/bin/chromium: test/support/browser.ts.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findChromium } from './support/browser.ts'
import { ROOT } from './support/project.ts'
import { startNodeServer, type RunningServer } from './support/server-process.ts'

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']
const SCREENSHOT = join(ROOT, 'test/artifacts/docs-sip.png')

let server: RunningServer
beforeAll(async () => {
  server = await startNodeServer()
}, 30_000)
afterAll(async () => {
  if (server && server.process.exitCode === null) await server.stop()
})

describe('the docs page over HTTP', () => {
  it('serves the page and Swagger UI from node_modules, same-origin only, with caching and gzip', async () => {
    const page = await fetch(`${server.url}/docs`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(page.headers.get('content-security-policy')).toContain("connect-src 'self'")
    const html = await page.text()
    expect(html).toContain('/docs/swagger-ui-bundle.js')
    expect(html).not.toMatch(/https?:\/\//)

    const init = await (await fetch(`${server.url}/docs/init.js`)).text()
    expect(init).toContain('"/api/v1/openapi.json"')
    expect(init).toContain('validatorUrl: null')

    const bundle = await fetch(`${server.url}/docs/swagger-ui-bundle.js`, { headers: { 'accept-encoding': 'identity' } })
    expect(bundle.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(bundle.headers.get('cache-control')).toBe('public, max-age=86400')
    const plain = Buffer.from(await bundle.arrayBuffer())
    expect(plain.toString('utf8', 0, 4000)).toMatch(/SwaggerUIBundle/)

    const { request } = await import('node:http')
    const gzipped = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      request(`${server.url}/docs/swagger-ui-bundle.js`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }))
      })
        .on('error', reject)
        .end()
    })
    expect(gzipped.encoding).toBe('gzip')
    expect(gzipped.body.length).toBeLessThan(plain.length / 2)
    expect(gunzipSync(gzipped.body).equals(plain)).toBe(true)

    const etag = bundle.headers.get('etag')!
    expect((await fetch(`${server.url}/docs/swagger-ui-bundle.js`, { headers: { 'if-none-match': etag } })).status).toBe(304)
    // as the API answers it: a weak tag, or one of a list, matches too
    expect((await fetch(`${server.url}/docs/swagger-ui-bundle.js`, { headers: { 'if-none-match': `"other", W/${etag}` } })).status).toBe(304)
    expect((await fetch(`${server.url}/docs/swagger-ui-bundle.js`, { headers: { 'if-none-match': '"other"' } })).status).toBe(200)
    expect((await fetch(`${server.url}/docs`, { method: 'POST' })).status).toBe(405)
    expect((await fetch(`${server.url}/docs/nothing.js`)).status).toBe(404)
  })
})

describe('the docs page in chromium', () => {
  let context: BrowserContext
  let profile: string
  let page: Page
  const outside: string[] = []
  const problems: string[] = []

  beforeAll(async () => {
    const executablePath = await findChromium()
    profile = mkdtempSync(join(tmpdir(), 'fincalc-chromium-profile-'))
    context = await chromium.launchPersistentContext(profile, { executablePath, headless: true, args: FLAGS, viewport: { width: 1280, height: 900 } })
    context.setDefaultTimeout(10_000)
    page = context.pages()[0] ?? (await context.newPage())
    page.on('request', (r) => {
      if (!r.url().startsWith(`${server.url}/`) && !r.url().startsWith('data:')) outside.push(r.url())
    })
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text())
    })
    page.on('pageerror', (e) => problems.push(e.message))
  }, 60_000)
  afterAll(async () => {
    await context?.close()
    if (profile) rmSync(profile, { recursive: true, force: true })
  })

  it('finds the SIP operation, runs it against the server and shows the live future value', async () => {
    await page.goto(`${server.url}/docs`)
    await page.locator('.operation-filter-input').fill('Investment')
    const sip = page.locator('.opblock').filter({ has: page.locator('[data-path="/api/v1/sip"]') })
    const field = (name: string) => sip.locator(`tr[data-param-name="${name}"] input`)
    // Swagger UI may still be rendering when the first click lands: click until the form shows.
    for (let attempt = 0; !(await field('investment').isVisible()); attempt++) {
      if (attempt === 5) throw new Error('the SIP operation does not open')
      if (!(await sip.evaluate((e) => e.classList.contains('is-open')))) await sip.locator('.opblock-summary-control').click()
      await field('investment').waitFor({ timeout: 2_000 }).catch(() => {})
    }

    const run = async (years: string) => {
      await field('investment').fill('10000')
      await field('interest').fill('12')
      await field('years').fill(years)
      await sip.locator(`tr[data-param-name="frequency"] select`).selectOption('monthly')
      const [response] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/sip'), sip.locator('.btn.execute').click()])
      const sent = new URL(response.url())
      expect(Object.fromEntries(sent.searchParams)).toMatchObject({ investment: '10000', interest: '12', years })
      const live = sip.locator('.live-responses-table')
      await sip.locator('.request-url', { hasText: `years=${years}` }).waitFor()
      expect((await live.locator('tr.response .response-col_status').first().textContent())?.trim()).toBe('200')
      const shown = JSON.parse((await live.locator('.response-col_description .microlight').first().textContent())!)
      expect(shown).toEqual(await response.json())
      return shown.result.futureValue as number
    }

    // formulajs: FV(0.01, 60, -10000, 0, 1) = 824863.6655497323 (fixtures/investment/sip.json)
    expect(await run('5')).toBe(824863.67)
    // formulajs: FV(0.01, 120, -10000, 0, 1) = 2323390.7635194054
    expect(await run('10')).toBe(2323390.76)
    expect(await sip.locator('.live-responses-table').textContent()).toContain('2323390.76')

    mkdirSync(join(ROOT, 'test/artifacts'), { recursive: true })
    const pageY = (selector: string) => sip.locator(selector).first().evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
    const top = await pageY('.opblock-summary')
    const result = await pageY('.live-responses-table .response-col_description .microlight')
    await page.screenshot({ path: SCREENSHOT, fullPage: true, clip: { x: 0, y: top - 20, width: 1280, height: Math.min(2400, result - top + 420) } })
    expect(existsSync(SCREENSHOT)).toBe(true)

    expect(outside, 'requests to other origins').toEqual([])
    expect(problems, 'console errors').toEqual([])
  })

  it('lists every operation of the document under its tag, and opens one by its operationId', async () => {
    const document = await (await fetch(`${server.url}/api/v1/openapi.json`)).json()
    const fresh = await context.newPage()
    const errors: string[] = []
    fresh.on('pageerror', (e) => errors.push(e.message))
    await fresh.goto(`${server.url}/docs`)
    await fresh.locator('.opblock').first().waitFor()
    const listed = await fresh.locator('.opblock .opblock-summary-path[data-path]').evaluateAll((els) => els.map((e) => e.getAttribute('data-path')))
    expect([...listed].sort()).toEqual(Object.keys(document.paths).sort())
    const tags = await fresh.locator('.opblock-tag-section .opblock-tag').evaluateAll((els) => els.map((e) => e.getAttribute('data-tag')))
    expect(tags).toEqual(document.tags.map((t: { name: string }) => t.name))
    await fresh.close()
    expect(errors).toEqual([])

    // a deep link names the operationId: section80cPlanner for the calculator 80c-planner
    const index = await (await fetch(`${server.url}/api/v1`)).json()
    const planner = index.calculators.find((c: { id: string }) => c.id === '80c-planner')
    expect(planner.docs).toBe('/docs#/Taxation%20&%20Salary/section80cPlanner')
    const linked = await context.newPage()
    await linked.goto(`${server.url}${planner.docs}`)
    await linked.locator('.opblock.is-open [data-path="/api/v1/80c-planner"]').waitFor()
    await linked.close()
  })

  it("opens a calculator from the discovery index's docs link", async () => {
    const index = await (await fetch(`${server.url}/api/v1`)).json()
    const emi = index.calculators.find((c: { id: string }) => c.id === 'emi')
    const fresh = await context.newPage()
    await fresh.goto(`${server.url}${emi.docs}`)
    await fresh.locator('.opblock.is-open [data-path="/api/v1/emi"]').waitFor()
    expect(await fresh.locator('.opblock.is-open').count()).toBe(1)
    await fresh.close()
  })
})
