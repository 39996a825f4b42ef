/**
 * Engine → WHATWG fetch handler, for every runtime whose servers speak Request/Response.
 *
 * `toFetchResponder` answers with the Response itself whenever the engine's answer is known at
 * once (`engine.answer`: a cache hit, or any request for a path the router has matched before),
 * and with a promise of it otherwise: Bun.serve and Deno.serve take either, and an answer
 * returned as it is costs the server no promise and no turn of the microtask queue.
 *
 * What a Response costs is mostly its headers: each runtime checks every header name and value
 * it is given (Deno in JavaScript, several regular expressions each), while a clone copies
 * headers already checked. So a response the engine serves again (the same `EngineResponse`
 * from its response cache) is made once as a template from its second serving on and cloned
 * for each later one; a response served once, as every cache miss is, is made directly (`make`).
 * A template is made only from the second serving, so that a load of distinct answers leaves
 * no template behind.
 *
 * A request whose Host header is not a host is a 400 (./host-header.ts) before the engine sees
 * it: Deno makes the request's URL of the header as sent.
 *
 * Neither Bun.serve nor Deno.serve compresses these bodies by itself, so a response the engine
 * marks `Vary: Accept-Encoding` (the OpenAPI document) is sent gzipped, with the web-standard
 * CompressionStream, to a client that accepts gzip; its compressed bytes are made once per
 * ETag, on first request. Given to such a server (`forServer`), HEAD of it is answered with
 * GET's Response, body and all: the server sends the length of the coding chosen and drops the
 * body, as both do for HEAD (a Response without a body would be sent with a length of 0).
 */
import { chooseCoding, mayCompress } from '../runtime/content-coding.ts'
import { finish, type Engine } from '../runtime/engine.ts'
import type { EngineResponse } from '../runtime/http.ts'
import { BAD_HOST, hasBadHost } from './host-header.ts'

/** `(request) => Promise<Response>`, for any fetch-compatible server or caller. */
export function toFetchHandler(engine: Engine): (request: Request) => Promise<Response> {
  const respond = toFetchResponder(engine)
  return (request) => {
    try {
      return Promise.resolve(respond(request))
    } catch (error) {
      return Promise.reject(error)
    }
  }
}

/**
 * The same answers as toFetchHandler, each as it is when it is known at once (Bun.serve,
 * Deno.serve); `forServer`: for a server that drops the body of an answer to HEAD (see above).
 */
export function toFetchResponder(engine: Engine, { forServer = false } = {}): (request: Request) => Response | Promise<Response> {
  const gzipped = new Map<string, Promise<ArrayBuffer>>()
  const responses = new ResponseMaker()
  const toResponse = (request: Request, response: EngineResponse): Response | Promise<Response> => {
    if (forServer && response.body === null && request.method === 'HEAD' && mayCompress(response.headers)) {
      // GET's answer, whose body the server drops after sending its length in the coding chosen
      const full = engine.answer({ method: 'GET', url: request.url, ifNoneMatch: null })
      return full instanceof Promise ? full.then((got) => toResponse(request, got)) : toResponse(request, full)
    }
    if (response.body !== null && mayCompress(response.headers) && chooseCoding(request.headers.get('accept-encoding'), ['gzip'])) {
      const key = response.headers.etag ?? response.body
      let bytes = gzipped.get(key)
      if (bytes === undefined) {
        bytes = gzip(response.body)
        gzipped.set(key, bytes)
      }
      return bytes.then((gz) => new Response(gz, { status: response.status, headers: { ...response.headers, 'content-encoding': 'gzip' } }))
    }
    return responses.of(response)
  }
  return (request) => {
    const asked = { method: request.method, url: request.url, ifNoneMatch: request.headers.get('if-none-match') }
    const answer = hasBadHost(request) ? finish(BAD_HOST, asked) : engine.answer(asked)
    return answer instanceof Promise ? answer.then((response) => toResponse(request, response)) : toResponse(request, answer)
  }
}

/** Makes the Response of an engine response (see the top of this file). */
class ResponseMaker {
  /** The template of a response served more than once; null after its first serving. */
  readonly #templates = new WeakMap<EngineResponse, Response | null>()

  of(response: EngineResponse): Response {
    const template = this.#templates.get(response)
    if (template !== undefined && template !== null) return template.clone()
    const made = make(response)
    if (template === undefined) this.#templates.set(response, null)
    else this.#templates.set(response, made.clone())
    return made
  }
}

/**
 * A new Response with the engine response's status, headers and body: its content type given
 * as the Response is made, the other headers set on it one by one. Deno converts and checks a
 * headers object given to the constructor at several times the cost of setting the same headers
 * on the Response (bench/README.md, "Bun and Deno"), and Bun takes either way at about the same.
 */
export function make(response: EngineResponse): Response {
  const { headers } = response
  const type = headers['content-type']
  const made = new Response(response.body, type === undefined ? { status: response.status } : { status: response.status, headers: { 'content-type': type } })
  const set = made.headers
  for (const name in headers) if (name !== 'content-type') set.set(name, headers[name]!)
  return made
}

function gzip(text: string): Promise<ArrayBuffer> {
  return new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer()
}
