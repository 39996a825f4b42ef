/** Test access to the project's files: the registry text, an engine over it, the fixtures. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createCalculatorEngine } from '../../src/calculator-engine.ts'
import type { FixtureFile } from '../../src/fixtures/fixture.ts'
import { loadFixtureDirectory } from '../../src/fixtures/load.ts'
import type { Engine } from '../../src/runtime/engine.ts'

export const ROOT = new URL('../../', import.meta.url).pathname
export const REGISTRY_TEXT = readFileSync(join(ROOT, 'calculators.yaml'), 'utf8')
/** The `fincalc` command as package.json's "bin" names it (the bundled command, dist/node/fincalc.js). */
export const FINCALC_BIN: string = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).bin.fincalc

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

/** Every fixture file; one the loader cannot read is a failure of the tests that use them. */
export function loadFixtures(): LoadedFixture[] {
  return loadFixtureDirectory(join(ROOT, 'fixtures')).map((source) => {
    if (!source.fixture) throw new Error(`${source.file}: ${source.problem}`)
    return { file: source.file, tagSlug: source.tagSlug, fixture: source.fixture }
  })
}
