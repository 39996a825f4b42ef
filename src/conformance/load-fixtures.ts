/**
 * Finds every fixture file (`<dir>/<tag>/<calculator>.json`) for the conformance run. A file
 * that cannot be read or lacks the shape the runner needs is returned with its problem, so the
 * run reports it as a failure instead of stopping. The full format check against
 * fixture.schema.json is the fixture lint's job (test/fixtures-lint.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FixtureCase, FixtureFile } from './fixture-case.ts'

export interface FixtureSource {
  /** `fixtures/<tag>/<name>.json`, relative to the fixtures directory's parent. */
  file: string
  tagSlug: string
  /** The calculator id: the file's `calculator`, or its name when the file is unreadable. */
  calculator: string
  fixture?: FixtureFile
  problem?: string
}

export function loadFixtureDirectory(dir: string): FixtureSource[] {
  const sources: FixtureSource[] = []
  const folder = dir.replace(/\/+$/, '').split('/').pop() || 'fixtures'
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isDirectory()) continue
    for (const name of readdirSync(join(dir, entry.name)).sort()) {
      if (!name.endsWith('.json')) continue
      const file = `${folder}/${entry.name}/${name}`
      const source: FixtureSource = { file, tagSlug: entry.name, calculator: name.slice(0, -'.json'.length) }
      try {
        const parsed: unknown = JSON.parse(readFileSync(join(dir, entry.name, name), 'utf8'))
        const problem = shapeProblem(parsed)
        if (problem) source.problem = problem
        else {
          source.fixture = parsed as FixtureFile
          source.calculator = source.fixture.calculator
        }
      } catch (error) {
        source.problem = `cannot read: ${(error as Error).message}`
      }
      sources.push(source)
    }
  }
  return sources
}

/** What the runner relies on; undefined when the file has it. */
function shapeProblem(value: unknown): string | undefined {
  if (!isRecord(value)) return 'not a JSON object'
  if (typeof value.calculator !== 'string') return '`calculator` is not a string'
  if (!Array.isArray(value.cases) || value.cases.length === 0) return '`cases` is not a non-empty array'
  for (const [i, c] of (value.cases as unknown[]).entries()) {
    const at = `cases[${i}]`
    if (!isRecord(c) || typeof c.description !== 'string') return `${at}: no description`
    if (!isRecord(c.request) || typeof c.request.path !== 'string' || !c.request.path.startsWith('/')) return `${at}: request.path is not a path`
    if (c.request.query !== undefined && !isRecord(c.request.query)) return `${at}: request.query is not an object`
    const expect = c.expect as FixtureCase['expect'] | undefined
    if (!isRecord(expect)) return `${at}: no expect`
    if (expect.status === 200 && !isRecord(expect.result)) return `${at}: expect.result is not an object`
    if (expect.status === 400 && !Array.isArray(expect.errors)) return `${at}: expect.errors is not an array`
    if (expect.status !== 200 && expect.status !== 400) return `${at}: expect.status is neither 200 nor 400`
  }
  return undefined
}

function isRecord(value: unknown): value is Record<string, any> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}
