/**
 * The Workers module (`export default { fetch }`) for Cloudflare Workers and workerd, also
 * exported as `fincalc/worker`. The registry comes as the build checked it
 * (src/generated/registry.ts), so a Worker neither parses YAML nor checks the registry when it
 * starts. Bundled by src/adapters/workerd/build.ts; served locally by `npm run start:workerd`,
 * deployed with src/adapters/workerd/wrangler.jsonc. The engine, with every arktype validator,
 * is built here at module scope, during start-up.
 */
import './ark-jitless.ts'
import { findFormula } from '../formulas/index.ts'
import registry from '../generated/registry.ts'
import { createServiceEngine } from '../calculator-engine.ts'
import { edgeCachedHandler, type EdgeCache, type WaitUntil } from './edge-cache.ts'

const handle = edgeCachedHandler(createServiceEngine({ registry, formulas: findFormula }))

export default {
  fetch(request: Request, _env: unknown, context: WaitUntil): Promise<Response> {
    return handle(request, (caches as unknown as { default: EdgeCache }).default, context)
  },
}
