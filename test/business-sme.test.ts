/**
 * Business & SME: GST heads add up, inclusive undoes exclusive, ITC nets to output less credit,
 * burn-rate runways are finite or null and the trajectory is bounded, break-even covers the
 * fixed costs; the accepted GST rates are those of the rule table.
 */
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { decimal } from '../src/arithmetic/decimal.ts'
import { findFormula } from '../src/formulas/index.ts'
import { formatINR } from '../src/library/format-inr.ts'
import { rupeesText } from '../src/math/numbers.ts'
import { loadRegistry } from '../src/registry/load.ts'
import type { NumberParameter } from '../src/registry/types.ts'
import { GST_RATES_PERCENT, GST_RATES_WITH_EXEMPT_PERCENT } from '../src/rules/gst-rates.ts'
import { REGISTRY_TEXT, sharedEngine } from './support/project.ts'

const engine = sharedEngine()
const registry = loadRegistry(REGISTRY_TEXT, findFormula)

async function result(path: string): Promise<Record<string, any>> {
  const response = await engine.handle({ method: 'GET', url: path })
  expect(response.status, response.body ?? '').toBe(200)
  return JSON.parse(response.body!).result
}

const paise = (rupees: number) => Math.round(rupees * 100)
const money = fc.integer({ min: 0, max: 10_000_000_00 }).map((p) => (p / 100).toFixed(2))

function values(calculator: string, name: string): readonly number[] | undefined {
  const p = registry.calculators.find((c) => c.id === calculator)!.variants[0]!.parameters.find((q) => q.name === name) as NumberParameter
  return p.values
}

describe('GST rates', () => {
  it('are those of src/rules/gst-rates.yaml, with 0 only for ITC', () => {
    expect(values('gst', 'rate')).toEqual([...GST_RATES_PERCENT])
    expect(values('gst-itc', 'salesRate')).toEqual([...GST_RATES_WITH_EXEMPT_PERCENT])
    expect(values('gst-itc', 'purchasesRate')).toEqual([...GST_RATES_WITH_EXEMPT_PERCENT])
    expect(GST_RATES_PERCENT).toEqual(expect.arrayContaining([5, 18, 40, 12, 28, 3, 1.5, 0.25]))
  })

  it('say beside the figures when a rate holds for a few goods only (12) or no longer (28), and nothing otherwise', async () => {
    const note = async (path: string) => JSON.parse((await engine.handle({ method: 'GET', url: path })).body!).result.note
    expect(await note('/api/v1/gst?amount=1000&rate=28')).toMatch(/31 Jan 2026.*40%.*Notification 19\/2025/)
    expect(await note('/api/v1/gst?amount=1000&rate=12')).toMatch(/Notification 14\/2025/)
    for (const rate of [0.25, 1.5, 3, 5, 18, 40]) expect(await note(`/api/v1/gst?amount=1000&rate=${rate}`), `${rate}%`).toBeNull()
    const both = await note('/api/v1/gst-itc?sales=1000&salesRate=12&purchases=1000&purchasesRate=28')
    expect(both).toMatch(/14\/2025.*19\/2025/)
    expect(await note('/api/v1/gst-itc?sales=1000&salesRate=18&purchases=1000&purchasesRate=0')).toBeNull()
  })
})

