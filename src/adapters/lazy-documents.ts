/**
 * The service's documents (src/openapi/service.ts: the OpenAPI document, the discovery index and
 * `/`, without examples) for an engine that should not make them at start: each is made, all
 * three at once, at the first request for one of them. The Workers module serves them so, since
 * a Worker's start is paid by the request that starts it.
 */
import { OPENAPI_FILE, serviceDocuments } from '../openapi/service.ts'
import type { Registry } from '../registry/types.ts'
import type { FixedRoute } from '../runtime/engine.ts'

export function lazyServiceDocuments(registry: Registry, onError: (error: unknown) => void = (error) => console.error(error)): readonly FixedRoute[] {
  let made: readonly FixedRoute[] | undefined
  const madeDocuments = (): readonly FixedRoute[] => (made ??= serviceDocuments(registry, { onError })(() => undefined))
  return [`${registry.basePath}/${OPENAPI_FILE}`, registry.basePath, '/'].map((path, i) => ({
    path,
    get response() {
      return madeDocuments()[i]!.response
    },
  }))
}
