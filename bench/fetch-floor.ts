/**
 * What an answer can cost on Bun and Deno at best: the bare server of light.sh, then the same
 * server paying one more part of what fincalc's answer must pay, then fincalc. V picks it:
 *   bare          the fixed EMI body with one header (light.sh's bare server)
 *   clone         a clone of a Response with fincalc's five headers
 *   url, if-none-match  … after reading request.url, then also If-None-Match (a hit's reads)
 *   reads         the reads a hit must make, then the bare server's Response (its one header)
 *   engine        the reads and the engine's answer, sent with the bare server's one header
 *   engine-clone  … sent as a clone of a Response with fincalc's five headers (none checked)
 *   fincalc       fincalc's fetch responder (src/adapters/fetch.ts)
 * and the least any server of the HTTP contract can do, computing nothing:
 *   contract-hit  the reads a hit must make (method, URL, If-None-Match), then a clone of a
 *                 Response with the contract's four headers (a 200's: content type, CORS,
 *                 Cache-Control, ETag)
 *   contract-miss the same reads, then a new Response with those four headers, as a new answer
 *                 needs (its body and ETag are its own), made by fincalc's own `make`
 *   held, held-hit contract-miss, contract-hit in a process that holds fincalc's engine, unused
 * The variants that answer with fincalc's engine build it, as the server does (on Bun, the heap a
 * process holds slows every request it serves: bench/README.md); the others hold no more than
 * light.sh's bare server. bench/fetch-floor.sh loads them as light.sh loads fincalc; by hand:
 *   V=clone PORT=8801 bun bench/fetch-floor.ts &
 *   wrk -t1 -c50 -d4s 'http://127.0.0.1:8801/api/v1/emi?principal=8000000&interest=8.5&years=20'
 * (Deno: deno run --no-lock --node-modules-dir=manual -A bench/fetch-floor.ts). The server's CPU
 * a request (utime + stime of every thread in /proc/<pid>/task over the run ÷ its requests) is
 * steadier than its rate on a shared machine.
 */
import { engineForText } from '../src/adapters/built-engine.ts'
import registryText from '../src/adapters/bundled-registry.ts'
import { make, toFetchResponder } from '../src/adapters/fetch.ts'
import type { Engine } from '../src/runtime/engine.ts'

declare const Bun: { serve(options: { port: number; hostname: string; fetch: (request: Request) => Response | Promise<Response> }): unknown } | undefined
declare const Deno: { env: { get(name: string): string | undefined }; serve(options: { port: number; hostname: string }, handler: (request: Request) => Response | Promise<Response>): unknown } | undefined

const env = (name: string) => (typeof Deno !== 'undefined' ? Deno.env.get(name) : process.env[name])
const body = '{"input":{"principal":8000000,"interest":8.5,"years":20},"result":{"emi":69425.86,"totalInterest":8662206.08,"totalPayment":16662206.08,"months":240}}'
const headers = { 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': '*', 'access-control-expose-headers': 'ETag, Cache-Control', 'cache-control': 'public, max-age=86400', etag: '"4m-32e59ced"' }
const template = new Response(body, { headers })
const { 'access-control-expose-headers': _, ...contractHeaders } = headers
/** A new answer with the contract's headers, as the engine gives one to the responder. */
const contractAnswer = { status: 200, headers: contractHeaders, body }
/** The template a hit clones, made as fincalc's responder makes its templates. */
const contractTemplate = make(contractAnswer)
/** The reads of src/adapters/fetch.ts, whose values a router and the 304 check need. */
const read = (request: Request) => [request.method, request.url, request.headers.get('if-none-match')]
type Handler = (request: Request) => Response | Promise<Response>
/** `send` given the body of the engine's answer to the request, read as fincalc's responder reads it, and at once when the answer is (as fincalc answers). */
function withBody(engine: Engine, request: Request, send: (body: string | null) => Response): Response | Promise<Response> {
  const answer = engine.answer({ method: request.method, url: request.url, ifNoneMatch: request.headers.get('if-none-match') })
  return answer instanceof Promise ? answer.then((response) => send(response.body)) : send(answer.body)
}
/** The reads, then a Response made by fincalc's own `make` (src/adapters/fetch.ts). */
const contractMiss: Handler = (request) => (read(request), make(contractAnswer))
const variants: Record<string, Handler> = {
  bare: () => new Response(body, { headers: { 'content-type': 'application/json' } }),
  clone: () => template.clone(),
  url: (request) => (request.url, template.clone()),
  'if-none-match': (request) => (request.url, request.headers.get('if-none-match'), template.clone()),
  reads: (request) => (read(request), variants.bare!(request)),
  'contract-hit': (request) => (read(request), contractTemplate.clone()),
  'contract-miss': contractMiss,
}
/** The variants whose process builds fincalc's engine. */
const withEngine: Record<string, (engine: Engine) => Handler> = {
  engine: (engine) => (request) => withBody(engine, request, (answer) => new Response(answer, { headers: { 'content-type': 'application/json' } })),
  'engine-clone': (engine) => (request) => withBody(engine, request, () => template.clone()),
  fincalc: toFetchResponder,
  held: () => contractMiss,
  'held-hit': () => variants['contract-hit']!,
}
const V = env('V') ?? ''
const fetch = Object.hasOwn(variants, V) ? variants[V] : Object.hasOwn(withEngine, V) ? withEngine[V]!(await engineForText(registryText)) : undefined
if (fetch === undefined) {
  console.error(`bench/fetch-floor.ts: V must be one of ${[...Object.keys(variants), ...Object.keys(withEngine)].join(', ')}`)
  process.exit(2)
}
const options = { port: Number(env('PORT')), hostname: '127.0.0.1' }
if (typeof Bun !== 'undefined') Bun.serve({ ...options, fetch })
else Deno!.serve(options, fetch)
