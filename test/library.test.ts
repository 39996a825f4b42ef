/**
 * The library (src/index.ts) is the HTTP API's other face: for every golden fixture request it
 * answers exactly the body the engine serves (the same `{ input, result }`, or FincalcInputError
 * with the same `errors` as the 400). The figures themselves are the fixtures' business; here
 * the two faces must agree, and the library's own conversions must behave. A calculation dated
 * past a rule's horizon names the rules it carried forward, as the HTTP API's header does.
 */
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import * as fincalc from '../src/index.ts'
import { calculate, capitalGains, emi, FincalcInputError, incomeTax, nsc, registry, ssy } from '../src/index.ts'
import { functionName } from '../src/library/names.ts'
import { loadFixtures, ROOT, sharedEngine } from './support/project.ts'

const cases = loadFixtures().flatMap(({ fixture }) =>
  fixture.cases.filter((c) => (c.request.method ?? 'GET') === 'GET' && (c.expect.status === 200 || c.expect.status === 400)).map((c) => ({ id: fixture.calculator, c })),
)

async function engineAnswer(path: string, query: Record<string, string | string[]>): Promise<{ status: number; body: unknown }> {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) for (const v of [value].flat()) search.append(name, v)
  const response = await sharedEngine().handle({ method: 'GET', url: `${path}?${search}` })
  return { status: response.status, body: JSON.parse(response.body!) }
}

describe('the library answers every fixture request as the HTTP API does', () => {
  it.each(cases.map(({ id, c }) => [`${id}: ${c.description}`, id, c] as const))('%s', async (_name, id, c) => {
    const http = await engineAnswer(c.request.path, c.request.query ?? {})
    const body = http.body
    if (http.status === 200) expect(calculate(id as any, (c.request.query ?? {}) as any)).toEqual(body)
    else {
      let thrown: unknown
      try {
        calculate(id as any, (c.request.query ?? {}) as any)
      } catch (error) {
        thrown = error
      }
      expect(thrown).toBeInstanceOf(FincalcInputError)
      expect((thrown as FincalcInputError).toJSON()).toEqual(body)
    }
  })
})

describe("Node's bundled entry of each calculator (fincalc/<id>, dist/node-calculators/) answers every fixture request as the HTTP API does", () => {
  it.each(cases.map(({ id, c }) => [`${id}: ${c.description}`, id, c] as const))('%s', async (_name, id, c) => {
    const own = (await import(`${ROOT}dist/node-calculators/${id}.js`))[functionName(id)] as (input: unknown) => unknown
    const http = await engineAnswer(c.request.path, c.request.query ?? {})
    if (http.status === 200) expect(own(c.request.query ?? {})).toEqual(http.body)
    else expect(() => own(c.request.query ?? {})).toThrowError(expect.objectContaining({ name: 'FincalcInputError', errors: (http.body as { errors: unknown }).errors }))
  })
})

