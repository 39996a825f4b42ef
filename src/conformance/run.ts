/**
 * The conformance run: gather the checks (every fixture case, the HTTP contract, the Set A /
 * Set B names), keep those the filters select, mark those a skip file names, make sure
 * something answers at the base URL, run the rest over HTTP a few at a time, and return one
 * result per check. A calculator every one of whose checks was answered 404 (or 501) is not
 * implemented: its checks are reported as such, apart from the passed and the failed. Nothing
 * here prints; the CLI and the self-tests decide what to do with the report.
 */
import { type Basis, type Check, CheckFailure, type CheckContext, type CheckKind, CONTRACT_GROUP, NotApplicable } from './check.ts'
import { contractChecks } from './contract-checks.ts'
import type { CompareOptions, Difference, FieldMap, Mismatch } from './compare-case.ts'
import { fixtureChecks } from './fixture-checks.ts'
import { HttpClient, RequestFailure } from './http-client.ts'
import { loadFixtureDirectory, type FixtureSource } from '../fixtures/load.ts'
import { nameChecks } from './name-checks.ts'
import { readRegistryNames } from './registry-names.ts'
import { baseUrlOption, DEFAULT_FIXTURES_DIR, DEFAULT_REGISTRY_FILE, UsageError } from '../cli/options.ts'
import { didYouMean } from '../names/likely-meant.ts'

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
  /** Only the checks of this basis (default both): `spec`, what the published API requires. */
  basis?: Basis
  /** Check id or `*` pattern → why it is skipped. */
  skip?: Readonly<Record<string, string>>
  concurrency?: number
  timeoutMs?: number
  fixturesDir?: string
  registryFile?: string
}

export type CheckStatus = 'passed' | 'failed' | 'skipped' | 'not-implemented'

export interface CheckResult {
  id: string
  kind: CheckKind
  group: string
  title: string
  basis: Basis
  request?: string
  status: CheckStatus
  differences: string[]
  /** Of a failed fixture check: the values that differ, one by one (compare-case.ts). */
  mismatches?: Mismatch[]
  /** Why it was skipped, or that its calculator is not implemented. */
  reason?: string
  /** Of a failed fixture check: where its expected figures come from. */
  source?: string
  durationMs: number
}

/** One calculator (or the HTTP contract) and how its checks went. */
export interface GroupSummary {
  group: string
  /** `failed` when any check failed, `passed` when one passed and none failed, else `skipped`. */
  status: 'passed' | 'failed' | 'skipped' | 'not-implemented'
  passed: number
  failed: number
  skipped: number
  notImplemented: number
}

export interface ConformanceReport {
  baseUrl: string
  mode: 'strict' | 'name-agnostic'
  /** The basis the checks were limited to, or `all`. */
  basis: Basis | 'all'
  durationMs: number
  /** Calculators implemented and not, and checks passed, failed and skipped; `notRun`, those of the calculators not implemented (together, every check). */
  summary: { implemented: number; notImplemented: number; passed: number; failed: number; skipped: number; notRun: number }
  /** The ids of the calculators that answered 404 (or 501) to every request. */
  notImplemented: string[]
  /** The HTTP contract first, then the calculators in the order they were run. */
  groups: GroupSummary[]
  results: CheckResult[]
  /** Skip-file patterns that named no selected check. */
  unusedSkips: string[]
}

/** Nothing answers HTTP at the base URL: no check can say anything. */
export class Unreachable extends Error {
  constructor(readonly baseUrl: string, readonly reason: string) {
    super(`nothing answers at ${baseUrl} (${reason})`)
  }
}

/** Answers that mean the implementation has no such calculator. */
const MISSING_STATUSES: ReadonlySet<number> = new Set([404, 501])

