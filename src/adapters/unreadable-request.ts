/**
 * node:http's `clientError`: a request it cannot read (a target with a byte outside ASCII, a
 * malformed header, headers or chunk extensions past its size limits, headers past its time
 * limit) is answered as the engine answers any request it refuses, with a problem+json body
 * saying what is wrong, where node:http alone would send an empty 400, 408, 413 or 431; then the
 * connection is closed, as node:http closes it. So are the readable requests node:http would
 * refuse with an empty answer of its own: an HTTP/1.1 request without a Host header (400,
 * RFC 9112 §3.2) and an expectation other than 100-continue (417); and those it lets through
 * that RFC 9112 §3.2 refuses too, two Host headers or one that is not a host (400).
 */
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { NO_STORE, problem, type EngineResponse } from '../runtime/http.ts'
import { BAD_HOST, isHost } from './host-header.ts'
import { rawHeader } from './node-listener.ts'

/** The whole HTTP/1.1 answer of a problem the engine would answer with, made once. */
function answerText(status: number, title: string, detail: string): string {
  return responseText(problem(status, title, detail, NO_STORE), title)
}

/** An engine response as HTTP/1.1 text that closes the connection; `reason` is its status line's phrase. */
function responseText({ status, headers, body }: EngineResponse, reason: string): string {
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('')
  return `HTTP/1.1 ${status} ${reason}\r\n${head}content-length: ${Buffer.byteLength(body!)}\r\nconnection: close\r\n\r\n${body}`
}

/** By node:http's error code, the answers that keep its status; any other error is NOT_HTTP. */
const UNREADABLE = new Map([
  ['HPE_HEADER_OVERFLOW', answerText(431, 'Request Header Fields Too Large', 'The request headers are larger than this server reads.')],
  ['ERR_HTTP_REQUEST_TIMEOUT', answerText(408, 'Request Timeout', 'The request headers did not arrive in time.')],
  ['HPE_CHUNK_EXTENSIONS_OVERFLOW', answerText(413, 'Content Too Large', 'The chunk extensions of the request body are larger than this server reads.')],
])
const NOT_HTTP = answerText(
  400,
  'Bad Request',
  'The request is not valid HTTP/1.1: its target, a header or its framing is malformed. A character outside ASCII in the target is written percent-encoded (₹ as %E2%82%B9).',
)

export function answerUnreadable(error: Error & { code?: string }, socket: Duplex & { _httpMessage?: { headersSent?: boolean } | null }): void {
  // a connection that is gone, or whose answer has begun, can only be closed
  if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) socket.destroy()
  else socket.end(UNREADABLE.get(error.code ?? '') ?? NOT_HTTP)
}

const NO_HOST = answerText(400, 'Bad Request', 'An HTTP/1.1 request names its host in a Host header (RFC 9112 §3.2).')
const NOT_A_HOST = responseText(BAD_HOST, 'Bad Request')
const EXPECTATION_FAILED = answerText(417, 'Expectation Failed', 'This server meets no expectation but 100-continue.')
/**
 * Answers a request whose Host header RFC 9112 §3.2 requires a 400 for, as node:http answers an
 * HTTP/1.1 request without one (`requireHostHeader`) but with a problem: none in HTTP/1.1, more
 * than one, or one that is not a host; true when it did.
 */
export function answeredForHost(request: IncomingMessage): boolean {
  const host = rawHeader(request.rawHeaders, 'host')
  if (host === undefined ? request.httpVersion !== '1.1' : isHost(host)) return false
  request.socket.end(host === undefined ? NO_HOST : NOT_A_HOST)
  return true
}

/** node:http's `checkExpectation`: an Expect header other than 100-continue. */
export function answerExpectation(request: IncomingMessage): void {
  request.socket.end(EXPECTATION_FAILED)
}
