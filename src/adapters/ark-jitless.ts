/**
 * arktype without code generation, for workerd and Node. Workers allow `new Function` only
 * while the module's top level is evaluated; the engine builds every validator there, but
 * jitless mode makes any later type construction safe as well, and evaluates the registry
 * faster at start (less cold-start time). On Node it keeps about 14 MB of resident memory
 * (arktype's own keywords and the calculators' validators, compiled) out of the server,
 * and checking a request's parameters costs about as much as with compiled validators: ~1 µs
 * for a valid request, under 2 µs more for a rejected one. Must be imported before anything
 * that imports arktype.
 */
import { configure } from 'arktype/config'

configure({ jitless: true })
