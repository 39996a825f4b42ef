/**
 * Which arithmetic the engine answers in: binary where it can certify (an exact tie among them,
 * when its digits are known), double-double where binary cannot, decimal-digits for
 * figures beyond what an interval can write, decimal for an exact tie on a fractional power,
 * decimal for everything when told so (FINCALC_ARITHMETIC).
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createCalculatorEngine } from '../../src/calculator-engine.ts'
import type { ArithmeticMode } from '../../src/runtime/evaluate.ts'
import { TierSkips } from '../../src/runtime/tier-skips.ts'
import { REGISTRY_TEXT, ROOT } from '../support/project.ts'

async function answeredIn(target: string, arithmetic?: ArithmeticMode): Promise<{ by: string[]; body: string | null }> {
  const by: string[] = []
  const engine = createCalculatorEngine(REGISTRY_TEXT, { cacheSize: 0, ...(arithmetic ? { arithmetic } : {}), onAnswered: (_id, a) => by.push(a) })
  const response = await engine.handle({ method: 'GET', url: target })
  return { by, body: response.body }
}

/** The result `tier` answers `target` with, having checked that it is that tier's and that decimal alone writes the same bytes. */
async function resultBy(tier: string, target: string): Promise<Record<string, unknown>> {
  const answer = await answeredIn(target)
  expect(answer.by).toEqual([tier])
  expect(answer.body).toBe((await answeredIn(target, 'decimal')).body)
  return JSON.parse(answer.body!).result
}

