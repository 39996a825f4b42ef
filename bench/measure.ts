/**
 * One measurement of a running server: `seconds` of load at `connections`, by autocannon
 * (through fincalc bench's load runner, with no per-response work but the count and the
 * latency, so that it keeps up with the limit) or by wrk, with the server's peak resident memory
 * sampled every 100 ms.
 */
import { LatencyHistogram } from '../src/bench-cli/histogram.ts'
import { runLoad } from '../src/bench-cli/load.ts'
import { samplePeakRss, type ServerProcess } from '../src/bench-cli/server-process.ts'
import { nextTarget, type MissGenerator } from './cases.ts'
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
    // autocannon's own histogram keeps whole milliseconds; fincalc bench's keeps them to 1%.
    onResponse: (status, ms) => {
      latency.record(ms)
      if (status !== load.expectStatus) unexpected++
    },
  })
  const at = (q: number) => (latency.count ? latency.percentile(q) : NaN)
  return { rps: latency.count / seconds, p50: at(0.5), p99: at(0.99), max: latency.count ? latency.summary().max : NaN, requests: latency.count, unexpected, errors: result.errors + result.timeouts }
}
