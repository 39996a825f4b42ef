/**
 * `fincalc <command>`: the command line.
 * - `serve` runs the HTTP API on Node (./serve.ts).
 * - `calc` runs one calculator and prints its answer (./calc.ts).
 * - `rules` lists the rules in force on a date (./rules.ts).
 * - `conformance` certifies any implementation of the API over HTTP (./conformance.ts).
 * - `bench` load-benchmarks any implementation with a realistic request mix (README
 *   "Benchmarking a deployment"). Exit status: 0 for a valid run, 1 when a response or request
 *   failed (the run is then not a valid result).
 * Exit status 2: the command was misused, or needs a package that is not installed
 * (./optional-packages.ts).
 */
import { readFileSync } from 'node:fs'
import { UsageError } from './options.ts'
import { standardOutput, type Output } from './output.ts'
import { didYouMean } from '../names/likely-meant.ts'
import { missingPackageLine } from './optional-packages.ts'
import { packageFile } from './package-root.ts'

/** This package's version, from its package.json. */
export const VERSION: string = JSON.parse(readFileSync(packageFile('package.json'), 'utf8')).version

const COMMANDS = `Usage: fincalc <command> [options]

Commands
  serve         serve the API over HTTP (fincalc serve --help)
  calc          run one calculator: fincalc calc emi --principal 8000000 --interest 8.5 --years 20
  rules         the rates, limits and slabs in force on a date (fincalc rules --help)
  conformance   certify an implementation of the API (fincalc conformance --help)
  bench         load-benchmark an implementation of the API (fincalc bench --help)

  fincalc --version   the version of this package`

const COMMAND_NAMES = ['serve', 'calc', 'rules', 'conformance', 'bench']

export async function main(argv: readonly string[], output: Output = standardOutput): Promise<number> {
  // `fincalc help calc` is `fincalc calc --help`, as in git and npm
  if (argv[0] === 'help' && argv[1] !== undefined) argv = [argv[1], '--help']
  const [command, ...rest] = argv
  if (command === undefined || command === '-h' || command === '--help' || command === 'help') {
    output.out(COMMANDS)
    return command === undefined ? 2 : 0
  }
  if (command === '-v' || command === '--version' || command === 'version') {
    if (rest.length) {
      output.err(`fincalc: ${command} takes nothing after it (got '${rest[0]}')`)
      return 2
    }
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
    if (command === 'calc') return await (await import('./calc.ts')).calcCommand(rest, output)
    if (command === 'rules') return (await import('./rules.ts')).rulesCommand(rest, output)
    // its help needs none of the packages its run loads (autocannon may be absent)
    if (command === 'bench' && (rest.includes('--help') || rest.includes('-h'))) {
      output.out((await import('./bench/usage.ts')).BENCH_USAGE)
      return 0
    }
    if (command === 'bench') return await (await import('./bench/command.ts')).bench(rest, output)
    return await (await import('./conformance.ts')).conformanceCommand(rest, output)
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
