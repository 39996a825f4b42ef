/**
 * The package as a user gets it: `npm pack`'s tarball installed into an empty directory, then
 * used there as the README says, with nothing from this checkout on the way:
 * - the library install: at most 10 packages, none with an install script (fincalc's manifest
 *   names none, `prepare` included), none of the optional peer dependencies the command uses
 *   (autocannon, swagger-ui-dist); `fincalc bench` then says in one line what to install, and
 *   /docs how to enable it;
 * - `require('fincalc')` from a CommonJS file on the machine's Node, Node 22 and Node 24;
 * - the library from plain JavaScript and from TypeScript 5 (moduleResolution nodenext and
 *   bundler, strict, library types checked too), including type errors it must report;
 * - after the optional packages are installed beside it, as the README says,
 *   `npx fincalc --version | calc | serve | conformance | bench` against the installed server,
 *   and the server started by the package's own start script (`npm start --prefix`);
 * - nothing written into node_modules while all of that runs.
 * The tarball is packed from dist/ as `npm test` has just built it (`--ignore-scripts`: a build
 * here would empty dist/ under the other test files). Its dependencies come from npm's cache,
 * which the project's own install filled.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from './support/project.ts'
import { PINNED_NODE, startCommand, type RunningServer } from './support/server-process.ts'

const PACKAGE = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string; devDependencies: Record<string, string>; peerDependenciesMeta: Record<string, unknown> }
// What only the command uses: optional peer dependencies, installed beside fincalc when wanted.
const OPTIONAL = Object.keys(PACKAGE.peerDependenciesMeta)
// TypeScript 5, as the client-types workspace pins it for openapi-typescript
const TYPESCRIPT_5 = join(ROOT, 'test', 'client-types', 'node_modules', 'typescript', 'bin', 'tsc')

let dir: string
let tarball: string
let installed: string
let before: Map<string, number>

function npm(args: string[], cwd: string): string {
  // SCARF_ANALYTICS: swagger-ui-dist's @scarf/scarf reports installs from its postinstall unless told not to
  return execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_loglevel: 'error', SCARF_ANALYTICS: 'false' } })
}

/** The installed packages as npm recorded them (node_modules/.package-lock.json), by path. */
function installedPackages(): Map<string, { version: string; hasInstallScript?: boolean }> {
  const lock = JSON.parse(readFileSync(join(dir, 'node_modules', '.package-lock.json'), 'utf8')) as { packages: Record<string, { version: string; hasInstallScript?: boolean }> }
  return new Map(Object.entries(lock.packages).filter(([path]) => path.startsWith('node_modules/')))
}

function run(command: string, args: string[], cwd = dir): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 60_000 })
  // npx's own notices about the machine's npm configuration are not the command's output
  return { status: r.status, stdout: r.stdout, stderr: r.stderr.replace(/^npm warn .*\n/gm, '') }
}

