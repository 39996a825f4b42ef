/**
 * The fixture oracles (fixtures/<tag>/oracle/<calculator>.mjs: decimal.js at 50 digits over
 * the shared fixtures/oracle.mjs, written from the calculators' definitions without the
 * project's code) re-compute every fixture figure that cites them. Each oracle is run as its own process, as anyone would run it; its
 * full-precision figure, rounded as the response rounds it (half away from zero to the
 * field's places: calculators.yaml, src/registry/README.md), must equal the fixture's figure.
 * How many figures each oracle checks is pinned, so a figure the walk silently skipped (a
 * path the oracle does not give, a citation misspelt) fails the count, and an oracle file
 * that is missing fails its run.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Decimal from 'decimal.js'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'

const ROOT = new URL('..', import.meta.url).pathname

/** Figures citing each oracle, by tag folder and calculator (the `python-decimal` figures the oracles replaced). */
const CHECKED: Record<string, Record<string, number>> = {
  'loans-emi': {
    'loan-prepayment': 23,
    'rent-vs-buy': 22,
    'home-loan-prepayment-vs-sip': 11,
    'loan-part-payment': 7,
    'home-loan-balance-transfer': 5,
    emi: 2,
    'loan-offset': 2,
    'term-insurance': 1,
  },
  investment: {
    'step-up-sip': 9,
    swp: 3,
  },
}

/** Modules under an oracle folder that hold shared pieces and check no figure themselves. */
const HELPERS = ['fixtures/loans-emi/oracle/loan.mjs']

/** Every oracle as [tag, calculator, pinned count]. */
const ORACLES = Object.entries(CHECKED).flatMap(([tag, byCalculator]) => Object.entries(byCalculator).map(([calculator, count]) => [tag, calculator, count] as const))

/** An oracle's path from the repository root, as fixtures cite it. */
function oraclePath(tag: string, calculator: string): string {
  return `fixtures/${tag}/oracle/${calculator}.mjs`
}

interface Figure {
  value: unknown
  tolerance?: number
  source?: string
}
interface Case {
  description: string
  request: { query?: Record<string, string> }
  expect: { status: number; source?: string; tolerance?: number; result?: Record<string, unknown> }
}

const registry = parse(readFileSync(join(ROOT, 'calculators.yaml'), 'utf8')) as { calculators: { id: string; result: Record<string, FieldDef> }[] }
interface FieldDef {
  type?: string
  unit?: string
  decimals?: number
  fields?: Record<string, FieldDef>
}

function segments(path: string): string[] {
  return path.match(/[^.[\]]+/g) ?? []
}

/** Places the response writes a field to: `decimals`, else 0 for integers, 4 for ratios, 0 for days, years and ages, else 2. */
function decimalsOf(calculator: string, path: string): number {
  let fields: Record<string, FieldDef> | undefined = registry.calculators.find((c) => c.id === calculator)!.result
  let def: FieldDef | undefined
  for (const name of segments(path)) {
    if (/^\d+$/.test(name)) continue
    def = fields?.[name]
    fields = def?.fields
  }
  if (!def) throw new Error(`${calculator}: no result field ${path} in calculators.yaml`)
  if (def.decimals !== undefined) return def.decimals
  if (def.type === 'integer') return 0
  return ({ ratio: 4, days: 0, year: 0, age: 0 } as Record<string, number>)[def.unit ?? ''] ?? 2
}

