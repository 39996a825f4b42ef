/**
 * Government schemes: the registry's defaults and bounds agree with the rule tables they come
 * from; the APY charts are never extended by estimation; SSY, NSC and retirement agree with
 * @formulajs/formulajs FV and PMT over random valid inputs.
 */
import { fc, test } from '@fast-check/vitest'
import * as F from '@formulajs/formulajs'
import { describe, expect, it } from 'vitest'
import { findFormula } from '../src/formulas/index.ts'
import { loadRegistry } from '../src/registry/load.ts'
import type { NumberParameter } from '../src/registry/types.ts'
import { APY, APY_CORPUS_TO_NOMINEE, APY_MONTHLY_CHART, APY_PENSIONS } from '../src/rules/apy.ts'
import { NSC, NSC_RATE } from '../src/rules/nsc.ts'
import { SSY, SSY_RATE } from '../src/rules/sukanya-samriddhi.ts'
import { REGISTRY_TEXT, sharedEngine } from './support/project.ts'

const engine = sharedEngine()
const registry = loadRegistry(REGISTRY_TEXT, findFormula)

function parameter(calculator: string, name: string): NumberParameter {
  const p = registry.calculators.find((c) => c.id === calculator)!.variants[0]!.parameters.find((q) => q.name === name)
  expect(p?.type, `${calculator}.${name}`).toBe('number')
  return p as NumberParameter
}

async function get(path: string): Promise<{ status: number; body: any }> {
  const response = await engine.handle({ method: 'GET', url: path })
  return { status: response.status, body: response.body ? JSON.parse(response.body) : undefined }
}

async function result(path: string): Promise<Record<string, any>> {
  const { status, body } = await get(path)
  expect(status, JSON.stringify(body)).toBe(200)
  return body.result
}

/** Agreement to the paisa with a double-precision oracle, allowing its relative error. */
function close(actual: number, expected: number): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(0.005 + 1e-6 + Math.abs(expected) * 1e-12)
}

describe('registry defaults and bounds come from the rule tables', () => {
  it('SSY: rate, deposit limits and age', () => {
    expect(parameter('ssy', 'rate').defaultRule).toBe(SSY_RATE.id)
    expect(parameter('ssy', 'amount').minimum).toBe(SSY.minimumYearlyDeposit)
    expect(parameter('ssy', 'amount').maximum).toBe(SSY.maximumYearlyDeposit)
    expect(parameter('ssy', 'age').maximum).toBe(SSY.maximumAgeAtOpening)
  })

  it('NSC: rate, tenure and smallest certificate', () => {
    expect(parameter('nsc', 'rate').defaultRule).toBe(NSC_RATE.id)
    expect(parameter('nsc', 'years').default).toBe(NSC.tenureYears)
    expect(parameter('nsc', 'principal').minimum).toBe(NSC.minimumPrincipal)
  })

  it('APY: entry ages and pensions', () => {
    expect(parameter('apy', 'age').minimum).toBe(APY.minimumEntryAge)
    expect(parameter('apy', 'age').maximum).toBe(APY.maximumEntryAge)
    expect(parameter('apy', 'pension').values).toEqual([...APY_PENSIONS])
    expect(Object.keys(APY_MONTHLY_CHART).map(Number)).toEqual(Array.from({ length: 23 }, (_, i) => 18 + i))
  })
})

describe('APY chart', () => {
  it('rises with the pension along each row and with the entry age down each column', () => {
    for (let age = 18; age <= 40; age++) {
      const row = APY_MONTHLY_CHART[age]!
      for (let i = 1; i < 5; i++) expect(row[i]!, `age ${age}, column ${i}`).toBeGreaterThan(row[i - 1]!)
      if (age > 18) for (let i = 0; i < 5; i++) expect(row[i]!, `age ${age}, column ${i}`).toBeGreaterThan(APY_MONTHLY_CHART[age - 1]![i]!)
    }
  })

  it('returns ₹1.7 lakh to the nominee for each ₹1,000 of pension', () => {
    for (const pension of APY_PENSIONS) expect(APY_CORPUS_TO_NOMINEE[pension]).toBe(170 * pension)
  })

  test.prop([fc.integer({ min: 31, max: 40 }), fc.constantFrom(...APY_PENSIONS), fc.constantFrom('quarterly', 'half-yearly')])(
    'gives no quarterly or half-yearly figure where none is published (entry after 30): null, never an estimate',
    async (age, pension, frequency) => {
      const r = await result(`/api/v1/apy?age=${age}&pension=${pension}&frequency=${frequency}`)
      expect(r.contribution).toBeNull()
      expect(r.totalPaid).toBeNull()
      expect(r.contributionBasis).toBe('not-published')
      expect(r.note).toEqual(expect.any(String))
      expect(r.monthlyContribution).toBe(APY_MONTHLY_CHART[age]![APY_PENSIONS.indexOf(pension)])
    },
  )

  test.prop([fc.integer({ min: 18, max: 40 }), fc.constantFrom(...APY_PENSIONS)])('pays for 60 − age years', async (age, pension) => {
    const r = await result(`/api/v1/apy?age=${age}&pension=${pension}`)
    expect(r.yearsOfContribution).toBe(60 - age)
    expect(r.totalPaid).toBe(r.contribution * 12 * (60 - age))
  })
})