describe('the library', () => {
  it('has one function per calculator, named after its id', () => {
    expect(registry.calculators).toHaveLength(46)
    for (const c of registry.calculators) expect(typeof (fincalc as Record<string, unknown>)[functionName(c.id)], c.id).toBe('function')
    expect(functionName('home-loan-eligibility')).toBe('homeLoanEligibility')
    expect(functionName('80c-planner')).toBe('section80cPlanner')
  })

  it('takes numbers, decimal strings and Set A names alike', () => {
    // LibreOffice PMT(0.085/12;240;-8000000) = 69425.8586692427
    expect(emi({ principal: 8000000, interest: 8.5, years: 20 }).result.emi).toBe(69425.86)
    expect(emi({ principal: '8000000', interest: '8.5', years: '20' })).toEqual(emi({ principal: 8000000, interest: 8.5, years: 20 }))
    expect(calculate('cagr', { startValue: 100000, endValue: 200000, years: 5 }).input).toEqual({ initial: 100000, final: 200000, years: 5 })
  })

  it('writes a number as a plain decimal, so exponent notation is never what is refused', () => {
    const error = (() => {
      try {
        emi({ principal: 1e21, interest: 1e-7, years: 20 })
      } catch (e) {
        return e as FincalcInputError
      }
    })()
    expect(error?.errors).toEqual([
      expect.objectContaining({ parameter: 'interest', code: 'invalid_number', message: expect.stringContaining('it has 7 decimal places; at most 6 are accepted (got "0.0000001")') }),
      expect.objectContaining({ parameter: 'principal', code: 'out_of_range', message: expect.stringContaining('"1000000000000000000000"') }),
    ])
  })

  it('gives a figure the HTTP body writes in full digits (10^21 and beyond) as a JavaScript number', async () => {
    const query = { investment: '1000000000', interest: '50', years: '100', frequency: 'yearly' } as const
    const answer = calculate('sip', query)
    expect(typeof answer.result.futureValue).toBe('number')
    const http = await engineAnswer('/api/v1/sip', query)
    expect(answer).toEqual(http.body)
    expect(answer.result.futureValue).toBeGreaterThan(1e21)
  })

  it('reports every problem at once, an unknown calculator by name, and null and undefined as absent', () => {
    let error: FincalcInputError | undefined
    try {
      emi({ principal: -1, interest: null as unknown as number, years: undefined as unknown as number })
    } catch (e) {
      error = e as FincalcInputError
    }
    expect(error?.status).toBe(400)
    expect(error?.errors.map((p) => [p.parameter, p.code]).sort()).toEqual([
      ['interest', 'missing'],
      ['principal', 'out_of_range'],
      ['years', 'missing'],
    ])
    expect(() => calculate('nope' as 'emi', {} as never)).toThrow(/no calculator 'nope'/)
  })

  it('refuses a list, as no parameter takes one (of two values or more, as a parameter given twice), and names any other object by its JSON or kind, never failing on it', () => {
    const refusal = (input: Record<string, unknown>, calculate = emi as (input: never) => unknown) => {
      try {
        calculate(input as never)
      } catch (error) {
        expect(error).toBeInstanceOf(FincalcInputError)
        return (error as FincalcInputError).errors.map((p) => p.message)
      }
      return 'answered'
    }
    const loan = { principal: 8000000, interest: 8.5, years: 20 }
    const accepted = 'principal must be a number greater than 0 and at most 100000000000'
    // a list, even of one value, is not a number: it would pass silently were it read as one
    expect(refusal({ ...loan, principal: [8000000] })).toEqual([`${accepted} (got "[8000000]")`])
    expect(refusal({ ...loan, breakup: [true] })).toEqual(['breakup must be true or false (got "[true]")'])
    expect(refusal({ ...loan, breakup: [] })).toEqual(['breakup must be true or false (got "[]")'])
    expect(refusal({ ...loan, principal: [1, 2] })).toEqual(['principal is given 2 times; give it once'])
    // boxed values are their values; objects and functions are shown as JSON or by kind, not as source text
    expect(emi({ ...loan, principal: new Number(8000000) } as never)).toEqual(emi(loan))
    const cycle: Record<string, unknown> = {}
    cycle.self = cycle
    expect(refusal({ ...loan, principal: {} })).toEqual([`${accepted} (got "{}")`])
    expect(refusal({ ...loan, principal: [[1]] })).toEqual([`${accepted} (got "[[1]]")`])
    expect(refusal({ ...loan, principal: () => 5 })).toEqual([`${accepted} (got "[object Function]")`])
    expect(refusal({ ...loan, principal: cycle })).toEqual([`${accepted} (got "[object Object]")`])
    // a Date is an instant: its calendar date depends on a time zone, so it is shown, not guessed
    expect(refusal({ amount: 150000, age: 5, date: new Date(Date.UTC(2025, 3, 1)) }, ssy as never)).toEqual([
      'date must be a date written YYYY-MM-DD, 2024-04-01 or later (got "2025-04-01T00:00:00.000Z")',
    ])
    // a day the month does not have is named as such
    expect(refusal({ amount: 150000, age: 5, date: '2025-02-30' }, ssy as never)).toEqual([
      'date: February 2025 has 28 days (got "2025-02-30"); date must be a date written YYYY-MM-DD, 2024-04-01 or later',
    ])
  })

  it('refuses a key that is not a parameter, naming the one probably meant, by function and by id', () => {
    const refused = (run: () => unknown) => {
      try {
        run()
      } catch (error) {
        expect(error).toBeInstanceOf(FincalcInputError)
        return (error as FincalcInputError).errors.map((p) => [p.parameter, p.code, p.message])
      }
      throw new Error('not refused')
    }
    const misspelt = { grossIncome: 1800000, regime: 'old', section80c: 150000 } as unknown as Parameters<typeof fincalc.incomeTax>[0]
    expect(refused(() => fincalc.incomeTax(misspelt))).toEqual([['section80c', 'unknown_parameter', 'section80c is not a parameter of /income-tax: did you mean section80C?']])
    expect(refused(() => calculate('income-tax', misspelt))).toEqual([['section80c', 'unknown_parameter', 'section80c is not a parameter of /income-tax: did you mean section80C?']])
    // a key far from every parameter is refused too: a library caller names parameters only
    expect(refused(() => calculate('emi', { principal: 1000000, interest: 7.25, years: 5, utm_source: 'x' } as never))).toEqual([
      ['utm_source', 'unknown_parameter', 'utm_source is not a parameter of /emi; its parameters are principal, interest, years, breakup'],
    ])
    // Set A and Set B names alike are parameters
    expect(calculate('cagr', { startValue: 100000, endValue: 200000, years: 5 }).input).toEqual({ initial: 100000, final: 200000, years: 5 })
  })

  it('refuses a misspelt key from plain JavaScript too, where no type warns of it', () => {
    const script = `import { incomeTax } from './dist/index.js'
try { incomeTax({ grossIncome: 1800000, regime: 'old', section80c: 150000 }); console.log('answered') }
catch (error) { console.log(error.name, JSON.stringify(error.errors)) }`
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 })
    expect(run.stdout.trim()).toBe(
      'FincalcInputError [{"parameter":"section80c","code":"unknown_parameter","message":"section80c is not a parameter of /income-tax: did you mean section80C?"}]',
    )
  })

  it('serves the HTTP API as a fetch handler', async () => {
    const response = await fincalc.createFetchHandler()(new Request('http://fincalc.test/api/v1/emi?principal=8000000&interest=8.5&years=20'))
    expect(response.status).toBe(200)
    // LibreOffice PMT(0.085/12;240;-8000000) = 69425.8586692427
    expect((await response.json()).result.emi).toBe(69425.86)
  })
})

