// Bundles a TypeScript entry for plain Node: `node node-bundle.mjs <entry.ts> <out.mjs>`.
// esbuild strips the types and joins the project's modules into one ES module; packages stay
// imports, resolved from node_modules when the bundle loads, but for arktype: an import left
// out of the bundle is evaluated before any module in it, and arktype must be configured
// (ark-jitless.ts) before it loads, so arktype goes into the bundle. Every module keeps its own
// `import.meta.url` (the source file's URL, written in as a literal), so files found beside the
// sources (calculators.yaml, fixtures/, packages through createRequire) are found as they are
// when the sources run unbundled, and no module takes itself for the main one. The bundle is
// written whole and renamed into place, so a server starting meanwhile never reads half of it.
// Exits 1, with esbuild's messages on stderr, if the sources do not build.
import { build } from 'esbuild'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { pathToFileURL } from 'node:url'

const [entry, outfile] = process.argv.slice(2)

/** @type {import('esbuild').Plugin} */
const packagesExceptArktype = {
  name: 'packages-except-arktype',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) => (/^(arktype|@ark\/)/.test(path) ? undefined : { external: true }))
  },
}

/** @type {import('esbuild').Plugin} */
const ownModuleUrl = {
  name: 'own-module-url',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, ({ path }) => ({
      contents: readFileSync(path, 'utf8').replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)),
      loader: 'ts',
    }))
  },
}

const result = await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: `node${process.versions.node}`,
  plugins: [packagesExceptArktype, ownModuleUrl],
  write: false,
  logLevel: 'error',
}).catch(() => process.exit(1))
mkdirSync(dirname(outfile), { recursive: true })
const temporary = `${outfile}.${process.pid}.tmp`
writeFileSync(temporary, result.outputFiles[0].contents)
renameSync(temporary, outfile)
