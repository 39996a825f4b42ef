/**
 * The HTTP contract, independent of any runtime: what the engine answers is a plain
 * `{ status, headers, body }` that the fetch adapter turns into a Response and the Node adapter
 * writes straight to its socket.
 */
import type { ParameterProblem } from '../registry/errors.ts'

export interface EngineRequest {
  method: string
  /** Absolute URL, or a path with its query ("/api/v1/sip?investment=1"). */
  url: string
  ifNoneMatch?: string | null
}

export interface EngineResponse {
  status: number
  headers: Readonly<Record<string, string>>
  /** Null for 204, 304 and HEAD. */
  body: string | null
}

export const ALLOWED_METHODS = 'GET, HEAD, OPTIONS'
export const JSON_TYPE = 'application/json; charset=utf-8'
export const PROBLEM_TYPE = 'application/problem+json; charset=utf-8'
export const CACHE_ONE_DAY = 'public, max-age=86400'
export const CACHE_ONE_HOUR = 'public, max-age=3600'
/** For an answer that says nothing about the resource asked for (a failure), so nothing may keep it. */
export const NO_STORE = 'no-store'

const ALLOWED_ORIGIN = '*'
const EXPOSED_HEADERS = 'ETag, Cache-Control'

export const CORS_HEADERS = Object.freeze({
  'access-control-allow-origin': ALLOWED_ORIGIN,
  'access-control-expose-headers': EXPOSED_HEADERS,
})

/**
 * The headers of a 200 answer: CORS_HEADERS and the answer's own, written as one literal. A
 * literal is made from a template at once; a spread of the frozen CORS_HEADERS copies its
 * members one by one, several times slower, and more so in a server under load.
 */
export function answerHeaders(contentType: string, cacheControl: string, etag: string): Record<string, string> {
  return { 'access-control-allow-origin': ALLOWED_ORIGIN, 'access-control-expose-headers': EXPOSED_HEADERS, 'content-type': contentType, 'cache-control': cacheControl, etag }
}

/**
 * The response header that names the query parameters a calculator ignored (names far from
 * every parameter, such as a cache-buster `_` or `utm_source`): each percent-encoded as in a
 * URL, comma-separated, and exposed to browsers.
 */
export const IGNORED_PARAMETERS_HEADER = 'fincalc-ignored-parameters'

/**
 * The response header that names the rules an answer read on a date past their horizon, whose
 * last known value it carried forward (src/rules/horizon.ts): rule ids, comma-separated, and
 * exposed to browsers.
 */
export const RULES_ASSUMED_HEADER = 'fincalc-rules-assumed'

/** The response with a header naming the query parameters it ignored. */
export function withIgnoredParameters(response: EngineResponse, ignored: readonly string[]): EngineResponse {
  return withExposedHeader(response, 'Fincalc-Ignored-Parameters', ignored.map(shownName).join(', '))
}

/**
 * The most characters of an ignored name the header shows. A longer one is cut there and ends in
 * an encoded `…`, so that a junk name of kilobytes cannot make a header a proxy's buffer refuses.
 */
export const IGNORED_NAME_SHOWN = 64

/** An ignored name as the header shows it: percent-encoded as in a URL, cut past IGNORED_NAME_SHOWN characters. */
function shownName(name: string): string {
  if (name.length <= IGNORED_NAME_SHOWN) return encodeURIComponent(name)
  // a cut between the halves of a surrogate pair would leave half a character, which cannot be encoded
  const end = /[\uD800-\uDBFF]/.test(name[IGNORED_NAME_SHOWN - 1]!) ? IGNORED_NAME_SHOWN - 1 : IGNORED_NAME_SHOWN
  return `${encodeURIComponent(name.slice(0, end))}${encodeURIComponent('…')}`
}

/** The response with a header naming the rules it carried forward past their horizon. */
export function withRulesAssumed(response: EngineResponse, rules: readonly string[]): EngineResponse {
  return withExposedHeader(response, 'Fincalc-Rules-Assumed', rules.join(', '))
}

/** The response with one more header, which browsers may read. */
function withExposedHeader(response: EngineResponse, name: string, value: string): EngineResponse {
  return {
    ...response,
    headers: {
      ...response.headers,
      'access-control-expose-headers': `${response.headers['access-control-expose-headers'] ?? EXPOSED_HEADERS}, ${name}`,
      [name.toLowerCase()]: value,
    },
  }
}

export const PREFLIGHT_HEADERS = Object.freeze({
  ...CORS_HEADERS,
  'access-control-allow-methods': ALLOWED_METHODS,
  'access-control-allow-headers': 'Accept, Content-Type, If-None-Match',
  'access-control-max-age': '86400',
})

export interface Problem {
  type: string
  title: string
  status: number
  detail: string
  errors?: readonly ParameterProblem[]
}

export function problem(status: number, title: string, detail: string, cacheControl: string, extra: Record<string, string> = {}): EngineResponse {
  const body: Problem = { type: 'about:blank', title, status, detail }
  return { status, headers: { ...CORS_HEADERS, 'content-type': PROBLEM_TYPE, 'cache-control': cacheControl, ...extra }, body: JSON.stringify(body) }
}

export function invalidParameters(problems: readonly ParameterProblem[]): Problem {
  const names = [...new Set(problems.map((p) => p.parameter || '(a value without a name)'))]
  return {
    type: 'urn:fincalc:problem:invalid-parameters',
    title: 'Invalid parameters',
    status: 400,
    detail: `${names.length === 1 ? 'Parameter' : 'Parameters'} ${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} invalid; see errors.`,
    errors: problems,
  }
}
