/**
 * The engine: one generic request handler interpreting the registry.
 *
 *   request ─▶ 1 URL length check (414)
 *            ─▶ 2 response cache by path and query (GET and HEAD)
 *            ─▶ 3 route by path (itty-router, its finding remembered per path; tried again with its
 *              encoded unreserved characters decoded, then 404 when nothing matches)
 *            ─▶ 4 method: OPTIONS 204 preflight, GET/HEAD compute, others 405
 *            ─▶ 5 resolve input: names, text, defaults, validation, rules (400 with every problem)
 *            ─▶ 6 compute with the variant's pure formula, write the declared result fields as JSON
 *            ─▶ 7 conditional request (304) and HEAD (no body)
 *
 * Routes, validators and formula lookups are built once here, never per request. The engine
 * uses Web-standard JavaScript only, so the same instance serves every runtime.
 *
 * Besides the calculators it answers the fixed `documents` its caller composes in (the OpenAPI
 * document, the discovery index and `/`: src/openapi/service.ts, composed by src/service-engine.ts),
 * which may run calculations to show real ones.
 */
import { IttyRouter, type IRequest } from 'itty-router'
import type { Formula } from '../formulas/formula.ts'
import type { Registry } from '../registry/types.ts'
import { compileCalculator, takersByName, type CompiledCalculator } from './compile.ts'
import type { Taken } from './misspellings.ts'
import { registrySources, type BuildValidator } from './registry-sources.ts'
import { entityTag, matchesIfNoneMatch } from './etag.ts'
import { mayCompress } from './content-coding.ts'
import {
  ALLOWED_METHODS,
  answerHeaders,
  CACHE_ONE_DAY,
  CACHE_ONE_HOUR,
  CORS_HEADERS,
  invalidParameters,
  JSON_TYPE,
  NO_STORE,
  withIgnoredParameters,
  withRulesAssumed,
  PREFLIGHT_HEADERS,
  PROBLEM_TYPE,
  problem,
  type EngineRequest,
  type EngineResponse,
} from './http.ts'
import { ResponseCache, targetHash } from './response-cache.ts'
import { untilTomorrowInIndia } from '../rules/calendar.ts'
import { beginCalculation, rulesCarriedForward } from '../rules/horizon.ts'
import { evaluateInput, type ArithmeticMode, type EvaluateOptions, type OnAnswered } from './evaluate.ts'
import type { WrittenAnswer } from './write-result.ts'
import { gatherQuery, gatherText, resolveGathered, type Gathered } from './resolve-input.ts'
import { parseQuery, splitTarget, type Query } from './query.ts'
import type { ParameterProblem } from '../registry/errors.ts'
import { likelyCalculator } from '../names/likely-meant.ts'
import { withoutTrailing } from './without-trailing.ts'
import { withUnreservedDecoded } from './unreserved-path.ts'

export interface EngineOptions {
  registry: Registry
  formulas: (id: string) => Formula | undefined
  /** Validators of the variants whose parameters the build did not check (a registry loaded from text: src/registry/validator.ts). */
  buildValidator?: BuildValidator
  /** Responses kept for repeated requests; 0 turns the cache off. */
  cacheSize?: number
  /** Characters (request targets and bodies, plus a fixed allowance each) the cache may hold. */
  cacheChars?: number
  /** Longest accepted request target (path and query) in characters. */
  maxUrlLength?: number
  /** Told of every unexpected failure; the client only ever sees a bare 500. */
  onError?: (error: unknown, request: EngineRequest) => void
  /** `decimal` answers every request in the reference arithmetic (src/runtime/evaluate.ts); default `certified`. */
  arithmetic?: ArithmeticMode
  /** Told which arithmetic answered each calculation. */
  onAnswered?: OnAnswered
  /**
   * Fixed answers at exact paths besides the calculators; `run` computes one calculation as a
   * GET would, without the cache.
   */
  documents?: (run: RunCalculation) => readonly FixedRoute[]
  /** Answers to GET and HEAD at exact paths besides the calculators, computed from the query (cached as theirs are). */
  routes?: readonly QueryRoute[]
  /**
   * The parameter of the registry's calculators a name stands for (equal ignoring case), as the
   * build wrote it for its registry (src/generated/parameter-takers.ts); by default worked out
   * from the registry at the first name a calculator does not know, reading every calculator.
   */
  takers?: (name: string) => Taken | undefined
}

/** An answer at one exact path computed from the query. */
export interface QueryRoute {
  path: string
  answer(query: Query): EngineResponse
}

/** One calculation by calculator id and query; undefined when the registry has no such calculator. */
export type RunCalculation = (calculatorId: string, query: Query) => EngineResponse | undefined

