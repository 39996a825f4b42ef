/** Engine → WHATWG fetch handler, for every runtime whose servers speak Request/Response. */
import type { Engine } from '../runtime/engine.ts'

export function toFetchHandler(engine: Engine): (request: Request) => Promise<Response> {
  return async (request) => {
    const response = await engine.handle({ method: request.method, url: request.url, ifNoneMatch: request.headers.get('if-none-match') })
    return new Response(response.body, { status: response.status, headers: response.headers })
  }
}
