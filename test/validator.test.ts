/**
 * A variant's validator is interpreted (arktype's jitless mode, as the servers configure it) and
 * compiled by arktype once it has checked COMPILE_AFTER requests (src/registry/validator.ts).
 * Both forms must decide alike: for every variant of calculators.yaml, each parameter's values
 * at, just inside and just outside its bounds, between them, off its whole numbers and outside
 * its listed values, one parameter at a time and all together, give the same failures from an
 * interpreted and a compiled validator.
 */
import '../src/adapters/ark-jitless.ts'
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { findFormula } from '../src/formulas/index.ts'
import { loadRegistry } from '../src/registry/load.ts'
import type { Parameter, ParameterValue } from '../src/registry/types.ts'
import { buildValidator, COMPILE_AFTER } from '../src/registry/validator.ts'
import { REGISTRY_TEXT } from './support/project.ts'

const registry = loadRegistry(REGISTRY_TEXT, findFormula)

/** Values that probe one parameter's rules: its bounds and the values either side of them, its listed values and one not listed. */
function probes(p: Parameter): ParameterValue[] {
  switch (p.type) {
    case 'boolean':
      return [true, false, 'yes']
    case 'enum':
      return [...p.values, `${p.values[0]}x`, '']
    case 'date':
      return [p.minimum, '1999-12-31', '2099-01-01']
    case 'number': {
      if (p.values) return [...p.values, p.values[0]! + 0.5, -1]
      const edges = [p.minimum, p.exclusiveMinimum, p.maximum, p.exclusiveMaximum].filter((x): x is number => x !== undefined)
      const out = [0, 1, 0.5, -1, 1e15, ...edges.flatMap((x) => [x, x - 0.01, x + 0.01, x - 1, x + 1])]
      return [...new Set(out)]
    }
  }
}

describe('validators, interpreted and compiled', () => {
  const variants = registry.calculators.flatMap((c) => c.variants.map((v) => ({ id: `${c.id}/${v.id}`, parameters: v.parameters })))

  it('decide alike on every parameter of every variant', () => {
    let checked = 0
    let failed = 0
    for (const { id, parameters } of variants) {
      const interpreted = buildValidator(parameters, Infinity)
      const compiled = buildValidator(parameters, 0)
      expect(interpreted.compiled, id).toBe(false)
      expect(compiled.compiled, id).toBe(true)
      const together: Record<string, ParameterValue> = {}
      for (const p of parameters) {
        const values = probes(p)
        together[p.name] = values[values.length - 1]!
        for (const value of values) {
          const one = { [p.name]: value }
          const expected = interpreted.check(one)
          expect(compiled.check(one), `${id} ${p.name}=${String(value)}`).toEqual(expected)
          checked++
          if (expected.length) failed++
        }
      }
      expect(compiled.check(together), id).toEqual(interpreted.check(together))
    }
    // the probes reach both outcomes, many times each
    expect(checked).toBeGreaterThan(2000)
    expect(failed).toBeGreaterThan(500)
    expect(checked - failed).toBeGreaterThan(500)
  })

  it('is compiled after COMPILE_AFTER checks, and decides as before', () => {
    const emi = registry.calculators.find((c) => c.id === 'emi')!.variants[0]!.parameters
    const validator = buildValidator(emi)
    const reference = buildValidator(emi, Infinity)
    const valid = { principal: 100000, interest: 8.5, years: 20 }
    const invalid = { principal: -1, interest: 51, years: 20 }
    const failures = reference.check(invalid)
    expect(failures.map((f) => f.parameter).sort()).toEqual(['interest', 'principal'])
    for (let i = 1; i < COMPILE_AFTER; i++) expect(validator.check(i % 2 ? valid : invalid)).toEqual(i % 2 ? [] : failures)
    expect(validator.compiled).toBe(false)
    expect(validator.check(invalid)).toEqual(failures)
    expect(validator.compiled).toBe(true)
    expect(validator.check(valid)).toEqual([])
    expect(validator.check(invalid)).toEqual(failures)
  })

  it('stays interpreted where code cannot be generated, and still checks', () => {
    // Node refusing code generation from strings, as Workers do after start-up
    const script = `
      await import(${JSON.stringify(fileURLToPath(new URL('../src/adapters/ark-jitless.ts', import.meta.url)))})
      const { buildValidator } = await import(${JSON.stringify(fileURLToPath(new URL('../src/registry/validator.ts', import.meta.url)))})
      const v = buildValidator([{ name: 'a', type: 'number', minimum: 1, integer: false, aliases: [] }], 0)
      console.log(JSON.stringify({ compiled: v.compiled, valid: v.check({ a: 2 }), invalid: v.check({ a: 0 }) }))`
    const out = execFileSync(process.execPath, ['--disallow-code-generation-from-strings', '--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' })
    expect(JSON.parse(out)).toEqual({ compiled: false, valid: [], invalid: [{ parameter: 'a', code: 'out_of_range' }] })
  })
})
