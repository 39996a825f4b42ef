/**
 * The registry as the Workers module (src/build/generate-worker.ts) carries it: without its texts
 * for people (`withoutProse`), and without the values most of its entries share, which
 * `expandRegistry` puts back as it is read: a parameter's or a result field's `type: 'number'`,
 * a parameter's `required: false`, `aliases: []` and a number's `integer: false`, a result
 * field's `decimals: 2`, `nullable: false` and `optional: false` and a number's `unit: 'INR'`, a
 * variant's `rules: []`, and its id and formula where they are the calculator's id and
 * `<tag's slug>/<variant id>`, as most are. The bundle is the smaller by them (bench/README.md,
 * "Cold start, import and bundles"). Each calculator's variants are kept there as a text of their
 * own, read at the calculator's first compilation (./lazy-variants.ts, as in the full registry of
 * Node's entries): a Worker's start reads only the calculators' ids and paths, which is all its
 * router needs.
 */
import { registryOfText, registryText, type RegistryText } from './lazy-variants.ts'
import type { Calculator, Parameter, Registry, ResultField, Variant } from './types.ts'

/** A variant as compacted: its id and formula absent where they are the implied ones. */
type CompactVariant = Omit<Variant, 'id' | 'formula' | 'result'> & Partial<Pick<Variant, 'id' | 'formula'>> & { result: CompactField[] }

/** A result field as compacted: a number's unit absent when in rupees, null when it has none. */
type CompactField = Omit<ResultField, 'unit' | 'fields'> & { unit?: ResultField['unit'] | null; fields?: CompactField[] }

/** JSON.stringify's replacer that leaves out the registry's texts for people (descriptions, summaries), which only the documents read. */
export const withoutProse = (key: string, value: unknown) => (key === 'description' || key === 'summary' ? undefined : value)

/** The registry's JSON without its texts for people and without the shared values, each calculator's variants apart (./lazy-variants.ts). */
export function compactRegistry(registry: Registry): RegistryText {
  return registryText(
    registry,
    (top) => JSON.stringify(top, compactValue),
    (calculator) => {
      const formulaOf = impliedFormula(registry, calculator)
      const compact = calculator.variants.map(({ id, formula, ...variant }): CompactVariant => ({
        ...(id === calculator.id ? {} : { id }),
        ...(formula === formulaOf(id) ? {} : { formula }),
        ...variant,
        result: compactFields(variant.result),
      }))
      return JSON.stringify(compact, compactValue)
    },
  )
}

/** Result fields without the unit of a number in rupees, the commonest; a number of no unit says so with null. */
function compactFields(fields: readonly ResultField[]): CompactField[] {
  return fields.map(({ unit, fields: inner, ...f }) => {
    const compact: CompactField = f.type !== 'number' ? { ...f, unit } : unit === 'INR' ? f : { ...f, unit: unit ?? null }
    return inner ? { ...compact, fields: compactFields(inner) } : compact
  })
}

function compactValue(key: string, value: unknown): unknown {
  if (withoutProse(key, value) === undefined) return undefined
  if ((key === 'aliases' || key === 'rules') && Array.isArray(value) && value.length === 0) return undefined
  if ((key === 'required' || key === 'integer' || key === 'nullable' || key === 'optional') && value === false) return undefined
  if ((key === 'type' && value === 'number') || (key === 'decimals' && value === 2)) return undefined
  return value
}

/**
 * The registry `compactRegistry` wrote, frozen, with the shared values back in their places: each
 * entry made again with its keys in the order the loader gives them (src/registry/load.ts), which
 * the fingerprint of a variant's parameters is taken over (src/runtime/rules-fingerprint.ts). A
 * calculator's variants are read from their text when first looked at.
 */
export function expandRegistry(text: RegistryText): Registry {
  return registryOfText(text, readVariants)
}

/** The formula of a calculator's variant unless the registry names another: `<tag's slug>/<variant id>`. */
function impliedFormula(registry: Pick<Registry, 'tags'>, calculator: Pick<Calculator, 'tag'>): (variantId: string) => string {
  const slug = registry.tags.find((tag) => tag.name === calculator.tag)?.slug
  return (variantId) => `${slug}/${variantId}`
}

/** A calculator's variants from their compact text, expanded. */
function readVariants(text: string, calculator: Pick<Calculator, 'id' | 'tag'>, registry: Pick<Registry, 'tags'>): readonly Variant[] {
  const formulaOf = impliedFormula(registry, calculator)
  return (JSON.parse(text) as CompactVariant[]).map((variant) => {
    const id = variant.id ?? calculator.id
    // Object.assign keeps the place of a key already there and puts the others after
    const expanded: Variant = Object.assign({ id, formula: variant.formula ?? formulaOf(id), parameters: [], rules: [], result: [] }, variant)
    return { ...expanded, parameters: variant.parameters.map(expandParameter), result: expandFields(variant.result) }
  })
}

function expandParameter(p: Parameter): Parameter {
  const type = p.type ?? 'number'
  return Object.assign({ name: p.name, required: false, aliases: [], type, ...(type === 'number' ? { integer: false } : {}) }, p)
}

function expandFields(fields: readonly CompactField[]): ResultField[] {
  return fields.map(({ unit: given, fields: inner, ...f }) => {
    const unit = given === undefined ? ((f.type ?? 'number') === 'number' ? 'INR' : undefined) : (given ?? undefined)
    const expanded: ResultField = Object.assign({ name: f.name, type: 'number' as const, ...(unit !== undefined ? { unit } : {}), decimals: 2, nullable: false, optional: false }, f)
    return inner ? { ...expanded, fields: expandFields(inner) } : expanded
  })
}
