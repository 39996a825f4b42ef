/**
 * Engine → node:http request listener, answering the requests of each turn of the event loop
 * together (`createNodeListener`). The engine's `{ status, headers, body }` is written
 * straight to the ServerResponse, so a request on Node never pays for WHATWG Request and
 * Response objects. The bytes of a large body are kept with the response object they belong
 * to from its second serving on, so a large response served again and again from the engine's
 * cache is encoded once (small bodies are cheaper to encode than to look up). A response served
 * once, as every cache miss is, is written as text and leaves no copy of its bytes behind:
 * under a load of distinct answers such copies would pile up in memory until the next full
 * collection. The OpenAPI document is sent compressed (brotli or gzip) to clients that accept
 * it.
 */
import './tick-object.ts'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { chooseCoding, mayCompress, type ContentCoding } from '../runtime/content-coding.ts'
import type { Engine } from '../runtime/engine.ts'
import type { EngineResponse } from '../runtime/http.ts'

/**
 * Brotli and gzip forms of the responses the engine marks `Vary: Accept-Encoding` (the OpenAPI
 * document, large and highly compressible), by ETag: each made once, off the event loop, at the
 * first request that accepts one of them, so that a start compresses nothing nobody asks for.
 * Brotli at its best quality is slow on a document that size: until it is ready, a client that
 * also accepts gzip is sent gzip rather than kept waiting.
 */
type CompressedForms = Record<ContentCoding, Promise<Buffer>> & { brReady: boolean }

const compressed = new Map<string, CompressedForms>()
const brotliOf = promisify(brotliCompress)
const gzipOf = promisify(gzip)

