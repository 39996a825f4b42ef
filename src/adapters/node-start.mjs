// `npm start`: the Node server (node.ts) run by plain Node from a bundle of the sources, not
// through a TypeScript loader (tsx keeps its loader thread and the modules it compiled at
// start-up in memory for the server's whole life: about 35 MB of resident memory). Every start
// bundles the sources as they are (node-bundle.mjs, about 0.1 s, in a child process so that
// esbuild is never loaded into the server) into node_modules/.cache/fincalc/, one file per
// checkout (checkouts may share one node_modules), then imports it. Cluster workers
// (WORKERS=n) run that file directly.
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
  console.error(`fincalc cannot start: ${built.error?.message ?? 'the sources do not build'}`)
  process.exit(1)
}
cluster.setupPrimary({ exec: bundle })
await import(pathToFileURL(bundle).href)
