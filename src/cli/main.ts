/**
 * `fincalc <command>`: the command line.
 * - `serve` runs the HTTP API on Node (./serve.ts).
 * - `calc` runs one calculator and prints its answer (./calc.ts).
 * - `rules` lists the rules in force on a date (./rules.ts).
 * - `conformance` certifies any implementation of the API over HTTP (README "Testing your own
 *   implementation"). Exit status: 0 when nothing failed, 1 when a check failed.
 * - `bench` load-benchmarks any implementation with a realistic request mix (README
 *   "Benchmarking a deployment"). Exit status: 0 for a valid run, 1 when a response or request
 *   failed (the run is then not a valid result).
 * Exit status 2: the command was misused, or needs a package that is not installed
 * (./optional-packages.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { integer, number, splitList, COMMON_OPTIONS, UsageError, readOptions } from './options.ts'
import type { CheckKind } from '../conformance/check.ts'
import { readFieldMap, readSkipFile } from '../conformance/option-files.ts'
import { closingLine, formatHuman, formatJson, formatJunit } from '../conformance/report.ts'
import { collectChecks, runConformance, type ConformanceOptions } from '../conformance/run.ts'
import { standardOutput, type Output } from './output.ts'
import { didYouMean } from '../names/likely-meant.ts'
import { missingPackageLine } from './optional-packages.ts'

/** This package's version, from its package.json. */
export const VERSION: string = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version

const COMMANDS = `Usage: fincalc <command> [options]

Commands
  serve         serve the API over HTTP (fincalc serve --help)
  calc          run one calculator: fincalc calc emi --principal 8000000 --interest 8.5 --years 20
  rules         the rates, limits and slabs in force on a date (fincalc rules --help)
  conformance   certify an implementation of the API (fincalc conformance --help)
  bench         load-benchmark an implementation of the API (fincalc bench --help)

  fincalc --version   the version of this package`

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

const COMMAND_NAMES = ['serve', 'calc', 'rules', 'conformance', 'bench']

export async function main(argv: readonly string[], output: Output = standardOutput): Promise<number> {
  const [command, ...rest] = argv
  if (command === undefined || command === '-h' || command === '--help' || command === 'help') {
    output.out(COMMANDS)
    return command === undefined ? 2 : 0
  }
  if (command === '-v' || command === '--version' || command === 'version') {
    output.out(VERSION)
    return 0
  }
  if (!COMMAND_NAMES.includes(command)) {
    output.err(`fincalc: unknown command '${command}'${didYouMean(command, [...COMMAND_NAMES, 'help', 'version'])} (fincalc --help for the commands)`)
    return 2
  }
  try {
    // each command's modules (the server, the calculators, autocannon) load only when it runs
    if (command === 'serve') return await (await import('./serve.ts')).serveCommand(rest, output)
    if (command === 'calc') return (await import('./calc.ts')).calcCommand(rest, output)
    if (command === 'rules') return (await import('./rules.ts')).rulesCommand(rest, output)
    if (command === 'bench') return await (await import('./bench/command.ts')).bench(rest, output)
    return await conformance(rest, output)
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      const message = (error as Error).message
      output.err(`fincalc ${command}: ${message}${message.includes('(fincalc ') ? '' : ` (fincalc ${command} --help for the options)`}`)
      return 2
    }
    const missing = missingPackageLine(command, error)
    if (missing !== undefined) {
      output.err(missing)
      return 2
    }
    throw error
  }
}

async function conformance(argv: readonly string[], output: Output): Promise<number> {
  const values = readOptions(argv, {
    ...COMMON_OPTIONS,
    mode: { type: 'string' },
    'field-map': { type: 'string' },
    tolerance: { type: 'string' },
    checks: { type: 'string', multiple: true },
    skip: { type: 'string' },
    concurrency: { type: 'string' },
    junit: { type: 'string' },
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
  const report = await runConformance(options)
  if (values.junit) writeFileSync(values.junit, formatJunit(report))
  if (values.json) {
    output.out(formatJson(report))
    output.err(closingLine(report))
  } else output.out(formatHuman(report))
  return report.summary.failed === 0 ? 0 : 1
}

function kinds(names: readonly string[]): CheckKind[] {
  const known: Record<string, CheckKind> = { fixture: 'fixture', fixtures: 'fixture', contract: 'contract', names: 'names', name: 'names' }
  return names.map((name) => {
    const kind = known[name]
    if (!kind) throw new UsageError(`--checks ${name}: expected fixtures, contract or names`)
    return kind
  })
}