function compressedForms(response: EngineResponse & { body: string }): CompressedForms {
  const key = response.headers.etag ?? response.body
  let forms = compressed.get(key)
  if (forms === undefined) {
    const bytes = Buffer.from(response.body)
    const made: CompressedForms = {
      br: brotliOf(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
      gzip: gzipOf(bytes, { level: 9 }),
      brReady: false,
    }
    made.br.then(() => (made.brReady = true), () => {})
    compressed.set(key, made)
    forms = made
  }
  return forms
}

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

/** Writes a response the engine lets adapters compress, in the coding the client prefers (identity for HEAD). */
async function writeCompressible(req: IncomingMessage, res: ServerResponse, response: EngineResponse, headers: string[]): Promise<void> {
  const accepted = req.headers['accept-encoding']
  let coding = response.body === null ? undefined : chooseCoding(accepted, ['br', 'gzip'])
  let body: string | Buffer | undefined = response.body ?? undefined
  if (coding) {
    const forms = compressedForms(response as EngineResponse & { body: string })
    if (coding === 'br' && !forms.brReady && chooseCoding(accepted, ['gzip'])) coding = 'gzip'
    body = await forms[coding]
    headers.push('content-encoding', coding)
  }
  if (res.destroyed) return
  if (body !== undefined) headers.push('content-length', String(typeof body === 'string' ? Buffer.byteLength(body) : body.length))
  res.writeHead(response.status, headers)
  res.end(req.method === 'HEAD' ? undefined : body)
}

/**
 * The listener. Requests are answered in batches: those node:http reads in one turn of the
 * event loop are queued, and once it has read them all (setImmediate) the engine answers them
 * one after the other, and their responses are written after that. Answered as each arrived,
 * every calculation ran between one socket's read and write system calls and node:http's work
 * for them, which push the engine's code and data out of the CPU's caches, and each write woke
 * the client's side of the loopback on its own. Under a load of cache-miss /emi requests, a
 * CPU profile of the server found the engine's code far slower than in-process and much of the
 * rest in the kernel's wake-ups; batched, both shrank and the server's CPU per request fell
 * with them (bench/README.md, "What was changed for speed"). A lone
 * request waits only for the end of its turn.
 *
 * libuv accepts one new connection per turn of the loop (libuv/libuv#3696; Node 20 and 22
 * here). So while connections are arriving, a turn that answers every request queued keeps the
 * next connection waiting for all of them: connections opened at once to a server just started,
 * each asking for a heavy calculation, waited for their first answers far longer than any
 * request took the server once read (bench/README.md, "The slowest response was a queue of
 * connections"). A batch that holds a
 * connection's first request is therefore answered for at most ARRIVING_TURN_MS, and the rest
 * in the turns after, each of which accepts one more connection. Once no new connection asks,
 * a turn answers for at most TURN_MS.
 */
export interface NodeListenerOptions {
  /**
   * The `Keep-Alive` header's value for responses on keep-alive connections, when the server
   * closes idle connections itself (./idle-connections.ts) and node:http, its keep-alive timeout
   * off, does not write one.
   */
  keepAliveHint?: string
}

export function createNodeListener(engine: Engine, { keepAliveHint }: NodeListenerOptions = {}): (req: IncomingMessage, res: ServerResponse) => void {
  const connections = new WeakSet<Socket>()
  let queued: [IncomingMessage, ServerResponse][] = []
  /** Whether the queue holds the first request of a connection. */
  let arriving = false
  const answerQueued = () => {
    const batch = queued
    queued = []
    // at least one request, and no more than a turn's time of them: the clock read after each
    // request while connections arrive, else after every CLOCK_STRIDE (reading it after each
    // /emi miss cost some 2 % of its CPU)
    const until = performance.now() + (arriving ? ARRIVING_TURN_MS : TURN_MS)
    const stride = arriving ? 1 : CLOCK_STRIDE
    arriving = false
    const responses: (EngineResponse | Promise<EngineResponse>)[] = []
    do responses.push(answerOf(engine, batch[responses.length]![0]))
    while (responses.length < batch.length && (responses.length % stride !== 0 || performance.now() < until))
    const answered = responses.length
    for (let i = 0; i < answered; i++) {
      const [req, res] = batch[i]!
      const response = responses[i]!
      if (response instanceof Promise) response.then((r) => write(req, res, r, keepAliveHint), () => fail(res))
      else write(req, res, response, keepAliveHint)
    }
    if (answered < batch.length) {
      queued = batch.slice(answered)
      setImmediate(answerQueued)
    }
  }
  return (req, res) => {
    if (!connections.has(req.socket)) {
      connections.add(req.socket)
      arriving = true
    }
    startReading(req)
    if (queued.length === 0) setImmediate(answerQueued)
    queued.push([req, res])
  }
}

/**
 * A request's body is read by the listener, not left to node:http. The engine answers from the
 * request line and headers alone, so a body is read away unseen (a GET has none; a POST, answered
 * 405, may). Left unread, node:http makes the request's stream flow only once the response has
 * finished (`_dump`), and keeps the request until its end event after that, which costs more
 * `process.nextTick` calls and more memory a request. Read by the listener, the request's
 * stream has ended before its response is written: fewer ticks, less allocated, and less of the
 * server's CPU a request (bench/README.md, "What was changed for speed").
 *
 * `startReading`, as the request arrives, asks for its body: node:http then counts it as read
 * by its user, and the end of the body, once node:http has parsed it, is signalled at once
 * (before any read, a stream defers that signal to a tick).
 */
function startReading(req: IncomingMessage): void {
  req.read()
}

/**
 * `readAway`, as the request is answered: a request that has come whole with no body left
 * (every GET) is read once more, which ends its stream; any other is set flowing, so that its
 * body is read and dropped as it comes.
 */
function readAway(req: IncomingMessage): void {
  if (req.complete && req.readableLength === 0) req.read()
  else req.resume()
}

/**
 * How long a turn answers requests while connections are arriving: about one of the heaviest
 * calculations, so that a turn takes in the next connection about as often as it answers one.
 */
const ARRIVING_TURN_MS = 0.25

/**
 * How long a turn answers requests otherwise (the clock read after every CLOCK_STRIDE). While a
 * turn answers nothing else runs: no socket is read or written, and V8's collection tasks wait.
 * Under a load of heavy cache misses (answers in decimal, as a zero-rate rent-vs-buy's were),
 * whole batches held the event loop for many times TURN_MS; bounded, the server spent a little
 * less CPU a request and its slowest responses came no later (bench/README.md, "What was
 * changed for speed"). The requests left over are answered first in the next turn; a turn of
 * light requests (a batch of /emi misses) is never cut.
 */
const TURN_MS = 4
const CLOCK_STRIDE = 8

/** The engine's answer to a request, as it is when it is known at once. */
function answerOf(engine: Engine, req: IncomingMessage): EngineResponse | Promise<EngineResponse> {
  readAway(req)
  try {
    return engine.answer({ method: req.method ?? 'GET', url: req.url ?? '/', ifNoneMatch: ifNoneMatchOf(req.rawHeaders) })
  } catch (error) {
    return Promise.reject(error)
  }
}

/** Writes the engine's response to the ServerResponse (a bare 500 if that fails). */
function write(req: IncomingMessage, res: ServerResponse, response: EngineResponse, keepAliveHint: string | undefined): void {
  if (res.destroyed) return
  try {
    // Headers as a flat [name, value, …] list, which node:http stores with less work than
    // an object's members.
    const headers: string[] = []
    for (const name in response.headers) headers.push(name, response.headers[name]!)
    if (keepAliveHint !== undefined && res.shouldKeepAlive) headers.push('keep-alive', keepAliveHint)
    if (response.headers.vary !== undefined && mayCompress(response.headers)) {
      writeCompressible(req, res, response, headers).catch(() => fail(res))
      return
    }
    let body: string | Buffer | undefined
    if (response.body !== null) {
      body = response.body.length >= KEEP_ENCODED ? bodyToWrite(response as EngineResponse & { body: string }) : response.body
      headers.push('content-length', String(typeof body === 'string' ? Buffer.byteLength(body) : body.length))
    }
    res.writeHead(response.status, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
  } catch {
    fail(res)
  }
}

function fail(res: ServerResponse): void {
  if (!res.headersSent) res.writeHead(500)
  res.end()
}

/**
 * A request header (`name` in lower case), its values joined by commas when it came more than
 * once, read from the raw header list: node:http makes `req.headers` only when it is asked for,
 * an object with a string a header, which a request reading one or two headers never needs.
 */
export function rawHeader(rawHeaders: readonly string[], name: string): string | undefined {
  let found: string | undefined
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const given = rawHeaders[i]!
    if (given.length === name.length && given.toLowerCase() === name) found = found === undefined ? rawHeaders[i + 1] : `${found}, ${rawHeaders[i + 1]}`
  }
  return found
}

/** The request's If-None-Match (see rawHeader). */
export function ifNoneMatchOf(rawHeaders: readonly string[]): string | undefined {
  return rawHeader(rawHeaders, 'if-none-match')
}