/** A fixed answer to GET and HEAD at one exact path. */
export interface FixedRoute {
  path: string
  /** Read at each request for the path (not before the first), so it may be made then. */
  readonly response: EngineResponse
}

export interface Engine {
  readonly registry: Registry
  handle(request: EngineRequest): Promise<EngineResponse>
  /**
   * The same answer, returned as it is when no step waits (every request but the first for a
   * path the router has not matched before), else a promise of it: an adapter that writes
   * responses as soon as it has them then makes no promise, and takes no turn of the microtask
   * queue, per request (the Node listener).
   */
  answer(request: EngineRequest): EngineResponse | Promise<EngineResponse>
}

/** The longest request target (path and query) answered by default; a longer one is a 414. */
export const MAX_URL_LENGTH = 8192

/** Paths whose route is remembered at most: a few times the registry's calculators and documents. */
const REMEMBERED_PATHS = 1024

const NOT_FOUND = problem(404, 'Not Found', 'No calculator is served at this path.', CACHE_ONE_HOUR)
const METHOD_NOT_ALLOWED = problem(405, 'Method Not Allowed', `This path answers ${ALLOWED_METHODS} only.`, CACHE_ONE_HOUR, { allow: ALLOWED_METHODS })
const URI_TOO_LONG = problem(414, 'URI Too Long', 'The request target is longer than this service accepts.', CACHE_ONE_HOUR)
const INTERNAL_ERROR = problem(500, 'Internal Server Error', 'The calculation could not be completed.', NO_STORE)
const PREFLIGHT: EngineResponse = { status: 204, headers: { ...PREFLIGHT_HEADERS, 'cache-control': CACHE_ONE_DAY }, body: null }

