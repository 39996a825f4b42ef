/**
 * `npm run build` (also run by `prepare` and `prepack`, so a clone after `npm ci` and a packed
 * tarball both carry it): the generated modules (./generate.ts), then the sources compiled by tsc
 * (src/tsconfig.json) into dist/ as ES modules with .d.ts, the data files the compiled code
 * reads beside it and the Workers module's static files (dist/worker-assets/, for `fincalc/worker`), the command made executable, and the Node entries bundled (./bundle-node.ts). dist/ is emptied first (but for the Workers
 * bundle in dist/workerd/, which `npm run build:worker` owns), so nothing stale is packed.
 */
import { spawnSync } from 'node:child_process'
import { chmodSync, copyFileSync, cpSync, existsSync, readdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bundleNodeEntries } from './bundle-node.ts'
import { generate } from './generate.ts'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const DIST = join(ROOT, 'dist')

try {
  await generate()
} catch (error) {
  // a rule book or registry that would not load: its message names every problem
  if (!(error instanceof Error) || !['RuleBookError', 'RegistryError'].includes(error.name)) throw error
  console.error(`fincalc build: ${error.message}`)
  process.exit(1)
}
if (existsSync(DIST)) for (const entry of readdirSync(DIST)) if (entry !== 'workerd') rmSync(join(DIST, entry), { recursive: true, force: true })
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc')
const compiled = spawnSync(process.execPath, [tsc, '-p', join(ROOT, 'src', 'tsconfig.json')], { stdio: 'inherit' })
if (compiled.status !== 0) {
  console.error('fincalc build: the sources do not compile (see above)')
  process.exit(1)
}
copyFileSync(join(ROOT, 'src/cli/bench/profile.json'), join(DIST, 'cli/bench/profile.json'))
chmodSync(join(DIST, 'cli/fincalc.js'), 0o755)
// the Workers module's static files (./generate-worker.ts), packed for `fincalc/worker` (dist/workerd/ is not)
cpSync(join(DIST, 'workerd', 'assets'), join(DIST, 'worker-assets'), { recursive: true })
await bundleNodeEntries(DIST)
