/**
 * The one place that drives autocannon, for `fincalc bench` (run.ts) and `npm run bench`
 * (drivers.ts): connections for a duration, each request's target from a function, and each
 * response's status and latency handed to the caller. Whatever is done per response is the
 * caller's: `check` (optional) gets the body, and only when it is given does autocannon keep
 * bodies, so a measurement that needs none is not slowed by reading them.
 *
 * autocannon cycles through `targets`, one entry per position, and queues the entry with each
 * request it writes (pipelined requests too), so `check(position, …)` is called for exactly
 * the responses to that position's requests, just before `onResponse` for the same response.
 */
import autocannon from 'autocannon'

export interface LoadOptions {
  /** Origin, and the path every request takes when there are no `targets`. */
  url: string
  connections: number
  durationSeconds: number
  pipelining?: number
  timeoutSeconds?: number
  /** Requests a second over all connections (autocannon's overallRate); none: as fast as answered. */
  rate?: number
  headers?: Record<string, string>
  /** The request targets, one function per position of the cycle; none: `url`'s path every time. */
  targets?: ReadonlyArray<() => string>
  /** Per response, with its body, before `onResponse` for the same response. */
  check?: (position: number, status: number, body: string) => void
  /** Per response: its status and its latency in milliseconds. */
  onResponse: (status: number, ms: number) => void
  /** Per request that failed without a response (connection error, timeout). */
  onRequestError?: (error: unknown) => void
  /** Stops the run early. */
  signal?: AbortSignal
}

export interface LoadResult {
  /** Connection errors and timeouts (autocannon's errors, which include its timeouts). */
  errors: number
  timeouts: number
  stopped: boolean
}

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { check } = options
  const requests: autocannon.Request[] | undefined = options.targets?.map((target, position) => ({
    method: 'GET',
    setupRequest: (request: autocannon.Request) => {
      request.path = target()
      return request
    },
    ...(check ? { onResponse: (status: number, body: string) => check(position, status, body) } : {}),
  }))
  return new Promise((resolve, reject) => {
    let stopped = false
    const stop = () => {
      stopped = true
      instance.stop()
    }
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.durationSeconds,
        pipelining: options.pipelining ?? 1,
        timeout: options.timeoutSeconds ?? 10,
        ...(options.rate ? { overallRate: options.rate } : {}),
        ...(options.headers ? { headers: options.headers } : {}),
        ...(requests ? { requests } : {}),
      },
      (error, result) => {
        options.signal?.removeEventListener('abort', stop)
        if (error) return reject(error instanceof Error ? error : new Error(String(error)))
        resolve({ errors: result.errors, timeouts: result.timeouts, stopped })
      },
    )
    instance.on('response', (_client, status, _bytes, ms) => options.onResponse(status, ms))
    if (options.onRequestError) instance.on('reqError', options.onRequestError)
    if (options.signal?.aborted) stop()
    else options.signal?.addEventListener('abort', stop, { once: true })
  })
}
