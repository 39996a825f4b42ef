/**
 * Properties of the loan calculators and of the one amortisation engine behind them:
 * - every schedule's principal repayments (instalments and prepayments) sum to the principal;
 * - prepaying never raises the total interest;
 * - a 0% loan has no interest;
 * - the yearly runner (closed form between events) equals the month-by-month walk;
 * - eligibility never lends beyond the RBI loan-to-value cap or the income limit;
 * - the registry's defaults and bounds are the rules tables' values.
 */
import { decimal } from '../src/arithmetic/decimal.ts'
import { fc, test } from '@fast-check/vitest'
import * as F from '@formulajs/formulajs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { Dec } from '../src/arithmetic/decimal.ts'
import { amortise, amortiseByYear, byYear, type ScheduledExtra, type TermChange } from '../src/math/amortisation.ts'
import { levelPayment } from '../src/math/growth.ts'
import { monthlySavings } from '../src/math/savings.ts'
import { CAR_CHARGE_DEFAULTS, MOTOR_VEHICLE_TCS } from '../src/rules/car-on-road.ts'
import { FOIR_PERCENT, LTV_CAPS } from '../src/rules/home-loan.ts'
import { REGISTRY_TEXT, sharedEngine } from './support/project.ts'

const engine = sharedEngine()
/** Two figures each rounded half-up to the paisa differ from the exact difference by at most a paisa. */
const PAISA = 0.01 + 1e-9

async function result(path: string): Promise<Record<string, any>> {
  const response = await engine.handle({ method: 'GET', url: path })
  expect(response.status, `${path}: ${response.body}`).toBe(200)
  return JSON.parse(response.body!).result
}

const principal = fc.integer({ min: 1_000, max: 50_000_000 })
const annualRate = fc.integer({ min: 0, max: 2400 }).map((bp) => bp / 100)
const wholeYears = fc.integer({ min: 1, max: 30 })
const mode = fc.constantFrom('one-time', 'monthly', 'quarterly', 'yearly')

describe('principal repayments sum to the principal', () => {
  test.prop([principal, annualRate, wholeYears, fc.integer({ min: 0, max: 5_000_000 }), mode, fc.integer({ min: 1, max: 359 })], { numRuns: 150 })(
    'loan-prepayment: total paid minus interest is the principal, with and without prepayment',
    async (p, rate, years, amount, m, month) => {
      const first = Math.min(month, years * 12 - 1)
      const r = await result(`/api/v1/loan-prepayment?principal=${p}&rate=${rate}&years=${years}&prepayAmount=${amount}&mode=${m}&month=${first}`)
      expect(Math.abs(r.totalPaidWithout - r.interestWithout - p)).toBeLessThanOrEqual(PAISA)
      expect(Math.abs(r.totalPaidWith - r.interestWith - p)).toBeLessThanOrEqual(PAISA)
      expect(r.yearly[r.yearly.length - 1].balanceWithout).toBe(0)
    },
  )

  const extra = fc.record({ amount: fc.integer({ min: 0, max: 2_000_000 }), firstMonth: fc.integer({ min: 1, max: 360 }), everyMonths: fc.option(fc.constantFrom(1, 3, 6, 12), { nil: undefined }) })
  const change = fc.record({ month: fc.integer({ min: 2, max: 360 }), rate: fc.option(annualRate, { nil: undefined }), reamortise: fc.boolean() })

  test.prop([principal, annualRate, fc.integer({ min: 1, max: 360 }), fc.array(extra, { maxLength: 3 }), fc.array(change, { maxLength: 2 })], { numRuns: 200 })(
    'engine: instalments plus extras repay the principal in both runners, and the runners agree',
    (p, rate, months, extras, changes) => {
      const monthlyRate = new Dec(rate).div(1200)
      const plan = {
        principal: new Dec(p),
        monthlyRate,
        payment: levelPayment(decimal, new Dec(p), monthlyRate, months),
        months,
        extras: extras.map((e): ScheduledExtra<Dec> => ({ amount: new Dec(e.amount), firstMonth: e.firstMonth, ...(e.everyMonths ? { everyMonths: e.everyMonths } : {}) })),
        // A reamortised instalment still clears the loan by the last month; a bare rate change
        // keeps the instalment, so the loan may end with a balance, which the sum accounts for.
        changes: changes.map((c): TermChange<Dec> => ({ month: c.month, ...(c.rate === undefined ? {} : { monthlyRate: new Dec(c.rate).div(1200) }), ...(c.reamortise ? { payment: 'reamortise' as const } : {}) })),
      }
      const monthly = byYear(decimal, amortise(decimal, plan))
      const yearly = amortiseByYear(decimal, plan)
      expect(yearly.length).toBe(monthly.length)
      let repaid = new Dec(0)
      for (let i = 0; i < yearly.length; i++) {
        const a = monthly[i]!
        const b = yearly[i]!
        expect(b.months).toBe(a.months)
        for (const field of ['opening', 'principal', 'interest', 'extra', 'closing'] as const) expect(b[field].minus(a[field]).abs().toNumber()).toBeLessThan(1e-6)
        repaid = repaid.plus(b.principal).plus(b.extra)
      }
      const closing = yearly[yearly.length - 1]!.closing
      expect(repaid.plus(closing).minus(p).abs().toNumber()).toBeLessThan(0.005)
      const applied = plan.changes.filter((c) => c.month <= months).sort((x, y) => x.month - y.month)
      if (!applied.some((c) => c.monthlyRate) || applied.at(-1)!.payment === 'reamortise') expect(closing.abs().toNumber()).toBeLessThan(0.005)
    },
  )
})

