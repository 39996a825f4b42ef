/**
 * The service's own descriptions as ready answers, built once when the engine is created:
 * `GET <basePath>/openapi.json`, `GET <basePath>` (the discovery index) and `GET /` (links to
 * those two and to the docs page). The fixture
 * requests are run through the engine's calculation once here, so the examples in both show
 * real responses.
 */
import type { Registry } from '../registry/types.ts'
import { entityTag } from '../runtime/etag.ts'
import { CACHE_ONE_HOUR, CORS_HEADERS, JSON_TYPE, type EngineResponse } from '../runtime/http.ts'
import type { Query } from '../runtime/resolve-input.ts'
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
  examples?: readonly ExampleRequest[]
  docsPage?: string
  /** Computes one calculation without cache or HTTP; undefined when the calculator is unknown. */
  run: (calculatorId: string, query: Query) => EngineResponse | undefined
  onError: (error: unknown, request: ExampleRequest) => void
}

export const OPENAPI_FILE = 'openapi.json'

export function describeService(registry: Registry, options: DescribeOptions): ServiceDescription {
  const captured: CapturedExample[] = []
  for (const request of options.examples ?? []) {
    try {
      const response = options.run(request.calculator, request.query)
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
