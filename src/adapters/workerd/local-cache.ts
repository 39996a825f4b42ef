/**
 * The Cache API's storage for local workerd runs. On Cloudflare, `caches.default` is the edge
 * cache of the data centre. workerd on its own has none: it sends every cache operation, as an
 * HTTP request, to the service named by the Worker's `cacheApiOutbound` (protocol as workerd
 * speaks it, and as Miniflare's cache implements it):
 *   match   GET <url>    → answer `CF-Cache-Status: HIT` with the stored response, or `MISS`
 *   put     PUT <url>    body = the response serialised as HTTP/1.1 text → 204 stored, 413 refused
 *   delete  PURGE <url>  → 200 deleted, 404 absent
 * Kept in memory (one isolate, lost on restart), at most MAX_ENTRIES, honouring the stored
 * response's `Cache-Control` (s-maxage, else max-age; no-store and private are not stored), and
 * answering with an `Age` header as a shared cache does. The `LocalCache` entrypoint of local runs
 * (with-local-cache.ts), never deployed.
 */
interface Entry {
  status: number
  headers: Array<[string, string]>
  body: Uint8Array<ArrayBuffer>
  storedAt: number
  maxAgeSeconds: number
}

const MAX_ENTRIES = 10_000
const entries = new Map<string, Entry>()

export default {
  async fetch(request: Request): Promise<Response> {
    const key = request.url
    switch (request.method) {
      case 'GET': {
        const entry = entries.get(key)
        const age = entry ? Math.floor((Date.now() - entry.storedAt) / 1000) : 0
        if (!entry || age >= entry.maxAgeSeconds) {
          if (entry) entries.delete(key)
          return new Response(null, { status: 504, headers: { 'cf-cache-status': 'MISS' } })
        }
        const headers = new Headers(entry.headers)
        headers.set('cf-cache-status', 'HIT')
        headers.set('age', String(age))
        return new Response(entry.body, { status: entry.status, headers })
      }
      case 'PUT': {
        const entry = parseResponse(new Uint8Array(await request.arrayBuffer()))
        if (!entry || entry.maxAgeSeconds <= 0) return new Response(null, { status: 413 })
        entries.delete(key)
        entries.set(key, entry)
        if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!)
        return new Response(null, { status: 204 })
      }
      case 'PURGE':
        return new Response(null, { status: entries.delete(key) ? 200 : 404 })
      default:
        return new Response(null, { status: 405 })
    }
  },
}

/** `HTTP/1.1 200 OK\r\nName: value\r\n…\r\n\r\nbody` (body plain or chunked) into an entry. */
function parseResponse(bytes: Uint8Array): Entry | undefined {
  let end = -1
  for (let i = 0; i + 3 < bytes.length; i++) {
    if (bytes[i] === 13 && bytes[i + 1] === 10 && bytes[i + 2] === 13 && bytes[i + 3] === 10) {
      end = i
      break
    }
  }
  if (end < 0) return undefined
  const [statusLine = '', ...lines] = new TextDecoder().decode(bytes.subarray(0, end)).split('\r\n')
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1])
  if (!status) return undefined
  const headers: Array<[string, string]> = []
  let chunked = false
  let cacheControl = ''
  for (const line of lines) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    const value = line.slice(colon + 1).trim()
    if (name === 'transfer-encoding') chunked = /chunked/i.test(value)
    else if (name !== 'content-length') headers.push([name, value])
    if (name === 'cache-control') cacheControl = value.toLowerCase()
  }
  let body = bytes.subarray(end + 4)
  if (chunked) body = dechunk(body)
  if (/(^|,)\s*(no-store|private)\s*(,|$)/.test(cacheControl)) return undefined
  const maxAge = /(?:^|,)\s*s-maxage=(\d+)/.exec(cacheControl) ?? /(?:^|,)\s*max-age=(\d+)/.exec(cacheControl)
  return { status, headers, body: body.slice(), storedAt: Date.now(), maxAgeSeconds: maxAge ? Number(maxAge[1]) : 0 }
}

function dechunk(bytes: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = []
  let at = 0
  for (;;) {
    let lineEnd = at
    while (lineEnd + 1 < bytes.length && !(bytes[lineEnd] === 13 && bytes[lineEnd + 1] === 10)) lineEnd++
    const size = parseInt(new TextDecoder().decode(bytes.subarray(at, lineEnd)), 16)
    if (!size) break
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
  }
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let offset = 0
  for (const p of parts) {
    out.set(p, offset)
    offset += p.length
  }
  return out
}
