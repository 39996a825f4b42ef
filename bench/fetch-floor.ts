/**
 * What an answer can cost on Bun and Deno at best: the bare server of light.sh, then the same
 * server paying one more part of what fincalc's answer must pay, then fincalc. V picks it:
 *   bare          the fixed EMI body with one header (light.sh's bare server)
 *   clone         a clone of a Response with fincalc's five headers
 *   url           … after reading request.url
 *   if-none-match … and request.headers.get('if-none-match')   (the reads a hit must make)
 *   engine        the reads and the engine's answer, sent with the bare server's one header
 *   engine-clone  … sent as a clone of a Response with fincalc's five headers (none checked)
 *   fincalc       fincalc's fetch responder (src/adapters/fetch.ts)
 * and the least any server of the HTTP contract can do, computing nothing:
 *   contract-hit  the reads a hit must make (method, URL, If-None-Match), then a clone of a
 *                 Response with the contract's four headers (a 200's: content type, CORS,
 *                 Cache-Control, ETag)
 *   contract-miss the same reads, then a new Response with those four headers, as a new answer
 *                 needs (its body and ETag are its own), made the way fincalc makes one
 *   held          contract-miss in a process that holds fincalc's engine, unused
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
import { toFetchResponder } from '../src/adapters/fetch.ts'

declare const Bun: { serve(options: { port: number; hostname: string; fetch: (request: Request) => Response | Promise<Response> }): unknown } | undefined
declare const Deno: { env: { get(name: string): string | undefined }; serve(options: { port: number; hostname: string }, handler: (request: Request) => Response | Promise<Response>): unknown } | undefined

const env = (name: string) => (typeof Deno !== 'undefined' ? Deno.env.get(name) : process.env[name])
const body = '{"input":{"principal":8000000,"interest":8.5,"years":20},"result":{"emi":69425.86,"totalInterest":8662206.08,"totalPayment":16662206.08,"months":240}}'
const headers = { 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': '*', 'access-control-expose-headers': 'ETag, Cache-Control', 'cache-control': 'public, max-age=86400', etag: '"4m-32e59ced"' }
const template = new Response(body, { headers })
const { 'access-control-expose-headers': _, ...contractHeaders } = headers
const contractTemplate = new Response(body, { headers: contractHeaders })
/** The reads of src/adapters/fetch.ts, whose values a router and the 304 check need. */
const read = (request: Request) => [request.method, request.url, request.headers.get('if-none-match')]
const V = env('V') ?? ''
const engine = ['engine', 'engine-clone', 'fincalc', 'held'].includes(V) ? await engineForText(registryText) : undefined
/** `send` given the body of the engine's answer to the request, read as fincalc's responder reads it, and at once when the answer is (as fincalc answers). */
function withBody(request: Request, send: (body: string | null) => Response): Response | Promise<Response> {
  const answer = engine!.answer({ method: request.method, url: request.url, ifNoneMatch: request.headers.get('if-none-match') })
  return answer instanceof Promise ? answer.then((response) => send(response.body)) : send(answer.body)
}
function contractMiss(request: Request): Response {
  read(request)
  const response = new Response(body, { headers: { 'content-type': contractHeaders['content-type'] } })
  for (const name of ['access-control-allow-origin', 'cache-control', 'etag'] as const) response.headers.set(name, contractHeaders[name])
  return response
}
const variants: Record<string, ((request: Request) => Response | Promise<Response>) | undefined> = {
  bare: () => new Response(body, { headers: { 'content-type': 'application/json' } }),
  clone: () => template.clone(),
  url: (request) => (request.url, template.clone()),
  'if-none-match': (request) => (request.url, request.headers.get('if-none-match'), template.clone()),
  engine: (request) => withBody(request, (answer) => new Response(answer, { headers: { 'content-type': 'application/json' } })),
  'engine-clone': (request) => withBody(request, () => template.clone()),
  fincalc: engine && toFetchResponder(engine),
  'contract-hit': (request) => (read(request), contractTemplate.clone()),
  'contract-miss': contractMiss,
  held: contractMiss,
}
const fetch = variants[V]
if (fetch === undefined) throw new Error(`V must be one of ${Object.keys(variants).join(', ')}`)
const options = { port: Number(env('PORT')), hostname: '127.0.0.1' }
if (typeof Bun !== 'undefined') Bun.serve({ ...options, fetch })
else Deno!.serve(options, fetch)