function at(tree: unknown, path: string): unknown {
  let node = tree
  for (const part of segments(path)) {
    if (node === null || typeof node !== 'object' || !(part in node)) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return node
}

function figureOf(raw: unknown): Figure {
  return raw !== null && typeof raw === 'object' && 'value' in raw ? (raw as Figure) : { value: raw }
}

function fixtureCases(tag: string, calculator: string): Case[] {
  return JSON.parse(readFileSync(join(ROOT, `fixtures/${tag}/${calculator}.json`), 'utf8')).cases
}

/** The oracle's figures for the cases citing it: { description: result tree }, numbers as full-precision text. */
function runOracle(tag: string, calculator: string, ...args: string[]): string {
  return execFileSync(process.execPath, [oraclePath(tag, calculator), ...args], { cwd: ROOT, encoding: 'utf8' })
}

describe('fixture oracles', () => {
  for (const [tag, calculator, count] of ORACLES) {
    it(`${tag}/${calculator}: ${count} figures equal the oracle's, rounded as the response is`, () => {
      const computed = JSON.parse(runOracle(tag, calculator, '--json')) as Record<string, unknown>
      const citation = oraclePath(tag, calculator)
      let checked = 0
      for (const c of fixtureCases(tag, calculator)) {
        if (c.expect.status !== 200) continue
        for (const [path, raw] of Object.entries(c.expect.result ?? {})) {
          const figure = figureOf(raw)
          if (!(figure.source ?? c.expect.source ?? '').includes(citation)) continue
          const where = `${calculator} "${c.description}" ${path}`
          const value = at(computed[c.description], path)
          expect(value, `${where}: the oracle gives no figure`).not.toBeUndefined()
          if (typeof value === 'string') {
            // A number, at the oracle's full precision.
            expect(typeof figure.value, where).toBe('number')
            const rounded = new Decimal(value).toDecimalPlaces(decimalsOf(calculator, path), Decimal.ROUND_HALF_UP)
            const tolerance = figure.tolerance ?? c.expect.tolerance ?? 0
            const gap = rounded.minus(figure.value as number).abs()
            expect(gap.lte(tolerance), `${where}: oracle ${value} rounds to ${rounded}, fixture ${figure.value}`).toBe(true)
          } else {
            // A count, a flag or null (no break-even year): equal as it is.
            expect(value, where).toStrictEqual(figure.value)
          }
          checked++
        }
      }
      expect(checked, `figures citing ${citation}`).toBe(count)
    })
  }

  it("each oracle's own comparison, as the fixtures README says to run it, finds no difference", () => {
    for (const [tag, calculator, count] of ORACLES) {
      // execFileSync throws on the exit status 1 an oracle gives on a difference.
      const report = runOracle(tag, calculator)
      expect(report, calculator).not.toMatch(/DIFFERS/)
      expect(report.match(/^ {2}ok /gm)?.length, calculator).toBe(count)
    }
  })

  it('every oracle a fixture cites exists and is checked here, every oracle kept is checked, and no figure of a calculator with an oracle (nor of loans-emi) cites an unkept python-decimal run', () => {
    const cited = new Set<string>()
    const kept = new Set<string>()
    const checked = new Set(ORACLES.map(([tag, calculator]) => oraclePath(tag, calculator)))
    for (const tag of readdirSync(join(ROOT, 'fixtures'), { withFileTypes: true })) {
      if (!tag.isDirectory()) continue
      for (const name of readdirSync(join(ROOT, 'fixtures', tag.name)).filter((n) => n.endsWith('.json'))) {
        const text = readFileSync(join(ROOT, 'fixtures', tag.name, name), 'utf8')
        for (const m of text.matchAll(/fixtures\/[a-z-]+\/oracle\/[a-z0-9-]+\.mjs/g)) cited.add(m[0])
        const calculator = name.replace(/\.json$/, '')
        if (tag.name === 'loans-emi' || CHECKED[tag.name]?.[calculator] !== undefined) expect(text, `${tag.name}/${name}`).not.toMatch(/python-decimal/)
      }
      const dir = join(ROOT, 'fixtures', tag.name, 'oracle')
      if (existsSync(dir)) for (const name of readdirSync(dir).filter((n) => n.endsWith('.mjs'))) kept.add(`fixtures/${tag.name}/oracle/${name}`)
    }
    expect([...cited].sort()).toEqual([...checked].sort())
    for (const path of checked) expect(existsSync(join(ROOT, path)), path).toBe(true)
    expect([...kept].filter((path) => !HELPERS.includes(path)).sort()).toEqual([...checked].sort())
  })
})

/**
 * The tax oracle (fixtures/taxation-salary/oracle/, Python `decimal`, the Act's rules restated
 * there) writes whole fixture files, each case with its working. Run as the fixtures README
 * says, on a copy of the folder, it must write every file it owns byte for byte as committed:
 * no figure of those files is edited by hand or left behind by a change of the oracle.
 */
describe('the Python tax oracle', () => {
  it('regenerates each fixture it writes exactly as committed', () => {
    const folder = join(ROOT, 'fixtures/taxation-salary')
    const copy = join(mkdtempSync(join(tmpdir(), 'fincalc-tax-oracle-')), 'taxation-salary')
    try {
      cpSync(folder, copy, { recursive: true })
      const report = execFileSync('python3', ['oracle/tax_oracle.py'], { cwd: copy, encoding: 'utf8', env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' } })
      const written = [...report.matchAll(/^wrote \S+\/([a-z0-9-]+\.json) (\d+) cases$/gm)].map((m) => m[1]!)
      expect(written.sort()).toEqual(['capital-gains.json', 'combined-tax.json', 'ctc.json', 'esop.json', 'freelance-salary.json', 'freelance-tax.json', 'income-tax.json', 'tax-regime-comparison.json', 'tds.json'])
      for (const name of written) expect(readFileSync(join(copy, name), 'utf8'), name).toBe(readFileSync(join(folder, name), 'utf8'))
    } finally {
      rmSync(join(copy, '..'), { recursive: true, force: true })
    }
  })
})