describe('GST', () => {
  test.prop([money, fc.constantFrom(...GST_RATES_PERCENT), fc.boolean(), fc.boolean()], { numRuns: 300 })(
    'heads are equal and add up; base + GST = total; GST is within a paisa of amount × rate',
    async (amount, rate, inclusive, interstate) => {
      const r = await result(`/api/v1/gst?amount=${amount}&rate=${rate}&inclusive=${inclusive}&interstate=${interstate}`)
      expect(paise(r.cgst)).toBe(paise(r.sgst))
      expect(paise(r.cgst) + paise(r.sgst) + paise(r.igst)).toBe(paise(r.gstAmount))
      expect(paise(r.baseAmount) + paise(r.gstAmount)).toBe(paise(r.totalAmount))
      if (interstate) expect(r.cgst).toBe(0)
      else expect(r.igst).toBe(0)
      const a = Number(amount)
      const exact = inclusive ? a - a / (1 + rate / 100) : (a * rate) / 100
      expect(Math.abs(r.gstAmount - exact)).toBeLessThanOrEqual(0.01 + 1e-6)
      if (inclusive) expect(r.totalAmount).toBe(a)
      else expect(r.baseAmount).toBe(a)
    },
  )

  test.prop([money, fc.constantFrom(...GST_RATES_PERCENT), fc.boolean()], { numRuns: 200 })('inclusive on the exclusive total gives back the amount to two paise', async (amount, rate, interstate) => {
    const ex = await result(`/api/v1/gst?amount=${amount}&rate=${rate}&interstate=${interstate}`)
    const inc = await result(`/api/v1/gst?amount=${ex.totalAmount.toFixed(2)}&rate=${rate}&inclusive=true&interstate=${interstate}`)
    expect(Math.abs(paise(inc.baseAmount) - paise(Number(amount)))).toBeLessThanOrEqual(2)
  })

  test.prop([money, fc.constantFrom(...GST_RATES_WITH_EXEMPT_PERCENT), money, fc.constantFrom(...GST_RATES_WITH_EXEMPT_PERCENT), fc.boolean()], { numRuns: 200 })(
    'ITC: payable − carried forward = output − credit, and only one of them is non-zero',
    async (sales, salesRate, purchases, purchasesRate, interstate) => {
      const r = await result(`/api/v1/gst-itc?sales=${sales}&salesRate=${salesRate}&purchases=${purchases}&purchasesRate=${purchasesRate}&interstate=${interstate}`)
      expect(paise(r.netPayable) - paise(r.creditCarriedForward)).toBe(paise(r.outputTax) - paise(r.inputTaxCredit))
      expect(r.netPayable === 0 || r.creditCarriedForward === 0).toBe(true)
      expect(paise(r.payable.total) + paise(r.carriedForward.total)).toBe(Math.abs(paise(r.outputTax) - paise(r.inputTaxCredit)))
    },
  )

  test.prop([money, money, fc.constantFrom(...GST_RATES_WITH_EXEMPT_PERCENT), fc.boolean()], { numRuns: 100 })(
    'ITC: exempt or nil-rated sales give no credit and carry nothing forward (CGST Act s. 17(2)), where zero-rated ones keep it',
    async (sales, purchases, purchasesRate, interstate) => {
      const query = `sales=${sales}&salesRate=0&purchases=${purchases}&purchasesRate=${purchasesRate}&interstate=${interstate}`
      const exempt = await result(`/api/v1/gst-itc?${query}&exemptSales=true`)
      expect([exempt.inputTaxCredit, exempt.creditCarriedForward, exempt.netPayable, exempt.status]).toEqual([0, 0, 0, 'nil'])
      expect(exempt.note).toMatch(/17\(2\)/)
      const zeroRated = await result(`/api/v1/gst-itc?${query}`)
      expect(zeroRated.creditCarriedForward).toBe(zeroRated.inputTaxCredit)
      expect(zeroRated.note).toMatch(/zero-rated/)
    },
  )
})

describe('startup burn rate', () => {
  it("writes the surplus in its note in rupees as India groups them, as formatINR does", () => {
    for (const [amount, written] of [['176543.2', '₹1,76,543.20'], ['100000', '₹1,00,000'], ['999.005', '₹999.01'], ['0.5', '₹0.50'], ['-12345678.9', '-₹1,23,45,678.90'], ['123456789012345678901234', '₹1,23,45,67,89,01,23,45,67,89,01,234']] as const) {
      expect(rupeesText(decimal, decimal.fromText(amount)), amount).toBe(written)
    }
    for (const amount of ['176543.2', '100000', '999.005', '-12345678.9']) expect(rupeesText(decimal, decimal.fromText(amount))).toBe(formatINR(amount))
  })

  const rupees = fc.integer({ min: 0, max: 100_000_000 })
  test.prop([rupees, rupees, rupees, fc.integer({ min: 1, max: 120 })], { numRuns: 300 })(
    'runway is finite or null, the trajectory is bounded by the horizon and the run-out month',
    async (cash, revenue, expenses, horizon) => {
      const r = await result(`/api/v1/startup-burn-rate?cash=${cash}&revenue=${revenue}&expenses=${expenses}&horizon=${horizon}`)
      const burn = expenses - revenue
      expect(r.trajectory.length).toBeLessThanOrEqual(horizon)
      if (burn <= 0) {
        expect(r.cashPositive).toBe(true)
        expect(r.runwayMonths).toBeNull()
        expect(r.runOutMonth).toBeNull()
        expect(r.trajectory).toHaveLength(horizon)
      } else {
        expect(r.cashPositive).toBe(false)
        expect(Number.isFinite(r.runwayMonths)).toBe(true)
        expect(r.runOutMonth).toBe(Math.ceil(cash / burn))
        expect(r.trajectory).toHaveLength(Math.min(horizon, Math.ceil(cash / burn)))
        for (const row of r.trajectory) expect(row.cash).toBe(Math.max(0, cash - burn * row.month))
      }
    },
  )
})

describe('break-even', () => {
  const rupees = fc.integer({ min: 0, max: 10_000_000 })
  test.prop([rupees, fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 100_000 })], { numRuns: 200 })(
    'whole units cover the fixed costs and one unit fewer does not',
    async (fixedCosts, price, variable) => {
      fc.pre(variable < price)
      const r = await result(`/api/v1/break-even?fixedCosts=${fixedCosts}&unitPrice=${price}&unitVariableCost=${variable}`)
      const margin = price - variable
      expect(r.breakEvenUnitsWhole * margin).toBeGreaterThanOrEqual(fixedCosts)
      if (r.breakEvenUnitsWhole > 0) expect((r.breakEvenUnitsWhole - 1) * margin).toBeLessThan(fixedCosts)
      expect(r.breakEvenUnitsWhole).toBe(Math.ceil(fixedCosts / margin))
    },
  )
})
