/**
 * The main module of local workerd runs: the Workers module as deployed (dist/workerd/worker.js,
 * imported, not copied), and the Cache API's storage (local-cache.ts) as its `LocalCache`
 * entrypoint, to which config.ts sends the Worker's Cache API traffic. One isolate holds both,
 * so a start creates no second Worker for the cache.
 */
export { default } from '../worker.ts'
export { default as LocalCache } from './local-cache.ts'
