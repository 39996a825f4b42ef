/** The Node service under faults: clients that vanish or dawdle, and SIGTERM under load. */
import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startNodeServer, type RunningServer } from './support/server-process.ts'

const HEAVY = '/api/v1/emi?principal=8000000&interest=8.5&years=50&breakup=true'

function rawRequest(url: string, text: string, { closeAfterWrite = false } = {}): Promise<string> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(text)
      if (closeAfterWrite) socket.destroy()
    })
    let received = ''
    socket.on('data', (chunk) => (received += chunk.toString()))
    socket.on('close', () => resolve(received))
    socket.on('error', (error) => (closeAfterWrite ? resolve(received) : reject(error)))
  })
}

describe('faults', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startNodeServer({ HEADERS_TIMEOUT_MS: '1000' })
  })
  afterAll(async () => {
    if (server.process.exitCode === null) await server.stop()
  })

  it('survives clients that disconnect before the response is written', async () => {
    await Promise.all(Array.from({ length: 50 }, (_, i) => rawRequest(server.url, `GET ${HEAVY}&x=${i} HTTP/1.1\r\nHost: x\r\n\r\n`, { closeAfterWrite: true })))
    const response = await fetch(`${server.url}/api/v1/emi?principal=100000&interest=10&years=1`)
    expect(response.status).toBe(200)
  })

  it('answers a client that never finishes its headers with 408 and closes the connection', async () => {
    const started = Date.now()
    const received = await rawRequest(server.url, 'GET /api/v1/sip?investment=1 HTTP/1.1\r\nHost: x\r\n')
    expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/)
    expect(JSON.parse(received.split('\r\n\r\n')[1]!)).toEqual({ type: 'about:blank', title: 'Request Timeout', status: 408, detail: 'The request headers did not arrive in time.' })
    expect(Date.now() - started).toBeLessThan(5_000)
    expect((await fetch(`${server.url}/api/v1/cagr?initial=1&final=2&years=1`)).status).toBe(200)
  })

  it.each([
    ['a byte outside ASCII in the target', 'GET /api/v1/emi?principal=\u20b9100000&interest=8&years=2 HTTP/1.1\r\nHost: x\r\n\r\n', 400, 'Bad Request', /percent-encoded \(₹ as %E2%82%B9\)/],
    ['a header without a colon', 'GET /api/v1/emi?principal=1&interest=8&years=2 HTTP/1.1\r\nHost x\r\n\r\n', 400, 'Bad Request', /not valid HTTP\/1\.1/],
    ['headers past the size node:http reads', `GET /api/v1/emi HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'Request Header Fields Too Large', /larger than this server reads/],
    ['an HTTP/1.1 request without a Host header', 'GET /api/v1/emi?principal=1&interest=8&years=2 HTTP/1.1\r\n\r\n', 400, 'Bad Request', /names its host in a Host header \(RFC 9112 §3\.2\)/],
    ['two Host headers', 'GET /api/v1/emi?principal=1&interest=8&years=2 HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n', 400, 'Bad Request', /in one Host header: a host name or address, then an optional :port/],
    ['a Host header that is not a host', 'GET /api/v1/emi?principal=1&interest=8&years=2 HTTP/1.1\r\nHost: a b\r\n\r\n', 400, 'Bad Request', /in one Host header: a host name or address, then an optional :port/],
    ['a Host header with a path in it', 'GET /api/v1/emi?principal=1&interest=8&years=2 HTTP/1.0\r\nHost: x/api/v1/sip\r\n\r\n', 400, 'Bad Request', /in one Host header/],
    ['an expectation other than 100-continue', 'GET /api/v1/emi?principal=1&interest=8&years=2 HTTP/1.1\r\nHost: x\r\nExpect: foo\r\n\r\n', 417, 'Expectation Failed', /no expectation but 100-continue/],
  ])('answers a request node:http cannot read or refuses (%s) with a problem saying what is wrong, then closes', async (_, text, status, title, detail) => {
    const received = await rawRequest(server.url, text)
    const [head, body] = received.split('\r\n\r\n')
    expect(head!.split('\r\n')[0]).toBe(`HTTP/1.1 ${status} ${title}`)
    expect(head).toMatch(/\r\ncontent-type: application\/problem\+json; charset=utf-8\r\n/)
    expect(head).toMatch(/\r\nconnection: close$/)
    const problem = JSON.parse(body!)
    expect(problem).toMatchObject({ type: 'about:blank', title, status })
    expect(problem.detail).toMatch(detail)
    expect((await fetch(`${server.url}/api/v1/cagr?initial=1&final=2&years=1`)).status).toBe(200)
  })

  it('on SIGTERM under load finishes the requests in flight, then exits 0', async () => {
    const { hostname, port } = new URL(server.url)
    const sockets = await Promise.all(
      Array.from({ length: 40 }, () => new Promise<Socket>((resolve) => {
        const socket: Socket = connect(Number(port), hostname, () => resolve(socket))
      })),
    )
    const answers = sockets.map(
      (socket, i) =>
        new Promise<string>((resolve) => {
          let received = ''
          socket.on('data', (chunk) => (received += chunk.toString()))
          socket.on('close', () => resolve(received))
          socket.write(`GET ${HEAVY}&n=${i} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)
        }),
    )
    await new Promise((resolve) => setTimeout(resolve, 5))
    const exit = server.stop('SIGTERM')
    const statusLines = (await Promise.all(answers)).map((text) => text.split('\r\n')[0])
    expect(statusLines).toEqual(Array(40).fill('HTTP/1.1 200 OK'))
    expect(await exit).toBe(0)
  })
})

