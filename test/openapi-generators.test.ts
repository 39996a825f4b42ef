/**
 * Client generators besides openapi-typescript (test/openapi-client.test.ts), offline, on the
 * file the running Node server serves at /api/v1/openapi.json, each with its own reading of the
 * document: @hey-api/openapi-ts (a fetch SDK) and openapi-zod-client (a Zodios client that
 * checks every answer with zod). Each makes a client that the project's tsc type-checks, whose
 * functions are named by the operationIds (the library's names: `emi`, `incomeTax`,
 * `section80cPlanner`, `rulesInForce`), that calls /emi and /income-tax on the server and gets
 * exactly what a plain GET gets. `@ts-expect-error` lines prove that a call leaving out a
 * required parameter, or naming a parameter only by its alias, does not compile.
 *
 * The tools are devDependencies of the workspace test/client-types. @hey-api/openapi-ts needs
 * TypeScript 5's compiler API (test/client-types/typescript5.mjs hands it the workspace's).
 * The generated code is kept under test/artifacts/ (gitignored) only while the test runs: it
 * must sit inside the repository to find zod, @zodios/core and axios in node_modules.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Json } from './support/openapi.ts'
import { ROOT } from './support/project.ts'
import { startNodeServer, type RunningServer } from './support/server-process.ts'
import { typeCheck } from './support/type-check.ts'

const WORKSPACE = join(ROOT, 'test/client-types')
// the generator itself, not bin/run.js, which starts it in a second process without our --import
const HEY_API = join(ROOT, 'node_modules/@hey-api/openapi-ts/dist/run.mjs')
const ZOD_CLIENT = join(ROOT, 'node_modules/openapi-zod-client/bin.js')

/** The queries the clients send: the fixtures' example requests of /emi and /income-tax. */
const EMI = { principal: 8000000, interest: 8.5, years: 20, breakup: true }
const INCOME_TAX = { grossIncome: 1300000, regime: 'new-2025-26' }
const SIP = { investment: 10000, interest: 12, years: 10 }

let server: RunningServer
let dir: string
let document: Json
let file: string

beforeAll(async () => {
  server = await startNodeServer()
  mkdirSync(join(ROOT, 'test/artifacts'), { recursive: true })
  dir = mkdtempSync(join(ROOT, 'test/artifacts/generated-clients-'))
  const text = await (await fetch(`${server.url}/api/v1/openapi.json`)).text()
  document = JSON.parse(text)
  file = join(dir, 'openapi.json')
  writeFileSync(file, text)
}, 60_000)

