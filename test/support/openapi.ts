/** Test access to the OpenAPI document: an engine that carries the fixtures' examples, and ajv over the document's schemas. */
import { isIsoDate } from '../../src/rules/calendar.ts'
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js'
import { createCalculatorEngine } from '../../src/calculator-engine.ts'
import { exampleRequests } from '../../src/openapi/examples.ts'
import type { Engine } from '../../src/runtime/engine.ts'
import { loadFixtures, REGISTRY_TEXT } from './project.ts'

export type Json = any

let engine: Engine | undefined
/** The engine as the Node adapter builds it: examples from the fixtures, docs page at /docs. */
export function documentedEngine(): Engine {
  return (engine ??= createCalculatorEngine(REGISTRY_TEXT, {
    examples: exampleRequests(loadFixtures()),
    docsPage: '/docs',
    onError: (error) => {
      throw error
    },
  }))
}

/** The document as a client receives it: parsed from the served text. */
export async function fetchDocument(from: Engine = documentedEngine()): Promise<Json> {
  const response = await from.handle({ method: 'GET', url: '/api/v1/openapi.json' })
  return JSON.parse(response.body!)
}

/** Follows a local `$ref` (`#/components/...`) until it reaches an object that is not one. */
export function deref(document: Json, value: Json): Json {
  let current = value
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce((node: Json, step: string) => node?.[step.replace(/~1/g, '/').replace(/~0/g, '~')], document)
  }
  return current
}

/**
 * Compiles schemas of the document with ajv (JSON Schema 2020-12, strict): component references
 * `#/components/schemas/X` become `#/$defs/X`, and every component travels along as `$defs`.
 */
export function schemaCompiler(document: Json): (schema: Json) => ValidateFunction {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true })
  ajv.addVocabulary(['x-unit', 'x-decimals', 'x-formatMinimum', 'x-result-by-variant', 'discriminator'])
  // RFC 3339 full-date, as the OpenAPI document declares dates: a real day written YYYY-MM-DD
  ajv.addFormat('date', { type: 'string', validate: isIsoDate })
  const rewrite = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(rewrite)
    if (value && typeof value === 'object') {
      const out: Json = {}
      for (const [k, v] of Object.entries(value)) out[k] = k === '$ref' && typeof v === 'string' ? v.replace('#/components/schemas/', '#/$defs/') : rewrite(v)
      return out
    }
    return value
  }
  const defs = rewrite(document.components.schemas)
  const cache = new Map<string, ValidateFunction>()
  return (schema) => {
    const key = JSON.stringify(schema)
    let validate = cache.get(key)
    if (!validate) cache.set(key, (validate = ajv.compile({ ...rewrite(schema), $defs: defs })))
    return validate
  }
}

/** The schema a response with this status and body must match, per the document. */
export function responseSchema(document: Json, path: string, status: number): Json {
  const response = deref(document, document.paths[path]?.get?.responses?.[String(status)])
  const content = response?.content ?? {}
  const media = content['application/json'] ?? content['application/problem+json']
  return media?.schema
}