describe('the arithmetic that answers', () => {
  it('binary for a SIP it can certify, decimal when told', async () => {
    const target = '/api/v1/sip?investment=10000&interest=12&years=10'
    const certified = await answeredIn(target)
    const reference = await answeredIn(target, 'decimal')
    expect(certified.by).toEqual(['binary'])
    expect(reference.by).toEqual(['decimal'])
    expect(certified.body).toBe(reference.body)
    // LibreOffice FV(0.01;120;-10000;0;1) = 2323390.7635…
    expect(JSON.parse(certified.body!).result.futureValue).toBe(2323390.76)
  })

  it('double-double for a SIP over 100 years, whose (1 + r)^1200 float64 cannot carry to the paisa', async () => {
    const result = await resultBy('double-double', '/api/v1/sip?investment=10000&interest=12&years=100')
    // 10000 × ((1.01^1200 − 1) / 0.01) × 1.01 = 154869922373.58215… in exact rational arithmetic (Python's fractions)
    expect(result.futureValue).toBe(154869922373.58)
  })

  it('after binary fails on a calculator, its next calculation starts in double-double, with the same answer; other calculators are not affected', async () => {
    const by: string[] = []
    const engine = createCalculatorEngine(REGISTRY_TEXT, { cacheSize: 0, onAnswered: (id, a) => by.push(`${id} ${a}`) })
    const get = async (target: string) => (await engine.handle({ method: 'GET', url: target })).body
    const sip = (years: number) => `/api/v1/sip?investment=10000&interest=12&years=${years}`
    await get(sip(100))
    await get('/api/v1/emi?principal=8000000&interest=8.5&years=20')
    const skipped = await get(sip(10))
    await get(sip(10))
    expect(by).toEqual(['sip double-double', 'emi binary', 'sip double-double', 'sip binary'])
    expect(skipped).toBe((await answeredIn(sip(10), 'decimal')).body)
  })

  it('binary is skipped once after a failure, twice as often after each failure in a row, at most 64 times, until it certifies one; double-double likewise from its second failure in a row', () => {
    const tier = new TierSkips()
    // the tiers the next calculations start in, until one starts in binary again
    const run = () => {
      const starts: number[] = []
      for (let t = tier.next(); t !== 0; t = tier.next()) starts.push(t)
      return starts
    }
    expect(run()).toEqual([])
    const lengths = []
    for (let i = 0; i < 9; i++) {
      tier.answered(0, 1) // binary failed, double-double answered
      lengths.push(run().length)
    }
    expect(lengths).toEqual([1, 2, 4, 8, 16, 32, 64, 64, 64])
    tier.answered(0, 0) // binary certified
    expect(run()).toEqual([])
    tier.answered(0, 2) // binary and double-double failed: decimal answered
    expect(run()).toEqual([1]) // one failure of double-double is not yet a reason to skip it
    tier.answered(1, 2) // double-double failed again
    expect(run()).toEqual([2])
    tier.answered(1, 2)
    expect(run()).toEqual([2, 2])
    tier.answered(1, 1) // double-double certified: the next failure is a first again
    tier.answered(1, 2)
    expect(run()).toEqual([])
    tier.answered(2, 2) // a calculation that started in decimal teaches nothing
    expect(run()).toEqual([])
  })

  it('binary for an exact tie it reads from the digits: ₹200 to ₹200.01 in a year is 0.005 %, which rounds half up to 0.01 %', async () => {
    // (200.01 / 200 − 1) × 100 = 0.005 exactly in decimal; 200.01 / 200 is not exact in binary,
    // so its interval holds the half-way point of the rounding to two places. A quotient by
    // 200 = 2^3 × 5^2 of an exact decimal is one too (1.00005), so binary knows the digits of
    // 0.005 and rounds them as decimal does.
    expect(await resultBy('binary', '/api/v1/cagr?initial=200&final=200.01&years=1')).toEqual({ cagr: 0.01, absoluteReturn: 0.01, absoluteGain: 0.01 })
  })

  it('binary for ₹174.06 over 12 months at 0 %: ₹14.505 a month, a tie it reads from the digits (3 divides 17406), rounds half up to ₹14.51', async () => {
    expect((await resultBy('binary', '/api/v1/emi?principal=174.06&interest=0&years=1')).emi).toBe(14.51)
  })

  it('double-double for a tie whose digits binary cannot hold: ₹1,00,00,000 at 5 % a year for 5 years is ₹1,27,62,815.625, to the paisa ₹1,27,62,815.63', async () => {
    // 1.05^5 = 1.2762815625 (10 places), times 10^7: 127,628,156,250,000,000 at 10 places, past
    // the 2^52 binary's digits stop at; double-double holds them.
    const result = await resultBy('double-double', '/api/v1/compounding?principal=10000000&rate=5&years=5&frequency=yearly')
    expect(result.finalValue).toBe(12762815.63)
  })

  it('decimal-digits for figures beyond ₹10^25: ₹10,000 a month rising 10 % a month for 50 years', async () => {
    // The last instalment is 10,000 × 1.1^599 ≈ ₹6.2 × 10^28 (599 × log10 1.1 = 24.794):
    // decimal.js's 28 digits end above the rupee, and which digits it writes only its rounding at
    // every step decides, so no interval around the exact value can give them.
    const { finalMonthlyInvestment } = await resultBy('decimal-digits', '/api/v1/step-up-sip?initialInvestment=10000&stepUpValue=10&interest=12&years=50&stepUpFrequency=monthly')
    expect(finalMonthlyInvestment).toBeGreaterThan(6.22e28)
    expect(finalMonthlyInvestment).toBeLessThan(6.23e28)
  })

  it('decimal for an exact tie no certified arithmetic can read: ₹1,000 crore to ₹1,210.11 crore in 2 years is a CAGR of 10.005 %, which rounds half up to 10.01 %', async () => {
    // 1.2101100025^(1/2) = 1.10005 exactly, and decimal.js's power finds it; a fractional
    // power is never followed as an exact decimal, and no double-double holds 10.005.
    const target = '/api/v1/cagr?initial=10000000000&final=12101100025&years=2'
    const tie = await answeredIn(target)
    expect(tie.by).toEqual(['decimal'])
    expect(JSON.parse(tie.body!).result.cagr).toBe(10.01)
  })

  it('FINCALC_ARITHMETIC names an arithmetic the server knows, or the server does not start', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'dist/cli/fincalc.js'), 'serve', '--port', '0'], { encoding: 'utf8', env: { ...process.env, FINCALC_ARITHMETIC: 'float' }, timeout: 30_000 })
    expect(r.status).toBe(1)
    expect(r.stderr).toBe('fincalc cannot start: FINCALC_ARITHMETIC must be certified or decimal (got float)\n')
  })
})
