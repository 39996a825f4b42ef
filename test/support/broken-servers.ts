/**
 * Deliberately broken implementations of the API on loopback, for the conformance self-tests:
 * a proxy in front of a real server that spoils requests or answers, and the engine served
 * with a changed registry or with its formulas' figures changed before rounding.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createNodeListener } from '../../src/adapters/node-listener.ts'
import { findFormula } from '../../src/formulas/index.ts'
import type { FormulaRecord, FormulaValue } from '../../src/formulas/formula.ts'
import { Dec } from '../../src/arithmetic/decimal.ts'
import { loadRegistry } from '../../src/registry/load.ts'
import { buildValidator } from '../../src/registry/validator.ts'
import { createEngine } from '../../src/runtime/engine.ts'
import type { ArithmeticMode } from '../../src/runtime/evaluate.ts'
import { REGISTRY_TEXT } from './project.ts'

export interface LocalServer {
  url: string
  close(): Promise<void>
}

export interface Answer {
  status: number
  headers: Record<string, string>
  body: string
}

export interface Spoiler {
  /** Changes the request before it is passed on. */
  request?(request: { method: string; url: string; headers: IncomingHttpHeaders }): void
  /** Changes the answer before it is sent back. */
  answer?(answer: Answer, request: { method: string; url: string }): Answer
}

/** A proxy on 127.0.0.1 that passes everything to `upstream` through the spoiler. */
export function startProxy(upstream: string, spoiler: Spoiler): Promise<LocalServer> {
  const target = new URL(upstream)
  return listen(
    createServer((req, res) => {
      const forwarded = { method: req.method ?? 'GET', url: req.url ?? '/', headers: { ...req.headers, host: target.host } }
      spoiler.request?.(forwarded)
      const outgoing = httpRequest({ host: target.hostname, port: target.port, method: forwarded.method, path: forwarded.url, headers: forwarded.headers }, (upstreamResponse) => {
        const chunks: Buffer[] = []
        upstreamResponse.on('data', (chunk: Buffer) => chunks.push(chunk))
        upstreamResponse.on('end', () => {
          const headers: Record<string, string> = {}
          for (const [name, value] of Object.entries(upstreamResponse.headers)) if (value !== undefined && name !== 'content-length' && name !== 'connection' && name !== 'keep-alive') headers[name] = String(value)
          let answer: Answer = { status: upstreamResponse.statusCode ?? 502, headers, body: Buffer.concat(chunks).toString('utf8') }
          answer = spoiler.answer ? spoiler.answer(answer, forwarded) : answer
          const noBody = forwarded.method === 'HEAD' || answer.status === 204 || answer.status === 304
          res.writeHead(answer.status, noBody ? answer.headers : { ...answer.headers, 'content-length': Buffer.byteLength(answer.body) })
          res.end(noBody ? undefined : answer.body)
        })
      })
      outgoing.on('error', () => {
        res.writeHead(502)
        res.end()
      })
      req.pipe(outgoing)
    }),
  )
}

/** The engine served on 127.0.0.1 with an edited registry text. */
export function startEngineServer(registryText: string): Promise<LocalServer> {
  return startEngine(registryText, (id) => findFormula(id))
}

/**
 * The engine with every decimal figure of one formula cut to the paisa (rounding down, not
 * half-up). It answers in the decimal arithmetic, whose values are the `Dec` that `truncate` cuts.
 */
export function startTruncatingServer(formulaId: string): Promise<LocalServer> {
  return startEngine(
    REGISTRY_TEXT,
    (id) => {
      const real = findFormula(id)
      if (!real || id !== formulaId) return real
      return { ...real, compute: (input, a) => truncate(real.compute(input, a)) as FormulaRecord }
    },
    'decimal',
  )
}

/** The registry text with `from` replaced by `to` inside the entry of calculator `id`; throws when `from` is not there. */
export function editRegistry(id: string, from: string, to: string): string {
  const start = REGISTRY_TEXT.indexOf(`\n  - id: ${id}\n`)
  if (start < 0) throw new Error(`no calculator ${id} in calculators.yaml`)
  const end = REGISTRY_TEXT.indexOf('\n  - id: ', start + 1)
  const entry = REGISTRY_TEXT.slice(start, end < 0 ? undefined : end)
  if (!entry.includes(from)) throw new Error(`calculator ${id} has no ${JSON.stringify(from)}`)
  return REGISTRY_TEXT.slice(0, start) + entry.replace(from, to) + (end < 0 ? '' : REGISTRY_TEXT.slice(end))
}

function startEngine(registryText: string, formulas: Parameters<typeof createEngine>[0]['formulas'], arithmetic?: ArithmeticMode): Promise<LocalServer> {
  const engine = createEngine({ registry: loadRegistry(registryText, findFormula), formulas, buildValidator, onError: () => {}, ...(arithmetic ? { arithmetic } : {}) })
  return listen(createServer(createNodeListener(engine)))
}

function truncate(value: FormulaValue | FormulaRecord): unknown {
  if (value instanceof Dec) return value.toDecimalPlaces(2, Dec.ROUND_DOWN)
  if (Array.isArray(value)) return value.map((v) => truncate(v))
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, truncate(v as FormulaValue)]))
  return value
}

function listen(server: Server): Promise<LocalServer> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done())
            server.closeAllConnections()
          }),
      })
    })
  })
}
