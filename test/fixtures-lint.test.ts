/**
 * Keeps the fixtures honest and complete: valid against their schema, placed and addressed
 * as the registry says, a 200 and a 400 case for every calculator, every alias exercised,
 * every expected figure with a source that is not this project.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import Ajv2020 from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { figureOf } from '../src/fixtures/fixture.ts'
import { findFormula } from '../src/formulas/index.ts'
import { loadRegistry } from '../src/registry/load.ts'
import { loadFixtures, REGISTRY_TEXT, ROOT } from './support/project.ts'

const registry = loadRegistry(REGISTRY_TEXT, findFormula)
const fixtures = loadFixtures()
const schema = JSON.parse(readFileSync(join(ROOT, 'fixtures/fixture.schema.json'), 'utf8'))
const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema)
const SELF_REFERENCE = /fincalc|this project|our (code|output|engine)|own output/i

describe('fixture files', () => {
  for (const { file, tagSlug, fixture } of fixtures) {
    describe(file, () => {
      const calculator = registry.calculators.find((c) => c.id === fixture.calculator)

      it('validates against fixture.schema.json', () => {
        validate(fixture)
        expect(validate.errors ?? []).toEqual([])
      })

      it('names a registered calculator and sits in its tag folder', () => {
        expect(calculator, `no calculator '${fixture.calculator}'`).toBeDefined()
        const tag = registry.tags.find((t) => t.name === calculator!.tag)!
        expect(file).toBe(`fixtures/${tag.slug}/${fixture.calculator}.json`)
        expect(tagSlug).toBe(tag.slug)
      })

      it("requests only the calculator's path", () => {
        for (const c of fixture.cases) expect(c.request.path, c.description).toBe(calculator!.path)
      })

      it('has unique case descriptions', () => {
        const descriptions = fixture.cases.map((c) => c.description)
        expect(descriptions.length).toBe(new Set(descriptions).size)
      })

      it('gives every expected figure a source that is not this project', () => {
        for (const c of fixture.cases) {
          if (c.expect.status !== 200) continue
          for (const [path, expected] of Object.entries(c.expect.result)) {
            const source = figureOf(expected).source ?? c.expect.source
            expect(source, `${c.description}: ${path} has no source`).toBeTruthy()
            expect(source, `${c.description}: ${path}`).not.toMatch(SELF_REFERENCE)
          }
        }
      })

      it('expects only result fields the registry declares', () => {
        const declared = new Set(calculator!.variants.flatMap((v) => v.result.map((f) => f.name)))
        for (const c of fixture.cases) {
          if (c.expect.status !== 200) continue
          for (const path of Object.keys(c.expect.result)) expect(declared, `${c.description}: ${path}`).toContain(path.split(/[.[]/)[0])
        }
      })
    })
  }
})

describe('fixture coverage of the registry', () => {
  for (const calculator of registry.calculators) {
    describe(calculator.id, () => {
      const cases = fixtures.filter((f) => f.fixture.calculator === calculator.id).flatMap((f) => f.fixture.cases)

      it('has a 200 case and a 400 case', () => {
        expect(cases.some((c) => c.expect.status === 200)).toBe(true)
        expect(cases.some((c) => c.expect.status === 400)).toBe(true)
      })

      it('exercises every alias', () => {
        const used = new Set(cases.flatMap((c) => Object.keys(c.request.query ?? {})))
        for (const variant of calculator.variants) for (const p of variant.parameters) for (const alias of p.aliases) expect(used, `alias ${alias} of ${p.name}`).toContain(alias)
      })

      if (calculator.variants.length > 1) {
        it('exercises every variant', () => {
          const chosen = new Set(cases.flatMap((c) => (c.expect.status === 200 && c.expect.input?.variant ? [c.expect.input.variant] : [])))
          for (const v of calculator.variants) expect(chosen, `variant ${v.id}`).toContain(v.id)
        })
      }
    })
  }
})