describe('prepaying never raises total interest', () => {
  test.prop([principal, annualRate, wholeYears, fc.integer({ min: 0, max: 5_000_000 }), mode, fc.integer({ min: 1, max: 359 })], { numRuns: 150 })(
    'loan-prepayment',
    async (p, rate, years, amount, m, month) => {
      const r = await result(`/api/v1/loan-prepayment?principal=${p}&rate=${rate}&years=${years}&prepayAmount=${amount}&mode=${m}&month=${Math.min(month, years * 12 - 1)}`)
      expect(r.interestWith).toBeLessThanOrEqual(r.interestWithout)
      expect(r.interestSaved).toBeGreaterThanOrEqual(0)
      expect(r.newMonths).toBeLessThanOrEqual(r.months)
    },
  )

  test.prop([principal, annualRate, wholeYears, fc.integer({ min: 1, max: 60_000_000 }), fc.integer({ min: 1, max: 359 })], { numRuns: 150 })(
    'loan-part-payment: both options save, shortening the tenure saves at least as much',
    async (p, rate, years, partPay, month) => {
      const r = await result(`/api/v1/loan-part-payment?balance=${p}&rate=${rate}&tenure=${years}&partPay=${partPay}&month=${Math.min(month, years * 12 - 1)}`)
      expect(r.reduceTenure.interestSaved).toBeGreaterThanOrEqual(0)
      expect(r.reduceEmi.interestSaved).toBeGreaterThanOrEqual(0)
      expect(r.extraSavingByReducingTenure).toBeGreaterThanOrEqual(0)
      expect(r.reduceEmi.emi).toBeLessThanOrEqual(r.emi)
    },
  )

  test.prop([principal, annualRate, wholeYears, fc.integer({ min: 0, max: 500_000 }), annualRate], { numRuns: 100 })(
    'home-loan-prepayment-vs-sip',
    async (p, rate, years, surplus, sipReturn) => {
      const r = await result(`/api/v1/home-loan-prepayment-vs-sip?principal=${p}&rate=${rate}&years=${years}&extraPayment=${surplus}&expectedReturn=${sipReturn}`)
      expect(r.interestWithPrepayment).toBeLessThanOrEqual(r.interestWithoutPrepayment)
      expect(r.monthsWithPrepayment).toBeLessThanOrEqual(r.months)
    },
  )
})

