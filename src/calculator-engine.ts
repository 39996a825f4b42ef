/**
 * The engine (`fincalc/engine`): the registry interpreter that answers HTTP requests, for a
 * server or an adapter of one's own. `createCalculatorEngine(yamlText)` loads and checks a
 * registry (calculators.yaml, or another file in its format), then builds the engine, whose
 * `handle({ method, url, ifNoneMatch })` answers `{ status, headers, body }`.
 *
 * The registry is loaded here (src/registry/load.ts: YAML, checked with arktype) and the engine
 * composed with the service's documents by ./service-engine.ts, which serves a registry already
 * loaded, such as the one the build checked, without either.
 */
import { findFormula } from './formulas/index.ts'
import { loadRegistry, loadRegistryDocument } from './registry/load.ts'
import { buildValidator } from './registry/validator.ts'
import type { Engine } from './runtime/engine.ts'
import { createServiceEngine, type ServiceEngineOptions } from './service-engine.ts'

export type { Engine } from './runtime/engine.ts'
export type { EngineRequest, EngineResponse } from './runtime/http.ts'
export { finish } from './runtime/engine.ts'
export { RegistryError, loadRegistry, loadRegistryDocument } from './registry/load.ts'
export { toFetchHandler } from './adapters/fetch.ts'
export { createServiceEngine, type ServiceEngineOptions } from './service-engine.ts'

export type CalculatorEngineOptions = Omit<ServiceEngineOptions, 'registry' | 'formulas'>

export function createCalculatorEngine(registryText: string, options: CalculatorEngineOptions = {}): Engine {
  return createServiceEngine({ ...options, registry: loadRegistry(registryText, findFormula), formulas: findFormula, buildValidator })
}

/** The same from calculators.yaml already parsed (a YAML document as plain data). */
export function createCalculatorEngineFromDocument(registryDocument: unknown, options: CalculatorEngineOptions = {}): Engine {
  return createServiceEngine({ ...options, registry: loadRegistryDocument(registryDocument, findFormula), formulas: findFormula, buildValidator })
}
