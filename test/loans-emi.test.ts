/**
 * Properties of the loan calculators and of the one amortisation engine behind them:
 * - every schedule's principal repayments (instalments and prepayments) sum to the principal;
 * - prepaying never raises the total interest;
 * - a 0% loan has no interest;
 * - a 0% loan is computed on exact decimals: a balance of exactly half a paisa, or exactly a
 *   whole number of EMIs, is decided as it truly is, from the digits of the exact decimal, in
 *   binary, not by decimal's last digit (hand calculations in each test);
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
import { amortise, amortiseByYear, byYear, type ScheduledExtra, type TermChange } from '../src/math/amortisation/index.ts'
import { levelPayment } from '../src/math/growth.ts'
import { monthlySavings } from '../src/math/savings.ts'
import { CAR_CHARGE_DEFAULTS, MOTOR_VEHICLE_TCS } from '../src/rules/car-on-road.ts'
import { FOIR_PERCENT, LTV_CAPS } from '../src/rules/home-loan.ts'
import { createCalculatorEngine } from '../src/calculator-engine.ts'
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

describe('a 0% loan is computed on exact decimals', () => {
  /** The result of `path` and the arithmetic that answered it, from an engine of its own (no cache, no earlier fallbacks). */
  async function answered(path: string): Promise<{ by: string; r: Record<string, any> }> {
    let by = ''
    const own = createCalculatorEngine(REGISTRY_TEXT, { cacheSize: 0, onAnswered: (_id, arithmetic) => (by = arithmetic) })
    const response = await own.handle({ method: 'GET', url: path })
    expect(response.status, `${path}: ${response.body}`).toBe(200)
    return { by, r: JSON.parse(response.body!).result }
  }

  it('a balance of exactly half a paisa rounds up, certified by binary from its digits', async () => {
    // ₹10,43,333.81 over 14 years (168 months) at 0%: EMI 10,43,333.81 / 168 = ₹6,210.3203…,
    // a year's principal 12 / 168 of it = 10,43,333.81 / 14 = ₹74,523.8435…; after 7 years
    // (84 EMIs) the balance is 10,43,333.81 × 84 / 168 = ₹5,21,666.905 exactly: ₹5,21,666.91.
    const { by, r } = await answered('/api/v1/emi?principal=1043333.81&interest=0&years=14&breakup=true')
    expect(r.emi).toBe(6210.32)
    expect(r.yearlyBreakup[6]).toEqual({ year: 7, openingBalance: 596190.75, principalPaid: 74523.84, interestPaid: 0, closingBalance: 521666.91 })
    expect(by).toBe('binary')
  })

  it('a part payment that leaves exactly a whole number of EMIs closes the loan with the last of them', async () => {
    // ₹1,20,000 over 7 years (84 months) at 0%, ₹60,000 paid after 25 EMIs of 1,20,000 / 84:
    // owed 1,20,000 × 59 / 84 = 70,80,000 / 84, less 60,000 = 20,40,000 / 84 = 17 EMIs exactly,
    // so the shorter tenure ends after 25 + 17 = 42 EMIs, 42 saved.
    const { by, r } = await answered('/api/v1/loan-part-payment?balance=120000&rate=0&tenure=7&partPay=60000&month=25')
    expect([r.reduceTenure.months, r.reduceTenure.monthsSaved, r.reduceTenure.interestSaved]).toEqual([42, 42, 0])
    expect(by).not.toBe('decimal')
  })

  it('the prepaid path invests exactly what the closing month leaves of the budget', async () => {
    // ₹10,00,000.37 over 10 years (120 months) at 0%, ₹20,000 a month prepaid, SIP at 0%:
    // EMI 10,00,000.37 / 120. The loan closes in month 36 (35 budgets of EMI + 20,000 leave
    // 10,00,000.37 × 85 / 120 − 7,00,000 = ₹8,333.5954…, less than a budget), and month 36
    // leaves 36 × 20,000 − 10,00,000.37 × 84 / 120 = 7,20,000 − 7,00,000.259 = ₹19,999.741.
    // By the end of year 5 months 37 to 60 add 24 budgets, 24 × 20,000 + 10,00,000.37 / 5 =
    // ₹6,80,000.074: ₹6,99,999.815 invested exactly, ₹6,99,999.82.
    const { by, r } = await answered('/api/v1/home-loan-prepayment-vs-sip?principal=1000000.37&rate=0&years=10&extraPayment=20000&expectedReturn=0')
    expect(r.monthsWithPrepayment).toBe(36)
    expect([r.yearly[4].investmentsPrepay, r.yearly[4].netWorthPrepay]).toEqual([699999.82, 699999.82])
    expect(by).toBe('binary')
  })

  it('rent against buy with a 0% loan: both sides level to the paisa', async () => {
    // A ₹10,00,000.60 home, 25% down (₹2,50,000.15), a 0% loan of ₹7,50,000.45 over 30 years,
    // no rent and no other rates: the renter invests the down payment and each EMI
    // (7,50,000.45 / 360), 2,50,000.15 + 7,50,000.45 × 12 / 360 = ₹2,75,000.165 after a year;
    // the buyer owes 7,50,000.45 × 348 / 360 = ₹7,25,000.435 and is worth 10,00,000.60 less
    // that, ₹2,75,000.165 too: both ₹2,75,000.17, neither ahead.
    const { by, r } = await answered('/api/v1/rent-vs-buy?propertyCost=1000000.60&monthlyRent=0&tenureYears=1&downPaymentPercent=25&loanRate=0&loanYears=30&appreciation=0&rentIncrease=0&investmentReturn=0&maintenancePercent=0&purchaseCostPercent=0')
    expect(r.yearly[0]).toMatchObject({ loanBalance: 725000.44, buyerNetWealth: 275000.17, renterNetWealth: 275000.17, buyingAhead: 0 })
    expect([r.better, r.breakEvenYear]).toEqual(['equal', 1])
    expect(by).toBe('binary')
  })

  const paise = fc.integer({ min: 100_000, max: 5_000_000_000 }).map((n) => new Dec(n).div(100))
  test.prop([paise, fc.integer({ min: 1, max: 480 })], { numRuns: 100 })('a level plan owes P × (n − k) / n after k months, to the last digit', (p, months) => {
    const zero = new Dec(0)
    const years = amortiseByYear(decimal, { principal: p, monthlyRate: zero, payment: levelPayment(decimal, p, zero, months), months })
    years.forEach((y, i) => {
      const k = Math.min(12 * (i + 1), months)
      expect(y.closing.toString()).toBe(p.times(months - k).div(months).toString())
      expect(y.interest.isZero()).toBe(true)
    })
    expect(years.at(-1)!.closing.isZero()).toBe(true)
  })

  const extra = fc.record({ amount: fc.integer({ min: 0, max: 200_000_00 }), firstMonth: fc.integer({ min: 1, max: 360 }), everyMonths: fc.option(fc.constantFrom(1, 3, 6, 12), { nil: undefined }) })
  const change = fc.record({ month: fc.integer({ min: 2, max: 360 }), rate: fc.option(fc.constantFrom(0, 0, 7.5), { nil: undefined }), reamortise: fc.boolean() })
  test.prop([paise, fc.constantFrom(0, 0, 9), fc.integer({ min: 1, max: 360 }), fc.array(extra, { maxLength: 3 }), fc.array(change, { maxLength: 2 })], { numRuns: 200 })(
    'the two runners agree at a zero rate, and across changes to and from it',
    (p, rate, months, extras, changes) => {
      const monthlyRate = new Dec(rate).div(1200)
      const plan = {
        principal: p,
        monthlyRate,
        payment: levelPayment(decimal, p, monthlyRate, months),
        months,
        extras: extras.map((e): ScheduledExtra<Dec> => ({ amount: new Dec(e.amount).div(100), firstMonth: e.firstMonth, ...(e.everyMonths ? { everyMonths: e.everyMonths } : {}) })),
        changes: changes.map((c): TermChange<Dec> => ({ month: c.month, ...(c.rate === undefined ? {} : { monthlyRate: new Dec(c.rate).div(1200) }), ...(c.reamortise ? { payment: 'reamortise' as const } : {}) })),
      }
      const monthly = byYear(decimal, amortise(decimal, plan))
      const yearly = amortiseByYear(decimal, plan)
      expect(yearly.length).toBe(monthly.length)
      for (let i = 0; i < yearly.length; i++) {
        expect(yearly[i]!.months).toBe(monthly[i]!.months)
        for (const field of ['opening', 'principal', 'interest', 'extra', 'closing'] as const) expect(yearly[i]![field].minus(monthly[i]![field]).abs().toNumber()).toBeLessThan(1e-6)
      }
      const repaid = yearly.reduce((sum, y) => sum.plus(y.principal).plus(y.extra), new Dec(0))
      expect(repaid.plus(yearly.at(-1)!.closing).minus(p).abs().toNumber()).toBeLessThan(0.005)
    },
  )
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

