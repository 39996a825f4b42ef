/**
 * The servers' engine (src/adapters/built-engine.ts): for calculators.yaml as the build read it,
 * the registry the build checked; for a text edited since, none of the build's, and from the
 * text itself, loaded and checked, an engine that serves the edit.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtEngineFor, engineForText } from '../src/adapters/built-engine.ts'
import { createCalculatorEngine, type EngineResponse } from '../src/calculator-engine.ts'
import exampleRequests from '../src/generated/example-requests.ts'
import builtRegistry from '../src/generated/registry.ts'
import { ROOT } from './support/project.ts'
import { randomRequests } from './support/random-requests.ts'

const text = readFileSync(join(ROOT, 'calculators.yaml'), 'utf8')
const EMI = { method: 'GET', url: '/api/v1/emi?principal=8000000&interest=8.5&years=20' }

describe('the engine of the Node, Deno and Bun servers', () => {
  it('serves the registry the build checked for the text the build read', async () => {
    const engine = await engineForText(text)
    expect(engine.registry).toBe(builtRegistry)
    expect(JSON.parse((await engine.handle(EMI)).body!).result.emi).toBe(69425.86)
  })

  it('holds the registry the loader reads from the text: the same JSON, keys in the same order, all of it frozen', () => {
    const loaded = createCalculatorEngine(text).registry
    expect(JSON.stringify(builtRegistry)).toBe(JSON.stringify(loaded))
    const parameter = builtRegistry.calculators.find((c) => c.id === 'income-tax')!.variants[0]!.parameters[0]!
    expect([builtRegistry, builtRegistry.calculators[0], builtRegistry.calculators[0]!.variants, parameter, parameter.aliases].every(Object.isFrozen)).toBe(true)
  })

  it('reads a text edited since the build, and serves its edit', async () => {
    const summary = 'Future value of a systematic investment plan'
    expect(text).toContain(`summary: ${summary}\n`)
    const edited = text.replace(`summary: ${summary}\n`, `summary: ${summary}, edited\n`)
    expect(builtEngineFor(edited)).toBeUndefined()
    const engine = await engineForText(edited)
    expect(engine.registry).not.toBe(builtRegistry)
    expect(engine.registry.calculators.find((c) => c.id === 'sip')!.summary).toBe(`${summary}, edited`)
    expect(JSON.parse((await engine.handle(EMI)).body!).result.emi).toBe(69425.86)
  })

  it('answers as the engine loaded from the text: the documents, every fixture request and 20 drawn for each calculator', async () => {
    const options = { examples: exampleRequests, docsPage: '/docs', cacheSize: 0 }
    const built = builtEngineFor(text, options)!
    const loaded = createCalculatorEngine(text, options)
    const targets = ['/', '/api/v1', '/api/v1/openapi.json', '/api/v1/rules', '/api/v1/rules?date=2024-07-23', ...randomRequests(20, 29).map((r) => r.target)]
    // an answer of today's date is fresh until midnight in India: its max-age moves with the clock
    const asCompared = (r: EngineResponse) => ({ ...r, headers: { ...r.headers, 'cache-control': r.headers['cache-control']?.replace(/max-age=\d+/, 'max-age=…') } })
    for (const url of targets) expect(asCompared(await built.handle({ method: 'GET', url })), url).toEqual(asCompared(await loaded.handle({ method: 'GET', url })))
  })
})
