/**
 * `npm start`: the service on Node. Reads calculators.yaml once, serves on HOST:PORT
 * (default 127.0.0.1:8787, read by ./address.ts as in every runtime), logs one line with the address, and on SIGINT or SIGTERM stops
 * accepting connections, lets requests in flight finish, then exits 0.
 * WORKERS=n (default 1) runs n processes on the one port with Node's cluster module and
 * replaces a worker that dies. REGISTRY_FILE points at another registry file (default: the
 * calculators.yaml beside src/).
 */
import cluster from 'node:cluster'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { createCalculatorEngine } from '../index.ts'
import { cannotStart, listeningLine, readListenAddress, type ListenAddress } from './address.ts'
import { createNodeListener } from './node-listener.ts'

let address: ListenAddress
try {
  address = readListenAddress(process.env)
} catch (error) {
  fail(error)
}
const { port, host } = address
const workers = Number(process.env.WORKERS ?? 1)
if (!Number.isInteger(workers) || workers < 1 || workers > 64) fail(`WORKERS must be a whole number from 1 to 64 (got ${process.env.WORKERS})`)

if (workers > 1 && cluster.isPrimary) runPrimary()
else runServer()

function runPrimary(): void {
  let stopping = false
  for (let i = 0; i < workers; i++) cluster.fork()
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting a replacement`)
    cluster.fork()
  })
  let announced = false
  cluster.on('listening', (_worker, address) => {
    if (announced) return
    announced = true
    console.log(listeningLine(host, address.port, `${workers} workers, primary ${process.pid}`))
  })
  const stop = () => {
    stopping = true
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
    let remaining = Object.keys(cluster.workers ?? {}).length
    if (remaining === 0) process.exit(0)
    cluster.on('exit', () => {
      if (--remaining === 0) process.exit(0)
    })
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

function runServer(): void {
  let engine
  try {
    const registryFile = process.env.REGISTRY_FILE ?? new URL('../../calculators.yaml', import.meta.url)
    engine = createCalculatorEngine(readFileSync(registryFile, 'utf8'))
  } catch (error) {
    fail(error)
  }
  const server = createServer({ headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 5_000 }, createNodeListener(engine))
  server.listen(port, host, () => {
    const address = server.address()
    if (!cluster.isWorker) console.log(listeningLine(host, typeof address === 'object' && address ? address.port : port))
  })
  const stop = () => {
    server.close(() => process.exit(0))
    server.closeIdleConnections()
    setTimeout(() => process.exit(0), 10_000).unref()
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

function fail(error: unknown): never {
  console.error(cannotStart(error))
  process.exit(1)
}