/** Every file under a directory with its modification time: what "nothing written" compares. */
function snapshot(root: string): Map<string, number> {
  const files = new Map<string, number>()
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name)
      if (e.isDirectory()) walk(p)
      else files.set(p, statSync(p).mtimeMs)
    }
  }
  walk(root)
  return files
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'fincalc-package-'))
  const packed = JSON.parse(npm(['pack', '--ignore-scripts', '--json', '--pack-destination', dir], ROOT)) as Array<{ filename: string; files: Array<{ path: string }> }>
  tarball = join(dir, packed[0]!.filename)
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }))
  // the library alone, as `npm install fincalc` gives it
  npm(['install', '--prefer-offline', '--no-audit', '--no-fund', tarball], dir)
  installed = join(dir, 'node_modules', 'fincalc')
}, 180_000)

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('the tarball', () => {
  it('holds what users run and read, and nothing else', () => {
    const files = JSON.parse(npm(['pack', '--ignore-scripts', '--dry-run', '--json'], ROOT))[0].files.map((f: { path: string }) => f.path) as string[]
    expect(files).toContain('dist/index.js')
    expect(files).toContain('dist/index.d.ts')
    expect(files).toContain('dist/node/index.js')
    expect(files).toContain('dist/node/fincalc.js')
    expect(files).toContain('calculators.yaml')
    expect(files).toContain('fixtures/loans-emi/emi.json')
    for (const f of files) expect(f, f).not.toMatch(/^(src|test|bench|\.ci)\/(?!(.+\/)?README\.md$)|^dist\/(workerd|build)\/|\.ts$(?<!\.d\.ts)|\.py$/)
    // every page the README links to is in the package, so that its links work where it is installed
    const linked = [...readFileSync(join(ROOT, 'README.md'), 'utf8').matchAll(/\]\(([^)#:]+\.md)(#[^)]*)?\)/g)].map((m) => m[1]!)
    expect(linked.length).toBeGreaterThan(10)
    for (const page of linked) expect(files, page).toContain(page)
  })
})

describe('the library install', () => {
  it('brings at most 10 packages, none with an install script, and none of the optional ones', () => {
    const packages = installedPackages()
    const names = [...packages.keys()].map((path) => path.replace(/^.*node_modules\//, ''))
    expect(packages.size, names.join(', ')).toBeLessThanOrEqual(10)
    expect([...packages].filter(([, entry]) => entry.hasInstallScript).map(([path]) => path)).toEqual([])
    // npm lists these of a package installed from a tarball or git among the install scripts to review: fincalc has none
    const { scripts = {} } = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }
    expect(Object.keys(scripts).filter((name) => /^(pre|post)?(install|prepare)$/.test(name))).toEqual([])
    for (const name of [...OPTIONAL, '@scarf/scarf']) expect(names).not.toContain(name)
    expect(names).toContain('fincalc')
  })

  it.each(['node', 'node22', 'node24'])("require('fincalc') from a CommonJS file on %s", (runtime) => {
    const binary = runtime === 'node' ? process.execPath : PINNED_NODE[runtime as 'node22' | 'node24']!
    writeFileSync(join(dir, 'use.cjs'), "const { emi, calculate } = require('fincalc')\nconsole.log(emi({ principal: 8000000, interest: 8.5, years: 20 }).result.emi, calculate('cagr', { startValue: 100000, endValue: 200000, years: 5 }).result.cagr)\n")
    const r = run(binary, ['use.cjs'])
    expect(r.stderr).toBe('')
    // LibreOffice PMT(0.085/12;240;-8000000) = 69425.8586692427; (2)^(1/5) − 1 = 14.8698…%
    expect(r.stdout).toBe('69425.86 14.87\n')
    expect(r.status).toBe(0)
  })

  it('fincalc bench says in one line which package it needs and how to install it, exit status 2; its help needs none', () => {
    const r = run('npx', ['--no-install', 'fincalc', 'bench', '--base-url', 'http://127.0.0.1:9', '--duration', '1'])
    expect(r.stderr).toBe('fincalc bench needs autocannon and hdr-histogram-js: npm install autocannon hdr-histogram-js\n')
    expect(r.stdout).toBe('')
    expect(r.status).toBe(2)
    const help = run('npx', ['--no-install', 'fincalc', 'bench', '--help'])
    expect([help.stdout.split('\n')[0], help.stderr, help.status]).toEqual(['Usage: fincalc bench --base-url URL [options]', '', 0])
  })

  it('fincalc serve answers, and /docs says how to enable the reference page', async () => {
    const server = await startCommand('npx --no-install fincalc serve --port 0', { cwd: dir })
    try {
      const docs = await fetch(`${server.url}/docs`)
      expect(docs.status).toBe(200)
      expect(docs.headers.get('content-type')).toBe('text/html; charset=utf-8')
      const text = await docs.text()
      expect(text).toContain('npm install swagger-ui-dist')
      expect(text).toContain('href="/api/v1/openapi.json"')
      expect((await fetch(`${server.url}/docs/swagger-ui-bundle.js`)).status).toBe(404)
      const body = await (await fetch(`${server.url}/api/v1/sip?investment=10000&interest=12&years=10`)).json()
      // LibreOffice FV(0.01;120;-10000;0;1) = 2323390.76
      expect(body.result.futureValue).toBe(2323390.76)
    } finally {
      await server.stop()
    }
  }, 60_000)
})

describe('the library, installed', () => {
  it('answers from plain JavaScript, typed functions and by id, and throws the 400 errors', () => {
    const script = `
      import { emi, calculate, FincalcInputError, section80cPlanner } from 'fincalc'
      import { emi as ownEmi } from 'fincalc/emi'
      const out = { emi: emi({ principal: 8000000, interest: 8.5, years: 20 }).result.emi }
      out.cagr = calculate('cagr', { startValue: '100000', endValue: 200000, years: 5 }).result.cagr
      out.planner = typeof section80cPlanner
      try { emi({ principal: -1, interest: 8.5, years: 20 }) } catch (e) { out.error = [e instanceof FincalcInputError, e.status, e.errors] }
      // Node loads the package entry bundled (dist/node/) and a calculator's own entry bundled apart (dist/node-calculators/): one FincalcInputError for both
      try { ownEmi({ principal: -1, interest: 8.5, years: 20 }) } catch (e) { out.ownEntry = [e instanceof FincalcInputError, import.meta.resolve('fincalc').endsWith('/dist/node/index.js'), import.meta.resolve('fincalc/emi').endsWith('/dist/node-calculators/emi.js')] }
      // the bundles' shared chunks are not entries of the package
      try { import.meta.resolve('fincalc/chunk-ABCDEFGH') } catch (e) { out.chunk = e.code }
      console.log(JSON.stringify(out))`
    const r = run(process.execPath, ['--input-type=module', '-e', script])
    expect(r.stderr).toBe('')
    const out = JSON.parse(r.stdout)
    // LibreOffice PMT(0.085/12;240;-8000000) = 69425.8586692427; (2)^(1/5) − 1 = 14.8698…%
    expect(out.emi).toBe(69425.86)
    expect(out.cagr).toBe(14.87)
    expect(out.planner).toBe('function')
    expect(out.ownEntry).toEqual([true, true, true])
    expect(out.chunk).toBe('ERR_PACKAGE_PATH_NOT_EXPORTED')
    expect(out.error[0]).toBe(true)
    expect(out.error[1]).toBe(400)
    expect(out.error[2]).toEqual([expect.objectContaining({ parameter: 'principal', code: 'out_of_range' })])
  })

  it.each(['nodenext', 'bundler'])('type-checks with TypeScript 5 (moduleResolution %s), and rejects wrong inputs', (resolution) => {
    const project = join(dir, `ts-${resolution}`)
    execFileSync('mkdir', ['-p', project])
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { target: 'ES2022', module: resolution === 'nodenext' ? 'NodeNext' : 'ESNext', moduleResolution: resolution, strict: true, noEmit: true, skipLibCheck: false, lib: ['ES2022', 'DOM'], types: [], typeRoots: [join(dir, 'node_modules', '@types')] },
        include: ['*.ts'],
      }),
    )
    writeFileSync(join(project, 'package.json'), JSON.stringify({ type: 'module', private: true }))
    writeFileSync(
      join(project, 'use.ts'),
      `import { emi, calculate, incomeTax, compounding, createFetchHandler, FincalcInputError, type EmiAnswer, type CalculatorId } from 'fincalc'
import { createCalculatorEngine } from 'fincalc/engine'
const a: EmiAnswer = emi({ principal: 8000000, interest: '8.5', years: 20, breakup: true })
const instalment: number = a.result.emi
const rows: number | undefined = a.result.yearlyBreakup?.[0]?.closingBalance
const cagr: number = calculate('cagr', { startValue: 1, final: 2, years: 1 }).result.cagr
const regime: string = incomeTax({ grossIncome: 1300000 }).input.regime
const either = compounding({ principal: 100000, rate: 8.2, years: 5 })
const id: CalculatorId = 'emi'
const handler: (r: Request) => Promise<Response> = createFetchHandler()
const engine = createCalculatorEngine('')
const problems: readonly { parameter: string; code: string }[] = new FincalcInputError('emi', []).errors
// @ts-expect-error a required input is missing
emi({ principal: 1, interest: 1 })
// @ts-expect-error not a value this enum accepts
calculate('sip', { investment: 1, interest: 1, years: 1, frequency: 'fortnightly' })
// @ts-expect-error no such calculator
calculate('nope', {})
// @ts-expect-error the answer has no such field
a.result.nope
export { instalment, rows, cagr, regime, either, id, handler, engine, problems }
`,
    )
    const r = run(process.execPath, [TYPESCRIPT_5, '-p', project])
    expect(r.stdout + r.stderr).toBe('')
    expect(r.status).toBe(0)
  })
})

describe('the command, installed', () => {
  let server: RunningServer
  beforeAll(async () => {
    // README: `npm install fincalc autocannon swagger-ui-dist`, here at the versions the repository pins
    npm(['install', '--prefer-offline', '--no-audit', '--no-fund', tarball, ...OPTIONAL.map((name) => `${name}@${PACKAGE.devDependencies[name]}`)], dir)
    before = snapshot(join(dir, 'node_modules'))
    server = await startCommand('npx --no-install fincalc serve --port 0', { cwd: dir })
  }, 180_000)
  afterAll(async () => {
    if (server && server.process.exitCode === null) await server.stop()
  })

  it('--version prints the package version', () => {
    const r = run('npx', ['--no-install', 'fincalc', '--version'])
    expect(r.stdout.trim()).toBe(PACKAGE.version)
    expect(r.status).toBe(0)
  })

  it('calc prints the answer as JSON when piped', () => {
    const r = run('npx', ['--no-install', 'fincalc', 'calc', 'emi', '--principal', '8000000', '--interest', '8.5', '--years', '20'])
    expect(r.status).toBe(0)
    // LibreOffice PMT(0.085/12;240;-8000000) = 69425.8586692427
    expect(JSON.parse(r.stdout).result.emi).toBe(69425.86)
  })

  it('serve answers over HTTP, and /docs is Swagger UI once swagger-ui-dist is installed', async () => {
    const body = await (await fetch(`${server.url}/api/v1/sip?investment=10000&interest=12&years=10`)).json()
    // LibreOffice FV(0.01;120;-10000;0;1) = 2323390.76
    expect(body.result.futureValue).toBe(2323390.76)
    expect(await (await fetch(`${server.url}/docs`)).text()).toContain('/docs/swagger-ui-bundle.js')
    expect((await fetch(`${server.url}/docs/swagger-ui-bundle.js`)).status).toBe(200)
  })

  it('conformance passes against the installed server', () => {
    const r = run('npx', ['--no-install', 'fincalc', 'conformance', '--base-url', server.url])
    expect(r.stderr).toBe('')
    expect(r.stdout).toMatch(/\d+ checks passed, 0 failed/)
    expect(r.status).toBe(0)
  }, 120_000)

  it('bench runs a valid two-second load against it', () => {
    const r = run('npx', ['--no-install', 'fincalc', 'bench', '--base-url', server.url, '--duration', '2', '--warmup', '0'])
    expect(r.stderr).not.toMatch(/\n\s+at /)
    expect(r.stdout).toMatch(/requests\/s/i)
    expect(r.status).toBe(0)
  }, 60_000)

  it("serves through the package's own start script, the way README.md says to keep its settings", async () => {
    const started = await startCommand('npm start --prefix node_modules/fincalc', { cwd: dir })
    try {
      const body = await (await fetch(`${started.url}/api/v1/sip?investment=10000&interest=12&years=10`)).json()
      // LibreOffice FV(0.01;120;-10000;0;1) = 2323390.76
      expect(body.result.futureValue).toBe(2323390.76)
    } finally {
      await started.stop()
    }
  }, 60_000)

  it('wrote nothing into node_modules', async () => {
    await server.stop()
    const after = snapshot(join(dir, 'node_modules'))
    expect([...after.keys()].filter((f) => !before.has(f))).toEqual([])
    expect([...after].filter(([f, t]) => before.get(f) !== t).map(([f]) => f)).toEqual([])
    expect(statSync(installed).isDirectory()).toBe(true)
  })
})
