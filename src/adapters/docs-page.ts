/**
 * `GET /docs` on Node: the interactive reference page. Swagger UI (swagger-ui-dist) served from
 * node_modules, read once, at the first request for the page or an asset; no CDN, no outside
 * fonts, no validator badge. The page loads `/api/v1/openapi.json` from the same origin, lists
 * the calculators by tag with a filter box, and every operation's form ("Try it out" is on)
 * sends the real request to this server.
 * A Content-Security-Policy confines the page to its own origin, so a stray outside request
 * fails loudly instead of leaking.
 *
 * swagger-ui-dist is an optional peer dependency: a library install does not bring it. Without
 * it, /docs answers a short page that says how to enable it (install it beside fincalc, start
 * the server again) and links the OpenAPI document; every other path is the API's as before.
 *
 * Other runtimes serve openapi.json and the discovery index from the engine and leave this out.
 */
import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { matchesIfNoneMatch } from '../runtime/etag.ts'
import { ifNoneMatchOf } from './node-listener.ts'

export const DOCS_PAGE = '/docs'

const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

interface Asset {
  type: string
  body: Buffer
  etag: string
  gzipped?: Buffer
}

export interface DocsPageOptions {
  /** Where the page loads the OpenAPI document from. */
  openapiUrl: string
  title: string
  /** The `Keep-Alive` header's value on keep-alive connections (as NodeListenerOptions's). */
  keepAliveHint?: string
}

/** A handler that answers the docs page and its assets and returns false for every other path. */
export function createDocsPage(options: DocsPageOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  let loaded: { page: Asset; assets: Map<string, Asset> } | undefined
  return (req, res) => {
    const url = req.url ?? '/'
    // Every API request passes here first: only a URL under the page's path is split and looked up.
    if (!url.startsWith(DOCS_PAGE)) return false
    try {
      loaded ??= docsAssets(options)
    } catch (error) {
      console.error(`${DOCS_PAGE}: swagger-ui-dist could not be read: ${(error as Error).message}`)
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      res.end('The reference page could not be read.\n')
      return true
    }
    const { page, assets } = loaded
    const found = assets.get(url.split('?')[0]!)
    if (!found) return false
    const cacheControl = found === page ? 'no-cache' : 'public, max-age=86400'
    const headers: Record<string, string | number> = {
      'content-type': found.type,
      'cache-control': cacheControl,
      etag: found.etag,
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
      'content-security-policy': CONTENT_SECURITY_POLICY,
    }
    const keepAlive: Record<string, string> = options.keepAliveHint !== undefined && res.shouldKeepAlive ? { 'keep-alive': options.keepAliveHint } : {}
    Object.assign(headers, keepAlive)
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8', ...keepAlive })
      res.end('Method Not Allowed\n')
      return true
    }
    if (matchesIfNoneMatch(ifNoneMatchOf(req.rawHeaders), found.etag)) {
      res.writeHead(304, { etag: found.etag, 'cache-control': cacheControl, ...keepAlive })
      res.end()
      return true
    }
    let body = found.body
    if (found.body.length > 1024 && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      body = found.gzipped ??= gzipSync(found.body)
      headers['content-encoding'] = 'gzip'
    }
    headers['content-length'] = body.length
    res.writeHead(200, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }
}

/** The page and its assets, read from swagger-ui-dist (or the page saying it is not installed). */
function docsAssets(options: DocsPageOptions): { page: Asset; assets: Map<string, Asset> } {
  const dist = swaggerUiDist()
  let page: Asset
  let assets: Map<string, Asset>
  if (dist === undefined) {
    const text = notInstalledHtml(options.title, options.openapiUrl)
    page = { type: 'text/html; charset=utf-8', body: Buffer.from(text), etag: `"docs-not-installed-${hash(text)}"` }
    assets = new Map([
      [DOCS_PAGE, page],
      [`${DOCS_PAGE}/`, page],
    ])
  } else {
    const version = (JSON.parse(readFileSync(join(dist, 'package.json'), 'utf8')) as { version: string }).version
    const file = (name: string) => readFileSync(join(dist, name))
    const asset = (type: string, body: Buffer | string, tag: string): Asset => ({ type, body: Buffer.from(body), etag: `"swagger-ui-${version}-${tag}"` })
    page = asset('text/html; charset=utf-8', html(options.title), `page-${hash(html(options.title) + initScript(options.openapiUrl))}`)
    assets = new Map<string, Asset>([
      [DOCS_PAGE, page],
      [`${DOCS_PAGE}/`, page],
      [`${DOCS_PAGE}/swagger-ui-bundle.js`, asset('text/javascript; charset=utf-8', file('swagger-ui-bundle.js'), 'bundle')],
      [`${DOCS_PAGE}/swagger-ui.css`, asset('text/css; charset=utf-8', file('swagger-ui.css'), 'css')],
      [`${DOCS_PAGE}/favicon-32x32.png`, asset('image/png', file('favicon-32x32.png'), 'favicon-32')],
      [`${DOCS_PAGE}/favicon-16x16.png`, asset('image/png', file('favicon-16x16.png'), 'favicon-16')],
      [`${DOCS_PAGE}/init.js`, asset('text/javascript; charset=utf-8', initScript(options.openapiUrl), `init-${hash(initScript(options.openapiUrl))}`)],
    ])
  }
  return { page, assets }
}

/** The folder of the installed swagger-ui-dist, or undefined when it is not installed. */
function swaggerUiDist(): string | undefined {
  try {
    return dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
  } catch (error) {
    if ((error as { code?: unknown }).code === 'MODULE_NOT_FOUND') return undefined
    throw error
  }
}

/** /docs when swagger-ui-dist is absent: what the page needs, and where the API's description is meanwhile. */
function notInstalledHtml(title: string, openapiUrl: string): string {
  return `${pageHead(title)}</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>The interactive reference page needs the package swagger-ui-dist, which this installation does not have.
To enable it, install it beside fincalc and start the server again:</p>
<pre>npm install swagger-ui-dist</pre>
<p>The API's description is served meanwhile at <a href="${escapeHtml(openapiUrl)}">${escapeHtml(openapiUrl)}</a>.</p>
</body>
</html>
`
}

/** The start of both pages, up to the head's own links: the document type, the character set and the title. */
function pageHead(title: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}: reference</title>
`
}

function html(title: string): string {
  return `${pageHead(title)}<link rel="icon" type="image/png" href="${DOCS_PAGE}/favicon-32x32.png" sizes="32x32">
<link rel="icon" type="image/png" href="${DOCS_PAGE}/favicon-16x16.png" sizes="16x16">
<link rel="stylesheet" href="${DOCS_PAGE}/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${DOCS_PAGE}/swagger-ui-bundle.js"></script>
<script src="${DOCS_PAGE}/init.js"></script>
</body>
</html>
`
}

/** Swagger UI's settings: the same-origin document, deep links, a filter box, forms ready to run. */
function initScript(openapiUrl: string): string {
  return `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(openapiUrl)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  filter: true,
  tryItOutEnabled: true,
  supportedSubmitMethods: ['get'],
  validatorUrl: null,
  docExpansion: 'list',
  defaultModelsExpandDepth: 0,
  defaultModelExpandDepth: 3,
  displayRequestDuration: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout'
})
`
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)
}

function hash(text: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return (h >>> 0).toString(36)
}
