/** A Node resolve hook that names, on stderr, every module asking for arktype: for tests that hold what loads it. */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

/** What the hook writes before the asking module's URL. */
export const ARKTYPE_ASKED = 'arktype asked for by'

/** Writes the hook into `dir` and returns the URL of the module that registers it (for `node --import`). */
export function arktypeWatch(dir: string): string {
  writeFileSync(join(dir, 'hook.mjs'), `export async function resolve(spec, context, next) { if (/^(arktype|@ark\\/)/.test(spec)) process.stderr.write(\`${ARKTYPE_ASKED} \${context.parentURL}\\n\`); return next(spec, context) }\n`)
  writeFileSync(join(dir, 'register.mjs'), `import { register } from 'node:module'\nregister(${JSON.stringify(pathToFileURL(join(dir, 'hook.mjs')).href)})\n`)
  return pathToFileURL(join(dir, 'register.mjs')).href
}
