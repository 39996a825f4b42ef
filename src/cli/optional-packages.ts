/**
 * The packages only some commands use: package.json's optional peer dependencies
 * (`peerDependenciesMeta`), such as autocannon for `fincalc bench`. A library install does not
 * bring them. A command whose modules cannot load because one is absent says so in one line,
 * naming the package and the command that installs it, and the command exits with status 2.
 */
import { readFileSync } from 'node:fs'

const OPTIONAL: readonly string[] = Object.keys(
  (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { peerDependenciesMeta?: Record<string, unknown> }).peerDependenciesMeta ?? {},
)

/**
 * The line that tells what to install when `error` is the failure to load an optional package
 * (Node's "Cannot find package 'NAME' imported from …"); undefined for any other error.
 */
export function missingPackageLine(command: string, error: unknown): string | undefined {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') return undefined
  const name = OPTIONAL.find((candidate) => String(message).includes(`'${candidate}'`))
  return name === undefined ? undefined : `fincalc ${command} needs ${name}: npm install ${name}`
}
