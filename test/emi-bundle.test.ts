/**
 * `import { emi } from 'fincalc'` in an application bundled by esbuild carries emi's formula,
 * its math and arithmetic, and not the other calculators or the HTTP service: the package as an
 * application installs it (a directory whose node_modules/fincalc is this checkout, so that
 * package.json's `exports` and `sideEffects` apply), bundled minified for the browser. The bundle
 * is at most 40 KiB gzipped, holds no other calculator's formula, no arktype and no
 * YAML parser, and answers the worked example of src/formulas/loans-emi/emi.ts, 69425.86 for
 * 80 lakh at 8.5% for 20 years (PMT(8.5%/12, 240, -8000000) = 69425.8586…, spreadsheet PMT),
 * in Node and in the test browser. `fincalc/emi`, the calculator's own entry, gives the same.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type Metafile } from 'esbuild'
import { chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findChromium } from './support/browser.ts'
import { ROOT } from './support/project.ts'

const LIMIT = 40 * 1024
let app: string

// dist/ is what the package's entries name: `npm test` builds it first
beforeAll(() => {
  app = mkdtempSync(join(tmpdir(), 'fincalc-emi-bundle-'))
  mkdirSync(join(app, 'node_modules'))
  symlinkSync(ROOT, join(app, 'node_modules', 'fincalc'), 'dir')
})
afterAll(() => rmSync(app, { recursive: true, force: true }))

async function bundle(name: string, source: string): Promise<{ file: string; code: string; inputs: string[] }> {
  writeFileSync(join(app, `${name}.mjs`), source)
  const file = join(app, `${name}.bundle.mjs`)
  const result = await build({ entryPoints: [join(app, `${name}.mjs`)], bundle: true, minify: true, format: 'esm', platform: 'browser', outfile: file, metafile: true, logLevel: 'silent' })
  // the modules that put code into the bundle (the others were read and dropped)
  const inputs = Object.values((result.metafile as Metafile).outputs).flatMap((output) => Object.entries(output.inputs).filter(([, used]) => used.bytesInOutput > 0).map(([input]) => input))
  return { file, code: readFileSync(file, 'utf8'), inputs }
}

describe.each([
  ['the package entry', 'import { emi } from "fincalc"'],
  ['the calculator entry', 'import { emi } from "fincalc/emi"'],
])('an application bundling emi from %s', (_, line) => {
  let emiBundle: { file: string; code: string; inputs: string[] }
  beforeAll(async () => {
    emiBundle = await bundle(line.includes('/emi') ? 'own-entry' : 'package-entry', `${line}\nglobalThis.answer = emi({ principal: 8000000, interest: 8.5, years: 20 }).result.emi\nconsole.log(globalThis.answer)\n`)
  }, 120_000)

  it('is at most 40 KiB gzipped, with no other calculator, no arktype and no YAML parser', () => {
    expect(gzipSync(emiBundle.code, { level: 9 }).length).toBeLessThanOrEqual(LIMIT)
    const formulas = emiBundle.inputs.filter((input) => input.includes('/formulas/') && !input.endsWith('/formula.js'))
    expect(formulas.map((input) => input.slice(input.indexOf('/formulas/')))).toEqual(['/formulas/loans-emi/emi.js'])
    expect(emiBundle.inputs.filter((input) => /node_modules\/(arktype|@ark|yaml|itty-router)\//.test(input))).toEqual([])
  })

  it('answers 69425.86 for 80 lakh at 8.5% for 20 years in Node', () => {
    expect(execFileSync(process.execPath, [emiBundle.file], { encoding: 'utf8' }).trim()).toBe('69425.86')
  })
})

describe('the emi bundle in the test browser', () => {
  it('answers 69425.86', async () => {
    const { code } = await bundle('browser-entry', 'import { emi } from "fincalc"\nglobalThis.answer = emi({ principal: 8000000, interest: 8.5, years: 20 }).result.emi\n')
    const browser = await chromium.launch({ executablePath: await findChromium(), headless: true, args: ['--headless', '--no-sandbox', '--disable-gpu'] })
    try {
      const page = await browser.newPage()
      const problems: string[] = []
      page.on('pageerror', (e) => problems.push(e.message))
      await page.setContent('<!doctype html><title>emi</title>')
      await page.addScriptTag({ content: code, type: 'module' })
      await page.waitForFunction(() => (globalThis as { answer?: number }).answer !== undefined, undefined, { timeout: 10_000 })
      expect(await page.evaluate(() => (globalThis as { answer?: number }).answer)).toBe(69425.86)
      expect(problems).toEqual([])
    } finally {
      await browser.close()
    }
  }, 120_000)
})
