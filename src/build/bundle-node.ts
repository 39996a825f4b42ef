/**
 * The package's Node entries bundled (dist/node/): `import('fincalc')` and the `fincalc`
 * command each load a handful of files instead of the few hundred modules tsc writes, which is
 * most of a cold start's cost on Node. Built from tsc's output with code splitting, so the
 * entries share one copy of each module (a FincalcInputError from `fincalc/emi` is one from
 * `fincalc`) and what an entry imports late (the server, a command) stays in a chunk of its own.
 * A calculator's own entry (`fincalc/emi`) is the same function re-exported from the bundled
 * package entry. package.json's `exports` give these files under the `node` condition;
 * bundlers and other runtimes get the modules of dist/, which tree-shake. Packages stay external: they are the
 * package's dependencies. Every file sits one folder below dist/, as the modules that find the
 * package's files from `import.meta.url` (../../calculators.yaml) expect.
 */
import { build } from 'esbuild'
import { chmodSync, copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

/** The bundled entries, by their name under dist/node/: each one of tsc's modules. */
const ENTRIES: Readonly<Record<string, string>> = { index: 'index.js', engine: 'calculator-engine.js', node: 'adapters/node.js', fincalc: 'cli/fincalc.js' }

/** dist/node/library/<id>.js: the names a calculator's own module exports, from the bundled package entry. */
async function writeCalculatorEntries(dist: string): Promise<void> {
  const library = join(dist, 'generated/library')
  mkdirSync(join(dist, 'node/library'), { recursive: true })
  for (const file of readdirSync(library).filter((name) => name.endsWith('.js'))) {
    const names = Object.keys(await import(pathToFileURL(join(library, file)).href))
    writeFileSync(join(dist, 'node/library', file), `export { ${names.join(', ')} } from '../index.js'\n`)
  }
}

export async function bundleNodeEntries(dist: string): Promise<void> {
  const outdir = join(dist, 'node')
  const result = await build({
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, join(dist, file)])),
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    chunkNames: 'chunk-[hash]',
    logLevel: 'silent',
  })
  if (result.warnings.length) throw new Error(`bundling the Node entries: ${result.warnings.map((w) => w.text).join('; ')}`)
  // the bench command reads its default profile beside its code
  copyFileSync(join(dist, 'cli/bench/profile.json'), join(outdir, 'profile.json'))
  chmodSync(join(outdir, 'fincalc.js'), 0o755)
  await writeCalculatorEntries(dist)
}
