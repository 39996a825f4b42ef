/**
 * The limit: a bare node:http server answering with a fixed JSON body, content-type and
 * content-length only. No parsing, no work: what Node's HTTP stack alone costs on this machine.
 * BODY is the body answered by default; BODIES (a JSON object) maps a request path to another
 * body, so that each scenario is compared with a fixed body of its own response's size.
 * HEADED (a JSON object) maps a path to a body and the headers to answer it with, in place of
 * content-type, whatever the query: what a server answering with fincalc's headers and no work
 * at all reaches under the load the peer and fincalc's misses are measured with.
 *
 *   BODY='{"…"}' BODIES='{"/0":"…"}' HEADED='{"/h":{"body":"…","headers":{…}}}' PORT=0 node --import tsx bench/baselines/limit.ts
 */
import { createServer } from 'node:http'

interface Fixed {
  body: Buffer
  headers: Record<string, string | number>
}
const fixed = (text: string, headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' }): Fixed => {
  const body = Buffer.from(text)
  return { body, headers: { ...headers, 'content-length': body.length } }
}
const fallback = fixed(process.env.BODY ?? '{"ok":true}')
const byPath = new Map(Object.entries(JSON.parse(process.env.BODIES ?? '{}') as Record<string, string>).map(([path, text]) => [path, fixed(text)]))
const headed = new Map(Object.entries(JSON.parse(process.env.HEADED ?? '{}') as Record<string, { body: string; headers: Record<string, string> }>).map(([path, { body, headers }]) => [path, fixed(body, headers)]))
const pathOf = (url: string) => (url.includes('?') ? url.slice(0, url.indexOf('?')) : url)

const server = createServer((req, res) => {
  const answer = byPath.get(req.url ?? '/') ?? (headed.size ? headed.get(pathOf(req.url ?? '/')) : undefined) ?? fallback
  res.writeHead(200, answer.headers)
  res.end(answer.body)
})
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address()
  console.log(`limit listening on http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`)
})
process.once('SIGTERM', () => process.exit(0))
