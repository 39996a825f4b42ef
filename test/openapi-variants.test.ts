/**
 * The generator on registry shapes the served calculators do not (yet) use: a path with two
 * calculations (variants) whose shared parameter has different bounds, a parameter only one
 * variant reads, nullable and optional fields, a nested object inside a table
 * (test/support/variant-registry.ts). The document must validate, and every real response must
 * match the operation's `oneOf`.
 */
import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { deref, fetchDocument, responseSchema, schemaCompiler, type Json } from './support/openapi.ts'
import { variantEngine as engine } from './support/variant-registry.ts'

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
    expect(op.parameters.map((p: Json) => p.name)).toEqual(['deposit', 'amount', 'rate', 'principal', 'detail', 'term', 'variant'])
    expect(param('variant').schema).toEqual({ type: 'string', enum: ['deposit', 'principal'] })
    expect(param('variant').required).toBe(false)
    expect(param('term').schema).toEqual({ type: 'number', enum: [1, 2, 3], default: 1, 'x-unit': 'years' })
    expect(param('deposit').required).toBe(false)
    expect(param('deposit').description).toContain('Used by the calculation `deposit`')
    expect(param('amount')['x-alias-of']).toBe('deposit')
    expect(param('rate').schema.anyOf.map((s: Json) => s.maximum).sort((a: number, b: number) => a - b)).toEqual([10, 20])
    expect(Object.fromEntries(Object.entries(param('rate')['x-variant-schemas']).map(([v, s]: [string, Json]) => [v, s.maximum]))).toEqual({ deposit: 10, principal: 20 })
    expect(param('rate').required).toBe(false)
    expect(param('principal').schema).toEqual({ type: 'integer', minimum: 1, maximum: 1000, 'x-unit': 'INR' })
    expect(op.description).toContain('`deposit` (or `amount`) given selects `deposit`')
  })

  it('answers one envelope whose input is discriminated by variant, with nullable and optional fields', () => {
    const response = deref(doc, op.responses['200'].content['application/json'].schema)
    expect(response.required).toEqual(['input', 'result'])
    const input = deref(doc, response.properties.input)
    expect(input.discriminator).toEqual({
      propertyName: 'variant',
      mapping: { deposit: '#/components/schemas/GrowthDepositInput', principal: '#/components/schemas/GrowthPrincipalInput' },
    })
    const [depositInput, principalInput] = input.oneOf.map((r: Json) => deref(doc, r))
    expect(depositInput.properties.variant.const).toBe('deposit')
    expect(principalInput.properties.variant.const).toBe('principal')
    const results = deref(doc, response.properties.result)
    expect(results['x-result-by-variant']).toEqual({ deposit: '#/components/schemas/GrowthDepositResult', principal: '#/components/schemas/GrowthPrincipalResult' })
    const [deposit, principal] = results.anyOf.map((r: Json) => deref(doc, r))
    expect(principal.properties.ratio.type).toEqual(['number', 'null'])
    expect(principal.required).toEqual(['value', 'ratio'])
    expect(principal.properties.schedule.items.properties.split.properties.flag).toMatchObject({ type: 'boolean', 'x-unit': 'flag' })
    expect(deposit.properties.note.type).toEqual(['string', 'null'])
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
    for (const query of ['deposit=50', 'deposit=50&rate=0', 'principal=100', 'principal=100&rate=0&detail=true', 'principal=100&detail=true&term=3']) {
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
