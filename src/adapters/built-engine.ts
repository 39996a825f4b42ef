/**
 * The engine a server builds from its calculators.yaml text: the registry the build checked
 * (src/generated/registry.ts) while the text is still the one the build read, so that a start
 * parses no YAML, checks nothing with arktype and leaves the server a heap of the engine alone
 * (a sixth of it on Bun, whose collector marks all of it: bench/README.md, "Bun and Deno"); a
 * text edited since the last build, or another registry's, is loaded and checked as the build
 * does it (src/calculator-engine.ts).
 */
import type { CalculatorEngineOptions } from '../calculator-engine.ts'
import { findFormula } from '../formulas/index.ts'
import parameterTakers from '../generated/parameter-takers.ts'
import builtRegistry, { SOURCE_TAG } from '../generated/registry.ts'
import type { Engine } from '../runtime/engine.ts'
import { entityTag } from '../runtime/etag.ts'
import { createServiceEngine } from '../service-engine.ts'

/** The engine of the built registry, if `registryText` is the text it was read from. */
export function builtEngineFor(registryText: string, options: CalculatorEngineOptions = {}): Engine | undefined {
  return entityTag(registryText) === SOURCE_TAG ? createServiceEngine({ ...options, registry: builtRegistry, formulas: findFormula, takers: parameterTakers }) : undefined
}

/**
 * The engine for `registryText` (Node, Deno, Bun): the YAML loader and arktype are imported only
 * for a text the build did not read, arktype configured first (./ark-jitless.ts).
 */
export async function engineForText(registryText: string, options: CalculatorEngineOptions = {}): Promise<Engine> {
  const built = builtEngineFor(registryText, options)
  if (built) return built
  await import('./ark-jitless.ts')
  return (await import('../calculator-engine.ts')).createCalculatorEngine(registryText, options)
}
