/**
 * `fincalc conformance --base-url URL`: certifies any implementation of the API over HTTP
 * (src/conformance/, README "Testing your own implementation"). Exit status 0 when every
 * calculator is implemented and no check failed; 1 when a check failed or a calculator is not
 * implemented; 2 when the command was misused or nothing answers at URL (one line on stderr).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { integer, number, splitList, COMMON_OPTIONS, UsageError, readOptions } from './options.ts'
import type { Basis, CheckKind } from '../conformance/check.ts'
import { formatHtml } from '../conformance/html-report.ts'
import { formatJunit } from '../conformance/junit-report.ts'
import { readFieldMap, readSkipFile } from '../conformance/option-files.ts'
import { closingLine, exitStatus, formatHuman, formatJson } from '../conformance/report.ts'
import { collectChecks, runConformance, Unreachable, type ConformanceOptions } from '../conformance/run.ts'
import type { Output } from './output.ts'

const USAGE = `Usage: fincalc conformance --base-url URL [options]

Runs every golden fixture, the HTTP contract and the Set A / Set B name checks against the
implementation at URL. Prints first the calculators not implemented (every request answered
404), then each calculator with a failed check, every failure tagged [spec] (the published API
requires it) or [contract] (this project's HTTP contract adds it), then the rest, and ends with
"N calculators implemented, N not implemented; N checks passed, N failed, N skipped".
Exit status 0 only when every calculator is implemented and nothing failed; 1 otherwise;
2 when the command was misused or nothing answers at URL.

Options
  --base-url URL         where the implementation serves /api/v1/ (required unless --list)
  --basis spec           only the checks the published API requires (contract: only the
                         project's own; default both)
  --mode MODE            strict (default): our field names, our tolerances, our error codes
                         name-agnostic: an expected figure passes when a number that rounds
                         to it appears anywhere in result; 400s are checked by status only
  --field-map FILE       JSON mapping our result and input names to yours, per calculator or "*"
  --tolerance N          widen every figure's tolerance by N (name-agnostic mode only)
  --tag SLUG             only fixtures and name checks of this tag (repeat or comma-separate)
  --calculator ID        only fixtures and name checks of this calculator (repeat or comma-separate)
  --checks KINDS         fixtures, contract, names (default all; comma-separated)
  --skip FILE            JSON: check id or pattern with * -> reason; such checks are skipped
  --concurrency N        requests in flight at once (default 8)
  --timeout MS           time limit per request in milliseconds (default 10000)
  --json                 print the full report as JSON on stdout (summary line on stderr)
  --junit FILE           also write a JUnit XML report to FILE
  --html FILE            also write the report as one self-contained HTML page to FILE
  --fixtures DIR         fixtures directory (default: this package's fixtures/)
  --registry FILE        registry with the Set A / Set B names (default: calculators.yaml)
  --list                 print the ids of the selected checks and exit
  -h, --help             this text`

export async function conformanceCommand(argv: readonly string[], output: Output): Promise<number> {
  const values = readOptions(argv, {
    ...COMMON_OPTIONS,
    mode: { type: 'string' },
    basis: { type: 'string' },
    'field-map': { type: 'string' },
    tolerance: { type: 'string' },
    checks: { type: 'string', multiple: true },
    skip: { type: 'string' },
    concurrency: { type: 'string' },
    junit: { type: 'string' },
    html: { type: 'string' },
  })
  if (values.help) {
    output.out(USAGE)
    return 0
  }
  const mode = values.mode ?? 'strict'
  if (mode !== 'strict' && mode !== 'name-agnostic') throw new UsageError(`--mode ${mode}: expected strict or name-agnostic`)
  const options: ConformanceOptions = {
    baseUrl: values['base-url'] ?? '',
    mode,
    ...(values.basis !== undefined ? basisOption(values.basis) : {}),
    ...(values['field-map'] ? { fieldMap: readFieldMap(values['field-map']) } : {}),
    ...(values.tolerance !== undefined ? { tolerance: number('--tolerance', values.tolerance, 0, 1e12) } : {}),
    tags: splitList(values.tag),
    calculators: splitList(values.calculator),
    ...(values.checks ? { kinds: kinds(splitList(values.checks)) } : {}),
    ...(values.skip ? { skip: readSkipFile(values.skip) } : {}),
    concurrency: values.concurrency === undefined ? 8 : integer('--concurrency', values.concurrency, 1, 64),
    timeoutMs: values.timeout === undefined ? 10_000 : integer('--timeout', values.timeout, 1, 600_000),
    ...(values.fixtures ? { fixturesDir: values.fixtures } : {}),
    ...(values.registry ? { registryFile: values.registry } : {}),
  }
  if (values.list) {
    for (const check of collectChecks(options)) output.out(check.id)
    return 0
  }
  let report
  try {
    report = await runConformance(options)
  } catch (error) {
    if (!(error instanceof Unreachable)) throw error
    output.err(`fincalc conformance: ${error.message}`)
    return 2
  }
  if (values.junit) writeReport('--junit', values.junit, formatJunit(report))
  if (values.html) writeReport('--html', values.html, formatHtml(report))
  if (values.json) {
    output.out(formatJson(report))
    output.err(closingLine(report))
  } else output.out(formatHuman(report))
  return exitStatus(report)
}

function basisOption(text: string): { basis?: Basis } {
  if (text === 'spec' || text === 'contract') return { basis: text }
  if (text === 'all') return {}
  throw new UsageError(`--basis ${text}: expected spec, contract or all`)
}

function kinds(names: readonly string[]): CheckKind[] {
  const known: Record<string, CheckKind> = { fixture: 'fixture', fixtures: 'fixture', contract: 'contract', names: 'names', name: 'names' }
  return names.map((name) => {
    const kind = known[name]
    if (!kind) throw new UsageError(`--checks ${name}: expected fixtures, contract or names`)
    return kind
  })
}

/** A report file is written where asked, its folder made as `fincalc bench --output` makes it; one that cannot be written is misuse, named with the reason. */
function writeReport(option: string, file: string, text: string): void {
  try {
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, text)
  } catch (error) {
    throw new UsageError(`${option} ${file}: cannot write (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`)
  }
}
