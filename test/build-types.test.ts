/**
 * calculators.yaml is the one declaration of what a formula takes and returns: the build
 * generates each formula's input and record types from it (src/build/generate.ts), and
 * `defineFormula` types `compute` with them (src/formulas/formula.ts). Here a scratch copy of
 * src/ is generated from an edited registry and type-checked with the project's tsc: a
 * parameter the registry no longer declares, a member a formula returns that its `result` does
 * not declare (at the top or in a table's row), and a declared field a formula leaves out each
 * fail, named, and nothing else does.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { REGISTRY_TEXT, ROOT } from './support/project.ts'

const TSC = join(ROOT, 'node_modules/typescript/bin/tsc')

let scratch: string
/** The type checker's complaints about the scratch copy's formulas, by file (src/formulas/<id>.ts). */
const errors = new Map<string, string[]>()

/** Replaces `from` in the scratch copy's `file`, which must hold it. */
function edit(file: string, from: string, to: string): void {
  const path = join(scratch, file)
  const text = readFileSync(path, 'utf8')
  if (!text.includes(from)) throw new Error(`${file} has no ${JSON.stringify(from)}`)
  writeFileSync(path, text.replace(from, to))
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'fincalc-build-types-'))
  cpSync(join(ROOT, 'src'), join(scratch, 'src'), { recursive: true, filter: (source) => !source.startsWith(join(ROOT, 'src', 'generated')) })
  symlinkSync(join(ROOT, 'node_modules'), join(scratch, 'node_modules'))
  writeFileSync(join(scratch, 'package.json'), JSON.stringify({ type: 'module', private: true }))

  const registry = parseDocument(REGISTRY_TEXT).toJS()
  const entry = (id: string) => registry.calculators.find((c: { id: string }) => c.id === id)
  // emi's formula reads `breakup`
  delete entry('emi').parameters.breakup
  delete entry('emi').result.yearlyBreakup.presentWhen
  // a field inflation's formula does not return
  entry('inflation').result.realRate = { unit: 'percent', description: 'Not computed.' }
  writeFileSync(join(scratch, 'calculators.yaml'), JSON.stringify(registry))
  edit('src/formulas/investment/cagr.ts', 'absoluteGain: a.minus(final, initial),', 'absoluteGain: a.minus(final, initial),\n      doublingYears: years,')
  edit('src/formulas/investment/sip.ts', 'yearly.push({ year, ', 'yearly.push({ year, paid: investedSoFar, ')

  const generated = spawnSync(process.execPath, ['--import', 'tsx', join(scratch, 'src/build/generate.ts')], { cwd: ROOT, encoding: 'utf8' })
  if (generated.status !== 0) throw new Error(`the scratch copy's build failed:\n${generated.stderr}`)
  writeFileSync(join(scratch, 'tsconfig.json'), JSON.stringify({ extends: join(ROOT, 'tsconfig.json'), include: ['src/formulas'] }))
  const checked = spawnSync(process.execPath, [TSC, '-p', 'tsconfig.json', '--pretty', 'false'], { cwd: scratch, encoding: 'utf8' })
  // each error starts a line with its file; the lines after it, indented, explain it
  for (const block of checked.stdout.split(/\n(?=\S)/).filter(Boolean)) {
    const file = block.slice(0, block.indexOf('('))
    errors.set(file, [...(errors.get(file) ?? []), block])
  }
}, 120_000)

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true })
})

describe('a formula and its registry entry disagreeing fail the type check', () => {
  it('when the formula reads a parameter the entry does not declare', () => {
    expect(errors.get('src/formulas/loans-emi/emi.ts')?.join('\n')).toMatch(/Property 'breakup' does not exist/)
  })

  it('when the formula returns a member the entry does not declare', () => {
    expect(errors.get('src/formulas/investment/cagr.ts')?.join('\n')).toMatch(/returns members calculators\.yaml does not declare': "doublingYears"/)
  })

  it('when a row of its table holds a column the entry does not declare', () => {
    expect(errors.get('src/formulas/investment/sip.ts')?.join('\n')).toMatch(/'paid' does not exist/)
  })

  it('when the formula leaves out a field the entry declares', () => {
    expect(errors.get('src/formulas/investment/inflation.ts')?.join('\n')).toMatch(/Property 'realRate' is missing/)
  })

  it('and nowhere else', () => {
    expect([...errors.keys()].sort()).toEqual(['src/formulas/investment/cagr.ts', 'src/formulas/investment/inflation.ts', 'src/formulas/investment/sip.ts', 'src/formulas/loans-emi/emi.ts'])
  })
})