describe('a 0% loan has no interest', () => {
  test.prop([principal, wholeYears, fc.integer({ min: 0, max: 5_000_000 }), mode], { numRuns: 60 })('across the loan calculators', async (p, years, amount, m) => {
    const emi = await result(`/api/v1/emi?principal=${p}&interest=0&years=${years}&breakup=true`)
    expect(emi.totalInterest).toBe(0)
    for (const y of emi.yearlyBreakup) expect(y.interestPaid).toBe(0)
    const prepay = await result(`/api/v1/loan-prepayment?principal=${p}&rate=0&years=${years}&prepayAmount=${amount}&mode=${m}`)
    expect([prepay.interestWithout, prepay.interestWith, prepay.interestSaved]).toEqual([0, 0, 0])
    const part = await result(`/api/v1/loan-part-payment?balance=${p}&rate=0&tenure=${years}&partPay=${amount + 1}`)
    expect([part.interestWithout, part.reduceTenure.totalInterest, part.reduceEmi.totalInterest]).toEqual([0, 0, 0])
    const transfer = await result(`/api/v1/home-loan-balance-transfer?balance=${p}&oldRate=0&tenure=${years}&newRate=0`)
    expect([transfer.oldTotalInterest, transfer.newTotalInterest]).toEqual([0, 0])
    const offset = await result(`/api/v1/loan-offset?principal=${p}&loanRate=0&years=${years}&expectedReturn=12`)
    expect([offset.totalInterest, offset.monthlySip]).toEqual([0, 0])
    const vsSip = await result(`/api/v1/home-loan-prepayment-vs-sip?principal=${p}&rate=0&years=${years}&extraPayment=${amount}&expectedReturn=10`)
    expect([vsSip.interestWithoutPrepayment, vsSip.interestWithPrepayment]).toEqual([0, 0])
  })
})

describe('the savings pot behind the SIP-side figures', () => {
  test.prop([fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 100_000 }), annualRate, fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 30 })], { numRuns: 200 })(
    'advancing month blocks equals FV with payments at the start of each month',
    (start, contribution, rate, blocks) => {
      const pot = monthlySavings(decimal, new Dec(rate).div(1200))
      let value = new Dec(start)
      for (const months of blocks) value = pot.advance(value, new Dec(contribution), months)
      const n = blocks.reduce((a, b) => a + b, 0)
      const r = rate / 1200
      const expected = rate === 0 ? start + contribution * n : (F.FV(r, n, -contribution, -start, 1) as number)
      expect(Math.abs(value.toNumber() - expected)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(expected)))
    },
  )
})

describe('home-loan eligibility respects both limits', () => {
  const capFor = (loan: number) => LTV_CAPS.find((b) => b.loanUpTo === null || loan <= b.loanUpTo)!.maxLtvPercent / 100
  test.prop([fc.integer({ min: 10_000, max: 2_000_000 }), fc.integer({ min: 0, max: 500_000 }), fc.integer({ min: 40, max: 60 }), annualRate, wholeYears, fc.integer({ min: 0, max: 50_000_000 })], { numRuns: 200 })(
    'the loan is within the income limit and the RBI cap for its size',
    async (income, emis, foir, rate, years, own) => {
      const r = await result(`/api/v1/home-loan-eligibility?netIncome=${income}&existingEmis=${emis}&foir=${foir}&rate=${rate}&years=${years}&ownContribution=${own}`)
      expect(r.loanAmount).toBeLessThanOrEqual(r.eligibleLoan)
      expect(r.loanAmount).toBeLessThanOrEqual(r.ltvLoanLimit)
      expect(Math.abs(r.propertyAffordability - r.loanAmount - own)).toBeLessThanOrEqual(PAISA)
      if (r.loanAmount > 0) expect(r.loanAmount).toBeLessThanOrEqual(capFor(r.loanAmount) * r.propertyAffordability + PAISA)
      // The LTV limit is the largest such loan: a rupee more would break the cap.
      const next = r.ltvLoanLimit + 1
      if (r.limitingFactor === 'ltv') expect(next).toBeGreaterThan(capFor(next) * (next + own))
      expect(r.eligible).toBe(income * foir > emis * 100)
    },
  )
})

