/**
 * A registry as the build writes it into a module: its JSON with each calculator's `variants`
 * replaced by the index of their own text, read when the calculator's variants are first looked
 * at. A start then parses and freezes the calculators' ids, paths and texts alone, and a process
 * that answers one calculator never reads the others' parameters and results.
 */
import { deepFreeze } from './freeze.ts'
import type { Calculator, Registry, Variant } from './types.ts'

/** The registry's JSON, each calculator's `variants` the index of its text in `variants`. */
export interface RegistryText {
  registry: string
  variants: string[]
}

/** The registry's top level as `RegistryText` carries it. */
export type RegistryTop = Omit<Registry, 'calculators'> & { calculators: Array<Omit<Calculator, 'variants'> & { variants: number }> }

/** Splits a registry into its text and its calculators' variants, each as `writeVariants` writes them. */
export function registryText(registry: Registry, writeTop: (top: RegistryTop) => string, writeVariants: (calculator: Calculator) => string): RegistryText {
  return {
    registry: writeTop({ ...registry, calculators: registry.calculators.map((calculator, index) => ({ ...calculator, variants: index })) }),
    variants: registry.calculators.map(writeVariants),
  }
}

/**
 * The registry of `text`, frozen, each calculator's variants `read` from their text when first
 * looked at (and frozen then): `read` is given the calculator and the registry's top level.
 */
export function registryOfText(text: RegistryText, read: (variants: string, calculator: RegistryTop['calculators'][number], top: RegistryTop) => readonly Variant[]): Registry {
  const top = JSON.parse(text.registry) as RegistryTop
  const calculators = top.calculators.map((calculator): Calculator => {
    let variants: readonly Variant[] | undefined
    // the getter takes the place of the index among the keys, so the keys keep the loader's order
    return Object.freeze({ ...calculator, get variants() { return (variants ??= deepFreeze(read(text.variants[calculator.variants]!, calculator, top))) } })
  })
  // deepFreeze passes over the calculators, frozen already, and so reads no variants
  return deepFreeze({ ...top, calculators })
}
