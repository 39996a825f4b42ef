/**
 * The commands' help: `fincalc calc <id> --help` starts with an example to copy (a golden
 * fixture's request, which the built command, loading that calculator alone, then answers as the
 * library does) and the parameter table, the prose after; and no help text names a file the
 * package does not ship (`npm pack --dry-run` lists what it ships).
 */
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { main } from '../src/cli/main.ts'
import { calculate } from '../src/generated/calculators.ts'
import registry from '../src/generated/registry.ts'
import { ROOT } from './support/project.ts'
import { runFincalc } from './support/run-fincalc.ts'

async function capture(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = ''
  let err = ''
  const code = await main(argv, { out: (t) => (out += `${t}\n`), err: (t) => (err += `${t}\n`) })
  return { code, out, err }
}

/** The words of the help's example command, its continuation lines joined. */
function exampleWords(help: string): string[] {
  const lines = help.split('\n')
  const start = lines.findIndex((l) => l.startsWith('  fincalc calc '))
  let text = ''
  for (let i = start; i < lines.length; i++) {
    text += lines[i]!.trim()
    if (!text.endsWith('\\')) break
    text = `${text.slice(0, -1).trim()} `
  }
  // the examples quote nothing but plain words, so splitting on spaces is the shell's reading
  return text.split(' ')
}

describe('fincalc calc <id> --help', () => {
  it.each(registry.calculators.map((c) => c.id))('%s: an example, then the parameters, then the prose; the example answers', async (id) => {
    const help = await capture(['calc', id, '--help'])
    expect(help.code).toBe(0)
    const lines = help.out.split('\n')
    const calculator = registry.calculators.find((c) => c.id === id)!
    expect(lines[0]).toBe(`${id}: ${calculator.summary}`)
    expect(lines[2]).toMatch(/^Example \(.+\):$/)
    expect(lines[3]).toMatch(new RegExp(`^ {2}fincalc calc ${id}( |$)`))
    const table = lines.findIndex((l) => /^Parameters( of |$)/.test(l))
    expect(table).toBeGreaterThan(3)
    expect(lines[table + 1]).toMatch(/^ {2}parameter +default +accepts$/)
    expect(help.out.indexOf('How it works')).toBeGreaterThan(help.out.indexOf(lines[table + 1]!))
    for (const f of calculator.variants.flatMap((v) => v.result)) expect(help.out, f.name).toMatch(new RegExp(`^ {2}${f.name}(?: \\(|:)`, 'm'))
    for (const p of calculator.variants.flatMap((v) => v.parameters)) expect(help.out, p.name).toMatch(new RegExp(`^ {2}--${p.name}(?:[ ,]|$)`, 'm'))

    const words = exampleWords(help.out)
    expect(words.slice(0, 3)).toEqual(['fincalc', 'calc', id])
    const run = await runFincalc([...words.slice(1), '--json'])
    // no problem; an example dated past a rule's horizon (nsc's and ssy's are) notes the rules it assumed
    expect(run.stderr).toMatch(/^(fincalc calc: assumed [^\n]+ \(fincalc rules --date \d{4}-\d\d-\d\d marks (it|them)\)\n)?$/)
    expect(run.code).toBe(0)
    // the same request through the library: the help shows a request that works
    const input: Record<string, string> = {}
    for (let i = 3; i < words.length; i++) {
      const name = words[i]!.slice(2)
      const next = words[i + 1]
      if (next === undefined || next.startsWith('--')) input[name] = 'true'
      else input[name] = words[++i]!
    }
    expect(JSON.parse(run.stdout)).toEqual((calculate as (id: string, input: unknown) => unknown)(id, input))
  })

  it('the emi example is the fixture with the yearly amortisation, written as flags', async () => {
    const help = await capture(['calc', 'emi', '--help'])
    expect(help.out.split('\n').slice(0, 4)).toEqual([
      'emi: Equated monthly instalment of a loan',
      '',
      'Example (₹80 lakh at 8.5% for 20 years, with the yearly amortisation):',
      '  fincalc calc emi --principal 8000000 --interest 8.5 --years 20 --breakup',
    ])
    expect(help.out).toMatch(/^ {2}--principal +required +a number greater than 0 and at most 100000000000$/m)
    expect(help.out).toMatch(/^ {2}--breakup +false +true or false$/m)
    // each parameter's meaning and each result field in its unit
    expect(help.out).toContain('  --principal (₹): Loan principal.\n  --interest (%): Annual interest rate.\n  --years (years): Repayment tenure.\n')
    expect(help.out).toContain('What the answer holds (result)\n  emi (₹): Monthly instalment.\n')
    expect(help.out).toContain('  months: Number of instalments.\n  yearlyBreakup (a table): Yearly amortisation, present when `breakup=true`.\n')
  })
})

describe('help texts name only files the package ships', () => {
  it('every path a help text names is in npm pack --dry-run', async () => {
    const pack = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 })
    expect(pack.status).toBe(0)
    const shipped = new Set((JSON.parse(pack.stdout) as Array<{ files: Array<{ path: string }> }>)[0]!.files.map((f) => f.path))
    const folders = new Set([...shipped].flatMap((path) => path.split('/').slice(0, -1).map((_, i, parts) => `${parts.slice(0, i + 1).join('/')}/`)))
    // `fincalc bench --help` is the bench command's own (src/cli/bench/usage.ts)
    const helps = [['--help'], ['serve', '--help'], ['calc', '--help'], ['rules', '--help'], ['conformance', '--help'], ...registry.calculators.map((c) => ['calc', c.id, '--help'])]
    const named: string[] = []
    for (const argv of helps) {
      const { code, out } = await capture(argv)
      expect(code, argv.join(' ')).toBe(0)
      for (const m of out.matchAll(/(?<![\w/.-])((?:[\w.-]+\/)+[\w.-]*|[\w-]+\.(?:json|ya?ml|md|js|ts|html|xml))(?![\w/])/g)) {
        const path = m[1]!
        if (/^\/?api\/|^https?:|^\d|\/\//.test(path) || path.startsWith('/')) continue
        named.push(path)
        expect(shipped.has(path) || folders.has(path.endsWith('/') ? path : `${path}/`), `${argv.join(' ')} names ${path}`).toBe(true)
      }
    }
    expect(named).toContain('calculators.yaml')
  })
})
