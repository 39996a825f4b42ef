/**
 * The Workers module (`export default { fetch }`) for Cloudflare Workers and workerd.
 * Bundled by src/adapters/workerd/build.ts (calculators.yaml inlined, parsed at build time); served locally by
 * `npm run start:workerd`, deployed with src/adapters/workerd/wrangler.jsonc.
 * The engine, with every arktype validator, is built here at module scope, during start-up.
 */
import './ark-jitless.ts'
import { createCalculatorEngineFromDocument } from '../engine.ts'
import { edgeCachedHandler, type EdgeCache, type WaitUntil } from './edge-cache.ts'
import registryDocument from './registry-document.ts'

const handle = edgeCachedHandler(createCalculatorEngineFromDocument(registryDocument))

export default {
  fetch(request: Request, _env: unknown, context: WaitUntil): Promise<Response> {
    return handle(request, (caches as unknown as { default: EdgeCache }).default, context)
  },
}
