/**
 * Bundles the Workers module for workerd and Cloudflare: `npm run build:worker`.
 * src/adapters/worker.ts with everything it imports, one minified ES module, no Node built-ins:
 * dist/workerd/worker.js (the file wrangler.jsonc deploys). The generated modules are written
 * first (src/build/generate.ts: calculators.yaml read and checked now; a registry that would not
 * start fails the build), and every start of the local server builds, so the bundle is never
 * older than the registry; `wrangler deploy` builds first too (wrangler.jsonc). Also bundles the
 * main module of local runs (with-local-cache.ts) next to it, which imports worker.js as it is.
 * The Worker's static files (the documents and the rules' texts, dist/workerd/assets/)
 * are written by the same generation step. A warning fails the build. Files are written
 * whole and renamed into place, so a server starting meanwhile never reads half a bundle.
 */
import { build, type BuildOptions, type Plugin } from 'esbuild'
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { generate } from '../../build/generate.ts'

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
/** Build output and generated configuration: gitignored (dist/). */
export const WORKERD_DIR = join(ROOT, 'dist', 'workerd')
export const WORKER_FILE = join(WORKERD_DIR, 'worker.js')
/** The main module of local runs: worker.js, and the local cache as its `LocalCache` entrypoint. */
export const WITH_LOCAL_CACHE_FILE = join(WORKERD_DIR, 'with-local-cache.js')
/** The Worker's static files (src/build/generate-worker.ts writes them): its ASSETS binding. */
export const ASSETS_DIR = join(WORKERD_DIR, 'assets')
/** Also in wrangler.jsonc; workerd's own compatibility date must be at least this. */
export const COMPATIBILITY_DATE = '2026-11-01'
/**
 * Also in wrangler.jsonc. The Worker uses no Node.js built-in, so it turns off the Node.js
 * compatibility layer that this date would otherwise load into every isolate (on by default
 * from 2026-08-04): the isolate starts without it.
 */
export const COMPATIBILITY_FLAGS = ['no_nodejs_compat', 'no_nodejs_compat_v2']

const COMMON: BuildOptions = {
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  conditions: ['workerd', 'worker', 'browser'],
  mainFields: ['module', 'main'],
  minify: true,
  legalComments: 'none',
  write: false,
  logLevel: 'silent',
}

export interface WorkerBundle {
  file: string
  bytes: number
  gzipBytes: number
}

/**
 * The Worker's rule book is the one without the rules' descriptions and most of their values'
 * texts, which GET /rules reads from the static files instead (src/build/generate-worker.ts):
 * every import of the rule book in the Worker's bundle is given it.
 */
const WORKER_RULE_BOOK: Plugin = {
  name: 'worker-rule-book',
  setup(builder) {
    builder.onResolve({ filter: /\/generated\/rules\.ts$/ }, () => ({ path: join(ROOT, 'src/generated/worker/rules.ts') }))
  },
}

export async function buildWorker(): Promise<WorkerBundle> {
  await generate()
  const code = await bundle(join(ROOT, 'src/adapters/worker.ts'), [WORKER_RULE_BOOK])
  writeWhole(WORKER_FILE, code)
  writeWhole(WITH_LOCAL_CACHE_FILE, await bundle(join(ROOT, 'src/adapters/workerd/with-local-cache.ts'), [WORKER_AS_IT_IS]))
  return { file: WORKER_FILE, bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length }
}

/** The Workers module, imported by its file name as a module of its own, not bundled again. */
const WORKER_AS_IT_IS: Plugin = {
  name: 'worker-as-it-is',
  setup(builder) {
    builder.onResolve({ filter: /^\.\.\/worker\.ts$/ }, () => ({ path: `./${basename(WORKER_FILE)}`, external: true }))
  },
}

/** The files that put code into the Workers module (node_modules/… for a package's). */
export async function workerInputs(): Promise<string[]> {
  const result = await build({ ...COMMON, entryPoints: [join(ROOT, 'src/adapters/worker.ts')], outfile: 'out.js', metafile: true, plugins: [WORKER_RULE_BOOK] })
  return Object.values(result.metafile!.outputs).flatMap((output) => Object.entries(output.inputs).filter(([, used]) => used.bytesInOutput > 0).map(([input]) => input))
}

async function bundle(entry: string, plugins: Plugin[] = []): Promise<Uint8Array> {
  const result = await build({ ...COMMON, entryPoints: [entry], outfile: 'out.js', plugins })
  const problems = [...result.errors, ...result.warnings].map((m) => `${m.location ? `${m.location.file}:${m.location.line}: ` : ''}${m.text}`)
  if (problems.length) throw new Error(`bundling ${entry}:\n  ${problems.join('\n  ')}`)
  return result.outputFiles![0]!.contents
}

function writeWhole(file: string, contents: Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, contents)
  renameSync(temporary, file)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const built = await buildWorker()
  console.log(`${built.file}: ${(built.bytes / 1024).toFixed(1)} KiB, ${(built.gzipBytes / 1024).toFixed(1)} KiB gzip`)
}