export function collectChecks(options: ConformanceOptions): Check[] {
  const mode = options.mode ?? 'strict'
  const kinds = options.kinds ?? CHECK_KINDS
  const sources = loadFixtureDirectory(options.fixturesDir ?? DEFAULT_FIXTURES_DIR)
  const registry = kinds.includes('names') || options.tags?.length || options.calculators?.length ? readRegistryNames(options.registryFile ?? DEFAULT_REGISTRY_FILE) : []
  const tags = new Set([...sources.map((s) => s.tagSlug), ...registry.map((c) => c.tagSlug)])
  for (const tag of options.tags ?? []) if (!tags.has(tag)) throw new UsageError(`--tag ${tag}: no fixtures or calculators have this tag${didYouMean(tag, tags)}`)
  const ids = new Set([...sources.map((s) => s.calculator), ...registry.map((c) => c.id)])
  for (const id of options.calculators ?? []) if (!ids.has(id)) throw new UsageError(`--calculator ${id}: no fixtures or calculators have this id${didYouMean(id, ids)}`)
  if (options.fieldMap) refuseUnknownMapEntries(options.fieldMap, sources)
  const all = [...(kinds.includes('contract') ? contractChecks(mode) : []), ...(kinds.includes('fixture') ? fixtureChecks(sources) : []), ...(kinds.includes('names') ? nameChecks(registry, sources) : [])]
  return all.filter((check) => {
    if (options.basis && check.basis !== options.basis) return false
    if (check.kind === 'contract') return true
    if (options.tags?.length && !options.tags.includes(check.tagSlug ?? '')) return false
    if (options.calculators?.length && !options.calculators.includes(check.group)) return false
    return true
  })
}

/**
 * A field map's entries must name what the fixtures compare: a calculator of theirs (or `*`) and,
 * for it, one of the paths its cases check (a figure, a table's member with `[]` for its rows, a
 * record, or `input.<name>`); an entry that names nothing would be ignored, and the figure it
 * meant reported absent, so it is a usage error that names it and the likely meaning.
 */
function refuseUnknownMapEntries(fieldMap: Readonly<Record<string, FieldMap>>, sources: readonly FixtureSource[]): void {
  const pathsOf = new Map<string, Set<string>>()
  for (const source of sources) {
    const paths = pathsOf.get(source.calculator) ?? new Set<string>()
    pathsOf.set(source.calculator, paths)
    for (const c of source.fixture?.cases ?? []) {
      if (c.expect.status !== 200) continue
      for (const name of Object.keys(c.expect.input ?? {})) paths.add(`input.${name}`)
      for (const path of Object.keys(c.expect.result)) {
        // every prefix of the path, rows written []: yearlyBreakup, yearlyBreakup[].interestPaid
        const parts = path.replace(/\[\d+\]/g, '[]').split('.')
        for (let i = 1; i <= parts.length; i++) paths.add(parts.slice(0, i).join('.').replace(/\[\]$/, ''))
      }
    }
  }
  const everywhere = new Set([...pathsOf.values()].flatMap((paths) => [...paths]))
  const problems: string[] = []
  for (const [calculator, map] of Object.entries(fieldMap)) {
    const paths = calculator === '*' ? everywhere : pathsOf.get(calculator)
    if (!paths) {
      problems.push(`"${calculator}" is no calculator the fixtures check${didYouMean(calculator, pathsOf.keys())}`)
      continue
    }
    for (const ours of Object.keys(map)) {
      if (!paths.has(ours)) problems.push(`"${calculator}": "${ours}" is none of the figures or inputs ${calculator === '*' ? 'any calculator' : calculator}'s fixtures check${didYouMean(ours, paths)}`)
    }
  }
  if (problems.length) throw new UsageError(`--field-map: entries that name nothing would be ignored:\n  ${problems.join('\n  ')}`)
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
  const unreachable = await http.reach()
  if (unreachable !== undefined) throw new Unreachable(http.baseUrl, unreachable)
  const specOnly = options.basis === 'spec'
  const context: CheckContext = {
    http,
    mode,
    specOnly,
    compareOptions(calculator: string): CompareOptions {
      const fieldMap = { ...options.fieldMap?.['*'], ...options.fieldMap?.[calculator] }
      return { mode, ...(specOnly ? { specOnly } : {}), ...(Object.keys(fieldMap).length ? { fieldMap } : {}), ...(options.tolerance !== undefined ? { tolerance: options.tolerance } : {}) }
    },
  }

  const results: CheckResult[] = new Array(checks.length)
  /** Per check, whether every answer it got said there is no such calculator. */
  const missing: boolean[] = new Array(checks.length).fill(false)
  let next = 0
  const worker = async () => {
    while (next < checks.length) {
      const index = next++
      const check = checks[index]!
      const skip = skips.find((s) => s.matcher(check.id))
      if (skip) skip.used = true
      const statuses: number[] = []
      results[index] = await runCheck(check, { ...context, http: http.watched(statuses) }, skip?.reason)
      missing[index] = statuses.length > 0 && statuses.every((status) => MISSING_STATUSES.has(status))
    }
  }
  const concurrency = Math.max(1, Math.min(options.concurrency ?? 8, 64))
  await Promise.all(Array.from({ length: concurrency }, worker))

  const notImplemented = markNotImplemented(results, missing)
  const groups = summarise(results)
  const summary = { implemented: 0, notImplemented: notImplemented.length, passed: 0, failed: 0, skipped: 0, notRun: 0 }
  for (const r of results) summary[r.status === 'not-implemented' ? 'notRun' : r.status]++
  for (const g of groups) if (g.group !== CONTRACT_GROUP && (g.status === 'passed' || g.status === 'failed')) summary.implemented++
  return {
    baseUrl: http.baseUrl,
    mode,
    basis: options.basis ?? 'all',
    durationMs: Math.round(performance.now() - started),
    summary,
    notImplemented,
    groups,
    results,
    unusedSkips: skips.filter((s) => !s.used).map((s) => s.pattern),
  }
}

