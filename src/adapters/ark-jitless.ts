/**
 * arktype without code generation, for workerd and Node. Workers allow `new Function` only
 * while the module's top level is evaluated; the engine builds every validator there, but
 * jitless mode makes any later type construction safe as well, and evaluates the registry
 * faster at start (less cold-start time). On Node it keeps out of the server the resident
 * memory that arktype's own keywords and every calculator's validator would hold compiled; the
 * validators of the calculators in use are compiled once they have checked a thousand requests
 * (src/registry/validator.ts). Must be imported before anything that imports arktype.
 */
import { configure } from 'arktype/config'

configure({ jitless: true })
