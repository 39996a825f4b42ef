/**
 * Idle keep-alive connections closed by a sweep (src/adapters/idle-connections.ts), on a real
 * node:http server with its own keep-alive timeout off, as `fincalc serve` makes it: a
 * connection left idle is closed after the idle time and at most one sweep more, one that keeps
 * asking is not, and neither is one whose response is still being written.
 */
import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { IdleConnections } from '../src/adapters/idle-connections.ts'

const IDLE_MS = 300
const SWEEP_MS = 50

describe('idle keep-alive connections', () => {
  let server: Server | undefined
  let idle: IdleConnections | undefined
  const sockets: Socket[] = []
  afterEach(async () => {
    idle?.stop()
    for (const socket of sockets.splice(0)) socket.destroy()
    await new Promise((resolve) => server?.close(resolve))
  })

  /** A server answering `/slow` after `slowMs` and anything else at once; resolves with its port. */
  async function start(slowMs = 0): Promise<number> {
    idle = new IdleConnections(IDLE_MS, SWEEP_MS)
    const tracker = idle
    server = createServer({ keepAliveTimeout: 0 }, (req, res) => {
      tracker.requested(req.socket, res)
      if (req.url === '/slow') setTimeout(() => res.end('slow'), slowMs)
      else res.end('ok')
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    return (server.address() as AddressInfo).port
  }

  /** A raw keep-alive connection; `closed` resolves with the time (performance.now()) it was closed by the server. */
  function open(port: number): { socket: Socket; ask(path: string): void; answers: number; closed: Promise<number> } {
    const socket = connect(port, '127.0.0.1')
    sockets.push(socket)
    const connection = {
      socket,
      answers: 0,
      ask: (path: string) => void socket.write(`GET ${path} HTTP/1.1\r\nhost: x\r\n\r\n`),
      closed: new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now()))),
    }
    socket.on('data', () => connection.answers++)
    socket.on('error', () => {})
    return connection
  }

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  it('closes a connection idle for the idle time, at most one sweep (and a timer tick) later', async () => {
    const connection = open(await start())
    const asked = performance.now()
    connection.ask('/')
    const closedAt = await connection.closed
    expect(connection.answers).toBe(1)
    expect(closedAt - asked).toBeGreaterThanOrEqual(IDLE_MS)
    expect(closedAt - asked).toBeLessThan(IDLE_MS + SWEEP_MS + 150)
    // the server's side of the socket closes in a later turn; then it is no longer tracked
    await sleep(50)
    expect(idle!.size).toBe(0)
  })

  it('keeps a connection that asks again before the idle time is up', async () => {
    const connection = open(await start())
    let closed = false
    void connection.closed.then(() => (closed = true))
    for (let i = 0; i < 6; i++) {
      connection.ask('/')
      await sleep(IDLE_MS / 2)
    }
    expect(closed).toBe(false)
    expect(connection.answers).toBe(6)
  })

  it('keeps a connection whose answer is still being written, and counts its idle time from then', async () => {
    const connection = open(await start(2 * IDLE_MS))
    connection.ask('/slow')
    while (connection.answers === 0) await sleep(5)
    const answered = performance.now()
    expect(connection.socket.destroyed).toBe(false)
    const closedAt = await connection.closed
    expect(closedAt - answered).toBeGreaterThanOrEqual(IDLE_MS - SWEEP_MS - 5)
  })

  it('says how long an idle connection is kept, in whole seconds, as the Keep-Alive header does', () => {
    const tracker = new IdleConnections(5_000)
    tracker.stop()
    expect(tracker.keepAliveHint).toBe('timeout=5')
  })
})