export function createEngine(options: EngineOptions): Engine {
  const { registry, cacheSize = 10_000, cacheChars = 4_000_000, maxUrlLength = MAX_URL_LENGTH, onError = (error) => console.error(error) } = options
  // A response is kept from the second request for its target on. A target asked once, as
  // nearly every request of a load of distinct requests is, costs no cache entry: its body
  // would outlive the young generation and be collected from the old one, and evict an entry
  // that may be asked again.
  const cache = cacheSize > 0 ? new ResponseCache(cacheSize, cacheChars) : undefined
  const evaluation: EvaluateOptions = { ...(options.arithmetic ? { arithmetic: options.arithmetic } : {}), ...(options.onAnswered ? { onAnswered: options.onAnswered } : {}) }
  // The router finds what answers a path: a `Route`, which then answers the request by its
  // method and query. Every route is registered for all methods, so what a path finds does not
  // depend on the method, and each path that finds a route is remembered: a request for a path
  // seen before goes straight to its route. Only paths that found one are kept, and at most
  // REMEMBERED_PATHS of them: a route also matches its path with trailing slashes, so a client
  // could make up many more paths than there are routes.
  const router = IttyRouter()
  const found = new Map<string, Route>()
  // each calculator is compiled at its first request, so that a start (a Worker's above all)
  // does no work for the calculators it is not asked for
  const compiledById = new Map<string, () => CompiledCalculator>()
  // itty-router tests its routes one after the other, so the calculators right under the base
  // path share one route and are found by their path segment in a Map: a few tests per request
  // whichever calculator is asked for. A calculator deeper down keeps a route of its own. The
  // registry's paths have no empty segment, so no request path matches two of these routes.
  const bySegment = new Map<string, Route>()
  let takers: ReadonlyMap<string, Taken> | undefined
  const takersOf = options.takers ?? ((name: string) => (takers ??= takersByName(registry.calculators)).get(name.toLowerCase()))
  const sources = { ...registrySources(options.formulas, options.buildValidator), takers: takersOf }
  for (const calculator of registry.calculators) {
    let compiled: CompiledCalculator | undefined
    const compiledOnce = () => (compiled ??= compileCalculator(calculator, sources))
    compiledById.set(calculator.id, compiledOnce)
    const route = byMethod((text) => {
      const c = compiledOnce()
      return calculate(c, gatherText(c, text), evaluation)
    })
    const segment = calculator.path.slice(registry.basePath.length + 1)
    if (segment.includes('/')) router.all(calculator.path, () => route)
    else bySegment.set(segment, route)
  }
  router.all(`${registry.basePath}/:calculator`, (request: IRequest) => bySegment.get(request.params.calculator!))
  const run: RunCalculation = (id, query) => {
    const compiled = compiledById.get(id)?.()
    return compiled && calculate(compiled, gatherQuery(compiled, query), evaluation)
  }
  for (const document of options.documents?.(run) ?? []) {
    const route = byMethod(() => document.response)
    router.all(document.path, () => route)
  }
  for (const queryRoute of options.routes ?? []) {
    const route = byMethod((text) => queryRoute.answer(parseQuery(text)))
    router.all(queryRoute.path, () => route)
  }

  /**
   * The answer to a request not in the response cache, by the route of its path; `hash` is the
   * target's in the cache, -1 for a request the cache does not keep.
   */
  function routed(request: EngineRequest, target: string, hash: number): EngineResponse | Promise<EngineResponse> {
    let path: string
    let text: string
    try {
      // The router is given the path alone; the route reads the query's text (./query.ts).
      ;({ path, text } = splitTarget(target))
    } catch (error) {
      onError(error, request)
      return finish(INTERNAL_ERROR, request)
    }
    const known = found.get(path)
    if (known !== undefined) return respond(known, request, target, hash, path, text)
    return findRoute(request.method, path).then((route) => route ?? routeOfDecoded(request.method, path)).then(
      (route) => {
        if (route !== undefined && found.size < REMEMBERED_PATHS) found.set(path, route)
        return respond(route, request, target, hash, path, text)
      },
      (error: unknown) => {
        onError(error, request)
        return finish(INTERNAL_ERROR, request)
      },
    )
  }

  function findRoute(method: string, path: string): Promise<Route | undefined> {
    return router.fetch({ method, url: `http://engine${path}` } as unknown as IRequest) as Promise<Route | undefined>
  }

  /** The route of a path that names one only once its encoded unreserved characters are decoded (`/api/v1/s%69p`). */
  function routeOfDecoded(method: string, path: string): Promise<Route | undefined> | undefined {
    const decoded = withUnreservedDecoded(path)
    return decoded === path ? undefined : findRoute(method, decoded)
  }

  /** The route's response (404 without one), kept in the cache when it is asked for again. */
  function respond(route: Route | undefined, request: EngineRequest, target: string, hash: number, path: string, text: string): EngineResponse {
    let response: EngineResponse
    try {
      response = route === undefined ? notFound(path) : route(request.method, text)
      if (cache !== undefined && hash >= 0 && (response.status === 200 || response.status === 400)) cache.answered(target, hash, response)
    } catch (error) {
      onError(error, request)
      response = INTERNAL_ERROR
    }
    return finish(response, request)
  }

  /**
   * The 404 for a path no route answers, naming the calculator probably meant for a mistyped one
   * right under the base path (`/api/v1/emii`, encoded or not): each such answer made once, at its first asking.
   */
  const notFoundNaming = new Map<string, EngineResponse>()
  /** The calculators right under the base path, listed at the first 404 under it. */
  let segments: string[] | undefined
  function notFound(asked: string): EngineResponse {
    const path = withUnreservedDecoded(asked)
    const segment = path.startsWith(`${registry.basePath}/`) ? withoutTrailing(path.slice(registry.basePath.length + 1), '/') : ''
    const meant = segment === '' || segment.includes('/') ? undefined : likelyCalculator(segment, (segments ??= [...bySegment.keys()]))
    if (meant === undefined) return NOT_FOUND
    let response = notFoundNaming.get(meant)
    if (response === undefined) {
      response = problem(404, 'Not Found', `No calculator is served at this path: did you mean ${registry.basePath}/${meant}?`, CACHE_ONE_HOUR)
      notFoundNaming.set(meant, response)
    }
    return response
  }

  function answer(request: EngineRequest): EngineResponse | Promise<EngineResponse> {
    let response: EngineResponse | undefined
    try {
      const target = requestTarget(request.url)
      let hash = -1
      if (target.length > maxUrlLength) response = URI_TOO_LONG
      else if (cache !== undefined && (request.method === 'GET' || request.method === 'HEAD')) {
        hash = targetHash(target)
        response = cache.get(target, hash)
        const expires = response && expiry.get(response)
        if (expires !== undefined && Date.now() >= expires) response = undefined
      }
      if (response === undefined) return routed(request, target, hash)
    } catch (error) {
      onError(error, request)
      response = INTERNAL_ERROR
    }
    return finish(response, request)
  }

  // Not an async function: a response known at once (a cache hit, a 414, a path whose route is
  // known) is answered with one resolved promise and no await.
  function handle(request: EngineRequest): Promise<EngineResponse> {
    const response = answer(request)
    return response instanceof Promise ? response : Promise.resolve(response)
  }

  return { registry, handle, answer }
}

/** What answers the requests for one path, by their method and the query's text. */
type Route = (method: string, text: string) => EngineResponse

/** The route that answers GET and HEAD with `get`'s response, OPTIONS with the preflight, and any other method with 405. */
function byMethod(get: (text: string) => EngineResponse): Route {
  return (method, text) => (method === 'GET' || method === 'HEAD' ? get(text) : method === 'OPTIONS' ? PREFLIGHT : METHOD_NOT_ALLOWED)
}

