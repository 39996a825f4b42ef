/**
 * Reading command-line option values, for every `fincalc` command (src/cli/) and the runners
 * behind them (src/conformance/, src/cli/bench/). A misuse is a UsageError: one line and exit
 * status 2.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { didYouMean } from '../names/likely-meant.ts'
import { packageFile } from './package-root.ts'
import { UsageError } from './usage-error.ts'

export { UsageError }

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
  // the API's paths are asked below the base URL, so one ending in them would find none
  const above = text.replace(/\/api\/v1\/*$/, '')
  if (above !== text) throw new UsageError(`--base-url ${text} ends in /api/v1, which is asked below it: give ${above}`)
  return text
}

type Options = NonNullable<ParseArgsConfig['options']>

/** A command's options by name (node:util parseArgs: strict, no positionals); a misuse throws a UsageError. */
export function readOptions<const T extends Options>(argv: readonly string[], options: T): ReturnType<typeof parseArgs<{ args: string[]; options: T; strict: true; allowPositionals: false }>>['values'] {
  return parseArgs({ args: checkedArgs(argv, options), options, strict: true, allowPositionals: false }).values
}

/** A negative number, which an option may take as its value. */
const NEGATIVE = /^-\.?\d/

/**
 * The arguments as parseArgs is given them. An option the command does not take is misuse,
 * named with the option probably meant, and so is an option that takes a value followed by
 * none or by another option (`--port --json`). A negative number after it (`--port -1`) is its
 * value, written `--port=-1`, which parseArgs reads and the option's own check then judges.
 */
function checkedArgs(argv: readonly string[], options: Options): string[] {
  const { tokens } = parseArgs({ args: [...argv], options, strict: false, allowPositionals: true, tokens: true })
  const joined = new Map<number, string>()
  for (const token of tokens) {
    if (token.kind !== 'option') continue
    if (!Object.hasOwn(options, token.name)) throw new UsageError(`unknown option ${token.rawName}${didYouMean(token.name, Object.keys(options), '--')}`)
    if (options[token.name]!.type !== 'string' || token.inlineValue) continue
    if (token.value === undefined || (token.value.startsWith('-') && !NEGATIVE.test(token.value))) throw new UsageError(`${token.rawName} needs a value`)
    if (token.value.startsWith('-')) joined.set(token.index, `--${token.name}=${token.value}`)
  }
  const args: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const option = joined.get(i)
    args.push(option ?? argv[i]!)
    if (option !== undefined) i++
  }
  return args
}
