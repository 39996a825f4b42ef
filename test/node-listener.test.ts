/**
 * The Node listener's turns (src/adapters/node-listener.ts): requests are answered in batches,
 * one batch per turn of the event loop, and libuv accepts one new connection per turn. This
 * checks, by the order in which requests reach the engine, that connections opened together
 * are all taken in before the first of them is answered again and again, and that a turn of
 * slow answers is cut short, so that the requests read after it wait for no more than it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createNodeListener, ifNoneMatchOf } from '../src/adapters/node-listener.ts'
import type { Engine } from '../src/runtime/engine.ts'
import type { EngineRequest, EngineResponse } from '../src/runtime/http.ts'

/** An engine whose every answer takes `millis` of the event loop's time, telling `seen` which path it answered. */
function slowEngine(millis: number, seen: string[]): Engine {
  const answer = (request: EngineRequest): EngineResponse => {
    seen.push(request.url)
    const until = performance.now() + millis
    while (performance.now() < until);
    return { status: 200, headers: { 'content-type': 'text/plain' }, body: 'ok' }
  }
  return { registry: undefined as never, answer, handle: (request) => Promise.resolve(answer(request)) }
}

/** A keep-alive client on connection `id` asking `/id` again as soon as each answer is in. */
function askAgainAndAgain(port: number, id: number, sockets: Socket[]): void {
  const socket = connect(port, '127.0.0.1')
  sockets.push(socket)
  const ask = () => socket.write(`GET /${id} HTTP/1.1\r\nhost: x\r\n\r\n`)
  socket.on('connect', ask)
  socket.on('data', () => ask())
  socket.on('error', () => {})
}

describe("the Node listener's turns", () => {
  let server: Server | undefined
  const sockets: Socket[] = []
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy()
    await new Promise((resolve) => server?.close(resolve))
  })

  /**
   * A server whose every answer takes 2 ms, and `connections` clients opened together asking
   * again and again; resolves, once each has been answered, with the paths the engine answered
   * in order (and goes on adding to them).
   */
  async function loaded(connections: number): Promise<string[]> {
    const seen: string[] = []
    server = createServer(createNodeListener(slowEngine(2, seen)))
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as AddressInfo).port
    for (let id = 0; id < connections; id++) askAgainAndAgain(port, id, sockets)
    while (new Set(seen).size < connections) await new Promise((resolve) => setTimeout(resolve, 5))
    return seen
  }

  it('take in 20 connections opened together within a few answers to each', async () => {
    const CONNECTIONS = 20
    const seen = await loaded(CONNECTIONS)
    // The engine's answers until the last connection to arrive had its first: every connection's
    // first answer and about as many more (38 here). Answering whole batches, each connection
    // taken in waits for a turn that answers every connection taken in before it (110 here).
    const untilLast = seen.findIndex((_url, i) => new Set(seen.slice(0, i + 1)).size === CONNECTIONS) + 1
    expect(untilLast).toBeLessThanOrEqual(3 * CONNECTIONS)
  })

  it('answer at most one clock stride of 8 requests once a turn has taken 4 ms, the rest in the turns after', async () => {
    const CONNECTIONS = 20
    // 2 ms an answer: 8 answers take 16 ms, past the turn's 4 ms at the first reading of the clock
    const seen = await loaded(CONNECTIONS)
    // a mark in `seen` at every turn of the event loop (its check phase, where batches are answered)
    let marking = true
    const mark = () => {
      seen.push('|')
      if (marking) setImmediate(mark)
    }
    const from = seen.length
    setImmediate(mark)
    while (seen.length - from < 10 * CONNECTIONS) await new Promise((resolve) => setTimeout(resolve, 5))
    marking = false
    const runs = seen.slice(from).join(' ').split('|').map((run) => run.trim().split(/\s+/).filter(Boolean).length)
    // all 20 connections' requests come in every turn: a whole batch would be 20 answers
    expect(Math.max(...runs)).toBe(8)
  })
})

