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
 *
 * `check` also gets the target of the very request a response answers, where that can be told:
 * each connection notes the targets it writes, in order, in its own context (autocannon's
 * per-connection object handed to both `setupRequest` and the response), and a response takes
 * the oldest noted target of its position, dropping older ones (requests a reconnect abandoned).
 * autocannon starts a fresh context each time a connection wraps round the cycle, while the last
 * pipelined responses of the round may still be due; they find no target of theirs there, and
 * get none, as long as the cycle holds at least twice as many positions as requests in flight on
 * a connection. With a shorter cycle no target is given at all.
 *
 * A request whose connection closes, resets or times out before its response is told by
 * `onUnanswered` with its position. autocannon reconnects such a connection but keeps the
 * requests written on it queued, so the new connection's responses would be taken for theirs
 * (their position, their start time): each connection's queue is emptied as it ends, before
 * autocannon reconnects (`setupClient`, the one hook it gives into a connection). A close is
 * counted among the errors here, as autocannon counts resets and timeouts itself.
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
  /** Per response, with its body and (where it can be told, above) its request's target, before `onResponse` for the same response. */
  check?: (position: number, status: number, body: string, target: string | undefined) => void
  /** Per response: its status and its latency in milliseconds. */
  onResponse: (status: number, ms: number) => void
  /** Per request that failed without a response (connection error, timeout). */
  onRequestError?: (error: unknown) => void
  /** Per request that failed without a response, with its position (undefined without `targets`). */
  onUnanswered?: (position: number | undefined, why: Unanswered) => void
  /** Stops the run early. */
  signal?: AbortSignal
}

export interface LoadResult {
  /** Connection errors and timeouts (autocannon's errors, which include its timeouts). */
  errors: number
  timeouts: number
  stopped: boolean
}

/** Why a request had no response. */
export type Unanswered = 'closed' | 'reset' | 'timed out'

/** What of autocannon's client (lib/httpClient.js) `setupClient` reaches: its current socket and its queue of requests written. */
interface Client {
  conn: import('node:net').Socket
  destroyed: boolean
  pipelinedRequests: { pendingRequests: Array<{ req: { position?: number } }> }
  _connect(): void
  _destroyConnection(): void
}

/** A connection's context: the targets it wrote and has had no response to, oldest first. */
interface Sent {
  sent?: Array<{ position: number; target: string }>
}

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { check } = options
  const track = check !== undefined && (options.targets?.length ?? 0) >= 2 * (options.pipelining ?? 1)
  const requests: autocannon.Request[] | undefined = options.targets?.map((target, position) => ({
    method: 'GET',
    position,
    setupRequest: (request: autocannon.Request, context: Sent) => {
      request.path = target()
      if (track) (context.sent ??= []).push({ position, target: request.path })
      return request
    },
    ...(check ? { onResponse: (status: number, body: string, context: Sent) => check(position, status, body, track ? answered(context, position) : undefined) } : {}),
  }))
  let closed = 0
  const unanswered = (client: Client, why: Unanswered) => {
    for (const { req } of client.pipelinedRequests.pendingRequests.splice(0)) {
      if (why === 'closed') {
        closed++
        options.onRequestError?.(new Error('the connection was closed before the response'))
      }
      options.onUnanswered?.(req.position, why)
    }
  }
  const setupClient = (client: Client) => {
    const connect = client._connect
    client._connect = function () {
      connect.call(this)
      // before autocannon's own handlers, which reconnect
      this.conn.prependListener('end', () => this.destroyed || unanswered(this, 'closed'))
      this.conn.prependListener('error', () => this.destroyed || unanswered(this, 'reset'))
    }
    // a timeout drops the connection and its queue; so does the end of the run (destroyed), which is no failure
    const destroyConnection = client._destroyConnection
    client._destroyConnection = function () {
      if (!this.destroyed) unanswered(this, 'timed out')
      destroyConnection.call(this)
    }
  }
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
        // a run stopped early (or at its end) stops within a quarter of a second, not autocannon's default second
        sampleInt: 250,
        setupClient: setupClient as never,
        ...(options.rate ? { overallRate: options.rate } : {}),
        ...(options.headers ? { headers: options.headers } : {}),
        ...(requests ? { requests } : {}),
      },
      (error, result) => {
        options.signal?.removeEventListener('abort', stop)
        if (error) return reject(error instanceof Error ? error : new Error(String(error)))
        resolve({ errors: result.errors + closed, timeouts: result.timeouts, stopped })
      },
    )
    instance.on('response', (_client, status, _bytes, ms) => options.onResponse(status, ms))
    if (options.onRequestError) instance.on('reqError', options.onRequestError)
    if (options.signal?.aborted) stop()
    else options.signal?.addEventListener('abort', stop, { once: true })
  })
}

/** The target of the oldest request of `position` the connection has noted, dropping the older ones of other positions. */
function answered(context: Sent, position: number): string | undefined {
  const sent = context.sent
  if (!sent) return undefined
  const at = sent.findIndex((s) => s.position === position)
  if (at < 0) return undefined
  const { target } = sent[at]!
  sent.splice(0, at + 1)
  return target
}
