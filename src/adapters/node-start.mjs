// `npm start`: the Node server (node.ts) run by plain Node from a bundle of the sources, not
// through a TypeScript loader (tsx keeps its loader thread and the modules it compiled at
// start-up in memory for the server's whole life: about 35 MB of resident memory). Every start
// bundles the sources as they are (node-bundle.mjs, about 0.1 s, in a child process so that
// esbuild is never loaded into the server) into node_modules/.cache/fincalc/, one file per
// checkout (checkouts may share one node_modules), then imports it. Cluster workers
// (WORKERS=n) run that file directly, with this process's Node options.
//
// package.json starts it with two V8 heap settings, chosen by measuring the server under load
// (50 connections). --max-semi-space-size=8: the young generation's two semi-spaces grow to
// V8's ceiling of 16 MB each while the engine is built at start-up and keep that memory; 8 MB
// each leaves 16 MB of resident memory free. --heap-growing-percent=50: the old generation may
// grow by half its live size before a full collection, where V8 would let it grow up to four
// times and pile up the garbage of large responses (a 50-year breakup miss load peaked at
// 220 MB, now at 135 MB). Together they cost collections about 1.5 µs more per /emi cache miss
// (5.4 instead of 3.9 µs) and about 14 µs more per 50-year breakup miss (51 instead of 37 µs,
// of about 700 µs).
import { spawnSync } from 'node:child_process'
import cluster from 'node:cluster'
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = fileURLToPath(new URL('../../', import.meta.url))
const bundle = join(root, 'node_modules', '.cache', 'fincalc', `node-${createHash('sha256').update(root).digest('hex').slice(0, 16)}.mjs`)
const built = spawnSync(process.execPath, [fileURLToPath(new URL('./node-bundle.mjs', import.meta.url)), fileURLToPath(new URL('./node.ts', import.meta.url)), bundle], {
  stdio: ['ignore', 'inherit', 'inherit'],
})
if (built.status !== 0) {
  console.error(`fincalc cannot start: ${built.error?.message ?? 'the server could not be bundled (see above)'}`)
  process.exit(1)
}
cluster.setupPrimary({ exec: bundle })
await import(pathToFileURL(bundle).href)
