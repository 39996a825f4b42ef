/**
 * The build writes each variant's parameter rules as data (src/build/generate-checks.ts,
 * src/generated/checks/), which the library and the servers use instead of building arktype types
 * at start. arktype stays the reference: for every variant of calculators.yaml, each parameter's
 * values at, just inside and just outside its bounds, off its whole numbers, outside its listed
 * values and of the wrong kind, one parameter at a time, all together and in random mixtures,
 * give the same failures (parameters, order and codes) from the generated check as from the
 * arktype validator built from the same parameters.
 */
import '../src/adapters/ark-jitless.ts'
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { findFormula } from '../src/formulas/index.ts'
import { CHECKS } from '../src/generated/checks.ts'
import { registrySources } from '../src/runtime/registry-sources.ts'
import { rulesFingerprint } from '../src/runtime/rules-fingerprint.ts'
import { loadRegistry } from '../src/registry/load.ts'
import type { Parameter, ParameterValue } from '../src/registry/types.ts'
import { buildValidator } from '../src/registry/validator.ts'
import { REGISTRY_TEXT } from './support/project.ts'

const registry = loadRegistry(REGISTRY_TEXT, findFormula)
const variants = registry.calculators.flatMap((c) => c.variants)

/** Values that probe one parameter's rules, and values of every other kind. */
function probes(p: Parameter): ParameterValue[] {
  const otherKinds: ParameterValue[] = [true, false, '', 'x', 0, -1, 0.5, Number.NaN, Number.POSITIVE_INFINITY]
  switch (p.type) {
    case 'boolean':
      return [true, false, 'yes', ...otherKinds]
    case 'enum':
      return [...p.values, `${p.values[0]}x`, ...otherKinds]
    case 'date':
      return [p.minimum, '1999-12-31', '2099-01-01', '2024-03-31', '2024-04-01', ...otherKinds]
    case 'number': {
      if (p.values) return [...p.values, p.values[0]! + 0.5, ...otherKinds]
      const edges = [p.minimum, p.exclusiveMinimum, p.maximum, p.exclusiveMaximum].filter((x): x is number => x !== undefined)
      return [...new Set([...otherKinds, 1, 1e15, -1e15, 2.5, ...edges.flatMap((x) => [x, x - 0.01, x + 0.01, x - 1, x + 1, x + 0.5])])]
    }
  }
}

describe('generated parameter checks', () => {
  it('exist for every variant, written from the rules the variant has', () => {
    for (const v of variants) expect(CHECKS.get(v.formula)?.rules, v.formula).toBe(rulesFingerprint(v.parameters))
  })

  it('are not used for a variant whose parameters have other rules than the build read', () => {
    const sip = variants.find((v) => v.formula === 'investment/sip')!
    const built: string[] = []
    const sources = registrySources(findFormula, (parameters) => {
      built.push(parameters.map((p) => p.name).join())
      return buildValidator(parameters)
    })
    expect(sources.validator(sip)).toBe(CHECKS.get(sip.formula)!.validator)
    const wider = { ...sip, parameters: sip.parameters.map((p) => (p.name === 'interest' ? { ...p, maximum: 60 } : p)) }
    expect(sources.validator(wider)).not.toBe(CHECKS.get(sip.formula)!.validator)
    expect(built).toEqual(['investment,interest,years,frequency'])
  })

  it('decide as arktype does on every parameter of every variant, one at a time and all together', () => {
    let compared = 0
    for (const v of variants) {
      const generated = CHECKS.get(v.formula)!.validator
      const arktype = buildValidator(v.parameters, 0)
      const all: Record<string, ParameterValue> = {}
      for (const p of v.parameters) {
        for (const value of probes(p)) {
          expect(generated.check({ [p.name]: value }), `${v.formula} ${p.name}=${String(value)}`).toEqual(arktype.check({ [p.name]: value }))
          compared++
        }
        // the last probe of each parameter is of another kind, and fails
        all[p.name] = probes(p).at(-1)!
      }
      expect(generated.check(all), v.formula).toEqual(arktype.check(all))
      expect(generated.check({}), v.formula).toEqual([])
    }
    expect(compared).toBeGreaterThan(1000)
  })

  const arktypeOf = new Map(variants.map((v) => [v.formula, buildValidator(v.parameters, 0)]))
  const variantIndex = fc.integer({ min: 0, max: variants.length - 1 })
  test.prop([variantIndex, fc.array(fc.nat(), { minLength: 1, maxLength: 12 })], { numRuns: 1000 })('decide as arktype does on random mixtures of probes', (index, picks) => {
    const v = variants[index]!
    const values: Record<string, ParameterValue> = {}
    picks.forEach((pick, i) => {
      const p = v.parameters[i % v.parameters.length]
      if (p === undefined) return
      const choices = probes(p)
      values[p.name] = choices[pick % choices.length]!
    })
    expect(CHECKS.get(v.formula)!.validator.check(values)).toEqual(arktypeOf.get(v.formula)!.check(values))
  })
})