describe('stopping', () => {
  it('answers a keep-alive connection that asks while the server stops with Connection: close, and no Keep-Alive', async () => {
    const server = await startNodeServer()
    const { hostname, port } = new URL(server.url)
    const socket = connect(Number(port), hostname)
    let received = ''
    socket.on('data', (chunk) => (received += chunk.toString()))
    const closed = new Promise((resolve) => socket.on('close', resolve))
    await new Promise((resolve) => socket.on('connect', resolve))
    const request = 'GET /api/v1/gst?amount=1000&rate=18 HTTP/1.1\r\nHost: x\r\n\r\n'
    socket.write(request)
    while (!received.includes('"result"')) await new Promise((resolve) => setTimeout(resolve, 5))
    const first = received
    received = ''
    // The second request is begun before the signal, so that its connection is not idle (the
    // stopping server closes idle ones), and ended once the server is seen to be stopping: once
    // another connection's answer says `Connection: close`.
    socket.write(request.slice(0, 20))
    const exit = server.stop('SIGTERM')
    while (!(await answerOnNewConnection(Number(port), hostname, request)).toLowerCase().includes('\r\nconnection: close\r\n')) await new Promise((resolve) => setTimeout(resolve, 5))
    socket.write(request.slice(20))
    await closed
    expect(first.toLowerCase()).toContain('\r\nconnection: keep-alive\r\n')
    expect(first.toLowerCase()).toContain('\r\nkeep-alive: timeout=5\r\n')
    expect(received).toMatch(/^HTTP\/1\.1 200 /)
    expect(received.toLowerCase()).toContain('\r\nconnection: close\r\n')
    expect(received.toLowerCase()).not.toContain('keep-alive')
    expect(await exit).toBe(0)
  })
})

/** The head and body of one answer to `request` on a connection of its own. */
function answerOnNewConnection(port: number, host: string, request: string): Promise<string> {
  return new Promise((resolve) => {
    let text = ''
    const socket = connect(port, host, () => socket.write(request))
    socket.on('data', (chunk) => {
      text += chunk.toString()
      if (text.includes('"result"')) {
        socket.destroy()
        resolve(text)
      }
    })
    socket.on('error', () => resolve(text))
    socket.on('close', () => resolve(text))
  })
}
