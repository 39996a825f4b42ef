/**
 * arktype without code generation, for the commands and servers that load a registry from its
 * text (src/registry/load.ts): the registry is checked faster at start, and the server keeps
 * out the resident memory that arktype's own keywords would hold compiled. A validator arktype
 * builds for a registry the build never saw is compiled once it has checked a thousand requests
 * (src/registry/validator.ts). Must be imported before anything that imports arktype. The
 * library and the Workers module load no arktype: they use the checks the build wrote.
 */
import { configure } from 'arktype/config'

configure({ jitless: true })