const rate = fc.integer({ min: 0, max: 1500 }).map((bp) => bp / 100)

describe('oracle: formulajs', () => {
  test.prop([fc.integer({ min: 5, max: 3_000 }).map((k) => k * 50), rate, fc.integer({ min: 0, max: 10 })], { numRuns: 200 })(
    'SSY maturity equals FV(r, 6, 0, −FV(r, 15, −amount, 0, 1))',
    async (amount, annual, age) => {
      const r = await result(`/api/v1/ssy?amount=${amount}&age=${age}&rate=${annual}`)
      const atFifteen = annual === 0 ? amount * 15 : (F.FV(annual / 100, 15, -amount, 0, 1) as number)
      const expected = annual === 0 ? atFifteen : (F.FV(annual / 100, 6, 0, -atFifteen) as number)
      close(r.maturityValue, expected)
      expect(r.totalDeposited).toBe(amount * 15)
      expect(r.maturityAge).toBe(age + 21)
      expect(r.yearly).toHaveLength(21)
    },
  )

  test.prop([fc.integer({ min: 10, max: 1_000_000 }).map((k) => k * 100), rate, fc.integer({ min: 1, max: 10 })], { numRuns: 200 })(
    'NSC maturity equals FV(r, years, 0, −principal)',
    async (principal, annual, years) => {
      const r = await result(`/api/v1/nsc?principal=${principal}&rate=${annual}&years=${years}`)
      close(r.maturityValue, annual === 0 ? principal : (F.FV(annual / 100, years, 0, -principal) as number))
      expect(r.yearly).toHaveLength(years)
      expect(r.yearly.filter((y: { deemedReinvested: boolean }) => y.deemedReinvested)).toHaveLength(years - 1)
    },
  )

  test.prop(
    [
      fc.integer({ min: 18, max: 59 }),
      fc.integer({ min: 1, max: 40 }),
      fc.integer({ min: 1000, max: 500_000 }),
      fc.integer({ min: 0, max: 1000 }).map((bp) => bp / 100),
      rate,
      fc.integer({ min: 1, max: 100 }).map((bp) => bp / 10),
      fc.integer({ min: 0, max: 50_000_000 }),
    ],
    { numRuns: 200 },
  )('retirement SIP equals PMT(r/12, 12n, 0, −gap, 1) on the corpus from FV', async (age, span, expense, inflation, preReturn, withdrawal, savings) => {
    const retire = Math.min(age + span, 100)
    const n = retire - age
    const r = await result(
      `/api/v1/retirement?currentAge=${age}&retirementAge=${retire}&monthlyExpense=${expense}&inflation=${inflation}&preReturn=${preReturn}&withdrawalRate=${withdrawal}&currentSavings=${savings}`,
    )
    const monthly = inflation === 0 ? expense : -(F.FV(inflation / 100, n, 0, expense) as number)
    const corpus = (monthly * 12) / (withdrawal / 100)
    const grown = preReturn === 0 ? savings : -(F.FV(preReturn / 100, n, 0, savings) as number)
    const gap = Math.max(0, corpus - grown)
    const sip = gap === 0 ? 0 : preReturn === 0 ? gap / (12 * n) : -(F.PMT(preReturn / 1200, 12 * n, 0, gap, 1) as number)
    const tolerance = (x: number) => 0.005 + 1e-6 + Math.abs(x) * 1e-11
    expect(r.yearsToRetirement).toBe(n)
    expect(Math.abs(r.corpusNeeded - corpus)).toBeLessThanOrEqual(tolerance(corpus))
    expect(Math.abs(r.gap - gap)).toBeLessThanOrEqual(tolerance(corpus))
    expect(Math.abs(r.monthlySip - sip)).toBeLessThanOrEqual(tolerance(corpus))
    expect(r.gap === 0 || r.surplus === 0).toBe(true)
  })
})
