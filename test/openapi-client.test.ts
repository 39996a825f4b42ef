/**
 * A generated client compiles against the document: openapi-typescript (test/client-types)
 * turns /api/v1/openapi.json into types, and the project's tsc type-checks a typed client that
 * uses every calculator. For every parameter and every result field the registry declares, the
 * generated type must equal the type the registry implies (number, boolean, the enum's values;
 * `| undefined` when optional, `| null` when nullable), so a wrong or missing declaration in the
 * document fails the compile. `@ts-expect-error` lines prove the types are not `any`.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findFormula } from '../src/formulas/index.ts'
import { typeName } from '../src/library/names.ts'
import { loadRegistry } from '../src/registry/load.ts'
import type { Parameter, Registry, ResultField } from '../src/registry/types.ts'
import { fetchDocument } from './support/openapi.ts'
import { typeCheck } from './support/type-check.ts'
import { REGISTRY_TEXT, ROOT } from './support/project.ts'
import { variantEngine, variantRegistry } from './support/variant-registry.ts'

const GENERATOR = join(ROOT, 'test/client-types/node_modules/openapi-typescript/bin/cli.js')
const registry = loadRegistry(REGISTRY_TEXT, findFormula)

describe('a client generated with openapi-typescript', () => {
  it('compiles, and its types say exactly what the registry declares', async () => {
    expect(compileClient(await fetchDocument(), clientSource(registry, SIP_CHECKS))).toBe('')
  })

  it('handles variants (oneOf), listed values, nullable and optional fields the same way', async () => {
    expect(compileClient(await fetchDocument(variantEngine), clientSource(variantRegistry, []))).toBe('')
  })
})

/** openapi-typescript on the document, then tsc on the client; the compiler's complaints, empty when it compiles. */
function compileClient(document: unknown, client: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'fincalc-client-'))
  try {
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(document))
    const generated = spawnSync(process.execPath, [GENERATOR, join(dir, 'openapi.json'), '-o', join(dir, 'schema.ts')], { encoding: 'utf8' })
    if (generated.status !== 0) return `openapi-typescript failed: ${generated.stderr}${generated.stdout}`
    writeFileSync(join(dir, 'client.ts'), client)
    return typeCheck(dir, 'client', ['client.ts'], { noUncheckedIndexedAccess: true })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Uses of the SIP types that must not compile: proof that the generated types are not `any`. */
const SIP_CHECKS = [
  `export async function futureValue(base: string): Promise<number> {`,
  `  const answer = await calculate(base, '/api/v1/sip', { investment: 10000, interest: 12, years: 10 })`,
  `  if ('errors' in answer) throw new Error(answer.errors.map((e) => \`\${e.parameter}: \${e.code}\`).join(', '))`,
  `  return answer.result.futureValue`,
  `}`,
  `// @ts-expect-error frequency takes only its declared values`,
  `export const wrongFrequency: Query<'/api/v1/sip'> = { investment: 1, interest: 1, years: 1, frequency: 'hourly' }`,
  `// @ts-expect-error investment is required`,
  `export const missingInvestment: Query<'/api/v1/sip'> = { interest: 1, years: 1 }`,
  `// @ts-expect-error the result has no such field`,
  `export const noSuchField = (r: Ok<'/api/v1/sip'>) => r.result.nothing`,
]

