/**
 * `npm start`: the service on Node. Reads calculators.yaml once, serves on HOST:PORT
 * (default 127.0.0.1:8787), logs one line with the address, and on SIGINT or SIGTERM stops
 * accepting connections, lets requests in flight finish, then exits 0.
 * WORKERS=n (default 1) runs n processes on the one port with Node's cluster module and
 * replaces a worker that dies. REGISTRY_FILE points at another registry file (default: the
 * calculators.yaml beside src/). The fixtures' requests are read once for the examples of
 * /api/v1/openapi.json and /api/v1, and /docs serves the interactive reference page.
 */
import cluster from 'node:cluster'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { createCalculatorEngine } from '../index.ts'
import { TITLE } from '../openapi/document.ts'
import { OPENAPI_FILE } from '../openapi/service.ts'
import { createDocsPage, DOCS_PAGE } from './docs-page.ts'
import { readExampleRequests } from './fixture-examples.ts'
import { createNodeListener } from './node-listener.ts'

const port = Number(process.env.PORT ?? 8787)
const host = process.env.HOST ?? '127.0.0.1'
const workers = Number(process.env.WORKERS ?? 1)

if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT must be a whole number from 0 to 65535 (got ${process.env.PORT})`)
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
    console.log(`fincalc listening on http://${host}:${address.port} (${workers} workers, primary ${process.pid})`)
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
    engine = createCalculatorEngine(readFileSync(registryFile, 'utf8'), { examples: readExampleRequests(), docsPage: DOCS_PAGE })
  } catch (error) {
    fail((error as Error).message)
  }
  const docs = createDocsPage({ openapiUrl: `${engine.registry.basePath}/${OPENAPI_FILE}`, title: TITLE })
  const api = createNodeListener(engine)
  const server = createServer({ headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 5_000 }, (req, res) => {
    if (!docs(req, res)) api(req, res)
  })
  server.listen(port, host, () => {
    const address = server.address()
    if (!cluster.isWorker) console.log(`fincalc listening on http://${host}:${typeof address === 'object' && address ? address.port : port}`)
  })
  const stop = () => {
    server.close(() => process.exit(0))
    server.closeIdleConnections()
    setTimeout(() => process.exit(0), 10_000).unref()
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

function fail(message: string): never {
  console.error(`fincalc cannot start: ${message}`)
  process.exit(1)
}
