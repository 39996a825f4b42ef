/**
 * calculators.yaml parsed: its document as plain data, for the Workers module. As source (run by
 * Deno or Bun, say) this module parses the bundled text when it is evaluated; the Workers build
 * (workerd/build.ts) replaces it by the document itself, parsed from calculators.yaml when the
 * bundle is built, so that a Worker starts without parsing YAML, the slowest step of start-up
 * for a large registry. Either way the engine then checks the document exactly as it checks text.
 */
import { parse } from 'yaml'
import registryText from './bundled-registry.ts'

const registryDocument: unknown = parse(registryText)
export default registryDocument
