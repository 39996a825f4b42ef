/**
 * The document through two linters, offline, with their stock rulesets: Redocly's
 * `recommended` (as `redocly lint` applies it) and Spectral's `spectral:oas` (as `spectral lint`
 * does). Neither may report an error, on the served document or on one with variants
 * (test/support/variant-registry.ts). Redocly reports nothing at all; Spectral only warns that
 * `info` names no contact, which the project does not publish.
 *
 * Both run in test/client-types/lint.mjs, where the workspace keeps them as devDependencies.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fetchDocument, type Json } from './support/openapi.ts'
import { ROOT } from './support/project.ts'
import { variantEngine } from './support/variant-registry.ts'

const LINT = join(ROOT, 'test/client-types/lint.mjs')

/** Every problem either linter finds in the document: `{ redocly, spectral }`, each `{ severity, rule, message, at }`. */
function lint(document: unknown): { redocly: Json[]; spectral: Json[] } {
  const dir = mkdtempSync(join(tmpdir(), 'fincalc-lint-'))
  try {
    const file = join(dir, 'openapi.json')
    writeFileSync(file, JSON.stringify(document))
    const result = spawnSync(process.execPath, [LINT, file], { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`lint.mjs failed (${result.status}): ${result.stderr}`)
    return JSON.parse(result.stdout)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe('linters', () => {
  it.each([
    ['the served document', () => fetchDocument()],
    ['a document with variants', () => fetchDocument(variantEngine)],
  ])("Redocly's recommended ruleset and Spectral's spectral:oas report no error on %s", async (_, document) => {
    const { redocly, spectral } = lint(await document())
    expect(redocly).toEqual([])
    expect(spectral.filter((p) => p.severity === 'error')).toEqual([])
    expect(spectral.map((p) => p.rule)).toEqual(['info-contact'])
  }, 30_000)

  it('would report what the issue found: no root security, an operation without a tag (the check can fail)', async () => {
    const document = await fetchDocument()
    delete document.security
    delete document.paths['/api/v1/rules'].get.tags
    const { redocly, spectral } = lint(document)
    expect(redocly.filter((p) => p.rule === 'security-defined').length).toBe(Object.keys(document.paths).length)
    expect(spectral.map((p) => p.rule)).toContain('operation-tags')
  }, 30_000)
})
