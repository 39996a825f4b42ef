/**
 * The parameter names of calculators.yaml that the Set A / Set B checks need: for each
 * calculator, its path, its tag's slug and every parameter's canonical (Set B) name with its
 * aliases (the Set A names). Read straight from the YAML, without the engine, so the suite
 * judges an implementation by the registry's data alone.
 */
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'

export interface CalculatorNames {
  id: string
  path: string
  tagSlug: string
  /** Canonical name → aliases, over all of the calculator's variants. */
  parameters: ReadonlyArray<{ name: string; aliases: readonly string[] }>
}

export function readRegistryNames(file: string): CalculatorNames[] {
  const doc = parse(readFileSync(file, 'utf8')) as {
    tags?: Array<{ name: string; slug: string }>
    calculators?: Array<{ id: string; path: string; tag: string; parameters?: ParameterMap; variants?: Array<{ parameters?: ParameterMap }> }>
  }
  const slugOf = new Map((doc.tags ?? []).map((t) => [t.name, t.slug]))
  return (doc.calculators ?? []).map((c) => {
    const parameters: Array<{ name: string; aliases: string[] }> = []
    for (const map of [c.parameters, ...(c.variants ?? []).map((v) => v.parameters)]) {
      for (const [name, definition] of Object.entries(map ?? {})) {
        if (!parameters.some((p) => p.name === name)) parameters.push({ name, aliases: [...(definition?.aliases ?? [])] })
      }
    }
    return { id: c.id, path: c.path, tagSlug: slugOf.get(c.tag) ?? c.tag, parameters }
  })
}

type ParameterMap = Record<string, { aliases?: string[] } | null>
