/**
 * calculators.yaml parsed: its document as plain data, for the Workers module. `npm run build`
 * embeds it (src/generated/registry-document.ts); the local Workers build (workerd/build.ts)
 * replaces this module by the document parsed from calculators.yaml as it is then, so a local
 * Worker is never older than the registry. Either way a Worker starts without parsing YAML, and
 * the engine checks the document exactly as it checks text.
 */
import registryDocument from '../generated/registry-document.ts'

export default registryDocument
