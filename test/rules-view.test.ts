/**
 * GET /api/v1/rules: the law in force on a date, and the day-long life of an answer whose date
 * defaulted to today (the engine's cache and Cache-Control both end it at midnight in India).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createCalculatorEngine } from '../src/calculator-engine.ts'
import { FincalcInputError, rulesInForce } from '../src/index.ts'
import { allRules } from '../src/rules/dated.ts'
import { SERVED_FROM } from '../src/rules/book.ts'
import { todayInIndia } from '../src/rules/calendar.ts'
import { fetchDocument, responseSchema, schemaCompiler } from './support/openapi.ts'
import { REGISTRY_TEXT, sharedEngine } from './support/project.ts'

const get = async (url: string, engine = sharedEngine()) => {
  const response = await engine.handle({ method: 'GET', url })
  return { status: response.status, headers: response.headers, body: response.body === null ? null : JSON.parse(response.body) }
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('GET /api/v1/rules', () => {
  it('lists every rule with its value on the date, the dates that value applies for and its source', async () => {
    const { status, headers, body } = await get('/api/v1/rules?date=2024-07-01')
    expect(status).toBe(200)
    expect(headers['cache-control']).toBe('public, max-age=86400')
    expect(body.input).toEqual({ date: '2024-07-01' })
    expect(body.result.rules.map((r: { id: string }) => r.id)).toEqual(allRules().map((r) => r.id))
    // src/rules/nsc.yaml: 7.7% from the memorandum for April to June 2023, until the last one known (January to March 2026)
    expect(body.result.rules.find((r: { id: string }) => r.id === 'nsc.rate')).toMatchObject({ unit: 'percent', value: 7.7, from: '2023-04-01', to: '2025-12-31', knownUntil: '2026-03-31', assumed: false, primarySource: true, note: null })
    expect(body.result.rules.find((r: { id: string }) => r.id === 'nsc.rate').source).toMatch(/Office Memorandum F\.No\.1\/4\/2019-NS of 31\.03\.2023/)
    expect(body.result.assumed).toEqual([])
  })

  it('carries a rule past its horizon forward with its last value, and says so in the rule, the answer and a header', async () => {
    const { headers, body } = await get('/api/v1/rules?date=2099-01-01')
    const rule = (id: string) => body.result.rules.find((r: { id: string }) => r.id === id)
    // the last memorandum known, No. 1/4/2019-NS of 31.12.2025, set 7.7% for January to March 2026; no later quarter is invented
    expect(rule('nsc.rate')).toMatchObject({ value: 7.7, from: '2026-01-01', to: null, knownUntil: '2026-03-31', assumed: true })
    expect(rule('nsc.rate').note).toBe('No value is known after 2026-03-31, the last date this rule\'s sources speak for; the value in force from 2026-01-01 is carried forward to 2099-01-01.')
    // the new regime's slabs of tax year 2026-27, the last a Finance Act set
    expect(rule('income-tax.new-regime.slabs')).toMatchObject({ from: '2026-04-01', knownUntil: '2027-03-31', assumed: true })
    // a standing provision (the Sukanya Samriddhi scheme's terms) has no horizon to pass
    expect(rule('sukanya-samriddhi.terms')).toMatchObject({ knownUntil: null, assumed: false, note: expect.not.stringMatching(/carried forward/) })
    expect(body.result.assumed).toEqual(body.result.rules.filter((r: { assumed: boolean }) => r.assumed).map((r: { id: string }) => r.id))
    expect(body.result.assumed).toEqual(expect.arrayContaining(['nsc.rate', 'sukanya-samriddhi.rate', 'scss.rate', 'income-tax.new-regime.slabs']))
    expect(headers['fincalc-rules-assumed']).toBe(body.result.assumed.join(', '))
    expect(headers['access-control-expose-headers']).toBe('ETag, Cache-Control, Fincalc-Rules-Assumed')
  })

  it('names a rule carried forward only past its own horizon', async () => {
    // SCSS is known to 30 Sep 2026 (Q2 FY 2026-27), SSY and NSC to 31 Mar 2026
    const assumed = async (date: string) => (await get(`/api/v1/rules?date=${date}`)).body.result.assumed
    expect(await assumed('2026-03-31')).toEqual([])
    expect(await assumed('2026-04-01')).toEqual(['nsc.rate', 'sukanya-samriddhi.rate'])
    expect(await assumed('2026-09-30')).toEqual(['nsc.rate', 'sukanya-samriddhi.rate'])
    expect(await assumed('2026-10-01')).toEqual(['nsc.rate', 'scss.rate', 'sukanya-samriddhi.rate'])
    expect((await get('/api/v1/rules?date=2026-03-31')).headers['fincalc-rules-assumed']).toBeUndefined()
  })

  it('answers as its OpenAPI entry says on the first date served, on each date a rule changes, and today', async () => {
    const document = await fetchDocument()
    const validate = schemaCompiler(document)(responseSchema(document, '/api/v1/rules', 200))
    const changes = allRules().flatMap((r) => r.values.map((v) => v.from)).filter((d) => d > SERVED_FROM)
    for (const date of new Set([SERVED_FROM, ...changes, todayInIndia(), '2099-01-01'])) {
      const { status, body } = await get(`/api/v1/rules?date=${date}`)
      expect(status, date).toBe(200)
      expect(body.result.rules, date).toHaveLength(allRules().length)
      expect(validate(body), `${date}: ${JSON.stringify(validate.errors)}`).toBe(true)
    }
  })

  it('refuses a date that is no calendar date, one before the first date served, and a repeated one, naming what is accepted', async () => {
    for (const [query, code] of [
      ['date=2025-02-29', 'invalid_date'],
      ['date=23-11-2026', 'invalid_date'],
      ['date=2024-03-31', 'out_of_range'],
      ['date=2025-01-01&date=2025-01-02', 'repeated'],
    ] as const) {
      const { status, body } = await get(`/api/v1/rules?${query}`)
      expect(status, query).toBe(400)
      expect(body.errors, query).toEqual([expect.objectContaining({ parameter: 'date', code })])
    }
    const { body } = await get('/api/v1/rules?date=2024-03-31')
    expect(body.errors[0].message).toBe('date must be a date written YYYY-MM-DD, 2024-04-01 or later (got "2024-03-31")')
    const leap = await get('/api/v1/rules?date=2025-02-29')
    expect(leap.body.errors[0].message).toBe('date: February 2025 has 28 days (got "2025-02-29"); date must be a date written YYYY-MM-DD, 2024-04-01 or later')
    const dayFirst = await get('/api/v1/rules?date=23-11-2026')
    expect(dayFirst.body.errors[0].message).toBe('date: a date is written year first: write 2026-11-23 for 23 November 2026 (got "23-11-2026"); date must be a date written YYYY-MM-DD, 2024-04-01 or later')
  })

  it('refuses a name that probably misspells date, and names any other name it ignored', async () => {
    const misspelt = await get('/api/v1/rules?Date=2025-04-01&dat=2025-04-01')
    expect(misspelt.status).toBe(400)
    expect(misspelt.body.errors.map((e: { parameter: string; code: string; message: string }) => [e.parameter, e.code, e.message])).toEqual([
      ['Date', 'unknown_parameter', 'Date is not a parameter of /rules: did you mean date?'],
      ['dat', 'unknown_parameter', 'dat is not a parameter of /rules: did you mean date?'],
    ])
    const plain = await get('/api/v1/rules?date=2025-04-01')
    const ignored = await get('/api/v1/rules?date=2025-04-01&utm_source=x')
    expect(ignored.body).toEqual(plain.body)
    expect(ignored.headers['fincalc-ignored-parameters']).toBe('utm_source')
    expect(plain.headers['fincalc-ignored-parameters']).toBeUndefined()
  })

  it('answers other methods as every path does', async () => {
    expect((await sharedEngine().handle({ method: 'POST', url: '/api/v1/rules' })).status).toBe(405)
    expect((await sharedEngine().handle({ method: 'OPTIONS', url: '/api/v1/rules' })).status).toBe(204)
  })
})

describe('an answer whose date defaulted to today', () => {
  it('is today in India, fresh until midnight there, and computed afresh once the day has changed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    // 18:00 UTC on 23 Nov 2026 is 23:30 in India: half an hour of the day is left
    vi.setSystemTime(Date.UTC(2026, 10, 23, 18, 0, 0))
    const engine = createCalculatorEngine(REGISTRY_TEXT)
    for (const url of ['/api/v1/rules', '/api/v1/nsc?principal=10000']) {
      for (let i = 0; i < 3; i++) {
        // the first request computes, the second is kept, the third is answered from the cache
        const { headers, body } = await get(url, engine)
        expect(body.input.date, url).toBe('2026-11-23')
        expect(headers['cache-control'], url).toBe('public, max-age=1800')
      }
    }
    vi.setSystemTime(Date.UTC(2026, 10, 23, 18, 30, 0))
    for (const url of ['/api/v1/rules', '/api/v1/nsc?principal=10000']) {
      const { headers, body } = await get(url, engine)
      expect(body.input.date, url).toBe('2026-11-24')
      expect(headers['cache-control'], url).toBe('public, max-age=86400')
    }
    // a date given is the same answer whatever the day: cacheable for a day
    expect((await get('/api/v1/nsc?principal=10000&date=2026-11-23', engine)).headers['cache-control']).toBe('public, max-age=86400')
  })
})

describe('an answer begun just before midnight in India', () => {
  it('and dated the next day is not kept past that midnight', async () => {
    const engine = createCalculatorEngine(REGISTRY_TEXT)
    // 18:29:59.999 UTC on 23 Nov 2026 is a millisecond before midnight in India; the clock
    // reaches 24 Nov there while the request is answered
    const before = Date.UTC(2026, 10, 23, 18, 29, 59, 999)
    const after = before + 2
    for (const url of ['/api/v1/nsc?principal=10000', '/api/v1/rules']) {
      vi.spyOn(Date, 'now').mockReturnValueOnce(before).mockReturnValue(after)
      const { headers, body } = await get(url, engine)
      expect(body.input.date, url).toBe('2026-11-24')
      expect(headers['cache-control'], url).toBe('public, max-age=0')
    }
  })
})

describe("the library's rulesInForce", () => {
  it('answers what GET /api/v1/rules answers, on any date and today', async () => {
    for (const date of [SERVED_FROM, '2024-07-22', '2024-07-23', '2026-11-23', '2099-01-01']) expect(rulesInForce(date)).toEqual((await get(`/api/v1/rules?date=${date}`)).body)
    expect(rulesInForce().input.date).toBe(todayInIndia())
    // null is absent, as it is in a calculator's input
    expect(rulesInForce(null).input.date).toBe(todayInIndia())
  })

  it('refuses a Date, an instant whose calendar date depends on a time zone, showing it as its ISO text', () => {
    expect(() => rulesInForce(new Date(Date.UTC(2025, 3, 1)) as unknown as string)).toThrow(
      'rules: date must be a date written YYYY-MM-DD, 2024-04-01 or later (got "2025-04-01T00:00:00.000Z")',
    )
  })

  it('applies the rates of the day: section 111A at 15% up to 22 July 2024 and 20% from 23 July (Finance (No. 2) Act 2024, s. 31)', () => {
    const rate = (date: string) => rulesInForce(date).result.rules.find((r) => r.id === 'capital-gains.equity.short-term-rate')!.value
    expect(rate('2024-07-22')).toBe(15)
    expect(rate('2024-07-23')).toBe(20)
  })

  it('throws the errors of the 400 for a date not served', async () => {
    for (const date of ['2024-03-31', '2024-02-30', 'today']) {
      let thrown: unknown
      try {
        rulesInForce(date)
      } catch (error) {
        thrown = error
      }
      expect(thrown, date).toBeInstanceOf(FincalcInputError)
      expect((thrown as FincalcInputError).toJSON(), date).toEqual((await get(`/api/v1/rules?date=${date}`)).body)
    }
  })
})

