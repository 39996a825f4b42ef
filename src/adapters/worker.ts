/**
 * The Workers module (`export default { fetch }`) for Cloudflare Workers and workerd, also
 * exported as `fincalc/worker`. The registry comes as the build checked it
 * (src/generated/registry.ts), with each variant's parameter checks (src/generated/checks.ts),
 * so a Worker neither parses YAML, checks the registry nor loads arktype; the service's
 * documents are made when first asked for. Bundled by src/adapters/workerd/build.ts; served locally by `npm run start:workerd`, deployed with
 * src/adapters/workerd/wrangler.jsonc. The engine is built here at module scope, during start-up;
 * each calculator is compiled at its first request.
 */
import { findFormula } from '../formulas/index.ts'
import registry from '../generated/registry.ts'
import { rulesRoute } from '../openapi/rules-view.ts'
import { createEngine } from '../runtime/engine.ts'
import { edgeCachedHandler, type EdgeCache, type WaitUntil } from './edge-cache.ts'
import { lazyServiceDocuments } from './lazy-documents.ts'

// the engine src/calculator-engine.ts composes, with its documents made when first asked for
const documents = lazyServiceDocuments(registry)
const handle = edgeCachedHandler(createEngine({ registry, formulas: findFormula, documents: () => documents, routes: [rulesRoute(registry.basePath)] }))

export default {
  fetch(request: Request, _env: unknown, context: WaitUntil): Promise<Response> {
    return handle(request, (caches as unknown as { default: EdgeCache }).default, context)
  },
}
