/**
 * Every formula builds its records with their members in the registry's order. The answer does
 * not depend on it: the response writer writes the declared fields in the registry's order
 * whatever the record's (src/runtime/write-result.ts, test/write-result.test.ts), and which
 * members a record holds is the type checker's to hold (src/formulas/formula.ts,
 * test/build-types.test.ts). The speed does: the writer walks a record in the declared order as
 * it is laid out, and writes any other one again member by member, looking each up by name,
 * which cost /income-tax and /combined-tax, whose tax lines came in another order, a quarter of
 * their writing. No type says in what order an object's members were added, so this keeps the
 * fast walk for every calculation of every fixture.
 */
import { describe, expect, it } from 'vitest'
import { decimal } from '../src/arithmetic/decimal.ts'
import { findFormula } from '../src/formulas/index.ts'
import { requestTarget } from '../src/fixtures/fixture.ts'
import { loadRegistry } from '../src/registry/load.ts'
import type { ResultField } from '../src/registry/types.ts'
import { compileCalculator } from '../src/runtime/compile.ts'
import { registrySources } from '../src/runtime/registry-sources.ts'
import { parseQuery, splitTarget } from '../src/runtime/query.ts'
import { resolveInput } from '../src/runtime/resolve-input.ts'
import { loadFixtures, REGISTRY_TEXT } from './support/project.ts'

const registry = loadRegistry(REGISTRY_TEXT, findFormula)

/** Where a record's members (undefined ones left out) are not the declared ones in the declared order. */
function outOfOrder(record: Record<string, unknown>, fields: readonly ResultField[], path: string): string[] {
  const built = Object.keys(record).filter((name) => record[name] !== undefined)
  const declared = fields.map((f) => f.name).filter((name) => record[name] !== undefined)
  const found = built.join() === declared.join() ? [] : [`${path}: built ${built.join(', ')}; declared ${declared.join(', ')}`]
  for (const field of fields) {
    const value = record[field.name]
    if (!field.fields || value === null || typeof value !== 'object') continue
    if (Array.isArray(value)) value.forEach((row, i) => found.push(...outOfOrder(row as Record<string, unknown>, field.fields!, `${path}.${field.name}[${i}]`)))
    else found.push(...outOfOrder(value as Record<string, unknown>, field.fields, `${path}.${field.name}`))
  }
  return found
}

describe('records are built in the registry order', () => {
  for (const { file, fixture } of loadFixtures()) {
    it(file, () => {
      const problems: string[] = []
      for (const c of fixture.cases) {
        if (c.expect.status !== 200) continue
        const target = requestTarget(c)
        // the query read as the engine reads it
        const { path, text } = splitTarget(target)
        const calculator = registry.calculators.find((calc) => calc.path === path)!
        const input = resolveInput(compileCalculator(calculator, registrySources(findFormula)), parseQuery(text))
        if (Array.isArray(input)) {
          problems.push(`${target}: expected 200 but its input does not resolve`)
          continue
        }
        const record = input.variant.formula.compute(input.valuesIn(decimal), decimal) as Record<string, unknown>
        problems.push(...outOfOrder(record, input.variant.variant.result, target))
      }
      expect(problems).toEqual([])
    })
  }
})