/**
 * A calculator every one of whose checks that ran failed with nothing but 404 (or 501) answers
 * is not implemented: its checks are marked so, and its id returned. The HTTP contract is never
 * "not implemented": its failures are failures.
 */
function markNotImplemented(results: CheckResult[], missing: readonly boolean[]): string[] {
  const ran = new Map<string, number[]>()
  results.forEach((r, i) => {
    if (r.group === CONTRACT_GROUP || r.status === 'skipped') return
    const indexes = ran.get(r.group)
    if (indexes) indexes.push(i)
    else ran.set(r.group, [i])
  })
  const ids: string[] = []
  for (const [group, indexes] of ran) {
    if (!indexes.every((i) => results[i]!.status === 'failed' && missing[i])) continue
    ids.push(group)
    for (const i of indexes) results[i] = { ...results[i]!, status: 'not-implemented', differences: [], reason: 'not implemented: every request was answered 404' }
  }
  return ids
}

/** Each group's counts: the HTTP contract first, then calculators in the order they were run. */
function summarise(results: readonly CheckResult[]): GroupSummary[] {
  const groups = new Map<string, GroupSummary>()
  for (const r of results) {
    let g = groups.get(r.group)
    if (!g) groups.set(r.group, (g = { group: r.group, status: 'skipped', passed: 0, failed: 0, skipped: 0, notImplemented: 0 }))
    if (r.status === 'not-implemented') g.notImplemented++
    else g[r.status]++
  }
  for (const g of groups.values()) g.status = g.notImplemented ? 'not-implemented' : g.failed ? 'failed' : g.passed ? 'passed' : 'skipped'
  return [...groups.values()].sort((a, b) => Number(b.group === CONTRACT_GROUP) - Number(a.group === CONTRACT_GROUP))
}

async function runCheck(check: Check, context: CheckContext, skipReason: string | undefined): Promise<CheckResult> {
  const base = {
    id: check.id,
    kind: check.kind,
    group: check.group,
    title: check.title,
    basis: check.basis,
    ...(check.request ? { request: check.request } : {}),
  }
  const reason = skipReason ?? check.skip
  if (reason !== undefined) return { ...base, status: 'skipped', differences: [], reason, durationMs: 0 }
  const started = performance.now()
  let found: Array<string | Difference>
  try {
    found = await check.run(context)
  } catch (error) {
    if (error instanceof NotApplicable) return { ...base, status: 'skipped', differences: [], reason: error.message, durationMs: Math.round(performance.now() - started) }
    if (error instanceof RequestFailure || error instanceof CheckFailure) found = [error.message]
    else found = [`the check itself failed: ${error instanceof Error ? error.message : String(error)}`]
  }
  const durationMs = Math.round(performance.now() - started)
  const differences = found.map((d) => (typeof d === 'string' ? d : d.text))
  if (!differences.length) return { ...base, status: 'passed', differences, durationMs }
  // one Mismatch may stand behind several differences (the error codes lacking and unexpected)
  const mismatches = [...new Set(found.flatMap((d) => (typeof d === 'string' || d.mismatch === undefined ? [] : [d.mismatch])))]
  return { ...base, status: 'failed', differences, ...(mismatches.length ? { mismatches } : {}), ...(check.source ? { source: check.source } : {}), durationMs }
}

/** `*` matches any run of characters; everything else matches itself. */
function globMatcher(pattern: string): (id: string) => boolean {
  const regex = new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`)
  return (id) => regex.test(id)
}