afterAll(async () => {
  if (server && server.process.exitCode === null) await server.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/** What a plain GET answers. */
async function plain(path: string, query: Record<string, unknown>): Promise<unknown> {
  const response = await fetch(`${server.url}${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`)
  expect(response.status).toBe(200)
  return response.json()
}

function run(args: readonly string[], what: string): void {
  const result = spawnSync(process.execPath, args, { cwd: WORKSPACE, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${what} failed (${result.status}): ${result.stderr}${result.stdout}`)
}

/** The project's tsc on one generated file, strict; its complaints, empty when it compiles. */
const typeCheckFile = (entry: string) => typeCheck(dir, entry, [entry], { skipLibCheck: true })

const operationIds = () => Object.values(document.paths).map((item: Json) => item.get.operationId as string)

describe('a client generated with @hey-api/openapi-ts', () => {
  it('type-checks, is named by the operationIds, and calls /emi and /income-tax on the server', async () => {
    run(['--import', join(WORKSPACE, 'typescript5.mjs'), HEY_API, '-i', file, '-o', join(dir, 'hey'), '-c', '@hey-api/client-fetch'], '@hey-api/openapi-ts')
    writeFileSync(
      join(dir, 'hey-client.ts'),
      [
        `import { createClient } from './hey/client/index.ts'`,
        `import { emi, incomeTax } from './hey/sdk.gen.ts'`,
        ``,
        `export async function call(baseUrl: string) {`,
        `  const client = createClient({ baseUrl })`,
        `  const a = await emi({ client, query: ${JSON.stringify(EMI)}, throwOnError: true })`,
        `  const b = await incomeTax({ client, query: { grossIncome: ${INCOME_TAX.grossIncome}, regime: '${INCOME_TAX.regime}' }, throwOnError: true })`,
        `  const monthly: number = a.data.result.emi`,
        `  const tax: number = b.data.result.totalTax`,
        `  return { emi: a.data, incomeTax: b.data, monthly, tax }`,
        `}`,
        ``,
        `// @ts-expect-error grossIncome is required`,
        `export const withoutIncome = () => incomeTax({ query: { regime: 'new-2025-26' } })`,
        `// @ts-expect-error the alias alone does not satisfy the document: the canonical name is required`,
        `export const aliasOnly = () => incomeTax({ query: { income: 1300000 } })`,
        `// @ts-expect-error interest is a number`,
        `export const wrongType = () => emi({ query: { principal: 1, interest: 'high', years: 1 } })`,
        ``,
      ].join('\n'),
    )
    expect(typeCheckFile('hey-client.ts')).toBe('')

    // its names are the operationIds in its own camel case, which may capitalise a letter after a digit (section80d → section80D)
    const sdk: Record<string, unknown> = await import(pathToFileURL(join(dir, 'hey/sdk.gen.ts')).href)
    const functions = new Set(Object.keys(sdk).filter((name) => typeof sdk[name] === 'function').map((name) => name.toLowerCase()))
    for (const id of operationIds()) expect(functions.has(id.toLowerCase()), id).toBe(true)
    for (const id of ['emi', 'incomeTax', 'section80cPlanner', 'stepUpSip', 'rulesInForce']) expect(typeof sdk[id], id).toBe('function')
    const client = await import(pathToFileURL(join(dir, 'hey-client.ts')).href)
    const answers = await client.call(server.url)
    expect(answers.emi).toEqual(await plain('/api/v1/emi', EMI))
    expect(answers.incomeTax).toEqual(await plain('/api/v1/income-tax', INCOME_TAX))
  }, 60_000)
})

describe('a client generated with openapi-zod-client', () => {
  // Zodios's types recurse over an operation's query parameters, and TypeScript stops at its
  // depth limit (TS2589) for an operation of more than about 35: /income-tax and the regime
  // comparison have more, so this client is called on /emi and /sip (the fetch SDK above calls /income-tax).
  it('type-checks, is named by the operationIds, and calls /emi and /sip on the server, checking the answers with zod', async () => {
    run([ZOD_CLIENT, file, '-o', join(dir, 'zodios.ts')], 'openapi-zod-client')
    writeFileSync(
      join(dir, 'zodios-client.ts'),
      [
        `import { createApiClient } from './zodios.ts'`,
        ``,
        `export async function call(baseUrl: string) {`,
        `  const api = createApiClient(baseUrl)`,
        `  const a = await api.emi({ queries: ${JSON.stringify(EMI)} })`,
        `  const b = await api.sip({ queries: ${JSON.stringify(SIP)} })`,
        `  const monthly: number = a.result.emi`,
        `  const corpus: number = b.result.futureValue`,
        `  return { emi: a, sip: b, monthly, corpus, aliases: api.api.map((e) => e.alias) }`,
        `}`,
        ``,
        `const api = createApiClient('http://127.0.0.1:1')`,
        `// @ts-expect-error investment is required`,
        `export const withoutInvestment = () => api.sip({ queries: { interest: 12, years: 10 } })`,
        `// @ts-expect-error interest is a number`,
        `export const wrongType = () => api.emi({ queries: { principal: 1, interest: 'high', years: 1 } })`,
        ``,
      ].join('\n'),
    )
    expect(typeCheckFile('zodios-client.ts')).toBe('')

    const client = await import(pathToFileURL(join(dir, 'zodios-client.ts')).href)
    const answers = await client.call(server.url)
    expect([...answers.aliases].sort()).toEqual(operationIds().sort())
    expect(answers.emi).toEqual(await plain('/api/v1/emi', EMI))
    expect(answers.sip).toEqual(await plain('/api/v1/sip', SIP))
  }, 60_000)
})
