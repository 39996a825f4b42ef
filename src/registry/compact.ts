/**
 * The registry as the built modules carry it: without its texts for people (`withoutProse`: the
 * library's entries, src/build/generate-library.ts, and the Worker's registry), and in the
 * Workers module (src/build/generate-worker.ts) also without the values most of its entries
 * share, which `expandRegistry` puts back as it is read: a parameter's or a result field's
 * `type: 'number'`, a parameter's `required: false`, `aliases: []` and a number's
 * `integer: false`, a result field's `decimals: 2`, `nullable: false` and `optional: false`, and
 * a variant's `rules: []`. The bundle is the smaller by them (bench/README.md, "Cold start,
 * import and bundles").
 */
import type { Parameter, Registry, ResultField, Variant } from './types.ts'

/** JSON.stringify's replacer that leaves out the registry's texts for people (descriptions, summaries), which only the documents read. */
export const withoutProse = (key: string, value: unknown) => (key === 'description' || key === 'summary' ? undefined : value)

/** The registry's JSON without its texts for people and without the shared values. */
export function compactRegistry(registry: Registry): string {
  return JSON.stringify(registry, (key, value: unknown) => {
    if (withoutProse(key, value) === undefined) return undefined
    if ((key === 'aliases' || key === 'rules') && Array.isArray(value) && value.length === 0) return undefined
    if ((key === 'required' || key === 'integer' || key === 'nullable' || key === 'optional') && value === false) return undefined
    if ((key === 'type' && value === 'number') || (key === 'decimals' && value === 2)) return undefined
    return value
  })
}

/**
 * The registry `compactRegistry` wrote, with the shared values back in their places: each entry
 * made again with its keys in the order the loader gives them (src/registry/load.ts), which the
 * fingerprint of a variant's parameters is taken over (src/runtime/rules-fingerprint.ts).
 */
export function expandRegistry(compact: Registry): Registry {
  return {
    ...compact,
    calculators: compact.calculators.map((calculator) => ({
      ...calculator,
      variants: calculator.variants.map((variant) => {
        // Object.assign keeps the place of a key already there and puts the others after
        const expanded: Variant = Object.assign({ id: variant.id, formula: variant.formula, parameters: [], rules: [], result: [] }, variant)
        return { ...expanded, parameters: variant.parameters.map(expandParameter), result: expandFields(variant.result) }
      }),
    })),
  }
}

function expandParameter(p: Parameter): Parameter {
  const type = p.type ?? 'number'
  return Object.assign({ name: p.name, required: false, aliases: [], type, ...(type === 'number' ? { integer: false } : {}) }, p)
}

function expandFields(fields: readonly ResultField[]): ResultField[] {
  return fields.map((f) => {
    const expanded: ResultField = Object.assign({ name: f.name, type: 'number' as const, ...(f.unit !== undefined ? { unit: f.unit } : {}), decimals: 2, nullable: false, optional: false }, f)
    return f.fields ? { ...expanded, fields: expandFields(f.fields) } : expanded
  })
}
