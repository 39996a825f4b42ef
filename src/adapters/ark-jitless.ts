/**
 * arktype without code generation, for workerd. Workers allow `new Function` only while the
 * module's top level is evaluated; the engine builds every validator there, but jitless mode
 * makes any later type construction safe as well, and evaluates the registry faster at start
 * (less cold-start time). Must be imported before anything that imports arktype.
 */
import { configure } from 'arktype/config'

configure({ jitless: true })
