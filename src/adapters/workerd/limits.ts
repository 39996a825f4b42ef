/**
 * `npm run worker:limits`: the Workers bundle against Cloudflare's limits
 * (https://developers.cloudflare.com/workers/platform/limits/): its size compressed at most
 * 3,000,000 bytes (the Free plan's limit; the Paid plan allows more) and its start within 1 s.
 *
 *   npm run worker:limits [-- --runs 5]
 *
 * Builds dist/workerd/worker.js as `npm run build:worker` does (build.ts) and prints its size
 * raw and gzip (level 9). Then, several times, starts workerd on that bundle (configuration as
 * `npm run start:workerd` writes it, config.ts, on a free loopback port) and times process start
 * to the first 200 answer of a calculation; prints every run and the median. Exits 1 when the
 * compressed size exceeds the limit or the median start exceeds 1000 ms.
 * The start time measured here is an upper bound of what Cloudflare limits (its 1 s covers the
 * evaluation of the module's top level, not the start of a process).
 */
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { performance } from 'node:perf_hooks'
import type { Readable } from 'node:stream'
import { buildWorker } from './build.ts'
import { writeWorkerdConfig } from './config.ts'

const MAX_COMPRESSED_BYTES = 3_000_000
const MAX_START_MS = 1000
const WORKERD: string = createRequire(import.meta.url)('workerd').default
const TARGET = '/api/v1/sip?investment=10000&interest=12&years=10'

async function coldStart(config: string): Promise<number> {
  const started = performance.now()
  const child = spawn(WORKERD, ['serve', config, '--control-fd=3'], { stdio: ['ignore', 'ignore', 'inherit', 'pipe'] })
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let text = ''
      ;(child.stdio[3] as Readable).on('data', (chunk: Buffer) => {
        text += chunk.toString()
        const port = /"port":(\d+)/.exec(text)?.[1]
        if (port) resolve(Number(port))
      })
      child.once('exit', (code) => reject(new Error(`workerd exited with ${code}`)))
    })
    for (;;) {
      const response = await fetch(`http://127.0.0.1:${port}${TARGET}`).catch(() => undefined)
      if (response?.status === 200) {
        await response.text()
        return performance.now() - started
      }
      if (response && response.status !== 200) throw new Error(`first answer was ${response.status}`)
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
  } finally {
    child.kill('SIGKILL')
  }
}

const runsArgument = process.argv.indexOf('--runs')
const runs = runsArgument > 0 ? Number(process.argv[runsArgument + 1]) : 5

const bundle = await buildWorker()
const config = writeWorkerdConfig({ host: '127.0.0.1', port: 0 })
const times: number[] = []
for (let i = 0; i < runs; i++) times.push(await coldStart(config))
const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!

const sizeOk = bundle.gzipBytes <= MAX_COMPRESSED_BYTES
const startOk = median <= MAX_START_MS
console.log(`bundle      ${bundle.file}`)
console.log(`size        ${(bundle.bytes / 1024).toFixed(1)} KiB raw, ${(bundle.gzipBytes / 1024).toFixed(1)} KiB gzip  (limit ${MAX_COMPRESSED_BYTES / 1e6} MB compressed)  ${sizeOk ? 'ok' : 'OVER THE LIMIT'}`)
console.log(`cold start  median ${median.toFixed(0)} ms over ${runs} runs [${times.map((t) => t.toFixed(0)).join(', ')}] ms, process start to first 200  (limit ${MAX_START_MS} ms)  ${startOk ? 'ok' : 'OVER THE LIMIT'}`)
process.exit(sizeOk && startOk ? 0 : 1)