describe('the registry carries the rules tables', () => {
  const calculators = (parse(REGISTRY_TEXT) as { calculators: { id: string; parameters: Record<string, { default?: number; minimum?: number; maximum?: number }> }[] }).calculators
  const params = (id: string) => calculators.find((c) => c.id === id)!.parameters

  it('FOIR default and range, in both calculations of home-loan-eligibility', () => {
    const variants = (calculators.find((c) => c.id === 'home-loan-eligibility') as unknown as { variants: { parameters: Record<string, { default?: number; minimum?: number; maximum?: number }> }[] }).variants
    expect(variants.length).toBe(2)
    for (const { parameters } of variants) {
      const foir = parameters.foir!
      expect([foir.default, foir.minimum, foir.maximum]).toEqual([FOIR_PERCENT.default, FOIR_PERCENT.minimum, FOIR_PERCENT.maximum])
    }
  })

  it('car charge defaults', () => {
    const car = params('car-on-road-price')
    for (const [name, value] of Object.entries(CAR_CHARGE_DEFAULTS)) expect(car[name]?.default, name).toBe(value)
  })

  it('TCS applies above ₹10 lakh only', async () => {
    const at = await result(`/api/v1/car-on-road-price?exShowroomPrice=${MOTOR_VEHICLE_TCS.aboveSaleValue}`)
    const above = await result(`/api/v1/car-on-road-price?exShowroomPrice=${MOTOR_VEHICLE_TCS.aboveSaleValue + 1}`)
    expect(at.tcs).toBe(0)
    expect(above.tcs).toBe(((MOTOR_VEHICLE_TCS.aboveSaleValue + 1) * MOTOR_VEHICLE_TCS.ratePercent) / 100)
  })
})

describe('home-loan-eligibility without an own contribution: how much can I borrow', () => {
  const get = async (query: string) => {
    const response = await sharedEngine().handle({ method: 'GET', url: `/api/v1/home-loan-eligibility?${query}` })
    expect(response.status, response.body ?? '').toBe(200)
    return JSON.parse(response.body!) as { input: Record<string, unknown>; result: Record<string, number | string | boolean | null> }
  }
  const tierOf = (loan: number) => LTV_CAPS.find((b) => b.loanUpTo === null || loan <= b.loanUpTo)!.maxLtvPercent

  test.prop([fc.integer({ min: 10_000, max: 2_000_000 }), fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 1, max: 40 })], { numRuns: 200 })(
    'the property is the loan at the cap of its own tier, and giving that down payment as ownContribution lends the same loan',
    async (income, rateBp, years) => {
      const base = `netIncome=${income}&rate=${rateBp / 100}&years=${years}`
      const { input, result } = await get(base)
      expect(input.variant).toBe('income')
      expect(result.loanAmount).toBe(result.eligibleLoan)
      const loan = result.loanAmount as number
      const property = result.propertyAffordability as number
      const down = result.requiredOwnContribution as number
      expect(result.ltvCapPercent).toBe(tierOf(loan))
      expect(Math.abs(property - loan - down)).toBeLessThanOrEqual(0.011)
      expect(Math.abs(loan / property - tierOf(loan) / 100)).toBeLessThan(1e-6)
      // The contribution calculation, given that down payment and one paisa more (the figure is
      // rounded half up, so it may fall short of the exact one by up to half a paisa), lends the whole eligible loan.
      const withDown = await get(`${base}&ownContribution=${(down + 0.01).toFixed(2)}`)
      expect(withDown.input.variant).toBe('contribution')
      expect(withDown.result.loanAmount).toBe(loan)
      expect(withDown.result.limitingFactor).toBe('foir')
    },
  )
})