function calculate(compiled: CompiledCalculator, gathered: Gathered, evaluation: EvaluateOptions): EngineResponse {
  // Taken before the calculation reads today's date, so that an answer begun just before
  // midnight in India and dated the next day is never kept past that midnight.
  const ofTheDay = compiled.todaySlot !== undefined && gathered.given[compiled.todaySlot] === undefined ? Date.now() : undefined
  // The rules read on a date past their horizon, from resolving the input (a default read from
  // a rule) to writing the answer; none is recorded on a date within every horizon.
  beginCalculation()
  const answer = evaluateInput(compiled, resolveGathered(compiled, gathered), evaluation)
  const assumed = rulesCarriedForward()
  const ignored = gathered.ignored
  return ofTheDay === undefined ? responseOf(answer, CACHE_ONE_DAY, ignored, assumed) : ofToday((cacheControl) => responseOf(answer, cacheControl, ignored, assumed), ofTheDay)
}

/**
 * The response for an evaluation's answer or problems, naming the query parameters ignored and
 * the rules an answer carried forward past their horizon, if any.
 */
function responseOf(answer: WrittenAnswer | ParameterProblem[], cacheControl: string, ignored: readonly string[] | undefined, assumed: readonly string[] | undefined): EngineResponse {
  const problems = Array.isArray(answer)
  let response = problems ? badRequest(answer, cacheControl) : jsonAnswer(answer.body, cacheControl, answer.etag)
  if (assumed !== undefined && !problems) response = withRulesAssumed(response, assumed)
  return ignored === undefined ? response : withIgnoredParameters(response, ignored)
}

/** A 200 answer with this JSON body (and its ETag, when known). */
export function jsonAnswer(body: string, cacheControl = CACHE_ONE_DAY, etag = entityTag(body)): EngineResponse {
  return { status: 200, headers: answerHeaders(JSON_TYPE, cacheControl, etag), body }
}

export function badRequest(problems: readonly ParameterProblem[], cacheControl = CACHE_ONE_DAY): EngineResponse {
  return { status: 400, headers: { ...CORS_HEADERS, 'content-type': PROBLEM_TYPE, 'cache-control': cacheControl }, body: JSON.stringify(invalidParameters(problems)) }
}

/** When a response held in the engine's cache stops being the answer (today's answers only). */
const expiry = new WeakMap<EngineResponse, number>()

/**
 * The answer of today in India, for a request that gave no date: `respond` makes it with a
 * Cache-Control that keeps it fresh until midnight there, for every cache after the engine, and
 * the engine's own cache drops it then. `now` is an instant no later than the one at which the
 * answer's date was read, so the midnight it expires at is never a day late.
 */
export function ofToday(respond: (cacheControl: string) => EngineResponse, now: number = Date.now()): EngineResponse {
  const lifetime = untilTomorrowInIndia(now)
  const response = respond(`public, max-age=${Math.floor(lifetime / 1000)}`)
  expiry.set(response, now + lifetime)
  return response
}

/**
 * The answer to one request from the full response to its URL: 304 when If-None-Match matches,
 * no body for HEAD (`headOf`), else the response itself. Exported for caches in front of the
 * engine (the Workers edge cache), so that a stored response is finished exactly as a fresh one.
 */
export function finish(response: EngineResponse, request: EngineRequest): EngineResponse {
  const etag = response.headers.etag
  if (etag !== undefined && matchesIfNoneMatch(request.ifNoneMatch, etag)) {
    return { status: 304, headers: { ...CORS_HEADERS, etag, 'cache-control': response.headers['cache-control']! }, body: null }
  }
  if (request.method === 'HEAD') return headOf(response)
  return response
}

const encoder = new TextEncoder()

/**
 * The answer to HEAD: GET's, without its body but with the body's length, as RFC 9110 (9.3.2)
 * lets a server send, the same on every runtime (a Response without a body is otherwise sent
 * with a length of 0 by some). A body an adapter may compress (`Vary: Accept-Encoding`) has no
 * one length, so none is sent for it.
 */
function headOf(response: EngineResponse): EngineResponse {
  if (response.body === null) return response
  if (mayCompress(response.headers)) return { ...response, body: null }
  return { ...response, headers: { ...response.headers, 'content-length': String(encoder.encode(response.body).length) }, body: null }
}

/** The path and query of a request URL, whether it came absolute or as a path. */
function requestTarget(url: string): string {
  if (url.startsWith('/')) return url
  const scheme = url.indexOf('://')
  const slash = scheme < 0 ? -1 : url.indexOf('/', scheme + 3)
  return slash < 0 ? '/' : url.slice(slash)
}
