/**
 * Independent oracle: EMI and SIP over random valid inputs agree with @formulajs/formulajs
 * PMT and FV to the paisa (the response is rounded half-up to 2 places; formulajs computes in
 * binary floating point, so a difference up to half a paisa plus float noise is agreement).
 */
import { fc, test } from '@fast-check/vitest'
import * as F from '@formulajs/formulajs'
import { describe, expect } from 'vitest'
import { sharedEngine } from './support/project.ts'

const engine = sharedEngine()
const PAISA = 0.005 + 1e-6

/**
 * How far formulajs's double-precision answer can stray from the exact one: rounding 1 + r to
 * a double puts a relative error of about ε / r on r, and raising it to the n-th power adds
 * about n × ε; ε = 2^-52. Beyond that slack the comparison is to half a paisa.
 */
function floatSlack(value: number, periodRate: number, periods: number): number {
  const epsilon = 2 ** -52
  return Math.abs(value) * epsilon * (periods + (periodRate > 0 ? 4 / periodRate : 0))
}

async function result(path: string): Promise<Record<string, number>> {
  const response = await engine.handle({ method: 'GET', url: path })
  expect(response.status, response.body ?? '').toBe(200)
  return JSON.parse(response.body!).result
}

const rupees = fc.integer({ min: 1, max: 10_000_000 })
const rate = fc.integer({ min: 0, max: 3000 }).map((bp) => bp / 100)

describe('oracle: formulajs', () => {
  test.prop([rupees.map((r) => r * 10), rate, fc.integer({ min: 1, max: 360 })], { numRuns: 300 })('EMI equals PMT', async (principal, annual, months) => {
    // years of a month count with no finite decimal written to six places (README: years=0.083333 is 1 month)
    const years = (months / 12).toFixed(6).replace(/\.?0+$/, '')
    const { emi, months: counted } = await result(`/api/v1/emi?principal=${principal}&interest=${annual}&years=${years}`)
    expect(counted).toBe(months)
    const expected = annual === 0 ? principal / months : F.PMT(annual / 1200, months, -principal)
    expect(Math.abs(emi! - (expected as number))).toBeLessThanOrEqual(PAISA + floatSlack(expected as number, annual / 1200, months))
  })

  const frequencies = { weekly: 52, monthly: 12, quarterly: 4, yearly: 1 } as const
  test.prop([fc.integer({ min: 1, max: 100_000 }), rate, fc.integer({ min: 1, max: 40 }), fc.constantFrom(...(Object.keys(frequencies) as (keyof typeof frequencies)[]))], { numRuns: 300 })(
    'SIP future value equals FV with payments at the start of each period',
    async (investment, annual, years, frequency) => {
      const m = frequencies[frequency]
      const { futureValue } = await result(`/api/v1/sip?investment=${investment}&interest=${annual}&years=${years}&frequency=${frequency}`)
      const expected = annual === 0 ? investment * m * years : (F.FV(annual / 100 / m, m * years, -investment, 0, 1) as number)
      expect(Math.abs(futureValue! - expected)).toBeLessThanOrEqual(PAISA + floatSlack(expected, annual / 100 / m, m * years))
    },
  )
})
