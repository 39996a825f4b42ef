/**
 * Engine → node:http request listener. The engine's `{ status, headers, body }` is written
 * straight to the ServerResponse, so a request on Node never pays for WHATWG Request and
 * Response objects.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Engine } from '../runtime/engine.ts'

export function createNodeListener(engine: Engine): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const ifNoneMatch = req.headers['if-none-match']
    engine
      .handle({ method: req.method ?? 'GET', url: req.url ?? '/', ifNoneMatch: Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch })
      .then((response) => {
        if (res.destroyed) return
        const headers: Record<string, string | number> = { ...response.headers }
        if (response.body !== null) headers['content-length'] = Buffer.byteLength(response.body)
        res.writeHead(response.status, headers)
        res.end(req.method === 'HEAD' ? undefined : (response.body ?? undefined))
      })
      .catch(() => {
        if (!res.headersSent) res.writeHead(500)
        res.end()
      })
  }
}