describe('term-insurance: a cover of exactly half a paisa rounds half up', () => {
  // Hand calculations. Σ_{t=0}^{n−1} ((1 + i) / (1 + r))^t is exact when the ratio is a
  // terminating decimal: one year gives 1; inflation 8% and return 20% give the ratio 0.9.
  it.each([
    // one year: expenses cover = E = 10,283,952.54; plus loans 78,439,389.735 = 88,723,342.275
    ['currentAge=68&retirementAge=69&monthlyExpense=856996.045&totalLoans=78439389.735&inflation=20', 'grossNeed', 88723342.28],
    // one year: E = 1.50; plus 0.005 = 1.505
    ['currentAge=59&monthlyExpense=0.125&totalLoans=0.005', 'grossNeed', 1.51],
    // three years at ratio 0.9: E × (1 + 0.9 + 0.81) = 1.5 × 2.71 = 4.065
    ['currentAge=57&monthlyExpense=0.125&inflation=8&expectedReturn=20', 'expensesCover', 4.07],
    // three years at ratio 0.9: 12,000 × 2.71 = 32,520; plus 0.005
    ['currentAge=57&monthlyExpense=1000&inflation=8&expectedReturn=20&totalLoans=0.005', 'coverNeeded', 32520.01],
    // one year: 12,000 less 11,999.995 of cover already held = 0.005
    ['currentAge=59&monthlyExpense=1000&existingCover=11999.995', 'coverNeeded', 0.01],
  ])('%s: %s is %d', async (query, field, expected) => {
    const response = await engine.handle({ method: 'GET', url: `/api/v1/term-insurance?${query}` })
    expect(response.status, response.body ?? '').toBe(200)
    expect(JSON.parse(response.body!).result[field]).toBe(expected)
  })
})
