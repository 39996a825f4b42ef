/**
 * Properties of the income-tax engine through /income-tax, for every regime-year: total tax
 * never decreases as income rises, and never exceeds the income. Random incomes at every
 * scale, random small steps (which find a downward jump that a wide step would hide), and
 * sweeps through the rebate limit and each surcharge threshold, where marginal relief works
 * and must hold tax to what it was at the threshold plus the income above it.
 */
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { findFormula } from '../src/formulas/index.ts'
import { loadRegistry } from '../src/registry/load.ts'
import { INCOME_TAX_REGIMES } from '../src/rules/income-tax/index.ts'
import { REGISTRY_TEXT, sharedEngine } from './support/project.ts'

const engine = sharedEngine()
const REGIMES = [...INCOME_TAX_REGIMES.keys()]

async function totalTax(regime: string, grossIncome: string, applyStandardDeduction: boolean, age: number): Promise<number> {
  const response = await engine.handle({
    method: 'GET',
    url: `/api/v1/income-tax?grossIncome=${grossIncome}&regime=${regime}&applyStandardDeduction=${applyStandardDeduction}&age=${age}`,
  })
  expect(response.status, response.body ?? '').toBe(200)
  return JSON.parse(response.body!).result.totalTax
}

/** Rupees and paise as the query text of a number. */
function text(paise: bigint): string {
  const rupees = paise / 100n
  const rest = paise % 100n
  return rest === 0n ? `${rupees}` : `${rupees}.${rest.toString().padStart(2, '0')}`
}

const MAX_PAISE = 100_000_000_000n * 100n
const income = fc.oneof(
  fc.bigInt({ min: 0n, max: 3_000_000n * 100n }),
  fc.bigInt({ min: 0n, max: 60_000_000n * 100n }),
  fc.bigInt({ min: 0n, max: 600_000_000n * 100n }),
  fc.bigInt({ min: 0n, max: MAX_PAISE }),
)
const step = fc.oneof(fc.bigInt({ min: 0n, max: 2_000n }), fc.bigInt({ min: 0n, max: 5_000_000n }), fc.bigInt({ min: 0n, max: 10_000_000_000n }))
const regime = fc.constantFrom(...REGIMES)
const age = fc.constantFrom(30, 59, 60, 79, 80, 95)

describe('income tax: monotone and bounded, every regime', () => {
  test.prop([regime, income, step, fc.boolean(), age], { numRuns: 300 })('tax never decreases as income rises and never exceeds income', async (r, low, up, sd, a) => {
    const high = low + up > MAX_PAISE ? MAX_PAISE : low + up
    const lowTax = await totalTax(r, text(low), sd, a)
    const highTax = await totalTax(r, text(high), sd, a)
    expect(lowTax).toBeLessThanOrEqual(highTax)
    expect(highTax).toBeLessThanOrEqual(Number(high) / 100)
    expect(lowTax).toBeGreaterThanOrEqual(0)
  })

  for (const r of REGIMES) {
    const rules = INCOME_TAX_REGIMES.get(r)!
    const thresholds = [rules.rebate.incomeLimit, ...rules.surcharge.bands.map((b) => b.above)]
    for (const sd of [true, false]) {
      it(`${r}${sd ? '' : ' without standard deduction'}: sweeps through the rebate limit and each surcharge threshold`, async () => {
        const deduction = sd ? rules.standardDeduction.amount : 0
        for (const threshold of thresholds) {
          // Marginal relief: above a threshold T, tax never exceeds the tax at T plus the
          // income above T (plus 4% cess on it, and up to ₹11 of section 288A and 288B
          // rounding). At the rebate limit only where the regime gives relief (not the old).
          const atThreshold = await totalTax(r, `${threshold + deduction}`, sd, 30)
          const relief = threshold !== rules.rebate.incomeLimit || rules.rebate.marginalRelief
          let previous = -1
          const start = threshold + deduction - 200
          for (let k = 0, gross = start; gross <= (threshold + deduction) * 1.07; k++, gross = start + (k < 150 ? k * 9.9 : 1485 + (k - 150) * (threshold * 0.0005))) {
            const tax = await totalTax(r, gross.toFixed(2), sd, 30)
            const at = `${r} at ${gross.toFixed(2)}`
            expect(tax, at).toBeGreaterThanOrEqual(previous)
            expect(tax, at).toBeLessThanOrEqual(gross)
            if (relief && gross > threshold + deduction) expect(tax, at).toBeLessThanOrEqual(atThreshold + (gross - threshold - deduction) * 1.04 + 11)
            previous = tax
          }
        }
      })
    }
  }
})

describe('regime tables and the registry', () => {
  it('every regime value of /income-tax has a table, and every table is offered', () => {
    const registry = loadRegistry(REGISTRY_TEXT, findFormula)
    const parameter = registry.calculators.find((c) => c.id === 'income-tax')!.variants[0]!.parameters.find((p) => p.name === 'regime')!
    expect(parameter.type).toBe('enum')
    expect([...(parameter as { values: readonly string[] }).values].sort()).toEqual([...REGIMES].sort())
  })

  it('every table row names its source, and slabs rise in order', () => {
    for (const rules of INCOME_TAX_REGIMES.values()) {
      for (const part of [rules.standardDeduction, rules.rebate, rules.surcharge, ...rules.slabsByAge]) expect(part.source, rules.id).toMatch(/https?:\/\//)
      expect(rules.slabsByAge[0]!.fromAge).toBe(0)
      for (const schedule of rules.slabsByAge) {
        const tops = schedule.slabs.map((s) => s.upTo)
        expect(tops.at(-1), `${rules.id} ${schedule.label}`).toBeNull()
        const finite = tops.slice(0, -1) as number[]
        expect(finite, `${rules.id} ${schedule.label}`).toEqual([...finite].sort((a, b) => a - b))
      }
    }
  })
})

describe('freelance-salary: the equivalent CTC', () => {
  async function get(url: string): Promise<any> {
    const response = await engine.handle({ method: 'GET', url })
    expect(response.status, response.body ?? '').toBe(200)
    return JSON.parse(response.body!).result
  }

  // Section 288A moves taxable income by up to ₹5 and 288B the tax by up to ₹5; at a marginal
  // rate of at most 104% (marginal relief plus cess) the two in-hands differ by at most ₹11.
  const ROUNDING = 11
  test.prop([fc.integer({ min: 1, max: 200_000_000 }), fc.integer({ min: 0, max: 99 })], { numRuns: 60 })(
    'leaves the freelance in-hand, and no smaller CTC on a grid does',
    async (billing, expensePercent) => {
      const expenses = Math.floor((billing * expensePercent) / 100)
      const r = await get(`/api/v1/freelance-salary?annualBilling=${billing}&businessExpenses=${expenses}`)
      const target = r.freelance.annualInHand
      if (target <= 0) {
        // Expenses and the tax on the presumed profit leave nothing: no salary matches.
        expect(r.equivalentCtc).toBe(0)
        return
      }
      expect(Math.abs(r.inHandDifference)).toBeLessThanOrEqual(ROUNDING)
      expect(r.corporate.annualInHand).toBeCloseTo(target + r.inHandDifference, 2)
      for (let k = 1; k < 20; k++) {
        const ctc = ((r.equivalentCtc * k) / 20).toFixed(2)
        const below = await get(`/api/v1/ctc?ctc=${ctc}`)
        expect(below.annualInHand, `CTC ${ctc}`).toBeLessThan(target + ROUNDING)
      }
    },
  )
})