describe("the Node listener's If-None-Match", () => {
  it('is read from the raw headers whatever the case of its name, repeated ones joined by commas', () => {
    expect(ifNoneMatchOf(['Host', 'x', 'If-None-Match', '"a"'])).toBe('"a"')
    expect(ifNoneMatchOf(['if-none-match', '"a"', 'Accept', '*/*', 'IF-NONE-MATCH', 'W/"b"'])).toBe('"a", W/"b"')
    expect(ifNoneMatchOf(['Host', 'x', 'If-Match', '"a"', 'If-None-Matches', '"c"'])).toBeUndefined()
    expect(ifNoneMatchOf([])).toBeUndefined()
  })

  it('answers 304 to a repeated If-None-Match of which one value matches', async () => {
    const answer = (request: EngineRequest): EngineResponse =>
      request.ifNoneMatch?.split(/,\s*/).includes('"b"')
        ? { status: 304, headers: { etag: '"b"' }, body: null }
        : { status: 200, headers: { etag: '"b"', 'content-type': 'text/plain' }, body: 'ok' }
    const engine = { registry: undefined as never, answer, handle: (request: EngineRequest) => Promise.resolve(answer(request)) } satisfies Engine
    const server = createServer(createNodeListener(engine))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as AddressInfo).port
    const status = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nhost: x\r\nIf-None-Match: "a"\r\nif-none-match: "b"\r\nconnection: close\r\n\r\n'))
      let text = ''
      socket.on('data', (chunk) => (text += chunk))
      socket.on('end', () => resolve(text.split('\r\n')[0]!))
      socket.on('error', reject)
    })
    await new Promise((resolve) => server.close(resolve))
    expect(status).toBe('HTTP/1.1 304 Not Modified')
  })
})

describe("the Node listener's reading of requests", () => {
  let server: Server | undefined
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve))
  })

  /** A server on the listener whose engine answers 200 to anything, and a keep-alive connection to it. */
  async function serve(): Promise<Socket> {
    const ok: EngineResponse = { status: 200, headers: { 'content-type': 'text/plain' }, body: 'ok' }
    const engine: Engine = { registry: undefined as never, answer: () => ok, handle: () => Promise.resolve(ok) }
    server = createServer(createNodeListener(engine))
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1')
    await new Promise((resolve) => socket.on('connect', resolve))
    return socket
  }

  /** Resolves once `count` responses have come on `socket`, with their status lines. */
  function responses(socket: Socket, count: number): Promise<string[]> {
    let received = ''
    return new Promise((resolve) =>
      socket.on('data', (chunk) => {
        received += chunk
        const lines = received.match(/HTTP\/1\.1 \d+ [^\r]*/g) ?? []
        if (lines.length >= count) resolve(lines)
      }),
    )
  }

  it("has ended a GET's request stream when its response finishes, so node:http lets go of the request at once", async () => {
    const socket = await serve()
    const ended: boolean[] = []
    server!.on('request', (req: IncomingMessage, res: ServerResponse) => res.on('finish', () => ended.push(req.readableEnded)))
    const answered = responses(socket, 3)
    for (let i = 0; i < 3; i++) socket.write(`GET /${i} HTTP/1.1\r\nhost: x\r\n\r\n`)
    expect(await answered).toHaveLength(3)
    socket.destroy()
    expect(ended).toEqual([true, true, true])
  })

  it('reads away a small body and a body of 1 MB still arriving, and answers the next request on the same connection', async () => {
    const socket = await serve()
    const answered = responses(socket, 3)
    socket.write('POST /small HTTP/1.1\r\nhost: x\r\ncontent-length: 5\r\n\r\nhello')
    const size = 1_000_000
    socket.write(`POST /large HTTP/1.1\r\nhost: x\r\ncontent-length: ${size}\r\n\r\n`)
    // the body in pieces, some after its answer has been written
    for (let sent = 0; sent < size; sent += 100_000) {
      socket.write(Buffer.alloc(100_000, 'a'))
      await new Promise((resolve) => setTimeout(resolve, 2))
    }
    socket.write('GET /after HTTP/1.1\r\nhost: x\r\n\r\n')
    expect(await answered).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 200 OK', 'HTTP/1.1 200 OK'])
    socket.destroy()
  })
})
