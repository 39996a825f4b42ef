/**
 * The interface description: /api/v1/openapi.json validates against the OpenAPI 3.1 schema,
 * describes exactly what the registry serves (every parameter and alias, every input and result
 * field, nothing else), and every fixture's real response matches its operation's schema.
 * Expected facts come from calculators.yaml and the fixtures, read here on their own.
 */
import { Validator } from '@seriousme/openapi-schema-validator'
import { beforeAll, describe, expect, it } from 'vitest'
import { toFetchHandler } from '../src/adapters/fetch.ts'
import { requestTarget } from '../src/fixtures/fixture.ts'
import { findFormula } from '../src/formulas/index.ts'
import { createCalculatorEngine } from '../src/calculator-engine.ts'
import embeddedExamples from '../src/generated/example-requests.ts'
import { exampleRequests } from '../src/openapi/examples.ts'
import { functionName } from '../src/library/names.ts'
import { loadRegistry } from '../src/registry/load.ts'
import type { Parameter, ResultField } from '../src/registry/types.ts'
import { deref, documentedEngine, fetchDocument, responseSchema, schemaCompiler, type Json } from './support/openapi.ts'
import { loadFixtures, REGISTRY_TEXT } from './support/project.ts'

const registry = loadRegistry(REGISTRY_TEXT, findFormula)
const fixtures = loadFixtures()
const call = (path: string, init?: RequestInit) => toFetchHandler(documentedEngine())(new Request(`http://fincalc.test${path}`, init))

let doc: Json
let compile: ReturnType<typeof schemaCompiler>
beforeAll(async () => {
  doc = await fetchDocument()
  compile = schemaCompiler(doc)
})

const operationOf = (path: string) => doc.paths[path].get
const clone = (value: Json): Json => JSON.parse(JSON.stringify(value))