/** A typed fetch client, then one type assertion per parameter and result field of the registry. */
function clientSource(registry: Registry, extra: readonly string[]): string {
  const lines = [
    `import type { components, paths } from './schema.ts'`,
    ``,
    `type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false`,
    `type Get<P extends keyof paths> = paths[P]['get']`,
    `export type Query<P extends keyof paths> = NonNullable<Get<P>['parameters']['query']>`,
    `export type Ok<P extends keyof paths> = Get<P>['responses'][200]['content']['application/json']`,
    `export type Invalid<P extends keyof paths> = Get<P>['responses'][400]['content']['application/problem+json']`,
    ``,
    `/** GET a calculator: the typed envelope on 200, the typed problem on 400. */`,
    `export async function calculate<P extends keyof paths>(base: string, path: P, query: Query<P>): Promise<Ok<P> | Invalid<P>> {`,
    `  const url = new URL(path, base)`,
    `  for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value))`,
    `  const response = await fetch(url, { headers: { accept: 'application/json' } })`,
    `  if (response.status !== 200 && response.status !== 400) throw new Error(\`\${path}: HTTP \${response.status}\`)`,
    `  return (await response.json()) as Ok<P> | Invalid<P>`,
    `}`,
    ``,
    ...extra,
    ``,
  ]
  let n = 0
  const assert = (actual: string, expected: string) => lines.push(`export const check${n++}: Equals<${actual}, ${expected}> = true`)
  for (const c of registry.calculators) {
    const P = JSON.stringify(c.path)
    lines.push(`// ${c.id}`)
    const seen = new Set<string>()
    for (const v of c.variants) {
      for (const p of v.parameters) {
        if (seen.has(p.name)) continue
        seen.add(p.name)
        // A required parameter is required under its canonical name; its aliases are optional alternatives.
        const required = c.variants.every((w) => w.parameters.some((q) => q.name === p.name && q.required))
        const shape = c.variants.flatMap((w) => w.parameters.filter((q) => q.name === p.name)).map((q) => typeOf(q, 'query'))
        const value = [...new Set(shape)].join(' | ')
        assert(`Query<${P}>[${JSON.stringify(p.name)}]`, required ? value : `${value} | undefined`)
        for (const alias of p.aliases) assert(`Query<${P}>[${JSON.stringify(alias)}]`, `${value} | undefined`)
      }
      // several calculations: the input is the discriminated union's member, the result its schema by name
      const input = c.variants.length > 1 ? `Extract<Ok<${P}>['input'], { variant: ${JSON.stringify(v.id)} }>` : `Ok<${P}>['input']`
      const result = c.variants.length > 1 ? `components['schemas'][${JSON.stringify(`${typeName(c.id)}${typeName(v.id)}Result`)}]` : `Ok<${P}>['result']`
      for (const p of v.parameters) assert(`${input}[${JSON.stringify(p.name)}]`, typeOf(p))
      fieldAssertions(result, v.result, assert)
    }
    assert(`Invalid<${P}>['errors'][number]['code']`, 'string')
    const names = new Set(c.variants.flatMap((v) => v.parameters.flatMap((p) => [p.name, ...p.aliases])))
    if (c.variants.length > 1) {
      names.add('variant')
      assert(`Query<${P}>['variant']`, `${c.variants.map((v) => JSON.stringify(v.id)).join(' | ')} | undefined`)
    }
    assert(`keyof Query<${P}>`, [...names].map((s) => JSON.stringify(s)).join(' | '))
  }
  return `${lines.join('\n')}\n`
}

/** The type of a parameter's value: in the query (an enum's value aliases accepted too) or echoed in `input`. */
function typeOf(p: Parameter, where: 'query' | 'input' = 'input'): string {
  switch (p.type) {
    case 'boolean':
      return 'boolean'
    case 'date':
      // the date of an event (`default: none`) echoes null when not given
      return where === 'input' && p.default === 'none' ? 'string | null' : 'string'
    case 'enum':
      return [...p.values, ...(where === 'query' ? Object.keys(p.valueAliases ?? {}) : [])].map((v) => JSON.stringify(v)).join(' | ')
    case 'number':
      // a number left unstated (`default: none`) echoes null too
      return `${p.values ? p.values.map(String).join(' | ') : 'number'}${where === 'input' && p.default === 'none' ? ' | null' : ''}`
  }
}

function fieldAssertions(owner: string, fields: readonly ResultField[], assert: (actual: string, expected: string) => void): void {
  for (const f of fields) {
    const at = `${owner}[${JSON.stringify(f.name)}]`
    const suffix = `${f.nullable ? ' | null' : ''}${f.optional ? ' | undefined' : ''}`
    switch (f.type) {
      case 'number':
      case 'integer':
        assert(at, `number${suffix}`)
        break
      case 'string':
      case 'boolean':
        // a text field that holds only a few values is their union (a nullable one, a string or null)
        assert(at, `${f.values && !f.nullable ? f.values.map((v) => JSON.stringify(v)).join(' | ') : f.type}${suffix}`)
        break
      case 'table':
        fieldAssertions(`NonNullable<${at}>[number]`, f.fields!, assert)
        break
      case 'object':
        fieldAssertions(`NonNullable<${at}>`, f.fields!, assert)
        break
    }
  }
}
