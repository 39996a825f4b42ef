/** The part of autocannon 9's programmatic API the benchmark and the soak use (it ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  namespace autocannon {
    interface Request {
      method?: string
      path?: string
      headers?: Record<string, string>
      body?: string
      setupRequest?: (request: Record<string, unknown>, context: Record<string, unknown>) => Record<string, unknown> | undefined
    }
    interface Options {
      url: string
      connections?: number
      duration?: number | string
      amount?: number
      pipelining?: number
      requests?: Request[]
      [option: string]: unknown
    }
    interface Histogram {
      average: number
      mean: number
      stddev: number
      min: number
      max: number
      total: number
      sent: number
      [percentile: string]: number
    }
    interface Result {
      requests: Histogram
      latency: Histogram
      throughput: Histogram
      errors: number
      timeouts: number
      non2xx: number
      statusCodeStats: Record<string, { count: number }>
      [field: string]: unknown
    }
    interface Instance extends EventEmitter {
      stop(): void
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>
  function autocannon(options: autocannon.Options, done: (error: Error | null, result: autocannon.Result) => void): autocannon.Instance
  export default autocannon
}
