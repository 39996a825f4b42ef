/**
 * Engine → WHATWG fetch handler, for every runtime whose servers speak Request/Response.
 * Neither Bun.serve nor Deno.serve compresses these bodies by itself, so a response the engine
 * marks `Vary: Accept-Encoding` (the OpenAPI document) is sent gzipped, with the web-standard
 * CompressionStream, to a client that accepts gzip; its compressed bytes are made once per
 * ETag, on first request.
 */
import { chooseCoding, mayCompress } from '../runtime/content-coding.ts'
import type { Engine } from '../runtime/engine.ts'

export function toFetchHandler(engine: Engine): (request: Request) => Promise<Response> {
  const gzipped = new Map<string, Promise<ArrayBuffer>>()
  return async (request) => {
    const response = await engine.handle({ method: request.method, url: request.url, ifNoneMatch: request.headers.get('if-none-match') })
    if (response.body !== null && response.headers.vary !== undefined && mayCompress(response.headers) && chooseCoding(request.headers.get('accept-encoding'), ['gzip'])) {
      const key = response.headers.etag ?? response.body
      let bytes = gzipped.get(key)
      if (bytes === undefined) {
        bytes = gzip(response.body)
        gzipped.set(key, bytes)
      }
      return new Response(await bytes, { status: response.status, headers: { ...response.headers, 'content-encoding': 'gzip' } })
    }
    return new Response(response.body, { status: response.status, headers: response.headers })
  }
}

function gzip(text: string): Promise<ArrayBuffer> {
  return new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer()
}