describe('a calculation that read rules past their horizon says so', () => {
  const header = async (path: string, query: Record<string, string | number>) =>
    (await sharedEngine().handle({ method: 'GET', url: `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` })).headers['fincalc-rules-assumed']

  it('names them by id in rulesAssumed, as Fincalc-Rules-Assumed does, by function and by id', async () => {
    // nsc.rate is known until 31 Mar 2026 (Office Memorandum No. 1/4/2019-NS of 31.12.2025, Q4 FY 2025-26)
    const answer = nsc({ principal: 10000, date: '2099-01-01' })
    expect(answer.rulesAssumed).toEqual(['nsc.rate'])
    expect(calculate('nsc', { principal: 10000, date: '2099-01-01' }).rulesAssumed).toEqual(['nsc.rate'])
    // SSY's rate likewise, by the same quarterly memoranda
    expect(ssy({ amount: 150000, age: 5, date: '2099-01-01' }).rulesAssumed).toEqual(['sukanya-samriddhi.rate'])
    // a section 112A gain: its rate and its exemption are known until 31 Mar 2027, tax year 2026-27, the last a Finance Act has set;
    // the year's return (inYearReturn, the new regime by default) is taxed by that year's law, carried forward likewise
    const gain = { gain: 200000, type: 'ltcg', date: '2099-01-01' } as const
    expect(capitalGains(gain).rulesAssumed).toEqual(['capital-gains.equity.long-term-rate', 'capital-gains.equity.long-term-exemption', 'income-tax.new-regime.slabs', 'income-tax.new-regime.standard-deduction', 'income-tax.new-regime.rebate', 'income-tax.surcharge.bands'])
    expect(capitalGains(gain).rulesAssumed!.join(', ')).toBe(await header('/api/v1/capital-gains', gain))
    // income tax on a date past tax year 2026-27, the last a Finance Act has set: the regime's law of that year, carried forward
    const pay = { grossIncome: 1800000, regime: 'old', date: '2028-06-01' } as const
    const taxed = incomeTax(pay)
    expect(taxed.input.regime).toBe('old-2026-27')
    expect(taxed.rulesAssumed).toEqual(['income-tax.old-regime.slabs', 'income-tax.old-regime.standard-deduction', 'income-tax.old-regime.rebate', 'income-tax.surcharge.bands'])
    expect(taxed.rulesAssumed!.join(', ')).toBe(await header('/api/v1/income-tax', pay))
  })

  it('keeps the answer the 200 body: rulesAssumed is not enumerable, not written as JSON, and cannot be changed', async () => {
    const answer = nsc({ principal: 10000, date: '2099-01-01' })
    expect(Object.keys(answer)).toEqual(['input', 'result'])
    expect(JSON.stringify(answer)).not.toContain('rulesAssumed')
    expect(answer).toEqual((await engineAnswer('/api/v1/nsc', { principal: '10000', date: '2099-01-01' })).body)
    expect(Object.isFrozen(answer.rulesAssumed)).toBe(true)
  })

  it('has no rulesAssumed within every horizon, nor after an answer that had one, nor on an answer that reads no dated rule', async () => {
    nsc({ principal: 10000, date: '2099-01-01' })
    for (const answer of [nsc({ principal: 10000, date: '2026-03-31' }), ssy({ amount: 150000, age: 5, date: '2025-01-01' }), capitalGains({ gain: 200000, type: 'ltcg', date: '2027-03-31' }), incomeTax({ grossIncome: 1800000, date: '2027-03-31' }), emi({ principal: 8000000, interest: 8.5, years: 20 })]) {
      expect('rulesAssumed' in answer, JSON.stringify(answer.input)).toBe(false)
    }
    expect(await header('/api/v1/nsc', { principal: 10000, date: '2026-03-31' })).toBeUndefined()
    // a refused input carries nothing into the next calculation
    expect(() => nsc({ principal: -1, date: '2099-01-01' })).toThrow(FincalcInputError)
    expect('rulesAssumed' in nsc({ principal: 10000, date: '2025-06-30' })).toBe(false)
  })
})
