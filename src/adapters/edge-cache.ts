/**
 * Workers edge cache in front of the engine, with the Workers Cache API (`caches.default`).
 *
 * GET and HEAD of one URL share one cache entry: the full GET response, stored with its own
 * Cache-Control, so the edge answers it for 24 hours (until midnight in India for an answer
 * whose date defaulted to today). Only 200 and 400
 * answers are stored (both are pure functions of the URL); 404, 405, 414 and 500 are computed
 * each time. The key is the URL alone, never the request's headers, so conditional requests and
 * HEAD are finished from the stored response by the engine's own `finish` (304, no body): a hit
 * is byte-identical to a fresh answer. Every answer says `X-Cache: HIT` or `MISS`, and a hit
 * passes on the cache's `Age`. A failing cache never fails a request.
 */
import type { Engine } from '../runtime/engine.ts'
import { finish } from '../runtime/engine.ts'
import type { EngineResponse } from '../runtime/http.ts'
import { BAD_HOST, hasBadHost } from './host-header.ts'

/** The two methods of the Workers `Cache` used here. */
export interface EdgeCache {
  match(request: Request): Promise<Response | undefined>
  put(request: Request, response: Response): Promise<void>
}

/** The Workers `ExecutionContext`: work that may finish after the response is sent. */
export interface WaitUntil {
  waitUntil(promise: Promise<unknown>): void
}

const STORED_STATUSES = new Set([200, 400])
/** The headers the engine writes; a cache may add others (CF-Cache-Status, Date, …), never kept. */
const ENGINE_HEADER = /^(content-type|cache-control|etag|allow|vary|access-control-[a-z-]+|fincalc-[a-z-]+)$/

export function edgeCachedHandler(engine: Engine): (request: Request, cache: EdgeCache, context: WaitUntil) => Promise<Response> {
  return async (request, cache, context) => {
    const ifNoneMatch = request.headers.get('if-none-match')
    // workerd makes the URL of the Host header as sent: a path in it would change the answer
    if (hasBadHost(request)) return toResponse(finish(BAD_HOST, { method: request.method, url: request.url, ifNoneMatch }))
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return toResponse(await engine.handle({ method: request.method, url: request.url, ifNoneMatch }))
    }
    let key: Request
    try {
      key = new Request(request.url)
    } catch {
      // a URL no Request takes, made of a Host header that passes for a host (`Host: a%zz`)
      return toResponse(finish(BAD_HOST, { method: request.method, url: request.url, ifNoneMatch }))
    }
    const hit = await cache.match(key).catch(() => undefined)
    let full: EngineResponse
    const extra: Record<string, string> = {}
    if (hit) {
      const headers: Record<string, string> = {}
      hit.headers.forEach((value, name) => {
        if (ENGINE_HEADER.test(name)) headers[name] = value
      })
      full = { status: hit.status, headers, body: await hit.text() }
      extra['x-cache'] = 'HIT'
      const age = hit.headers.get('age')
      if (age !== null) extra.age = age
    } else {
      full = await engine.handle({ method: 'GET', url: request.url })
      if (STORED_STATUSES.has(full.status)) context.waitUntil(cache.put(key, toResponse(full)).catch(() => {}))
      extra['x-cache'] = 'MISS'
    }
    return toResponse(finish(full, { method: request.method, url: request.url, ifNoneMatch }), extra)
  }
}

function toResponse(response: EngineResponse, extra: Record<string, string> = {}): Response {
  return new Response(response.body, { status: response.status, headers: { ...response.headers, ...extra } })
}
