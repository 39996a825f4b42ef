/**
 * Engine → node:http request listener. The engine's `{ status, headers, body }` is written
 * straight to the ServerResponse, so a request on Node never pays for WHATWG Request and
 * Response objects. The bytes of a large body are kept with the response object they belong
 * to from its second serving on, so a large response served again and again from the engine's
 * cache is encoded once (small bodies are cheaper to encode than to look up). A response served
 * once, as every cache miss is, is written as text and leaves no copy of its bytes behind:
 * under a load of distinct 6 kB answers such copies held tens of MB of memory until the next
 * full collection (peak RSS about 270 MB instead of about 200 MB).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Engine } from '../runtime/engine.ts'
import type { EngineResponse } from '../runtime/http.ts'

/** A large body's bytes once its response is served a second time; null after the first. */
const encoded = new WeakMap<EngineResponse, Buffer | null>()
/** Bodies from this many characters up are kept encoded. */
const KEEP_ENCODED = 1024

function bodyToWrite(response: EngineResponse & { body: string }): string | Buffer {
  let bytes = encoded.get(response)
  if (bytes === undefined) {
    encoded.set(response, null)
    return response.body
  }
  if (bytes === null) {
    bytes = Buffer.from(response.body)
    encoded.set(response, bytes)
  }
  return bytes
}

export function createNodeListener(engine: Engine): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const ifNoneMatch = req.headers['if-none-match']
    engine
      .handle({ method: req.method ?? 'GET', url: req.url ?? '/', ifNoneMatch: Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch })
      .then((response) => {
        if (res.destroyed) return
        // Headers as a flat [name, value, …] list, which node:http stores with less work than
        // an object's members.
        const headers: string[] = []
        for (const name in response.headers) headers.push(name, response.headers[name]!)
        let body: string | Buffer | undefined
        if (response.body !== null) {
          body = response.body.length >= KEEP_ENCODED ? bodyToWrite(response as EngineResponse & { body: string }) : response.body
          headers.push('content-length', String(typeof body === 'string' ? Buffer.byteLength(body) : body.length))
        }
        res.writeHead(response.status, headers)
        res.end(req.method === 'HEAD' ? undefined : body)
      })
      .catch(() => {
        if (!res.headersSent) res.writeHead(500)
        res.end()
      })
  }
}
