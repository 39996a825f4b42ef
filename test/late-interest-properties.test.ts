/**
 * When income arose and when the return was filed (/income-tax's `gainsAroseBy`,
 * `winningsAroseBy`, `dividendsAroseBy` and `filedOn`), properties over random returns:
 *
 * - The proviso to section 234C(1) only ever takes tax out of what was due by an instalment:
 *   with any periods, the tax is the same, each instalment's `taxOnLaterIncome` is at least 0
 *   and its `due` at most that of the same return with every income arisen by 15 June, and so
 *   234C is at most that return's; 234A, 234B and the tax paid are untouched.
 * - Section 234A is 0 for a return filed by its due date (`returnDueDate`: 31 July, 16 September
 *   2025 for FY 2024-25) and charged for a month or more after it; it never falls as the filing
 *   moves later, nor does 234B; 234C does not depend on the filing, and a return with no date of
 *   filing is charged as one filed on the due date.
 */
import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { sharedEngine } from './support/project.ts'

const engine = sharedEngine()

type Query = Record<string, string>
type Instalment = { taxOnLaterIncome: number; due: number }

async function result(query: Query): Promise<Record<string, unknown>> {
  const response = await engine.handle({ method: 'GET', url: `/api/v1/income-tax?${new URLSearchParams(query)}` })
  expect(response.status, response.body ?? '').toBe(200)
  return JSON.parse(response.body!).result
}

const rupees = (max: number) => fc.integer({ min: 0, max })
const PERIODS = ['up-to-15-june', '16-june-to-15-september', '16-september-to-15-december', '16-december-to-15-march', '16-march-to-31-march']

/** A return with salary, dividends, winnings and gains, and some tax paid. */
const aReturn = fc
  .record({
    grossIncome: rupees(10_000_000),
    dividends: rupees(1_000_000),
    winnings: rupees(500_000),
    stcgEquity: rupees(2_000_000),
    ltcgEquity: rupees(2_000_000),
    debtFundGains: rupees(500_000),
    tdsPaid: rupees(1_000_000),
    advanceTaxPaid: rupees(1_000_000),
    regime: fc.constantFrom('old', 'new-2024-25', 'new-2025-26', 'new-2026-27'),
  })
  .map((r): Query => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, String(v)])))

const periods = fc.record({ gainsAroseBy: fc.constantFrom(...PERIODS), winningsAroseBy: fc.constantFrom(...PERIODS), dividendsAroseBy: fc.constantFrom(...PERIODS) })

/** A date in the assessment year of `regime` (FY 2026-27's for `old`), from 1 April to 31 December, `day` days in. */
function filedOn(regime: string, day: number): string {
  const year = regime === 'old' ? 2027 : Number(regime.slice(4, 8)) + 1
  return new Date(Date.UTC(year, 3, 1) + day * 86_400_000).toISOString().slice(0, 10)
}

describe('the timing of income and of the return', () => {
  test.prop([aReturn, periods], { numRuns: 60 })('the proviso to 234C(1) only lowers what was due by an instalment', async (base, when) => {
    const plain = await result(base)
    const relieved = await result({ ...base, ...when })
    expect(relieved.totalTax).toBe(plain.totalTax)
    for (const name of ['interest234A', 'interest234B', 'taxPaid']) expect(relieved[name], name).toBe(plain[name])
    const before = plain.advanceTaxSchedule as Instalment[]
    ;(relieved.advanceTaxSchedule as Instalment[]).forEach((line, i) => {
      expect(line.taxOnLaterIncome).toBeGreaterThanOrEqual(0)
      expect(line.due).toBeLessThanOrEqual(before[i]!.due)
    })
    expect(relieved.interest234C as number).toBeLessThanOrEqual(plain.interest234C as number)
  })

  test.prop([aReturn, fc.integer({ min: 0, max: 274 }), fc.integer({ min: 0, max: 274 })], { numRuns: 60 })('234A and 234B never fall as the return is filed later', async (base, d1, d2) => {
    const [early, late] = await Promise.all([result({ ...base, filedOn: filedOn(base.regime!, Math.min(d1, d2)) }), result({ ...base, filedOn: filedOn(base.regime!, Math.max(d1, d2)) })])
    expect(late.interest234A as number).toBeGreaterThanOrEqual(early.interest234A as number)
    expect(late.interest234B as number).toBeGreaterThanOrEqual(early.interest234B as number)
    expect(late.interest234C).toBe(early.interest234C)
    const on = filedOn(base.regime!, Math.min(d1, d2))
    if (on <= (early.returnDueDate as string)) expect([early.monthsLate, early.interest234A]).toEqual([0, 0])
    else expect(early.monthsLate as number).toBeGreaterThanOrEqual(1)
  })

  test.prop([aReturn], { numRuns: 30 })('a return with no date of filing is charged as one filed on its due date', async (base) => {
    const unstated = await result(base)
    const onDueDate = await result({ ...base, filedOn: unstated.returnDueDate as string })
    expect(unstated.returnDueDate).toBe(base.regime === 'new-2024-25' ? '2025-09-16' : `${base.regime === 'old' ? 2027 : Number(base.regime!.slice(4, 8)) + 1}-07-31`)
    for (const name of ['monthsLate', 'interest234A', 'interest234B', 'interest234C', 'balancePayable', 'refund']) expect(onDueDate[name], name).toBe(unstated[name])
  })
})