describe('GET /api/v1/openapi.json', () => {
  it('is JSON, CORS-open, cacheable, with a strong ETag that answers 304', async () => {
    const response = await call('/api/v1/openapi.json')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
    const etag = response.headers.get('etag')!
    expect(etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/)
    expect((await response.json()).openapi).toBe('3.1.0')
    const again = await call('/api/v1/openapi.json', { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    expect((await call('/api/v1/openapi.json', { method: 'HEAD' })).status).toBe(200)
    expect((await call('/api/v1/openapi.json', { method: 'OPTIONS' })).status).toBe(204)
    const post = await call('/api/v1/openapi.json', { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
  })

  it('is byte-identical across engines built from the same registry and fixtures', async () => {
    const other = createCalculatorEngine(REGISTRY_TEXT, { examples: exampleRequests(loadFixtures()), docsPage: '/docs' })
    const a = await documentedEngine().handle({ method: 'GET', url: '/api/v1/openapi.json' })
    const b = await other.handle({ method: 'GET', url: 'http://elsewhere/api/v1/openapi.json' })
    expect(b.body).toBe(a.body)
  })
})

describe('validity', () => {
  it('validates against the OpenAPI 3.1 schema (@seriousme/openapi-schema-validator)', async () => {
    const validator = new Validator()
    const result = await validator.validate(clone(doc))
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it('the validator refuses a broken copy (the check can fail)', async () => {
    const broken = clone(doc)
    broken.paths['/api/v1/sip'].get.parameters[0].in = 'body'
    delete broken.info.version
    expect((await new Validator().validate(broken)).valid).toBe(false)
  })

  it('types a text result of a few values by them, so that a generated client has their union', () => {
    expect(doc.components.schemas.DscrResult.properties.band.enum).toEqual(['below-1', 'adequate', 'healthy'])
    expect(doc.components.schemas.GstItcResult.properties.status.enum).toEqual(['payable', 'credit-carried-forward', 'nil'])
  })

  it('every schema in it compiles as strict JSON Schema 2020-12', () => {
    for (const [name, schema] of Object.entries(doc.components.schemas)) expect(() => compile(schema), name).not.toThrow()
    for (const path of Object.keys(doc.paths)) for (const p of operationOf(path).parameters) expect(() => compile(p.schema), `${path} ${p.name}`).not.toThrow()
  })
})

describe('coverage of the registry', () => {
  it('carries version 1.0.0, the five tags of the registry and one for the rules', () => {
    expect(doc.info.version).toBe('1.0.0')
    expect(doc.tags.map((t: Json) => t.name)).toEqual(['Investment', 'Government Schemes', 'Taxation & Salary', 'Loans & EMI', 'Business & SME', 'Rules'])
    expect(doc.tags.slice(0, -1).map((t: Json) => t.name)).toEqual(registry.tags.map((t) => t.name))
    for (const t of doc.tags.slice(0, -1)) expect(t.description).toBe(registry.tags.find((r) => r.name === t.name)!.description)
    expect(doc.paths[`${registry.basePath}/rules`].get.tags).toEqual(['Rules'])
  })

  it('has one GET operation per calculator and the rules in force, and no other operation', () => {
    expect(Object.keys(doc.paths).sort()).toEqual([...registry.calculators.map((c) => c.path), `${registry.basePath}/rules`].sort())
    expect(Object.keys(doc.paths[`${registry.basePath}/rules`])).toEqual(['get'])
    for (const c of registry.calculators) {
      expect(Object.keys(doc.paths[c.path]), c.path).toEqual(['get'])
      expect(operationOf(c.path)).toMatchObject({ operationId: functionName(c.id), 'x-calculator-id': c.id, tags: [c.tag], summary: c.summary })
    }
    expect(doc.paths[`${registry.basePath}/rules`].get.operationId).toBe('rulesInForce')
  })

  it('names every operation with an identifier, the library function of the same calculation', async () => {
    const library: Record<string, unknown> = await import('../src/index.ts')
    const ids = Object.values(doc.paths).map((item: Json) => item.get.operationId as string)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) {
      expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/)
      expect(typeof library[id], id).toBe('function')
    }
    expect(operationOf('/api/v1/80c-planner').operationId).toBe('section80cPlanner')
    expect(operationOf('/api/v1/step-up-sip').operationId).toBe('stepUpSip')
  })

  it("states a date's first day served as x-formatMinimum, as the service checks it", async () => {
    const date = doc.paths[`${registry.basePath}/rules`].get.parameters[0]
    const first: string = date.schema['x-formatMinimum']
    expect(first).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect((await call(`/api/v1/rules?date=${first}`)).status).toBe(200)
    const before = new Date(Date.parse(first) - 86_400_000).toISOString().slice(0, 10)
    const refused = await call(`/api/v1/rules?date=${before}`)
    expect(refused.status).toBe(400)
    expect((await refused.json()).errors[0].code).toBe('out_of_range')
  })

  it('declares that no operation needs credentials', () => {
    expect(doc.security).toEqual([])
    expect(doc.components.securitySchemes).toBeUndefined()
  })

  it('lists every parameter and alias of the registry, `variant` where there are several calculations, and nothing else', () => {
    for (const c of registry.calculators) {
      const expected = new Set(c.variants.flatMap((v) => v.parameters.flatMap((p) => [p.name, ...p.aliases])))
      if (c.variants.length > 1) expected.add('variant')
      const listed = operationOf(c.path).parameters.map((p: Json) => p.name)
      expect(listed.length, `${c.id}: a name listed twice`).toBe(new Set(listed).size)
      expect(new Set(listed), c.id).toEqual(expected)
      for (const p of operationOf(c.path).parameters) expect(p.in, `${c.id} ${p.name}`).toBe('query')
    }
  })

  it("gives each parameter its type, required flag, default, bounds, allowed values, unit and meaning", () => {
    for (const c of registry.calculators) {
      for (const v of c.variants) {
        for (const p of v.parameters) {
          const documented = operationOf(c.path).parameters.find((q: Json) => q.name === p.name)
          const where = `${c.id}.${p.name}`
          expect(documented.description, where).toContain(p.description.trim())
          const candidates: Json[] = documented.schema.anyOf ?? [documented.schema]
          expect(candidates.some((s) => matchesDeclaration(s, p)), `${where}: ${JSON.stringify(documented.schema)}`).toBe(true)
          if (documented.schema.anyOf) expect(documented.schema.anyOf.length, where).toBeGreaterThan(1)
          // declared differently by the calculations: each one's own schema, by its id
          if (documented['x-variant-schemas']) expect(matchesDeclaration(documented['x-variant-schemas'][v.id], p), where).toBe(true)
          else expect(c.variants.flatMap((w) => w.parameters.filter((q) => q.name === p.name).map((q) => JSON.stringify(q))).every((q, _, all) => q === all[0]), where).toBe(true)
          if (c.variants.length === 1) {
            // Required under one of several names: the canonical name is marked, listing the others.
            expect(documented.required, where).toBe(p.required)
            expect(documented['x-aliases'], where).toEqual(p.aliases.length ? p.aliases : undefined)
            // a date's default, today, is a day no schema can name: the description says it (and that a date of an event has none)
            // and a number left unstated has none either
            const unstated = p.type === 'number' && p.default === 'none'
            if (p.type === 'date' || unstated) expect(documented.description, where).toMatch(p.default === 'none' ? /Default: none \(`input` echoes null\)/ : /Default: today in India/)
            expect(documented.schema.default, where).toBe(p.type === 'date' || unstated ? undefined : p.default)
          }
          if (p.type === 'number' && p.unit) expect(documented.description, where).toMatch(/Unit: /)
          for (const alias of p.aliases) {
            const a = operationOf(c.path).parameters.find((q: Json) => q.name === alias)
            expect(a['x-alias-of'], `${where} alias ${alias}`).toBe(p.name)
            expect(a.required).toBe(false)
            expect(a.description).toContain(`Alias of \`${p.name}\``)
            expect((a.schema.anyOf ?? [a.schema]).some((s: Json) => matchesDeclaration({ ...s, default: p.default }, p))).toBe(true)
          }
        }
      }
    }
  })

  it('declares every input and result field of every variant with type, unit and meaning', () => {
    for (const c of registry.calculators) {
      const envelope = deref(doc, operationOf(c.path).responses['200'].content['application/json'].schema)
      expect(envelope.required).toEqual(['input', 'result'])
      expect(envelope.additionalProperties).toBe(false)
      const inputs = deref(doc, envelope.properties.input)
      const results = deref(doc, envelope.properties.result)
      if (c.variants.length > 1) {
        // told apart by the top-level `variant` of the input: a discriminator every generator reads
        expect(inputs.oneOf, c.id).toHaveLength(c.variants.length)
        expect(inputs.discriminator, c.id).toEqual({ propertyName: 'variant', mapping: Object.fromEntries(c.variants.map((v, i) => [v.id, inputs.oneOf[i].$ref])) })
        expect(results.anyOf, c.id).toHaveLength(c.variants.length)
        expect(results['x-result-by-variant'], c.id).toEqual(Object.fromEntries(c.variants.map((v, i) => [v.id, results.anyOf[i].$ref])))
      }
      c.variants.forEach((v, i) => {
        const input = c.variants.length > 1 ? deref(doc, inputs.oneOf[i]) : inputs
        const result = c.variants.length > 1 ? deref(doc, results.anyOf[i]) : results
        const names = v.parameters.map((p) => p.name)
        expect(Object.keys(input.properties).sort(), `${c.id}/${v.id} input`).toEqual((c.variants.length > 1 ? [...names, 'variant'] : names).sort())
        if (c.variants.length > 1) expect(input.properties.variant).toMatchObject({ const: v.id, enum: [v.id] })
        for (const p of v.parameters) expect(matchesDeclaration(input.properties[p.name], p, 'input'), `${c.id}/${v.id} input.${p.name}`).toBe(true)
        expectFields(result, v.result, `${c.id}/${v.id} result`)
      })
    }
  })
})

describe('real responses against the schemas', () => {
  for (const { file, fixture } of fixtures) {
    it(`every case of ${file} answers what its operation's schema allows`, async () => {
      for (const c of fixture.cases) {
        const response = await call(requestTarget(c), { method: 'GET' })
        const schema = responseSchema(doc, c.request.path, response.status)
        expect(schema, `${c.description}: status ${response.status} is not documented`).toBeDefined()
        const validate = compile(schema)
        const body = await response.json()
        expect(validate(body) ? [] : validate.errors, c.description).toEqual([])
      }
    })
  }

  it('a response that strays from the declaration is refused (the check can fail)', async () => {
    const validate = compile(responseSchema(doc, '/api/v1/sip', 200))
    const real = await (await call('/api/v1/sip?investment=10000&interest=12&years=10')).json()
    expect(validate(real)).toBe(true)
    const strays: Array<(b: Json) => void> = [
      (b) => (b.result.extra = 1),
      (b) => (b.result.futureValue = '2323390.76'),
      (b) => delete b.input.frequency,
      (b) => (b.input.frequency = 'hourly'),
      (b) => (b.result.yearly[0].value = null),
      (b) => (b.meta = {}),
    ]
    for (const stray of strays) {
      const body = clone(real)
      stray(body)
      expect(validate(body), stray.toString()).toBe(false)
    }
  })

  it('a name ignored and a name refused are answered as the document says', async () => {
    const ignored = await call('/api/v1/sip?investment=10000&interest=12&years=10&utm_source=x')
    const ok = operationOf('/api/v1/sip').responses['200']
    const header = deref(doc, ok.headers['Fincalc-Ignored-Parameters'])
    expect(compile(header.schema)(ignored.headers.get('fincalc-ignored-parameters'))).toBe(true)
    expect(compile(deref(doc, ok.headers['Access-Control-Expose-Headers']).schema)(ignored.headers.get('access-control-expose-headers'))).toBe(true)
    const refused = await call('/api/v1/sip?investment=10000&interest=12&years=10&intrest=8')
    expect(compile(responseSchema(doc, '/api/v1/sip', 400))(await refused.json())).toBe(true)
    const codes = deref(doc, doc.components.schemas.ParameterProblem).properties.code.description
    expect(codes).toContain('`unknown_parameter`')
    expect(doc.info.description).toContain('Fincalc-Ignored-Parameters')
  })

  it('404, 405 and 414 answers match the problem schema', async () => {
    for (const [path, init, status] of [
      ['/api/v1/nope', undefined, 404],
      ['/api/v1/sip', { method: 'DELETE' }, 405],
      [`/api/v1/sip?pad=${'x'.repeat(9000)}`, undefined, 414],
    ] as const) {
      const response = await call(path, init)
      expect(response.status).toBe(status)
      const validate = compile(responseSchema(doc, '/api/v1/sip', status))
      const body = await response.json()
      expect(validate(body) ? [] : validate.errors, path).toEqual([])
    }
  })
})

describe('examples', () => {
  it("every operation shows a real 200 example per variant and a 400 example, as the engine answers the fixture's request", async () => {
    for (const c of registry.calculators) {
      const op = operationOf(c.path)
      const ok = op.responses['200'].content['application/json'].examples
      expect(ok, `${c.id} has no 200 example`).toBeDefined()
      const shown = Object.values(ok) as Json[]
      if (c.variants.length > 1) expect(new Set(shown.map((e) => e.value.input.variant)), c.id).toEqual(new Set(c.variants.map((v) => v.id)))
      const bad = Object.values(op.responses['400'].content['application/problem+json'].examples ?? {}) as Json[]
      expect(bad.length, `${c.id} has no 400 example`).toBe(1)
      for (const [status, example] of [...shown.map((e) => [200, e] as const), [400, bad[0]] as const]) {
        const requested = fixtures.flatMap((f) => f.fixture.cases).find((k) => requestTarget(k) === example['x-request'])
        expect(requested, `${c.id}: ${example['x-request']} is not a fixture request`).toBeDefined()
        const live = await call(example['x-request'])
        expect(live.status).toBe(status)
        expect(example.value).toEqual(await live.json())
        const validate = compile(responseSchema(doc, c.path, status))
        expect(validate(example.value)).toBe(true)
      }
      for (const p of op.parameters) if (p.example !== undefined) expect(p['x-alias-of'], `${c.id}: an alias carries an example`).toBeUndefined()
    }
  })

  it('/rules shows the rules in force on a fixed date, as the service answers that request', async () => {
    const op = doc.paths['/api/v1/rules'].get
    const examples = Object.values(op.responses['200'].content['application/json'].examples) as Json[]
    expect(examples).toHaveLength(1)
    const live = await call(examples[0]['x-request'])
    expect(live.status).toBe(200)
    expect(examples[0].value).toEqual(await live.json())
    expect(compile(responseSchema(doc, '/api/v1/rules', 200))(examples[0].value)).toBe(true)
    expect(examples[0]['x-request']).toBe(`/api/v1/rules?date=${op.parameters[0].example}`)
  })

  it('reach a runtime without a file system as plain data (embedded by npm run build)', async () => {
    expect(embeddedExamples).toEqual(exampleRequests(loadFixtures()))
    const engine = createCalculatorEngine(REGISTRY_TEXT, { examples: embeddedExamples })
    const fromBundle = await fetchDocument(engine)
    expect(fromBundle.paths).toEqual(doc.paths)
  })

  it('without examples the document is still complete and valid', async () => {
    const bare = await fetchDocument(createCalculatorEngine(REGISTRY_TEXT))
    expect((await new Validator().validate(bare)).valid).toBe(true)
    expect(Object.keys(bare.paths)).toEqual(Object.keys(doc.paths))
    expect(bare.paths['/api/v1/sip'].get.responses['200'].content['application/json'].examples).toBeUndefined()
  })

  it('are calculated at the first request for a document, once for all three, not when the engine is made', async () => {
    const answered: string[] = []
    const engine = createCalculatorEngine(REGISTRY_TEXT, { examples: embeddedExamples, onAnswered: (id) => answered.push(id) })
    expect(answered).toEqual([])
    await engine.handle({ method: 'GET', url: '/api/v1/emi?principal=100000&interest=10&years=1' })
    expect(answered).toEqual(['emi'])
    expect((await engine.handle({ method: 'GET', url: '/api/v1' })).status).toBe(200)
    const calculated = answered.length
    expect(calculated).toBeGreaterThan(embeddedExamples.length / 2)
    for (const url of ['/api/v1/openapi.json', '/']) expect((await engine.handle({ method: 'GET', url })).status).toBe(200)
    expect(answered.length).toBe(calculated)
    expect(new Set(answered.slice(1))).toEqual(new Set(embeddedExamples.map((e) => e.calculator)))
  })
})

describe('GET /api/v1: the discovery index', () => {
  it('lists every calculator with its path, tag, summary, a docs link and an example URL that answers 200', async () => {
    for (const path of ['/api/v1', '/api/v1/']) {
      const response = await call(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      const index = await response.json()
      expect(index).toMatchObject({ version: '1.0.0', openapi: '/api/v1/openapi.json', docs: '/docs' })
      expect(index.calculators.map((c: Json) => c.id)).toEqual(registry.calculators.map((c) => c.id))
      for (const entry of index.calculators) {
        const c = registry.calculators.find((r) => r.id === entry.id)!
        expect(entry).toMatchObject({ path: c.path, tag: c.tag, summary: c.summary })
        expect(entry.docs).toBe(`/docs#/${c.tag.replace(/ /g, '%20')}/${functionName(c.id)}`)
        expect(entry.example.startsWith(`${c.path}?`), entry.example).toBe(true)
        expect((await call(entry.example)).status, entry.example).toBe(200)
      }
    }
  })

  it('links into openapi.json where no docs page is served', async () => {
    const engine = createCalculatorEngine(REGISTRY_TEXT)
    const index = JSON.parse((await engine.handle({ method: 'GET', url: '/api/v1' })).body!)
    expect(index.docs).toBeNull()
    for (const entry of index.calculators) {
      expect(entry.example).toBeNull()
      const [file, pointer] = entry.docs.split('#')
      expect(file).toBe('/api/v1/openapi.json')
      expect(deref(doc, { $ref: `#${decodeURIComponent(pointer)}` })['x-calculator-id']).toBe(entry.id)
    }
  })
})

/** Whether a schema states exactly the registry's declaration of a parameter. */
/** Whether a schema says what the parameter declares, as a query parameter (an enum's value aliases accepted) or echoed in `input`. */
function matchesDeclaration(schema: Json, p: Parameter, where: 'query' | 'input' = 'query'): boolean {
  const type = p.type === 'enum' || p.type === 'date' ? 'string' : p.type === 'boolean' ? 'boolean' : p.integer ? 'integer' : 'number'
  // a date of an event, not given, is echoed null
  if ((p.type === 'date' || p.type === 'number') && p.default === 'none' && where === 'input') return JSON.stringify(schema.type) === JSON.stringify([type, 'null']) && matchesDeclaration({ ...schema, type }, p, 'query')
  if (p.type === 'date' && (schema.format !== 'date' || schema['x-formatMinimum'] !== p.minimum)) return false
  const values = p.type === 'boolean' || p.type === 'date' ? undefined : p.type === 'enum' && where === 'query' ? [...p.values, ...Object.keys(p.valueAliases ?? {})] : p.values
  const bounds = p.type === 'number' ? ([p.minimum, p.exclusiveMinimum, p.maximum, p.exclusiveMaximum] as const) : [undefined, undefined, undefined, undefined]
  return (
    schema.type === type &&
    JSON.stringify(schema.enum) === JSON.stringify(values) &&
    schema.minimum === bounds[0] &&
    schema.exclusiveMinimum === bounds[1] &&
    schema.maximum === bounds[2] &&
    schema.exclusiveMaximum === bounds[3] &&
    (schema.default === undefined || schema.default === p.default) &&
    schema['x-unit'] === (p.type === 'number' ? p.unit : undefined)
  )
}

function expectFields(schema: Json, fields: readonly ResultField[], where: string): void {
  expect(schema.type, where).toBe('object')
  expect(schema.additionalProperties, where).toBe(false)
  expect(Object.keys(schema.properties), where).toEqual(fields.map((f) => f.name))
  expect([...schema.required].sort(), where).toEqual(fields.filter((f) => !f.optional).map((f) => f.name).sort())
  for (const f of fields) {
    const s = schema.properties[f.name]
    const at = `${where}.${f.name}`
    const base = f.type === 'table' ? 'array' : f.type
    expect(s.type, at).toEqual(f.nullable ? [base, 'null'] : base)
    expect(s.description, at).toContain(f.description.trim())
    expect(s['x-unit'], at).toBe(f.unit)
    // a text field that holds only a few values lists them, so generated clients type it as their union
    expect(s.enum, at).toEqual(f.type === 'string' && f.values && !f.nullable ? [...f.values] : undefined)
    if (f.type === 'table') expectFields(s.items, f.fields!, `${at}[]`)
    if (f.type === 'object') expectFields(s, f.fields!, at)
  }
}

describe('a required parameter that has an alias', () => {
  it('is required under its canonical name, which lists the alias; the alias is optional and names it', () => {
    let count = 0
    for (const c of registry.calculators) {
      const parameters: Json[] = operationOf(c.path).parameters
      for (const a of parameters.filter((q) => q['x-alias-of'])) {
        const canonical = parameters.find((q) => q.name === a['x-alias-of'])
        expect(canonical['x-aliases'], `${c.id}.${canonical.name}`).toContain(a.name)
        expect(a.required, `${c.id}.${a.name}`).toBe(false)
        const declared = c.variants.every((v) => v.parameters.some((p) => p.name === canonical.name && p.required))
        expect(canonical.required, `${c.id}.${canonical.name}`).toBe(declared)
        if (declared) count++
      }
    }
    expect(count).toBe(15)
  })

  it('home-loan-eligibility: the names the document requires are answered, and so is the alias alone (the service is unchanged)', async () => {
    const required = operationOf('/api/v1/home-loan-eligibility').parameters.filter((q: Json) => q.required).map((q: Json) => q.name)
    expect(required).toEqual(['netIncome', 'rate', 'years'])
    const canonical = await call(`/api/v1/home-loan-eligibility?${new URLSearchParams({ netIncome: '100000', rate: '8.5', years: '20' })}`)
    const aliases = await call(`/api/v1/home-loan-eligibility?${new URLSearchParams({ monthlyIncome: '100000', interestRate: '8.5', tenureYears: '20' })}`)
    expect(canonical.status).toBe(200)
    expect(aliases.status).toBe(200)
    expect(await aliases.json()).toEqual(await canonical.json())
  })
})

describe('GET /: where to start', () => {
  it('points to the discovery index, the OpenAPI document and the docs page, each of which answers', async () => {
    const response = await call('/')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/)
    const root = await response.json()
    expect(root).toEqual({ name: expect.any(String), version: '1.0.0', index: '/api/v1', openapi: '/api/v1/openapi.json', docs: '/docs' })
    for (const link of [root.index, root.openapi]) expect((await call(link)).status, link).toBe(200)
  })

  it('says docs: null where the runtime serves no docs page', async () => {
    const bare = createCalculatorEngine(REGISTRY_TEXT)
    const root = JSON.parse((await bare.handle({ method: 'GET', url: 'http://any.host' })).body!)
    expect(root).toMatchObject({ index: '/api/v1', openapi: '/api/v1/openapi.json', docs: null })
  })

  it('answers HEAD, OPTIONS and other methods as every other path does', async () => {
    const head = await call('/', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    expect((await call('/', { method: 'OPTIONS' })).status).toBe(204)
    expect((await call('/', { method: 'POST' })).status).toBe(405)
    const etag = (await call('/')).headers.get('etag')!
    expect((await call('/', { headers: { 'if-none-match': etag } })).status).toBe(304)
  })
})
