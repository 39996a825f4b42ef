/**
 * fincalc: the Financial Calculator Service API v1 as one fetch-style engine.
 * `createCalculatorEngine(yamlText)` loads and checks the registry, then builds the engine.
 */
import { findFormula } from './formulas/index.ts'
import { loadRegistry, loadRegistryDocument } from './registry/load.ts'
import { createEngine, type Engine, type EngineOptions } from './runtime/engine.ts'

export type { Engine } from './runtime/engine.ts'
export type { EngineRequest, EngineResponse } from './runtime/http.ts'
export { RegistryError, loadRegistry, loadRegistryDocument } from './registry/load.ts'

export function createCalculatorEngine(registryText: string, options: Omit<EngineOptions, 'registry' | 'formulas'> = {}): Engine {
  return createEngine({ ...options, registry: loadRegistry(registryText, findFormula), formulas: findFormula })
}

/** The same from calculators.yaml already parsed (a YAML document as plain data). */
export function createCalculatorEngineFromDocument(registryDocument: unknown, options: Omit<EngineOptions, 'registry' | 'formulas'> = {}): Engine {
  return createEngine({ ...options, registry: loadRegistryDocument(registryDocument, findFormula), formulas: findFormula })
}
