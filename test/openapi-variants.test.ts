/**
 * The generator on registry shapes the served calculators do not (yet) use: a path with two
 * calculations (variants) whose shared parameter has different bounds, a parameter only one
 * variant reads, nullable and optional fields, a nested object inside a table. A small registry
 * with stand-in formulas drives a real engine; the document must validate, and every real
 * response must match the operation's `oneOf`.
 */
import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { defineFormula, type Formula } from '../src/formulas/formula.ts'
import { Dec } from '../src/math/decimal.ts'
import { loadRegistry } from '../src/registry/load.ts'
import { createEngine } from '../src/runtime/engine.ts'
import { deref, fetchDocument, responseSchema, schemaCompiler, type Json } from './support/openapi.ts'

const REGISTRY = `
version: 1.0.0
basePath: /api/v1
tags:
  - { name: Investment, slug: investment, description: Growth. }
calculators:
  - id: growth
    path: /api/v1/growth
    tag: Investment
    summary: Growth of a deposit or of a principal
    description: Two calculations on one path.
    selectionRule: "\`deposit\` (or \`amount\`) given selects \`deposit\`; otherwise \`principal\`."
    variants:
      - id: deposit
        summary: Growth of a deposit
        formula: test/deposit
        when: [{ anyPresent: [deposit] }]
        parameters:
          deposit: { type: number, required: true, minimum: 1, maximum: 100, unit: INR, aliases: [amount], description: The deposit. }
          rate: { type: number, default: 5, minimum: 0, maximum: 10, unit: percent, description: Yearly rate. }
        result:
          value: { unit: INR, description: Value after a year. }
          note: { type: string, unit: text, nullable: true, description: A remark. }
      - id: principal
        summary: Growth of a principal
        formula: test/principal
        parameters:
          principal: { type: number, required: true, minimum: 1, maximum: 1000, integer: true, unit: INR, description: The principal. }
          rate: { type: number, default: 5, minimum: 0, maximum: 20, unit: percent, description: Yearly rate. }
          detail: { type: boolean, default: false, description: Adds the schedule. }
        result:
          value: { unit: INR, description: Value after a year. }
          ratio: { unit: ratio, nullable: true, description: Value over principal. }
          schedule:
            type: table
            optional: true
            description: One row.
            fields:
              year: { type: integer, unit: year, description: Year. }
              split:
                type: object
                description: Parts.
                fields:
                  kept: { unit: INR, description: Kept. }
                  flag: { type: boolean, unit: flag, description: A flag. }
`

const formulas = new Map<string, Formula>([
  [
    'test/deposit',
    defineFormula<{ deposit: Dec; rate: Dec }>({
      id: 'test/deposit',
      inputs: ['deposit', 'rate'],
      compute: ({ deposit, rate }) => ({ value: deposit.mul(rate.div(100).add(1)), note: rate.isZero() ? 'no growth' : null }),
    }),
  ],
  [
    'test/principal',
    defineFormula<{ principal: Dec; rate: Dec; detail: boolean }>({
      id: 'test/principal',
      inputs: ['principal', 'rate', 'detail'],
      compute: ({ principal, rate, detail }) => {
        const value = principal.mul(rate.div(100).add(1))
        return {
          value,
          ratio: rate.isZero() ? null : value.div(principal),
          ...(detail ? { schedule: [{ year: 1, split: { kept: value, flag: true } }] } : {}),
        }
      },
    }),
  ],
])

const engine = createEngine({
  registry: loadRegistry(REGISTRY, (id) => formulas.get(id)),
  formulas: (id) => formulas.get(id),
  examples: [
    { calculator: 'growth', description: 'a principal', target: '/api/v1/growth?principal=100&rate=10', query: { principal: '100', rate: '10' }, status: 200 },
    { calculator: 'growth', description: 'a deposit', target: '/api/v1/growth?amount=10', query: { amount: '10' }, status: 200 },
    { calculator: 'growth', description: 'too large', target: '/api/v1/growth?deposit=1000', query: { deposit: '1000' }, status: 400 },
  ],
})

describe('a path with two calculations', async () => {
  const doc: Json = await fetchDocument(engine)
  const compile = schemaCompiler(doc)
  const op = doc.paths['/api/v1/growth'].get
  const param = (name: string) => op.parameters.find((p: Json) => p.name === name)

  it('validates against the OpenAPI 3.1 schema', async () => {
    const result = await new Validator().validate(JSON.parse(JSON.stringify(doc)))
    expect(result.errors ?? []).toEqual([])
  })

  it('lists each parameter once, shared ones with both declarations, and marks what only one calculation reads', () => {
    expect(op.parameters.map((p: Json) => p.name)).toEqual(['deposit', 'amount', 'rate', 'principal', 'detail'])
    expect(param('deposit').required).toBe(false)
    expect(param('deposit').description).toContain('Used by the calculation `deposit`')
    expect(param('amount')['x-alias-of']).toBe('deposit')
    expect(param('rate').schema.anyOf.map((s: Json) => s.maximum).sort((a: number, b: number) => a - b)).toEqual([10, 20])
    expect(param('rate').required).toBe(false)
    expect(param('principal').schema).toEqual({ type: 'integer', minimum: 1, maximum: 1000, 'x-unit': 'INR' })
    expect(op.description).toContain('`deposit` (or `amount`) given selects `deposit`')
  })

  it('answers oneOf the two envelopes, told apart by input.variant, with nullable and optional fields', () => {
    const response = deref(doc, op.responses['200'].content['application/json'].schema)
    const [deposit, principal] = response.oneOf.map((r: Json) => deref(doc, r))
    expect(deref(doc, deposit.properties.input).properties.variant.const).toBe('deposit')
    const result = deref(doc, principal.properties.result)
    expect(result.properties.ratio.type).toEqual(['number', 'null'])
    expect(result.required).toEqual(['value', 'ratio'])
    expect(result.properties.schedule.items.properties.split.properties.flag).toMatchObject({ type: 'boolean', 'x-unit': 'flag' })
    expect(deref(doc, deposit.properties.result).properties.note.type).toEqual(['string', 'null'])
  })

  it('shows one example per calculation and a 400 example', () => {
    const examples = op.responses['200'].content['application/json'].examples
    expect(Object.keys(examples).sort()).toEqual(['deposit', 'principal'])
    expect(examples.deposit.value.input).toEqual({ deposit: 10, rate: 5, variant: 'deposit' })
    expect(Object.values(op.responses['400'].content['application/problem+json'].examples)).toHaveLength(1)
  })

  it('accepts every real response and refuses a mixed-up one', async () => {
    const validate = compile(responseSchema(doc, '/api/v1/growth', 200))
    const bodies: Json[] = []
    for (const query of ['deposit=50', 'deposit=50&rate=0', 'principal=100', 'principal=100&rate=0&detail=true', 'principal=100&detail=true']) {
      const response = await engine.handle({ method: 'GET', url: `/api/v1/growth?${query}` })
      expect(response.status, query).toBe(200)
      const body = JSON.parse(response.body!)
      bodies.push(body)
      expect(validate(body) ? [] : validate.errors, query).toEqual([])
    }
    const mixed = JSON.parse(JSON.stringify(bodies[0]))
    mixed.input.variant = 'principal'
    expect(validate(mixed)).toBe(false)
  })
})
