/**
 * RFC 9112 §3.2: a server answers 400 to a request whose Host header is not a host. Every
 * server checks it before the engine sees the request: node:http lets such a header through,
 * and Deno and workerd make the request's URL of the Host header as sent, so that a path or a
 * query in it (`Host: x/api/v1/cagr?…`) would change which calculation answers.
 */
import { NO_STORE, problem, type EngineResponse } from '../runtime/http.ts'

/**
 * A Host header as RFC 3986 §3.2.2 writes one: an IP literal in brackets, or a name or IPv4
 * address of unreserved, percent-encoded and sub-delimiter characters; then an optional port.
 * Two Host lines read as one value joined by ", ", which the space makes invalid.
 */
const HOST = /^(?:\[[\w:.]+\]|[\w\-.~%!$&'()*+,;=]*)(?::\d*)?$/

/** Whether a Host header's value names a host (and port) and nothing else. */
export function isHost(value: string): boolean {
  return HOST.test(value)
}

/** Whether a fetch request carries a Host header that is not a host (none at all is no fault here). */
export function hasBadHost(request: Request): boolean {
  const host = request.headers.get('host')
  return host !== null && !isHost(host)
}

/** The answer to a request whose Host header is not a host. */
export const BAD_HOST: EngineResponse = problem(400, 'Bad Request', 'A request names its host in one Host header: a host name or address, then an optional :port (RFC 9112 §3.2, RFC 3986 §3.2.2).', NO_STORE)
