/**
 * Keep-alive connections closed once idle for a while, as node:http's `keepAliveTimeout` closes
 * them, found by a sweep once a second instead of a timer on each socket.
 *
 * node:http arms a timeout on the socket when a response is done and disarms it when the next
 * request arrives: a Timeout object, a bound function and two changes to the timer lists a
 * request, a measurable share of a light request's CPU (bench/README.md, "What was changed for
 * speed"). Here a request costs one look-up and two
 * stores (the clock it reads is the count of sweeps), and the server is made with
 * `keepAliveTimeout: 0`, which turns node:http's timers off.
 *
 * A connection is tracked from its first request (one that never sends any is left to
 * node:http's `headersTimeout`, as before). It is idle from its last request on, unless its
 * response is still being written (the OpenAPI document waits for its compression), and is
 * closed by the first sweep that finds it idle for the idle time or more: at most one sweep
 * later than that. As node:http does, responses to keep-alive requests
 * say so (`Keep-Alive: timeout=5`, `keepAliveHint`), which HTTP clients (Node's Agent, undici)
 * read to stop reusing a connection before the server closes it.
 */
import type { ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

interface Tracked {
  /** The sweep count when its last request arrived. */
  since: number
  /** The response to its last request. */
  response: ServerResponse
}

export class IdleConnections {
  readonly #open = new Map<Socket, Tracked>()
  /** Sweeps made so far: the clock a request reads, with no system call. */
  #sweeps = 0
  /** Sweeps after which a connection idle since a request has been idle at least the idle time. */
  readonly #idleSweeps: number
  readonly #sweeper: ReturnType<typeof setInterval>
  /** The `Keep-Alive` header's value for this idle time. */
  readonly keepAliveHint: string

  /** Closes connections idle for `idleMs` or more, looking every `sweepMs`. */
  constructor(idleMs: number, sweepMs = 1_000) {
    // a request between two sweeps has waited at least (n − 1) × sweepMs when the nth after it looks
    this.#idleSweeps = Math.ceil(idleMs / sweepMs) + 1
    this.keepAliveHint = `timeout=${Math.floor(idleMs / 1_000)}`
    this.#sweeper = setInterval(() => this.sweep(), sweepMs)
    this.#sweeper.unref()
  }

  /** Notes a request on `socket`, answered by `response`. */
  requested(socket: Socket, response: ServerResponse): void {
    const tracked = this.#open.get(socket)
    if (tracked !== undefined) {
      tracked.since = this.#sweeps
      tracked.response = response
      return
    }
    this.#open.set(socket, { since: this.#sweeps, response })
    socket.once('close', () => this.#open.delete(socket))
  }

  /** Closes the connections idle for the idle time or more. */
  sweep(): void {
    const sweeps = ++this.#sweeps
    for (const [socket, tracked] of this.#open) {
      // a response still being written keeps its connection busy; idle time counts from then on
      if (!tracked.response.writableFinished) tracked.since = sweeps - 1
      else if (sweeps - tracked.since >= this.#idleSweeps) socket.destroy()
    }
  }

  /** Stops sweeping (the connections are then left open). */
  stop(): void {
    clearInterval(this.#sweeper)
  }

  /** How many connections are tracked. */
  get size(): number {
    return this.#open.size
  }
}
