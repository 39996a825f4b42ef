/**
 * The library (`fincalc`, dist/index.js as `npm run build` leaves it) on the other runtimes, with
 * no permissions: it reads no file, parses no YAML and asks for no environment variable it may
 * not read. Each runtime computes the worked example and serves it through createFetchHandler.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ROOT } from '../support/project.ts'

const dir = mkdtempSync(join(tmpdir(), 'fincalc-library-'))
const script = join(dir, 'use.mjs')
writeFileSync(
  script,
  `import { emi, createFetchHandler } from ${JSON.stringify(join(ROOT, 'dist', 'index.js'))}
const direct = emi({ principal: 8000000, interest: 8.5, years: 20 }).result.emi
const response = await createFetchHandler()(new Request('http://fincalc.test/api/v1/emi?principal=8000000&interest=8.5&years=20'))
console.log(JSON.stringify({ direct, served: (await response.json()).result.emi }))
`,
)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const RUNTIMES: Record<string, string[]> = {
  deno: [join(ROOT, 'node_modules', '.bin', 'deno'), 'run', '--no-lock', '--node-modules-dir=manual', '--no-prompt', script],
  bun: [join(ROOT, 'node_modules', '.bin', 'bun'), script],
}

describe('the library on other runtimes', () => {
  it.each(Object.entries(RUNTIMES))('%s: the worked example, directly and served', (_runtime, [command, ...args]) => {
    const r = spawnSync(command!, args, { cwd: ROOT, encoding: 'utf8', timeout: 60_000 })
    expect(r.stderr).not.toMatch(/error|denied|NotCapable/i)
    // LibreOffice PMT(0.085/12;240;-8000000) = 69425.8586692427
    expect(JSON.parse(r.stdout)).toEqual({ direct: 69425.86, served: 69425.86 })
    expect(r.status).toBe(0)
  })
})
