/** Test access to the project's files: the registry text, an engine over it, the fixtures. */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createCalculatorEngine } from '../../src/engine.ts'
import type { FixtureFile } from '../../src/conformance/fixture-case.ts'
import type { Engine } from '../../src/runtime/engine.ts'

export const ROOT = new URL('../../', import.meta.url).pathname
export const REGISTRY_TEXT = readFileSync(join(ROOT, 'calculators.yaml'), 'utf8')

let engine: Engine | undefined
/** One engine for the whole run, as in production (its response cache is part of what is tested). */
export function sharedEngine(): Engine {
  return (engine ??= createCalculatorEngine(REGISTRY_TEXT, { onError: () => {} }))
}

export interface LoadedFixture {
  file: string
  tagSlug: string
  fixture: FixtureFile
}

export function loadFixtures(): LoadedFixture[] {
  const dir = join(ROOT, 'fixtures')
  const loaded: LoadedFixture[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    for (const name of readdirSync(join(dir, entry.name)).sort()) {
      if (!name.endsWith('.json')) continue
      const file = `fixtures/${entry.name}/${name}`
      loaded.push({ file, tagSlug: entry.name, fixture: JSON.parse(readFileSync(join(ROOT, file), 'utf8')) })
    }
  }
  return loaded
}
