/**
 * The service on Node: `fincalc serve` (and `npm start`, which runs it). Reads the registry
 * once (the build's while the file is the text it read, ./built-engine.ts), serves on the
 * address given (default 127.0.0.1:8787, from PORT and HOST as in every runtime, see
 * ./address.ts), logs one line with the address, and on SIGINT or SIGTERM stops accepting
 * connections, lets requests in flight finish, then exits 0.
 * WORKERS=n (default 1) runs n processes on the one port with Node's cluster module and
 * replaces a worker that dies. REGISTRY_FILE points at another registry file (default: the
 * calculators.yaml of this package). HEADERS_TIMEOUT_MS (default 10000) is how long a client may
 * take to send its request headers before it is answered 408 and disconnected. The fixtures'
 * requests, embedded at build time, illustrate /api/v1/openapi.json and /api/v1, and /docs
 * serves the interactive reference page. Nothing is written to disk.
 */
import cluster from 'node:cluster'
import { createServer } from 'node:http'
import { Server as NetServer } from 'node:net'
import type { Engine } from '../runtime/engine.ts'
import { engineForText } from './built-engine.ts'
import exampleRequests from '../generated/example-requests.ts'
import { readArithmeticMode, type ArithmeticMode } from '../runtime/evaluate.ts'
import { TITLE } from '../openapi/document.ts'
import { OPENAPI_FILE } from '../openapi/service.ts'
import { createDocsPage, DOCS_PAGE } from './docs-page.ts'
import { cannotStart, listenFailure, listeningLine, readListenAddress } from './address.ts'
import { createNodeListener } from './node-listener.ts'
import { answerExpectation, answeredForHost, answerUnreadable } from './unreadable-request.ts'
import { IdleConnections } from './idle-connections.ts'
import { RegistryError } from '../registry/registry-error.ts'
import { readRegistryFile } from '../registry/registry-file.ts'

/** How long a keep-alive connection may stay idle before the server closes it, as node:http's default. */
const KEEP_ALIVE_MS = 5_000

export interface ServeOptions {
  port: number
  host: string
  /** Processes sharing the port (Node's cluster module); 1 serves from this process. */
  workers: number
  /** The registry file; default: this package's calculators.yaml. */
  registryFile?: string | undefined
  /** FINCALC_ARITHMETIC: `decimal` answers every request in the reference arithmetic. */
  arithmetic: ArithmeticMode
  headersTimeoutMs: number
}

/** The options from the environment (PORT, HOST, WORKERS, REGISTRY_FILE, HEADERS_TIMEOUT_MS, FINCALC_ARITHMETIC); throws an Error saying what is wrong. */
export function readServeOptions(env: Readonly<Record<string, string | undefined>>): ServeOptions {
  const { port, host } = readListenAddress(env)
  const workers = wholeNumber(env, 'WORKERS', 1, 1, 64)
  const headersTimeoutMs = wholeNumber(env, 'HEADERS_TIMEOUT_MS', 10_000, 100, MOST_HEADERS_TIMEOUT_MS)
  return { port, host, workers, registryFile: env.REGISTRY_FILE || undefined, headersTimeoutMs, arithmetic: readArithmeticMode(env.FINCALC_ARITHMETIC) }
}

/** The longest wait for a request's headers: ten minutes (node:http refuses timeouts past 2^31 ms). */
const MOST_HEADERS_TIMEOUT_MS = 600_000

/** The variable `name` as a whole number in decimal digits from `least` to `most`, `unset` when it is unset or empty. */
function wholeNumber(env: Readonly<Record<string, string | undefined>>, name: string, unset: number, least: number, most: number): number {
  const text = env[name]
  if (text === undefined || text === '') return unset
  const value = /^\d{1,9}$/.test(text) ? Number(text) : NaN
  if (!(value >= least && value <= most)) throw new Error(`${name} must be a whole number from ${least} to ${most} (got ${text})`)
  return value
}

/**
 * Starts the service and keeps the process for it: a problem at start-up (the registry, the
 * address) is one line on stderr and exit status 1. With several workers, each is this same
 * program (the command and arguments that started the primary) run by the cluster module.
 */
export function serve(options: ServeOptions): void {
  if (options.workers > 1 && cluster.isPrimary) runPrimary(options)
  else void runServer(options)
}

