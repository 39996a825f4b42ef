/**
 * Reads the golden fixtures once, at start-up, and keeps only the requests that illustrate the
 * interface description (src/openapi/examples.ts). The Node adapter calls it; a bundle for a
 * runtime without a file system embeds the JSON this file writes when run as a script:
 *
 *   npm run build:examples            # writes dist/example-requests.json
 *
 * and passes it as `createCalculatorEngine(registryText, { examples })`.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const target = process.argv[2] ?? join(REPOSITORY_ROOT, 'dist/example-requests.json')
  const requests = readExampleRequests()
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(target, `${JSON.stringify(requests, null, 1)}\n`)
  console.log(`${requests.length} example requests written to ${target}`)
}
