/**
 * The service's own descriptions as ready answers: `GET <basePath>/openapi.json`, `GET <basePath>`
 * (the discovery index) and `GET /` (links to those two and to the docs page). The fixture
 * requests are run through the engine's calculation once, so the examples in both show real
 * responses. `serviceDocuments` gives them to the engine as its fixed documents
 * (src/service-engine.ts composes the two), all three made at the first request for any of
 * them: a start runs no calculation for a document nobody may ask for.
 */
import type { Registry } from '../registry/types.ts'
import { entityTag } from '../runtime/etag.ts'
import { CACHE_ONE_HOUR, CORS_HEADERS, JSON_TYPE, type EngineResponse } from '../runtime/http.ts'
import type { FixedRoute, RunCalculation } from '../runtime/engine.ts'
import { discoveryIndex, type DiscoveryIndex } from './discovery.ts'
import { buildOpenApiDocument, type CapturedExample, type OpenApiDocument } from './document.ts'
import type { ExampleRequest } from './examples.ts'

export interface ServiceDescription {
  document: OpenApiDocument
  index: DiscoveryIndex
  openapiResponse: EngineResponse
  indexResponse: EngineResponse
  /** `GET /`: where to start. */
  rootResponse: EngineResponse
}

/** `GET /`: a small pointer to the discovery index, the OpenAPI document and the docs page. */
export interface ServiceRoot {
  name: string
  version: string
  /** The discovery index: every calculator with an example request. */
  index: string
  openapi: string
  /** The interactive reference page, null where the runtime serves none. */
  docs: string | null
}

export interface DescribeOptions {
  /** Fixture requests whose responses illustrate openapi.json and the discovery index (./examples.ts). */
  examples?: readonly ExampleRequest[]
  /** Where the runtime serves the interactive reference page (the Node adapter: `/docs`); linked from the index. */
  docsPage?: string
  /** Told of an example that failed to compute; the documents are made without it. */
  onError: (error: unknown, request: ExampleRequest) => void
}

export const OPENAPI_FILE = 'openapi.json'

/** The engine's `documents`: the three answers above at their paths. */
export function serviceDocuments(registry: Registry, options: DescribeOptions): (run: RunCalculation) => FixedRoute[] {
  return (run) => {
    let description: ServiceDescription | undefined
    const described = () => (description ??= describeService(registry, run, options))
    return [
      { path: `${registry.basePath}/${OPENAPI_FILE}`, get response() { return described().openapiResponse } },
      { path: registry.basePath, get response() { return described().indexResponse } },
      { path: '/', get response() { return described().rootResponse } },
    ]
  }
}

function describeService(registry: Registry, run: RunCalculation, options: DescribeOptions): ServiceDescription {
  const captured: CapturedExample[] = []
  for (const request of options.examples ?? []) {
    try {
      const response = run(request.calculator, new Map(Object.entries(request.query)))
      if (response?.body) captured.push({ request, status: response.status, body: JSON.parse(response.body) })
    } catch (error) {
      options.onError(error, request)
    }
  }
  const document = buildOpenApiDocument(registry, captured)
  const index = discoveryIndex(registry, captured, { openapi: `${registry.basePath}/${OPENAPI_FILE}`, ...(options.docsPage ? { docsPage: options.docsPage } : {}) })
  const root: ServiceRoot = { name: index.name, version: registry.version, index: registry.basePath, openapi: index.openapi, docs: index.docs }
  return { document, index, openapiResponse: jsonResponse(document, { vary: 'Accept-Encoding' }), indexResponse: jsonResponse(index), rootResponse: jsonResponse(root) }
}

/** A ready 200 JSON answer; `extra` headers follow the usual ones (the OpenAPI document's `Vary: Accept-Encoding` lets adapters compress it). */
function jsonResponse(value: unknown, extra: Record<string, string> = {}): EngineResponse {
  const body = JSON.stringify(value)
  return { status: 200, headers: { ...CORS_HEADERS, 'content-type': JSON_TYPE, 'cache-control': CACHE_ONE_HOUR, etag: entityTag(body), ...extra }, body }
}
