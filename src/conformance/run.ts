/**
 * The conformance run: gather the checks (every fixture case, the HTTP contract, the Set A /
 * Set B names), keep those the filters select, mark those a skip file names, run the rest
 * over HTTP a few at a time, and return one result per check. Nothing here prints; the CLI
 * and the self-tests decide what to do with the report.
 */
import { type Check, CheckFailure, type CheckContext, type CheckKind, NotApplicable } from './check.ts'
import { contractChecks } from './contract-checks.ts'
import type { CompareOptions, FieldMap } from './compare-case.ts'
import { fixtureChecks } from './fixture-checks.ts'
import { HttpClient, RequestFailure } from './http-client.ts'
import { loadFixtureDirectory } from '../fixtures/load.ts'
import { nameChecks } from './name-checks.ts'
import { readRegistryNames } from './registry-names.ts'
import { baseUrlOption, DEFAULT_FIXTURES_DIR, DEFAULT_REGISTRY_FILE, UsageError } from '../cli/options.ts'

const CHECK_KINDS: readonly CheckKind[] = ['fixture', 'contract', 'names']

export interface ConformanceOptions {
  baseUrl: string
  mode?: 'strict' | 'name-agnostic'
  /** Per calculator id (`*` for all): our result and input paths → the implementation's. */
  fieldMap?: Readonly<Record<string, FieldMap>>
  /** Added to every figure's tolerance (name-agnostic mode only). */
  tolerance?: number
  /** Tag slugs and calculator ids that select fixture and name checks. */
  tags?: readonly string[]
  calculators?: readonly string[]
  /** Kinds of check to run (default all). */
  kinds?: readonly CheckKind[]
  /** Check id or `*` pattern → why it is skipped. */
  skip?: Readonly<Record<string, string>>
  concurrency?: number
  timeoutMs?: number
  fixturesDir?: string
  registryFile?: string
}

export type CheckStatus = 'passed' | 'failed' | 'skipped'

export interface CheckResult {
  id: string
  kind: CheckKind
  group: string
  title: string
  basis?: 'spec' | 'contract'
  request?: string
  status: CheckStatus
  differences: string[]
  /** Why it was skipped. */
  reason?: string
  durationMs: number
}

export interface ConformanceReport {
  baseUrl: string
  mode: 'strict' | 'name-agnostic'
  durationMs: number
  summary: { passed: number; failed: number; skipped: number }
  results: CheckResult[]
  /** Skip-file patterns that named no selected check. */
  unusedSkips: string[]
}

/** A mistake in how the run was asked for (not a failure of the implementation). */

export function collectChecks(options: ConformanceOptions): Check[] {
  const mode = options.mode ?? 'strict'
  const kinds = options.kinds ?? CHECK_KINDS
  const sources = loadFixtureDirectory(options.fixturesDir ?? DEFAULT_FIXTURES_DIR)
  const registry = kinds.includes('names') || options.tags?.length || options.calculators?.length ? readRegistryNames(options.registryFile ?? DEFAULT_REGISTRY_FILE) : []
  for (const tag of options.tags ?? [])
    if (!sources.some((s) => s.tagSlug === tag) && !registry.some((c) => c.tagSlug === tag)) throw new UsageError(`--tag ${tag}: no fixtures or calculators have this tag`)
  for (const id of options.calculators ?? [])
    if (!sources.some((s) => s.calculator === id) && !registry.some((c) => c.id === id)) throw new UsageError(`--calculator ${id}: no fixtures or calculators have this id`)
  const all = [...(kinds.includes('contract') ? contractChecks(mode) : []), ...(kinds.includes('fixture') ? fixtureChecks(sources) : []), ...(kinds.includes('names') ? nameChecks(registry, sources) : [])]
  return all.filter((check) => {
    if (check.kind === 'contract') return true
    if (options.tags?.length && !options.tags.includes(check.tagSlug ?? '')) return false
    if (options.calculators?.length && !options.calculators.includes(check.group)) return false
    return true
  })
}

export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const started = performance.now()
  const mode = options.mode ?? 'strict'
  if (options.tolerance !== undefined && mode !== 'name-agnostic') throw new UsageError('--tolerance applies to the name-agnostic mode only; strict mode uses the fixtures’ tolerances')
  baseUrlOption(options.baseUrl)
  const checks = collectChecks(options)
  if (checks.length === 0) throw new UsageError('no checks are selected')
  const skips = Object.entries(options.skip ?? {}).map(([pattern, reason]) => ({ pattern, reason, matcher: globMatcher(pattern), used: false }))
  const http = new HttpClient(options.baseUrl, options.timeoutMs ?? 10_000)
  const context: CheckContext = {
    http,
    mode,
    compareOptions(calculator: string): CompareOptions {
      const fieldMap = { ...options.fieldMap?.['*'], ...options.fieldMap?.[calculator] }
      return { mode, ...(Object.keys(fieldMap).length ? { fieldMap } : {}), ...(options.tolerance !== undefined ? { tolerance: options.tolerance } : {}) }
    },
  }

  const results: CheckResult[] = new Array(checks.length)
  let next = 0
  const worker = async () => {
    while (next < checks.length) {
      const index = next++
      const check = checks[index]!
      const skip = skips.find((s) => s.matcher(check.id))
      if (skip) skip.used = true
      results[index] = await runCheck(check, context, skip?.reason)
    }
  }
  const concurrency = Math.max(1, Math.min(options.concurrency ?? 8, 64))
  await Promise.all(Array.from({ length: concurrency }, worker))

  const summary = { passed: 0, failed: 0, skipped: 0 }
  for (const r of results) summary[r.status]++
  return { baseUrl: http.baseUrl, mode, durationMs: Math.round(performance.now() - started), summary, results, unusedSkips: skips.filter((s) => !s.used).map((s) => s.pattern) }
}

async function runCheck(check: Check, context: CheckContext, skipReason: string | undefined): Promise<CheckResult> {
  const base = {
    id: check.id,
    kind: check.kind,
    group: check.group,
    title: check.title,
    ...(check.basis ? { basis: check.basis } : {}),
    ...(check.request ? { request: check.request } : {}),
  }
  const reason = skipReason ?? check.skip
  if (reason !== undefined) return { ...base, status: 'skipped', differences: [], reason, durationMs: 0 }
  const started = performance.now()
  let differences: string[]
  try {
    differences = await check.run(context)
  } catch (error) {
    if (error instanceof NotApplicable) return { ...base, status: 'skipped', differences: [], reason: error.message, durationMs: Math.round(performance.now() - started) }
    if (error instanceof RequestFailure || error instanceof CheckFailure) differences = [error.message]
    else differences = [`the check itself failed: ${(error as Error)?.stack ?? String(error)}`]
  }
  return { ...base, status: differences.length ? 'failed' : 'passed', differences, durationMs: Math.round(performance.now() - started) }
}

/** `*` matches any run of characters; everything else matches itself. */
function globMatcher(pattern: string): (id: string) => boolean {
  const regex = new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`)
  return (id) => regex.test(id)
}
