/**
 * Reads the golden fixtures and keeps only the requests that illustrate the interface
 * description (src/openapi/examples.ts). `npm run build` embeds them
 * (src/generated/example-requests.ts), so no runtime reads the fixtures to serve. A fixture
 * file the loader cannot read is reported and its examples are left out.
 */
import { existsSync } from 'node:fs'
import { DEFAULT_FIXTURES_DIR } from '../cli/options.ts'
import { loadFixtureDirectory } from '../fixtures/load.ts'
import { exampleRequests, type ExampleRequest } from '../openapi/examples.ts'

export function readExampleRequests(dir: string = DEFAULT_FIXTURES_DIR, warn: (message: string) => void = console.warn): ExampleRequest[] {
  if (!existsSync(dir)) return []
  const files = loadFixtureDirectory(dir).flatMap((source) => {
    if (source.fixture) return [{ file: source.file, fixture: source.fixture }]
    warn(`${source.file}: ${source.problem}; its examples are left out of the documentation`)
    return []
  })
  return exampleRequests(files)
}
