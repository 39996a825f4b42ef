/**
 * The packages only some commands use: package.json's optional peer dependencies
 * (`peerDependenciesMeta`), such as autocannon for `fincalc bench`. A library install does not
 * bring them. A command whose modules cannot load because one is absent says so in one line,
 * naming the package and the command that installs it, and the command exits with status 2.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { packageFile } from './package-root.ts'

const OPTIONAL: readonly string[] = Object.keys(
  (JSON.parse(readFileSync(packageFile('package.json'), 'utf8')) as { peerDependenciesMeta?: Record<string, unknown> }).peerDependenciesMeta ?? {},
)

/** The optional packages each command loads, so that one line names every one it lacks. */
const NEEDED_BY: Readonly<Record<string, readonly string[]>> = { bench: ['autocannon', 'hdr-histogram-js'], serve: ['swagger-ui-dist'] }

const require = createRequire(import.meta.url)

function installed(name: string): boolean {
  try {
    require.resolve(name)
    return true
  } catch {
    return false
  }
}

/**
 * The line that tells what to install when `error` is the failure to load an optional package
 * (Node's "Cannot find package 'NAME' imported from …"), naming every package the command
 * needs that is absent; undefined for any other error.
 */
export function missingPackageLine(command: string, error: unknown): string | undefined {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') return undefined
  const name = OPTIONAL.find((candidate) => String(message).includes(`'${candidate}'`))
  if (name === undefined) return undefined
  const absent = [...new Set([...(NEEDED_BY[command] ?? []).filter((needed) => !installed(needed)), name])]
  return `fincalc ${command} needs ${absent.join(' and ')}: npm install ${absent.join(' ')}`
}
