/**
 * `fincalc calc <id> --help`: one calculator's help, in the order a user needs it: one example
 * to copy (a golden fixture's request, as the OpenAPI document's examples take them), the
 * parameter table (names, default or required, what is accepted), then the prose: what each
 * parameter means, in its unit, what the answer holds (each result field in its unit), and how
 * the calculator works.
 */
import exampleRequests from '../generated/example-requests.ts'
import type { Calculator, Parameter } from '../registry/types.ts'
import { unitLabel } from '../registry/unit-words.ts'
import { describeAccepted } from '../runtime/describe-accepted.ts'

const WIDTH = 100

export function describeCalculator(c: Calculator): string {
  const lines = [`${c.id}: ${c.summary}`, '']
  const example = exampleRequests.find((e) => e.calculator === c.id && e.status === 200)
  if (example) lines.push(`Example (${example.description}):`, ...commandLines(c.id, example.query), '')
  for (const v of c.variants) {
    const title = c.variants.length > 1 ? wrap(`Parameters of ${v.id} (${v.summary})`, WIDTH, '', '  ') : ['Parameters']
    lines.push(...title, ...parameterTable(v.parameters), '')
  }
  lines.push('What each parameter means')
  const seen = new Set<string>()
  for (const p of c.variants.flatMap((v) => v.parameters)) {
    if (seen.has(p.name)) continue
    seen.add(p.name)
    lines.push(...wrap(`--${p.name}${unitLabel(p.type === 'number' ? p.unit : undefined)}: ${p.description}`, WIDTH - 2, '  ', '      '))
  }
  lines.push('', 'What the answer holds (result)')
  const answered = new Set<string>()
  for (const f of c.variants.flatMap((v) => v.result)) {
    if (answered.has(f.name)) continue
    answered.add(f.name)
    const kind = f.type === 'table' ? ' (a table)' : f.type === 'object' ? ' (a record)' : unitLabel(f.unit)
    lines.push(...wrap(`${f.name}${kind}: ${f.description}`, WIDTH - 2, '  ', '      '))
  }
  lines.push('', 'How it works', ...wrap(c.description, WIDTH - 2, '  ', '  '))
  if (c.selectionRule) lines.push('', 'Which calculation runs', ...wrap(c.selectionRule, WIDTH - 2, '  ', '  '))
  return lines.join('\n')
}

/**
 * The example's query as a command to copy: `--name value`, a true flag alone, text quoted for a
 * shell where it must be, continued with a backslash past the width.
 */
function commandLines(id: string, query: Readonly<Record<string, string | readonly string[]>>): string[] {
  const lines: string[] = []
  let line = `  fincalc calc ${id}`
  for (const [name, values] of Object.entries(query)) {
    for (const value of [values].flat()) {
      const option = value === 'true' ? `--${name}` : `--${name} ${shellWord(value)}`
      if (line.length + 1 + option.length + 2 > WIDTH) {
        lines.push(`${line} \\`)
        line = `      ${option}`
      } else line = `${line} ${option}`
    }
  }
  return [...lines, line]
}

function shellWord(text: string): string {
  return /^[\w.,:/+@%-]+$/.test(text) ? text : `'${text.replaceAll("'", "'\\''")}'`
}

/** One row a parameter: its names, its default (or `required`), what it accepts, wrapped to the width. */
function parameterTable(parameters: readonly Parameter[]): string[] {
  const rows = parameters.map((p) => [[p.name, ...p.aliases].map((n) => `--${n}`).join(', '), defaultOf(p), describeAccepted(p)] as const)
  // a name longer than most (a parameter with a long alias) takes a line of its own
  const nameWidth = Math.max(9, ...rows.map(([name]) => name.length).filter((n) => n <= 28))
  const defaultWidth = Math.max(7, ...rows.map(([, d]) => d.length))
  const indent = ' '.repeat(2 + nameWidth + 2 + defaultWidth + 2)
  const out = [`  ${'parameter'.padEnd(nameWidth)}  ${'default'.padEnd(defaultWidth)}  accepts`]
  for (const [name, fallback, accepts] of rows) {
    if (name.length > nameWidth) out.push(`  ${name}`)
    const head = `  ${(name.length > nameWidth ? '' : name).padEnd(nameWidth)}  ${fallback.padEnd(defaultWidth)}  `
    out.push(...wrap(accepts, WIDTH, head, indent))
  }
  return out
}

function defaultOf(p: Parameter): string {
  if (p.required) return 'required'
  if (p.type === 'number' && p.defaultRule) return 'as of date'
  if (p.type === 'number' && p.defaultYearOfDate) return 'year of date'
  return p.default === undefined ? '–' : String(p.default)
}

/** Words filled to the width, the first line after `first`, the rest after `rest`. */
function wrap(text: string, width: number, first: string, rest: string): string[] {
  const lines: string[] = []
  let line = first
  let empty = true
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!empty && line.length + 1 + word.length > width) {
      lines.push(line)
      line = rest + word
    } else line = empty ? line + word : `${line} ${word}`
    empty = false
  }
  lines.push(line)
  return lines
}
