/**
 * The Workers module (`export default { fetch }`) for Cloudflare Workers and workerd, also
 * exported as `fincalc/worker`. The registry comes as the build checked it, without the
 * descriptions only the documents read (src/generated/worker/registry.ts), with each variant's
 * parameter checks (src/generated/checks.ts), so a Worker neither parses YAML, checks the
 * registry nor loads arktype. The service's documents and the rules' texts (descriptions,
 * sources and notes; its rule book keeps only those a calculation answers with) are static
 * files the build wrote (src/build/generate-worker.ts), read through the `ASSETS` binding when
 * first asked for (./worker-assets.ts). Bundled by src/adapters/workerd/build.ts; served locally
 * by `npm run start:workerd`, deployed with src/adapters/workerd/wrangler.jsonc. The engine is
 * built here at module scope, during start-up; each calculator is compiled at its first request.
 */
import { findFormula } from '../formulas/index.ts'
import { DOCUMENTS, RULE_TEXTS_FILE } from '../generated/worker/documents.ts'
import parameterTakers from '../generated/parameter-takers.ts'
import registry from '../generated/worker/registry.ts'
import { RULES_SEGMENT, rulesRoute } from '../openapi/rules-view.ts'
import { createEngine } from '../runtime/engine.ts'
import { edgeCachedHandler, type EdgeCache, type WaitUntil } from './edge-cache.ts'
import { workerAssets, type AssetsBinding } from './worker-assets.ts'

/** The Worker's bindings: its static files (wrangler.jsonc's `assets`). */
export interface WorkerEnv {
  ASSETS?: AssetsBinding
}

const assets = workerAssets(DOCUMENTS, { path: `${registry.basePath}/${RULES_SEGMENT}`, file: RULE_TEXTS_FILE })
// the engine src/service-engine.ts composes, with its documents read from the static files
const handle = edgeCachedHandler(
  createEngine({ registry, formulas: findFormula, takers: parameterTakers, documents: () => assets.documents, routes: [rulesRoute(registry.basePath, assets.ruleTexts)] }),
)

export default {
  fetch(request: Request, env: WorkerEnv, context: WaitUntil): Promise<Response> {
    const cache = (caches as unknown as { default: EdgeCache }).default
    const reading = assets.prepare(request, env.ASSETS)
    if (reading === undefined) return handle(request, cache, context)
    // a file that cannot be read is logged here, and the engine answers its bare 500
    return reading.then(
      () => handle(request, cache, context),
      (error: unknown) => {
        console.error(error)
        return handle(request, cache, context)
      },
    )
  },
}
