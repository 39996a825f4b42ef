/**
 * The Workers module (src/adapters/worker.ts, through ./lazy-documents.ts) makes the service's documents (the OpenAPI document, the discovery index
 * and `/`) at the first request for one of them, not at start ; each
 * must answer, byte for byte and header for header, what the engine src/calculator-engine.ts
 * composes answers for the same registry, to GET, HEAD and OPTIONS alike.
 */
import { describe, expect, it } from 'vitest'
import { lazyServiceDocuments } from '../src/adapters/lazy-documents.ts'
import { createServiceEngine } from '../src/calculator-engine.ts'
import { findFormula } from '../src/formulas/index.ts'
import registry from '../src/generated/registry.ts'
import { rulesRoute } from '../src/openapi/rules-view.ts'
import { createEngine } from '../src/runtime/engine.ts'

describe("the Workers module's documents", () => {
  const composed = createServiceEngine({ registry, formulas: findFormula })
  // as src/adapters/worker.ts makes its engine
  const documents = lazyServiceDocuments(registry)
  const engine = createEngine({ registry, formulas: findFormula, documents: () => documents, routes: [rulesRoute(registry.basePath)] })

  it('are at the paths the composed engine serves them', () => {
    expect(engine.documents.map((d) => d.path)).toEqual(composed.documents.map((d) => d.path))
  })

  it.each(['GET', 'HEAD', 'OPTIONS'])('answer %s as the composed engine does', async (method) => {
    for (const { path } of composed.documents) {
      for (const url of [path, `${path}?x=1`]) expect(await engine.handle({ method, url }), `${method} ${url}`).toEqual(await composed.handle({ method, url }))
    }
  })
})
