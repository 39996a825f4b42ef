/**
 * `fincalc calc <id> --name value …`: one calculation from the command line, through the
 * calculator's own function in the library (the HTTP API's validation and figures), loaded by its
 * id with its declaration alone. The answer is printed as JSON, or, on a terminal, as
 * readable tables (rupees with Indian digit grouping, the library's formatINR); its help is
 * ./calc-help.ts. An answer that read rules past their horizon names them in a line on standard
 * error. Invalid input is misuse: one line naming each parameter and what it accepts,
 * exit status 2.
 */
import { CALCULATOR_LOADERS } from '../generated/calculator-loaders.ts'
import { answerText } from '../library/calculation.ts'
import { FincalcInputError } from '../library/input-error.ts'
import { indentJson } from './json-text.ts'
import type { Calculator, Parameter, ResultField, Variant } from '../registry/types.ts'
import { formatINR } from '../library/format-inr.ts'
import { UsageError } from './usage-error.ts'
import { acceptedNames, meantNames } from '../runtime/compile.ts'
import { meantHint } from '../runtime/misspellings.ts'
import { describeAccepted } from '../runtime/describe-accepted.ts'
import { didYouMean, likelyCalculator } from '../names/likely-meant.ts'
import type { Output } from './output.ts'

const CALC_USAGE = `Usage: fincalc calc <calculator> [--parameter value …] [--json]

Runs one calculator and prints its answer: JSON ({"input", "result"}, as the HTTP API answers)
when piped or with --json, readable tables on a terminal. Parameters take the API's names (Set A
or Set B); a flag with no value is true (--breakup).

  fincalc calc emi --principal 8000000 --interest 8.5 --years 20
  fincalc calc --list              the calculators
  fincalc calc emi --help          the parameters of one calculator`

export async function calcCommand(argv: readonly string[], output: Output): Promise<number> {
  const [id, ...rest] = argv
  if (id === undefined) throw new UsageError('name a calculator (fincalc calc --list for them all)')
  if (id === '-h' || id === '--help') {
    output.out(CALC_USAGE)
    return 0
  }
  if (id === '--list') {
    const { calculators } = await fullRegistry()
    const width = Math.max(...calculators.map((c) => c.id.length))
    for (const c of calculators) output.out(`${c.id.padEnd(width)}  ${c.summary}`)
    return 0
  }
  const load = CALCULATOR_LOADERS.get(id)
  if (!load && id.startsWith('-')) throw new UsageError(`unknown option ${id}${didYouMean(id.replace(/^-+/, ''), ['list', 'help'], '--')} (fincalc calc --help)`)
  if (!load) {
    const meant = likelyCalculator(id, [...CALCULATOR_LOADERS.keys()])
    throw new UsageError(`no calculator '${id}'${meant === undefined ? '' : `: did you mean ${meant}?`} (fincalc calc --list for them all)`)
  }
  const { input, bare, json, help } = readParameters(rest)
  if (help) {
    // the help's examples and prose load only for it
    const [{ describeCalculator }, { calculators }] = await Promise.all([import('./calc-help.ts'), fullRegistry()])
    output.out(describeCalculator(calculators.find((c) => c.id === id)!))
    return 0
  }
  // this calculator's code alone, not the registry's every calculator
  const { calculate, declaration: calculator } = await load()
  refuseUnknownParameters(calculator, Object.keys(input))
  refuseMissingValues(calculator, bare)
  let answer
  try {
    answer = calculate(input)
  } catch (error) {
    // a problem is told of the option it was given as (--years), as the CLI's own refusals are
    if (error instanceof FincalcInputError) throw new UsageError(`${error.errors.map((p) => (p.message.startsWith(`${p.parameter} `) ? `--${p.message}` : p.message)).join('; ')} (fincalc calc ${id} --help for its parameters)`)
    throw error
  }
  // the body's own text, so that a figure past 17 significant digits keeps them all
  if (json || !output.isTerminal) output.out(indentJson(answerText(answer)))
  else output.out(formatAnswer(calculator, answer, Object.keys(input)))
  if (answer.rulesAssumed) output.err(rulesAssumedNote(answer.rulesAssumed, answer.input.date))
  return 0
}

/** The registry with every calculator's prose (its summaries, its help), for --list and --help. */
const fullRegistry = async () => (await import('../generated/registry.ts')).default

/**
 * The note on standard error for an answer that read rules past their horizon (what the HTTP API
 * names in Fincalc-Rules-Assumed), so that the answer on standard output stays the HTTP body.
 */
export function rulesAssumedNote(ids: readonly string[], date: unknown): string {
  const [its, them] = ids.length === 1 ? ['its', 'it'] : ['their', 'them']
  const dated = typeof date === 'string'
  return `fincalc calc: assumed ${ids.join(', ')}: ${dated ? date : 'the date'} is past the last date ${its} sources speak for, so ${its} last known value was carried forward${dated ? ` (fincalc rules --date ${date} marks ${them})` : ''}`
}

function readParameters(argv: readonly string[]): { input: Record<string, string | string[]>; bare: string[]; json: boolean; help: boolean } {
  // no prototype: `--__proto__ 5` is a name like any other (and refused as one), not a prototype set
  const input: Record<string, string | string[]> = Object.create(null)
  const bare: string[] = []
  let json = false
  let help = false
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i]!
    if (token === '--json') json = true
    else if (token === '-h' || token === '--help') help = true
    else if (token.startsWith('--') && token.length > 2) {
      const equals = token.indexOf('=')
      let name: string
      let value: string
      if (equals > 0) {
        name = token.slice(2, equals)
        value = token.slice(equals + 1)
      } else {
        name = token.slice(2)
        const next = argv[i + 1]
        const valued = next !== undefined && !next.startsWith('--')
        if (!valued) bare.push(name)
        value = valued ? (i++, next) : 'true'
      }
      const earlier = input[name]
      input[name] = earlier === undefined ? value : [earlier, value].flat()
    } else throw new UsageError(`unexpected '${token}': parameters are written --name value`)
  }
  return { input, bare, json, help }
}

