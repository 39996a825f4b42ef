/**
 * The engine of a registry already loaded, with the service's documents composed in: the runtime's
 * engine (src/runtime/engine.ts) answers the calculators, and the OpenAPI document, the discovery
 * index and `/` (src/openapi/service.ts) and the rules in force are given to it as fixed answers.
 *
 * The registry is the one the build checked (src/generated/registry.ts), as the library's fetch
 * handler and the servers give it (src/adapters/built-engine.ts), or one read from text
 * (./calculator-engine.ts).
 * This module loads neither the YAML parser nor arktype, so a server of the built registry holds
 * the engine alone.
 */
import type { ExampleRequest } from './openapi/examples.ts'
import { rulesRoute } from './openapi/rules-view.ts'
import { serviceDocuments } from './openapi/service.ts'
import { createEngine, type Engine, type EngineOptions } from './runtime/engine.ts'

export interface ServiceEngineOptions extends Omit<EngineOptions, 'documents'> {
  /** Fixture requests whose responses illustrate openapi.json and the discovery index (src/openapi/examples.ts). */
  examples?: readonly ExampleRequest[]
  /** Where the runtime serves the interactive reference page (the Node adapter: `/docs`); linked from the index. */
  docsPage?: string
}

/** The engine for a loaded registry, with the service's documents composed in. */
export function createServiceEngine({ examples, docsPage, ...options }: ServiceEngineOptions): Engine {
  const onError = options.onError ?? ((error: unknown) => console.error(error))
  const documents = serviceDocuments(options.registry, {
    ...(examples ? { examples } : {}),
    ...(docsPage ? { docsPage } : {}),
    onError: (error, example) => onError(error, { method: 'GET', url: example.target }),
  })
  const rules = rulesRoute(options.registry.basePath)
  if (options.registry.calculators.some((c) => c.path === rules.path)) throw new Error(`${rules.path} lists the rules in force; no calculator may be served there`)
  return createEngine({ ...options, documents, routes: [rules] })
}
