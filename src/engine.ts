/**
 * The engine (`fincalc/engine`): the registry interpreter that answers HTTP requests, for a
 * server or an adapter of one's own. `createCalculatorEngine(yamlText)` loads and checks a
 * registry (calculators.yaml, or another file in its format), then builds the engine, whose
 * `handle({ method, url, ifNoneMatch })` answers `{ status, headers, body }`.
 */
import { findFormula } from './formulas/index.ts'
import { loadRegistry, loadRegistryDocument } from './registry/load.ts'
import { createEngine, type Engine, type EngineOptions } from './runtime/engine.ts'

export type { Engine } from './runtime/engine.ts'
export type { EngineRequest, EngineResponse } from './runtime/http.ts'
export { finish } from './runtime/engine.ts'
export { RegistryError, loadRegistry, loadRegistryDocument } from './registry/load.ts'
export { toFetchHandler } from './adapters/fetch.ts'

export type CalculatorEngineOptions = Omit<EngineOptions, 'registry' | 'formulas'>

export function createCalculatorEngine(registryText: string, options: CalculatorEngineOptions = {}): Engine {
  return createEngine({ ...options, registry: loadRegistry(registryText, findFormula), formulas: findFormula })
}

/** The same from calculators.yaml already parsed (a YAML document as plain data). */
export function createCalculatorEngineFromDocument(registryDocument: unknown, options: CalculatorEngineOptions = {}): Engine {
  return createEngine({ ...options, registry: loadRegistryDocument(registryDocument, findFormula), formulas: findFormula })
}
