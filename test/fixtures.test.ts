/** Runs every golden fixture through the engine's fetch handler (fixtures/README.md). */
import { describe, expect, it } from 'vitest'
import { toFetchHandler } from '../src/adapters/fetch.ts'
import { requestTarget } from '../src/fixtures/fixture.ts'
import { compareCase } from '../src/conformance/compare-case.ts'
import { loadFixtures, sharedEngine } from './support/project.ts'

const fetchHandler = toFetchHandler(sharedEngine())

for (const { file, fixture } of loadFixtures()) {
  describe(file, () => {
    for (const c of fixture.cases) {
      it(c.description, async () => {
        const response = await fetchHandler(new Request(`http://fincalc.test${requestTarget(c)}`, { method: c.request.method ?? 'GET' }))
        const body = await response.json()
        expect(compareCase(c, response.status, body)).toEqual([])
      })
    }
  })
}