function runPrimary({ workers, host }: ServeOptions): void {
  let stopping = false
  for (let i = 0; i < workers; i++) cluster.fork()
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting a replacement`)
    cluster.fork()
  })
  let announced = false
  // A worker that cannot start (the port is taken, the registry is wrong) tells the primary
  // instead of printing: every worker fails alike, and replacing them would fail forever. The
  // primary prints the one line, stops the others and exits 1.
  cluster.on('message', (_worker, message: { cannotStart?: string }) => {
    if (typeof message?.cannotStart !== 'string' || stopping) return
    stopping = true
    console.error(message.cannotStart)
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
    process.exit(1)
  })
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

async function runServer({ port, host, registryFile, headersTimeoutMs: headersTimeout, arithmetic }: ServeOptions): Promise<void> {
  // A worker still asking the primary for the listening socket when the primary stops (as it
  // does once another worker cannot start) gets EPIPE on its channel to it, which would end it
  // with a stack trace on the terminal. The primary has printed the one line; the worker leaves.
  if (cluster.isWorker) cluster.worker!.on('error', () => process.exit(1))
  let engine: Engine
  try {
    const text = readRegistryFile(registryFile ?? new URL('../../calculators.yaml', import.meta.url))
    const options = { examples: exampleRequests, docsPage: DOCS_PAGE, arithmetic }
    engine = await engineForText(text, options)
  } catch (caught) {
    // a registry given instead of the package's is named as it was given
    const error = caught instanceof RegistryError && registryFile !== undefined ? new RegistryError(caught.problems, registryFile) : caught
    if (cluster.isWorker) return workerCannotStart(error)
    fail(error)
  }
  // node:http's own keep-alive timers are off (keepAliveTimeout 0): idle connections are closed
  // by `idle` instead (./idle-connections.ts).
  const idle = new IdleConnections(KEEP_ALIVE_MS)
  const docs = createDocsPage({ openapiUrl: `${engine.registry.basePath}/${OPENAPI_FILE}`, title: TITLE, keepAliveHint: idle.keepAliveHint })
  const api = createNodeListener(engine, { keepAliveHint: idle.keepAliveHint })
  let stopping = false
  const server = createServer(
    { headersTimeout, requestTimeout: Math.max(30_000, headersTimeout), keepAliveTimeout: 0, connectionsCheckingInterval: Math.min(1_000, headersTimeout), requireHostHeader: false },
    (req, res) => {
      if (answeredForHost(req)) return
      // once stopping, every answer ends its connection: node:http then writes `Connection: close`
      // (and the listener no Keep-Alive)
      if (stopping) res.shouldKeepAlive = false
      idle.requested(req.socket, res)
      if (!docs(req, res)) api(req, res)
    },
  )
  server.on('clientError', answerUnreadable)
  server.on('checkExpectation', answerExpectation)
  const onListenError = (error: Error) => {
    const reason = listenFailure(error, { host, port })
    if (cluster.isWorker) workerCannotStart(reason)
    else fail(reason)
  }
  server.once('error', onListenError)
  server.listen(port, host, () => {
    server.off('error', onListenError)
    const address = server.address()
    if (!cluster.isWorker) console.log(listeningLine(host, typeof address === 'object' && address ? address.port : port))
  })
  // Shutdown drains instead of cutting: http.Server#close() would drop idle keep-alive
  // connections at once (one whose request is still unparsed in its buffer counts as idle), and
  // closing the listening socket resets the connections still waiting in the kernel's accept
  // backlog, which a busy event loop has not taken yet. So on SIGINT/SIGTERM the server keeps
  // listening, answers with `Connection: close`, and every 50 ms, once no new connection has
  // arrived since the last look, closes idle connections; when none is left open it closes
  // the listening socket and exits 0 (at the latest after 10 s).
  let accepted = 0
  server.on('connection', () => accepted++)
  const stop = () => {
    if (stopping) return
    stopping = true
    let acceptedAtLastLook = -1
    const closeWhenQuiet = () => {
      const quiet = accepted === acceptedAtLastLook
      acceptedAtLastLook = accepted
      if (quiet) server.closeIdleConnections()
      server.getConnections((_error, open) => {
        if (quiet && open === 0) NetServer.prototype.close.call(server, () => process.exit(0))
        else setTimeout(closeWhenQuiet, 50)
      })
    }
    closeWhenQuiet()
    setTimeout(() => process.exit(0), 10_000).unref()
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

function fail(error: unknown): never {
  console.error(cannotStart(error))
  process.exit(1)
}

/** In a cluster worker: hands the line to the primary (runPrimary prints it once), then exits 1. */
function workerCannotStart(error: unknown): void {
  process.send!({ cannotStart: cannotStart(error) }, () => process.exit(1))
}
