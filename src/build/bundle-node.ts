/**
 * The package's Node entries bundled (dist/node/): `import('fincalc')` and the `fincalc`
 * command each load a handful of files instead of the few hundred modules tsc writes, which is
 * most of a cold start's cost on Node. Built from tsc's output with code splitting, so the
 * entries share one copy of each module and what an entry imports late (the server, a command)
 * stays in a chunk of its own.
 * Each calculator's own entry (`fincalc/emi`) is bundled in a build of its own
 * (dist/node-calculators/), its chunks shared among the calculators' entries alone: importing one
 * loads that calculator and the runtime they share, a few files, where tsc's modules are some
 * seventy; in the package's build every calculator would be a chunk of its own that
 * `import('fincalc')` loads. FincalcInputError is left out of both and imported from tsc's
 * module, so that an error from any entry is an instance of the one class. package.json's
 * `exports` give these files under the `node` condition; bundlers and other runtimes get the
 * modules of dist/, which tree-shake. Packages stay external: they are the
 * package's dependencies. Every file sits one folder below dist/, as the modules that find the
 * package's files from `import.meta.url` (../../calculators.yaml) expect.
 */
import { build, type Plugin } from 'esbuild'
import { chmodSync, copyFileSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** The bundled entries, by their name under dist/node/: each one of tsc's modules. */
const ENTRIES: Readonly<Record<string, string>> = { index: 'index.js', engine: 'calculator-engine.js', node: 'adapters/node.js', fincalc: 'cli/fincalc.js' }

/** FincalcInputError, imported from tsc's module (dist/library/) rather than copied into the bundle: one class for every entry. */
const sharedInputError: Plugin = {
  name: 'shared-input-error',
  setup(build) {
    build.onResolve({ filter: /input-error\.js$/ }, ({ path, resolveDir }) =>
      resolve(resolveDir, path).endsWith(join('dist', 'library', 'input-error.js')) ? { path: '../library/input-error.js', external: true } : undefined,
    )
  },
}

export async function bundleNodeEntries(dist: string): Promise<void> {
  const outdir = join(dist, 'node')
  await bundle(Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, join(dist, file)])), outdir)
  const library = join(dist, 'generated', 'library')
  const calculators = readdirSync(library).filter((file) => file.endsWith('.js'))
  await bundle(Object.fromEntries(calculators.map((file) => [file.slice(0, -'.js'.length), join(library, file)])), join(dist, 'node-calculators'))
  // the bench command reads its default profile beside its code
  copyFileSync(join(dist, 'cli/bench/profile.json'), join(outdir, 'profile.json'))
  chmodSync(join(outdir, 'fincalc.js'), 0o755)
}

/** One build of entries into outdir, with code splitting among them. */
async function bundle(entryPoints: Record<string, string>, outdir: string): Promise<void> {
  const result = await build({
    entryPoints,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    chunkNames: 'chunk-[hash]',
    // less text for Node to read and parse at every start; names are kept, so that a trace reads
    minifyWhitespace: true,
    minifySyntax: true,
    logLevel: 'silent',
    metafile: true,
    plugins: [sharedInputError],
  })
  if (result.warnings.length) throw new Error(`bundling the Node entries: ${result.warnings.map((w) => w.text).join('; ')}`)
  // a file with one character beyond ASCII is decoded and scanned as UTF-16 whole: write such a
  // character as an escape in the source (\u221e), as esbuild does in strings
  for (const file of Object.keys(result.metafile.outputs)) {
    if (/[^\x00-\x7f]/.test(readFileSync(file, 'latin1'))) throw new Error(`${file}: holds a character beyond ASCII; escape it in the module it comes from`)
  }
}
