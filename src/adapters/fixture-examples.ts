/**
 * Reads the golden fixtures and keeps only the requests that illustrate the interface
 * description (src/openapi/examples.ts). `npm run build` embeds them
 * (src/generated/example-requests.ts), so no runtime reads the fixtures to serve.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FixtureFile } from '../conformance/fixture-case.ts'
import { exampleRequests, type ExampleRequest } from '../openapi/examples.ts'

export const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url))
export const FIXTURES_DIR = join(REPOSITORY_ROOT, 'fixtures')

/** Every `<dir>/<tag>/<id>.json`, in a stable order; an unreadable file is reported and skipped. */
export function readFixtureFiles(dir: string = FIXTURES_DIR, warn: (message: string) => void = console.warn): Array<{ file: string; fixture: FixtureFile }> {
  if (!existsSync(dir)) return []
  const out: Array<{ file: string; fixture: FixtureFile }> = []
  for (const tag of readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort()) {
    for (const name of readdirSync(join(dir, tag)).filter((n) => n.endsWith('.json')).sort()) {
      const path = join(dir, tag, name)
      const file = relative(REPOSITORY_ROOT, path).split('\\').join('/')
      try {
        const fixture = JSON.parse(readFileSync(path, 'utf8')) as FixtureFile
        if (typeof fixture?.calculator === 'string' && Array.isArray(fixture.cases)) out.push({ file, fixture })
        else warn(`${file}: not a fixture file; its examples are left out of the documentation`)
      } catch (error) {
        warn(`${file}: ${(error as Error).message}; its examples are left out of the documentation`)
      }
    }
  }
  return out
}

export function readExampleRequests(dir: string = FIXTURES_DIR): ExampleRequest[] {
  return exampleRequests(readFixtureFiles(dir))
}
