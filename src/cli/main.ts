/**
 * `fincalc <command>`: the command line. One command so far, `conformance`, which certifies
 * any implementation of the API over HTTP (README "Testing your own implementation").
 * Exit status: 0 when nothing failed, 1 when a check failed, 2 when the command was misused.
 */
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import type { CheckKind } from '../conformance/check.ts'
import { readFieldMap, readSkipFile } from '../conformance/option-files.ts'
import { closingLine, formatHuman, formatJson, formatJunit } from '../conformance/report.ts'
import { collectChecks, runConformance, UsageError, type ConformanceOptions } from '../conformance/run.ts'

export interface Output {
  out(text: string): void
  err(text: string): void
}

const standardOutput: Output = { out: (t) => process.stdout.write(`${t}\n`), err: (t) => process.stderr.write(`${t}\n`) }

const USAGE = `Usage: fincalc conformance --base-url URL [options]

Runs every golden fixture, the HTTP contract and the Set A / Set B name checks against the
implementation at URL and prints a summary per calculator, ending with
"N passed, N failed, N skipped". Exit status 0 only when nothing failed (2: misuse).

Options
  --base-url URL         where the implementation serves /api/v1/ (required unless --list)
  --mode MODE            strict (default): our field names, our tolerances, our error codes
                         name-agnostic: an expected figure passes when a number that rounds
                         to it appears anywhere in result; 400s are checked by status only
  --field-map FILE       JSON mapping our result/input names to yours, per calculator or "*"
  --tolerance N          widen every figure's tolerance by N (name-agnostic mode only)
  --tag SLUG             only fixtures and name checks of this tag (repeat or comma-separate)
  --calculator ID        only fixtures and name checks of this calculator (repeat or comma-separate)
  --checks KINDS         fixtures, contract, names (default all; comma-separated)
  --skip FILE            JSON: check id or pattern with * -> reason; such checks are skipped
  --concurrency N        requests in flight at once (default 8)
  --timeout MS           time limit per request in milliseconds (default 10000)
  --json                 print the full report as JSON on stdout (summary line on stderr)
  --junit FILE           also write a JUnit XML report to FILE
  --fixtures DIR         fixtures directory (default: this package's fixtures/)
  --registry FILE        registry with the Set A / Set B names (default: calculators.yaml)
  --list                 print the ids of the selected checks and exit
  -h, --help             this text`

export async function main(argv: readonly string[], output: Output = standardOutput): Promise<number> {
  const [command, ...rest] = argv
  if (command === undefined || command === '-h' || command === '--help' || command === 'help') {
    output.out(USAGE)
    return command === undefined ? 2 : 0
  }
  if (command !== 'conformance') {
    output.err(`fincalc: unknown command '${command}'\n\n${USAGE}`)
    return 2
  }
  try {
    return await conformance(rest, output)
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      output.err(`fincalc conformance: ${(error as Error).message}\n(fincalc conformance --help for the options)`)
      return 2
    }
    throw error
  }
}

async function conformance(argv: readonly string[], output: Output): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      'base-url': { type: 'string' },
      mode: { type: 'string' },
      'field-map': { type: 'string' },
      tolerance: { type: 'string' },
      tag: { type: 'string', multiple: true },
      calculator: { type: 'string', multiple: true },
      checks: { type: 'string', multiple: true },
      skip: { type: 'string' },
      concurrency: { type: 'string' },
      timeout: { type: 'string' },
      json: { type: 'boolean' },
      junit: { type: 'string' },
      fixtures: { type: 'string' },
      registry: { type: 'string' },
      list: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
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
  if (!values['base-url']) throw new UsageError('--base-url is required (for example --base-url http://127.0.0.1:8787)')

  const report = await runConformance(options)
  if (values.junit) writeFileSync(values.junit, formatJunit(report))
  if (values.json) {
    output.out(formatJson(report))
    output.err(closingLine(report))
  } else output.out(formatHuman(report))
  return report.summary.failed === 0 ? 0 : 1
}

function splitList(values: readonly string[] | undefined): string[] {
  return (values ?? []).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean)
}

function kinds(names: readonly string[]): CheckKind[] {
  const known: Record<string, CheckKind> = { fixture: 'fixture', fixtures: 'fixture', contract: 'contract', names: 'names', name: 'names' }
  return names.map((name) => {
    const kind = known[name]
    if (!kind) throw new UsageError(`--checks ${name}: expected fixtures, contract or names`)
    return kind
  })
}

function number(option: string, text: string, min: number, max: number): number {
  const n = Number(text)
  if (text.trim() === '' || !Number.isFinite(n) || n < min || n > max) throw new UsageError(`${option} ${text}: expected a number from ${min} to ${max}`)
  return n
}

function integer(option: string, text: string, min: number, max: number): number {
  const n = number(option, text, min, max)
  if (!Number.isInteger(n)) throw new UsageError(`${option} ${text}: expected a whole number`)
  return n
}
