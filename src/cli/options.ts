/**
 * Reading command-line option values, for every `fincalc` command (src/cli/) and the runners
 * behind them (src/conformance/, src/cli/bench/). A misuse is a UsageError: one line and exit
 * status 2.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { didYouMean } from '../names/likely-meant.ts'
import { packageFile } from './package-root.ts'

export class UsageError extends Error {}

/** Where `--fixtures` and `--registry` point when not given: this package's own. */
export const DEFAULT_FIXTURES_DIR = packageFile('fixtures')
export const DEFAULT_REGISTRY_FILE = packageFile('calculators.yaml')

export function splitList(values: readonly string[] | undefined): string[] {
  return (values ?? []).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean)
}

export function number(option: string, text: string, min: number, max: number): number {
  const n = Number(text)
  if (text.trim() === '' || !Number.isFinite(n) || n < min || n > max) throw new UsageError(`${option} ${text}: expected a number from ${min} to ${max}`)
  return n
}

export function integer(option: string, text: string, min: number, max: number): number {
  const n = number(option, text, min, max)
  if (!Number.isInteger(n)) throw new UsageError(`${option} ${text}: expected a whole number`)
  return n
}

/** Options every `fincalc` command takes: the target, filters, output and where the data lives. */
export const COMMON_OPTIONS = {
  'base-url': { type: 'string' },
  tag: { type: 'string', multiple: true },
  calculator: { type: 'string', multiple: true },
  timeout: { type: 'string' },
  json: { type: 'boolean' },
  list: { type: 'boolean' },
  fixtures: { type: 'string' },
  registry: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const

/** `--base-url`, which must be given and be an http:// or https:// URL. */
export function baseUrlOption(text: string | undefined): string {
  if (!text) throw new UsageError('--base-url is required (for example --base-url http://127.0.0.1:8787)')
  if (!/^https?:\/\/[^/]/.test(text)) throw new UsageError(`--base-url ${text} is not an http:// or https:// URL`)
  return text
}

type Options = NonNullable<ParseArgsConfig['options']>

/**
 * A command's options by name (node:util parseArgs: strict, no positionals); an unknown option
 * or a missing value throws parseArgs' own error, which the command line reports as misuse.
 */
export function readOptions<const T extends Options>(argv: readonly string[], options: T): ReturnType<typeof parseArgs<{ args: string[]; options: T; strict: true; allowPositionals: false }>>['values'] {
  refuseUnknownOptions(argv, options)
  return parseArgs({ args: [...argv], options, strict: true, allowPositionals: false }).values
}

/** An option the command does not take is misuse, named with the option probably meant. */
function refuseUnknownOptions(argv: readonly string[], options: Options): void {
  const { tokens } = parseArgs({ args: [...argv], options, strict: false, allowPositionals: true, tokens: true })
  for (const token of tokens) {
    if (token.kind !== 'option' || Object.hasOwn(options, token.name)) continue
    throw new UsageError(`unknown option ${token.rawName}${didYouMean(token.name, Object.keys(options), '--')}`)
  }
}
