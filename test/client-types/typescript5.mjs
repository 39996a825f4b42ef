/**
 * `node --import ./typescript5.mjs …`: the packages of this workspace that ask for `typescript`
 * get its TypeScript 5 (their compiler API), not the project's TypeScript 7 that npm hoists
 * beside them. @hey-api/openapi-ts accepts any TypeScript from 5.5 in its peer range, so npm
 * places it at the root, where `typescript` is 7, which has no JavaScript compiler API.
 */
import { register } from 'node:module'

register(
  `data:text/javascript,${encodeURIComponent(`
const typescript = ${JSON.stringify(new URL('./node_modules/typescript/lib/typescript.js', import.meta.url).href)}
export async function resolve(specifier, context, next) {
  return specifier === 'typescript' ? { url: typescript, format: 'commonjs', shortCircuit: true } : next(specifier, context)
}`)}`,
)
