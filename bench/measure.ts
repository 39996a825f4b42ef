/**
 * One measurement of a running server: `seconds` of load at `connections`, by autocannon
 * (through fincalc bench's load runner, with no per-response work but the count and the
 * latency, so that it keeps up with the limit) or by wrk, with the server's peak resident memory
 * sampled every 100 ms.
 */
import { LatencyHistogram } from '../src/bench-cli/histogram.ts'
import { runLoad } from '../src/bench-cli/load.ts'
import { nextTarget, type MissGenerator } from './cases.ts'
import { treeRssKiB, type Running } from './processes.ts'
import { measureWrk } from './wrk.ts'

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

export function measure(server: Running, load: Load, seconds: number, connections: number, tool: LoadTool): Promise<Measured> {
  const pid = server.child.pid!
  let rssPeak = treeRssKiB(pid)
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, treeRssKiB(pid))), 100)
  const run = tool === 'wrk' ? measureWrk(server.url, load, seconds, connections) : measureAutocannon(server.url, load, seconds, connections)
  return run.then(
    (m) => {
      clearInterval(sampler)
      return { ...m, rssPeakKiB: Math.max(rssPeak, treeRssKiB(pid)) }
    },
    (error) => {
      clearInterval(sampler)
      throw error
    },
  )
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
    // autocannon's own histogram keeps whole milliseconds; fincalc bench's keeps them to 1%.
    onResponse: (status, ms) => {
      latency.record(ms)
      if (status !== load.expectStatus) unexpected++
    },
  })
  const at = (q: number) => (latency.count ? latency.percentile(q) : NaN)
  return { rps: latency.count / seconds, p50: at(0.5), p99: at(0.99), max: latency.count ? latency.summary().max : NaN, requests: latency.count, unexpected, errors: result.errors + result.timeouts }
}
