/**
 * A registry file's text (the package's calculators.yaml, or one given instead: the server's
 * REGISTRY_FILE, `bench --registry`), or an Error naming it and saying in words why it cannot be
 * read.
 */
import { readFileSync } from 'node:fs'

const REASONS: Readonly<Record<string, string>> = { ENOENT: 'there is no such file', EISDIR: 'it is a directory', EACCES: 'permission is denied' }

export function readRegistryFile(file: string | URL): string {
  try {
    return readFileSync(file, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new Error(`the registry ${file instanceof URL ? file.pathname : file} cannot be read: ${(code && REASONS[code]) ?? (error as Error).message}`)
  }
}
