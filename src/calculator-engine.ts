/**
 * The engine (`fincalc/engine`): the registry interpreter that answers HTTP requests, for a
 * server or an adapter of one's own. `createCalculatorEngine(yamlText)` loads and checks a
 * registry (calculators.yaml, or another file in its format), then builds the engine, whose
 * `handle({ method, url, ifNoneMatch })` answers `{ status, headers, body }`.
 *
 * This module composes the layers: the runtime's engine (src/runtime/engine.ts) answers the
 * calculators, and the service's documents (src/openapi/service.ts: the OpenAPI document, the
 * discovery index and `/`) are given to it as fixed answers.
 */
import { findFormula } from './formulas/index.ts'
import type { ExampleRequest } from './openapi/examples.ts'
import { rulesRoute } from './openapi/rules-view.ts'
import { serviceDocuments } from './openapi/service.ts'
import { loadRegistry, loadRegistryDocument } from './registry/load.ts'
import { buildValidator } from './registry/validator.ts'
import { createEngine, type Engine, type EngineOptions } from './runtime/engine.ts'

export type { Engine } from './runtime/engine.ts'
export type { EngineRequest, EngineResponse } from './runtime/http.ts'
export { finish } from './runtime/engine.ts'
export { RegistryError, loadRegistry, loadRegistryDocument } from './registry/load.ts'
export { toFetchHandler } from './adapters/fetch.ts'

export interface ServiceEngineOptions extends Omit<EngineOptions, 'documents'> {
  /** Fixture requests whose responses illustrate openapi.json and the discovery index (src/openapi/examples.ts). */
  examples?: readonly ExampleRequest[]
  /** Where the runtime serves the interactive reference page (the Node adapter: `/docs`); linked from the index. */
  docsPage?: string
}

export type CalculatorEngineOptions = Omit<ServiceEngineOptions, 'registry' | 'formulas'>

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

export function createCalculatorEngine(registryText: string, options: CalculatorEngineOptions = {}): Engine {
  return createServiceEngine({ ...options, registry: loadRegistry(registryText, findFormula), formulas: findFormula, buildValidator })
}

/** The same from calculators.yaml already parsed (a YAML document as plain data). */
export function createCalculatorEngineFromDocument(registryDocument: unknown, options: CalculatorEngineOptions = {}): Engine {
  return createServiceEngine({ ...options, registry: loadRegistryDocument(registryDocument, findFormula), formulas: findFormula, buildValidator })
}
