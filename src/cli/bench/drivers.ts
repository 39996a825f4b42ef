/**
 * One measurement of `npm run bench` (ratio-run.ts): `seconds` of load at `connections` on a
 * running server, with its peak resident memory sampled every 100 ms, by one of two drivers.
 *
 * - autocannon, through the load runner of `fincalc bench` (load.ts), with no per-response work
 *   but the count and the latency, so that it keeps up with the limit. Its own histogram keeps
 *   whole milliseconds; the latency histogram here (histogram.ts) keeps them to 1%.
 * - wrk (Debian package `wrk`), one thread, and for a cache-miss run a Lua script that makes the
 *   generator's requests (miss.ts) from where the generator has got to. wrk reports latencies
 *   as text (`631.55us`, `6.30ms`), read here.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { LatencyHistogram } from './histogram.ts'
import { runLoad } from './load.ts'
import { madeSoFar, nextTarget, type MissGenerator } from './miss.ts'
import { samplePeakRss, type ServerProcess } from './server-process.ts'

export interface Load {
  /** One fixed path, or a generator of a different path on every request. */
  path?: string
  gen?: MissGenerator
  /** Any sequence of paths (the warm-up; autocannon only). */
  next?: () => string
  expectStatus: number
}

export interface Measured {
  rps: number
  p50: number
  p99: number
  /** The slowest response of the run. */
  max: number
  requests: number
  unexpected: number
  errors: number
  rssPeakKiB: number
}

export type LoadTool = 'autocannon' | 'wrk'

export async function measure(server: ServerProcess, load: Load, seconds: number, connections: number, tool: LoadTool): Promise<Measured> {
  const rss = samplePeakRss(server)
  const run = tool === 'wrk' ? measureWrk(server.url, load, seconds, connections) : measureAutocannon(server.url, load, seconds, connections)
  const m = await run.catch((error: unknown) => {
    rss.stop()
    throw error
  })
  return { ...m, rssPeakKiB: rss.stop() }
}

export async function measureAutocannon(url: string, load: Load, seconds: number, connections: number): Promise<Omit<Measured, 'rssPeakKiB'>> {
  const latency = new LatencyHistogram()
  let unexpected = 0
  const gen = load.gen
  const next = gen ? () => nextTarget(gen) : load.next
  const result = await runLoad({
    url: url + (load.path ?? '/'),
    connections,
    durationSeconds: seconds,
    targets: next ? [next] : undefined,
    onResponse: (status, ms) => {
      latency.record(ms)
      if (status !== load.expectStatus) unexpected++
    },
  })
  const at = (q: number) => (latency.count ? latency.percentile(q) : NaN)
  return { rps: latency.count / seconds, p50: at(0.5), p99: at(0.99), max: latency.count ? latency.summary().max : NaN, requests: latency.count, unexpected, errors: result.errors + result.timeouts }
}

/** A duration wrk printed, in ms; NaN when the pattern did not match. */
function wrkMs(m: RegExpExecArray | null): number {
  return m ? Number(m[1]) * (m[2] === 'us' ? 0.001 : m[2] === 's' ? 1000 : 1) : NaN
}

/** wrk's Lua script making the generator's requests, from the count its first argument gives. */
function wrkScript(dir: string, gen: MissGenerator): string {
  const file = join(dir, 'requests.lua')
  writeFileSync(
    file,
    [
      `local prefix, suffix, start, step, places = ${JSON.stringify(gen.prefix)}, ${JSON.stringify(gen.suffix)}, ${gen.start}, ${gen.step}, ${gen.places}`,
      'local n = 0',
      'function init(args) n = tonumber(args[1]) end',
      'function request()',
      '  n = n + 1',
      '  local units = start + step * n',
      '  local text',
      '  if places == 0 then text = string.format("%d", units) else',
      '    local scale = 10 ^ places',
      '    text = string.format("%d.%0" .. places .. "d", math.floor(units / scale), units % scale)',
      '  end',
      '  return wrk.format("GET", prefix .. text .. suffix)',
      'end',
    ].join('\n'),
  )
  return file
}

export function measureWrk(url: string, load: Load, seconds: number, connections: number): Promise<Omit<Measured, 'rssPeakKiB'>> {
  const dir = mkdtempSync(join(os.tmpdir(), 'fincalc-wrk-'))
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '--timeout', '10s']
  const gen = load.gen
  if (gen) args.push('-s', wrkScript(dir, gen), url + '/', '--', String(madeSoFar(gen)))
  else args.push(url + (load.path ?? '/'))
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) => {
      rmSync(dir, { recursive: true, force: true })
      const requests = Number(/(\d+) requests in/.exec(out)?.[1])
      if (code !== 0 || !Number.isFinite(requests)) return reject(new Error(`wrk failed (${code}): ${out}`))
      // the script's requests, with room for those wrk made but did not count
      if (gen) madeSoFar(gen, requests + 1000)
      const ms = (q: string) => wrkMs(new RegExp(`^\\s*${q}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(out))
      const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0)
      const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
      resolve({
        rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
        p50: ms('50'),
        p99: ms('99'),
        // the `Latency  avg  stdev  max  ±stdev` line
        max: wrkMs(/^\s*Latency\s+\S+\s+\S+\s+([\d.]+)(us|ms|s)\b/m.exec(out)),
        requests,
        // wrk counts statuses outside 2xx/3xx only: a 400 scenario expects all of them to be so.
        unexpected: load.expectStatus === 200 ? non2xx : requests - non2xx,
        errors: socketErrors ? socketErrors.slice(1).reduce((a, x) => a + Number(x), 0) : 0,
      })
    })
  })
}
