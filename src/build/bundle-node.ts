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
 * `import('fincalc')` loads. The command's `calc` is bundled with them (dist/node/calc.js), so
 * that a calculation loads its own calculator and not the whole library. FincalcInputError and
 * UsageError are left out of both and imported from tsc's modules, so that an error from any
 * entry is an instance of the one class. package.json's `exports` give these files under the
 * `node` condition; bundlers and other runtimes get the modules of dist/, which tree-shake.
 * Packages stay external: they are the package's dependencies. Every file sits one folder below
 * dist/, as the modules that find the package's files from `import.meta.url`
 * (../../calculators.yaml) expect.
 */
import { build, type Plugin } from 'esbuild'
import { chmodSync, copyFileSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** The bundled entries, by their name under dist/node/: each one of tsc's modules. */
const ENTRIES: Readonly<Record<string, string>> = { index: 'index.js', engine: 'calculator-engine.js', node: 'adapters/node.js', fincalc: 'cli/fincalc.js' }

/**
 * The modules whose class an entry of one build must recognise in an error from the other
 * (`instanceof`): imported from tsc's module by both rather than copied into each.
 */
const SHARED_CLASSES = ['library/input-error.js', 'cli/usage-error.js']

const sharedClasses: Plugin = {
  name: 'shared-classes',
  setup(build) {
    build.onResolve({ filter: /-error\.js$/ }, ({ path, resolveDir }) => {
      const shared = SHARED_CLASSES.find((file) => resolve(resolveDir, path).endsWith(join('dist', file)))
      return shared === undefined ? undefined : { path: `../${shared}`, external: true }
    })
  },
}

/** The command's `calc`, left to the calculators' build, which writes it beside the command (dist/node/calc.js). */
const calcOfCalculators: Plugin = {
  name: 'calc-of-calculators',
  setup(build) {
    build.onResolve({ filter: /^\.\/calc\.js$/ }, ({ importer }) => (importer.endsWith(join('dist', 'cli', 'main.js')) ? { path: './calc.js', external: true } : undefined))
  },
}

export async function bundleNodeEntries(dist: string): Promise<void> {
  const outdir = join(dist, 'node')
  await bundle(Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, join(dist, file)])), outdir, [calcOfCalculators])
  const library = join(dist, 'generated', 'library')
  const calculators = readdirSync(library).filter((file) => file.endsWith('.js'))
  await bundle(
    {
      ...Object.fromEntries(calculators.map((file) => [`node-calculators/${file.slice(0, -'.js'.length)}`, join(library, file)])),
      'node/calc': join(dist, 'cli', 'calc.js'),
    },
    dist,
    [],
    'node-calculators/',
  )
  // the bench command reads its default profile beside its code
  copyFileSync(join(dist, 'cli/bench/profile.json'), join(outdir, 'profile.json'))
  chmodSync(join(outdir, 'fincalc.js'), 0o755)
}

/** One build of entries into outdir, with code splitting among them, its chunks in `chunks` there. */
async function bundle(entryPoints: Record<string, string>, outdir: string, plugins: Plugin[], chunks = ''): Promise<void> {
  const result = await build({
    entryPoints,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    chunkNames: `${chunks}chunk-[hash]`,
    // less text for Node to read and parse at every start; names are kept, so that a trace reads
    minifyWhitespace: true,
    minifySyntax: true,
    logLevel: 'silent',
    metafile: true,
    plugins: [sharedClasses, ...plugins],
  })
  if (result.warnings.length) throw new Error(`bundling the Node entries: ${result.warnings.map((w) => w.text).join('; ')}`)
  // a file with one character beyond ASCII is decoded and scanned as UTF-16 whole: write such a
  // character as an escape in the source (\u221e), as esbuild does in strings
  for (const file of Object.keys(result.metafile.outputs)) {
    if (/[^\x00-\x7f]/.test(readFileSync(file, 'latin1'))) throw new Error(`${file}: holds a character beyond ASCII; escape it in the module it comes from`)
  }
}
