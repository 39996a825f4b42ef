/**
 * fincalc, the library: every calculator of the Financial Calculator Service API v1 as a typed
 * function, with the HTTP API's validation and figures.
 *
 *   import { emi, calculate, FincalcInputError } from 'fincalc'
 *   emi({ principal: 8000000, interest: 8.5, years: 20 }).result.emi   // 69425.86
 *   calculate('sip', { investment: '10000', interest: 12, years: 10 })  // by id
 *
 * Inputs take numbers or decimal strings, and the spec's Set A names as well as the Set B ones;
 * an answer is `{ input, result }`, the body of the HTTP 200. Invalid input throws
 * FincalcInputError, whose `errors` are those of the HTTP 400. `rulesInForce(date)` lists the
 * rules in force on a date, as `GET /api/v1/rules` does. `formatINR(amount)` writes rupees with
 * the lakh and crore grouping (₹86,62,206.08). `createFetchHandler()` serves the whole API from
 * any fetch runtime.
 */
import type { CalculatorEngineOptions } from './calculator-engine.ts'

export * from './generated/calculators.ts'
export { default as registry } from './generated/registry.ts'
export { FincalcInputError } from './library/input-error.ts'
export type { Numeric } from './library/calculation.ts'
export { rulesInForce, type RuleInForce, type RulesAnswer } from './library/rules.ts'
export { formatINR } from './library/format-inr.ts'
export type { ParameterProblem } from './registry/errors.ts'
export type { Problem } from './runtime/http.ts'
export type { Registry } from './registry/types.ts'

/**
 * The HTTP API as a fetch handler, `(request: Request) => Promise<Response>`, for Deno.serve,
 * Bun.serve, a Worker's `fetch` or any fetch-compatible server. The OpenAPI document it serves
 * carries the golden fixtures' requests as examples. The engine is loaded and built at the
 * first request, so that importing the library for its functions loads no server.
 */
export function createFetchHandler(options: CalculatorEngineOptions = {}): (request: Request) => Promise<Response> {
  let handler: Promise<(request: Request) => Promise<Response>> | undefined
  return (request) => (handler ??= serviceHandler(options)).then((handle) => handle(request))
}

async function serviceHandler(options: CalculatorEngineOptions): Promise<(request: Request) => Promise<Response>> {
  const [{ toFetchHandler }, { createServiceEngine }, { findFormula }, { default: exampleRequests }, { default: registry }, { default: takers }] = await Promise.all([
    import('./adapters/fetch.ts'),
    import('./service-engine.ts'),
    import('./formulas/index.ts'),
    import('./generated/example-requests.ts'),
    import('./generated/registry.ts'),
    import('./generated/parameter-takers.ts'),
  ])
  return toFetchHandler(createServiceEngine({ examples: exampleRequests, ...options, registry, formulas: findFormula, takers }))
}