/** The calculator's parameter of this name or alias (of any variant). */
function parameterNamed(calculator: Calculator, name: string): Parameter | undefined {
  for (const variant of calculator.variants) for (const p of variant.parameters) if (p.name === name || p.aliases.includes(name)) return p
  return undefined
}

/** A flag with no value is true: given to a parameter that is not true or false, its value is missing. */
function refuseMissingValues(calculator: Calculator, bare: readonly string[]): void {
  const problems = bare.flatMap((name) => {
    const p = parameterNamed(calculator, name)
    return p && p.type !== 'boolean' ? [`--${name} needs a value: ${describeAccepted(p)}`] : []
  })
  if (problems.length) throw new UsageError(`${problems.join('; ')} (fincalc calc ${calculator.id} --help for its parameters)`)
}

/** Options that are not parameters of the calculator are misuse, each named with the option probably meant. */
function refuseUnknownParameters(calculator: Calculator, names: readonly string[]): void {
  const accepted = acceptedNames(calculator)
  const unknown = names.filter((name) => !accepted.includes(name))
  if (unknown.length === 0) return
  const options = [...accepted, 'json', 'help']
  const meant = meantNames(calculator)
  const problems = unknown.map((name) => {
    const meantFor = meant.get(name.toLowerCase())
    return `--${name} is not a parameter of ${calculator.id}${meantFor === undefined ? didYouMean(name, options, '--') : meantHint(meantFor, '--')}`
  })
  throw new UsageError(`${problems.join('; ')} (fincalc calc ${calculator.id} --help for its parameters)`)
}

// ── the answer as tables ──

// made at the first figure shown: the locale's data loads then, not at every start of the CLI
let plain: Intl.NumberFormat | undefined
const plainFigure = (value: number) => (plain ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 4, useGrouping: false })).format(value)

/** An input of at most this many parameters is shown whole on a terminal. */
const SHORT_INPUT = 12

/**
 * The answer as tables. A long input (`/income-tax` echoes over 60 parameters) shows the
 * parameters given (`given`: their names as written, Set A or Set B) and those left at a value
 * that says something (not 0, false or unset), then how many it leaves out.
 */
function formatAnswer(c: Calculator, answer: { input: Record<string, unknown>; result: Record<string, unknown> }, given: readonly string[]): string {
  const variant: Variant = c.variants.find((v) => v.id === answer.input.variant) ?? c.variants[0]!
  const scalars = (record: Record<string, unknown>, fields: readonly (ResultField | Parameter)[]) =>
    Object.entries(record)
      .filter(([, value]) => !Array.isArray(value) && (value === null || typeof value !== 'object'))
      .map(([name, value]) => [name, show(value, fields.find((f) => f.name === name))] as const)
  let input = answer.input
  let left = 0
  if (Object.keys(input).length > SHORT_INPUT) {
    const named = new Set(given.map((name) => parameterNamed(c, name)?.name ?? name))
    const shown = Object.entries(input).filter(([name, value]) => named.has(name) || (value !== 0 && value !== false && value !== null))
    left = Object.keys(input).length - shown.length
    input = Object.fromEntries(shown)
  }
  const omitted = left > 0 ? [`  (${left} more at 0, false or unset; --json shows every parameter)`] : []
  const lines = [`${c.id}: ${c.summary}`, '', 'input', ...rows(scalars(input, variant.parameters)), ...omitted, '', 'result', ...rows(scalars(answer.result, variant.result))]
  for (const field of variant.result) {
    const value = answer.result[field.name]
    if (field.type === 'object' && value) lines.push('', field.name, ...rows(scalars(value as Record<string, unknown>, field.fields ?? [])))
    if (field.type === 'table' && Array.isArray(value) && value.length) lines.push('', field.name, ...table(value as Record<string, unknown>[], field.fields ?? []))
  }
  return lines.join('\n')
}

/** A value as a person reads it: rupees grouped the Indian way, a percentage with its sign (a result field's or a parameter's unit). */
function show(value: unknown, field: ResultField | Parameter | undefined): string {
  if (value === null) return '–'
  if (typeof value !== 'number') return String(value)
  const unit = field && 'unit' in field ? field.unit : undefined
  if (unit === 'INR') return formatINR(value)
  if (unit === 'percent') return `${plainFigure(value)}%`
  return plainFigure(value)
}

function rows(pairs: ReadonlyArray<readonly [string, string]>): string[] {
  const width = Math.max(0, ...pairs.map(([name]) => name.length))
  return pairs.map(([name, value]) => `  ${name.padEnd(width)}  ${value}`)
}

function table(records: readonly Record<string, unknown>[], fields: readonly ResultField[]): string[] {
  const columns = fields.filter((f) => f.type !== 'table' && f.type !== 'object')
  const cells = records.map((r) => columns.map((f) => show(r[f.name], f)))
  const widths = columns.map((f, i) => Math.max(f.name.length, ...cells.map((row) => row[i]!.length)))
  const line = (values: readonly string[]) => `  ${values.map((v, i) => v.padStart(widths[i]!)).join('  ')}`
  return [line(columns.map((f) => f.name)), ...cells.map(line)]
}
