/**
 * Rules past their horizon (`known-until`, src/rules/horizon.ts): a calculation dated after
 * the last date a rule's sources speak for answers with the rule's last value, carried forward,
 * and names the rule in the `Fincalc-Rules-Assumed` header; within every horizon it names none.
 */
import { describe, expect, it } from 'vitest'
import { createCalculatorEngine } from '../src/calculator-engine.ts'
import { NSC_RATE } from '../src/rules/nsc.ts'
import { beginCalculation, rulesCarriedForward } from '../src/rules/horizon.ts'
import { REGISTRY_TEXT, sharedEngine } from './support/project.ts'

const get = async (url: string, engine = sharedEngine()) => {
  const response = await engine.handle({ method: 'GET', url })
  return { status: response.status, headers: response.headers, body: response.body === null ? null : JSON.parse(response.body) }
}

describe('the dated accessor', () => {
  it('records a rule read past its horizon once, and none read within it', () => {
    beginCalculation()
    // nsc.rate is known until 31 Mar 2026, the end of Q4 FY 2025-26 (Office Memorandum No. 1/4/2019-NS of 31.12.2025)
    expect(NSC_RATE.on('2026-03-31').value).toBe(7.7)
    expect(rulesCarriedForward()).toBeUndefined()
    expect(NSC_RATE.on('2099-01-01')).toBe(NSC_RATE.values.at(-1))
    NSC_RATE.on('2030-06-15')
    expect(rulesCarriedForward()).toEqual(['nsc.rate'])
    beginCalculation()
    expect(rulesCarriedForward()).toBeUndefined()
  })
})

describe('a calculation dated past a rule’s horizon', () => {
  it('answers /nsc with the last rate known and names the rate in a header', async () => {
    const { status, headers, body } = await get('/api/v1/nsc?principal=10000&date=2099-01-01')
    expect(status).toBe(200)
    // 7.7%, the rate of Q4 FY 2025-26, the last quarter a memorandum is known for
    expect(body.input.rate).toBe(7.7)
    expect(body.result.notifiedRate.ratePercent).toBe(7.7)
    expect(body.result.notifiedRate.source).toMatch(/Office Memorandum No\. 1\/4\/2019-NS of 31\.12\.2025/)
    expect(body.result.notifiedRate.note).toBe('No memorandum is known for Q4 FY 2098-99 (January to March 2099): the last known covers Q4 FY 2025-26 (January to March 2026), and its rate is carried forward.')
    expect(headers['fincalc-rules-assumed']).toBe('nsc.rate')
    expect(headers['access-control-expose-headers']).toBe('ETag, Cache-Control, Fincalc-Rules-Assumed')
  })

  it('names every rule carried forward, beside the parameters ignored', async () => {
    // a section 111A gain on a date past tax year 2026-27, the last a Finance Act has set: 20%, the rate of transfers from 23 July 2024;
    // the year's return under the new regime: tax year 2026-27's slabs, standard deduction, rebate and surcharge bands
    const { body, headers } = await get('/api/v1/capital-gains?gain=100000&type=stcg&date=2027-04-01&utm_source=x')
    expect(body.result.ratePercent).toBe(20)
    expect(body.result.inYearReturn.regimeApplied).toBe('new-2026-27')
    expect(headers['fincalc-rules-assumed']).toBe('capital-gains.equity.short-term-rate, income-tax.new-regime.slabs, income-tax.new-regime.standard-deduction, income-tax.new-regime.rebate, income-tax.surcharge.bands')
    expect(headers['fincalc-ignored-parameters']).toBe('utm_source')
    expect(headers['access-control-expose-headers']).toBe('ETag, Cache-Control, Fincalc-Rules-Assumed, Fincalc-Ignored-Parameters')
    // the same answer from the response cache, header and all
    expect((await get('/api/v1/capital-gains?gain=100000&type=stcg&date=2027-04-01&utm_source=x')).headers).toEqual(headers)
  })

  it('names none within every horizon, nor on a 400, nor where the calculation reads no dated rule', async () => {
    for (const url of ['/api/v1/nsc?principal=10000&date=2026-03-31', '/api/v1/capital-gains?gain=100000&type=stcg&date=2027-03-31', '/api/v1/nsc?principal=1&date=2099-01-01', '/api/v1/sip?investment=1000&interest=12&years=10']) {
      const { headers } = await get(url)
      expect(headers['fincalc-rules-assumed'], url).toBeUndefined()
      expect(headers['access-control-expose-headers'], url).toBe('ETag, Cache-Control')
    }
  })

  it('does not carry one calculation’s rules into the next', async () => {
    const engine = createCalculatorEngine(REGISTRY_TEXT, { cacheSize: 0 })
    expect((await get('/api/v1/ssy?amount=150000&age=5&date=2099-01-01', engine)).headers['fincalc-rules-assumed']).toBe('sukanya-samriddhi.rate')
    expect((await get('/api/v1/ssy?amount=150000&age=5&date=2025-01-01', engine)).headers['fincalc-rules-assumed']).toBeUndefined()
  })
})
