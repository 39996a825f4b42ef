/**
 * The project's tsc on code a test generated (a client from the OpenAPI document): strict, no
 * emit, with a tsconfig written beside the files. The compiler's complaints, empty when it
 * compiles.
 */
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from './project.ts'

const TSC = join(ROOT, 'node_modules/typescript/bin/tsc')

/** Type-checks `files` (relative to `dir`) under tsconfig.<name>.json in `dir`, with `options` added to the strict defaults. */
export function typeCheck(dir: string, name: string, files: readonly string[], options: Record<string, unknown> = {}): string {
  const config = join(dir, `tsconfig.${name}.json`)
  const compilerOptions = { target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', allowImportingTsExtensions: true, strict: true, noEmit: true, lib: ['ES2023', 'DOM'], types: [], ...options }
  writeFileSync(config, JSON.stringify({ compilerOptions, files }))
  const compiled = spawnSync(process.execPath, [TSC, '-p', config], { encoding: 'utf8' })
  return compiled.status === 0 ? '' : `${compiled.stdout}${compiled.stderr}` || `tsc exited with ${compiled.status}`
}
