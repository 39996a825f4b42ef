/**
 * Taxation & Salary, properties over random valid inputs.
 *
 * The income-tax engine through /income-tax, for every regime-year: total tax never decreases
 * as income rises, and never exceeds the income. Random incomes at every scale, random small
 * steps (which find a downward jump that a wide step would hide), and sweeps through the rebate
 * limit and each surcharge threshold, where marginal relief works and must hold tax to what it
 * was at the threshold plus the income above it.
 *
 * The exemption and deduction calculators (HRA, gratuity, 80C planner, 80D), each checked
 * against the rule worked out here in whole paise, independently of the formula modules: the
 * statutory minimum of the three HRA bounds, the gratuity formula with its part-year rule,
 * eligibility and ₹20 lakh exemption, and the 80C/80CCD(1B)/80D caps. Also that the accepted
 * 80C brackets are the old regime's slab rates.
 */
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { findFormula } from '../src/formulas/index.ts'
import { loadRegistry } from '../src/registry/load.ts'
import { INCOME_TAX_REGIMES, LATEST_NEW_REGIME, OLD_REGIME_YEARS, regimeRules } from '../src/rules/income-tax.ts'
import { decimal, type Dec } from '../src/arithmetic/decimal.ts'
import { ctcForInHand, type SalaryAssumptions } from '../src/math/salary-package.ts'
import { allRules } from '../src/rules/dated.ts'
import { REGISTRY_TEXT, sharedEngine } from './support/project.ts'
import { OLD_REGIME_SLAB_RATES_PERCENT } from '../src/rules/section-80c.ts'

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
    expect([...(parameter as { values: readonly string[] }).values].sort()).toEqual([...REGIMES, ...OLD_REGIME_YEARS.keys()].sort())
  })

  it('the old regime of each year is the old regime, with that year\'s date for its gains; one for each new regime-year', () => {
    const old = INCOME_TAX_REGIMES.get('old')!
    expect([...OLD_REGIME_YEARS.keys()]).toEqual(REGIMES.filter((r) => r !== 'old').map((r) => r.replace(/^new-/, 'old-')))
    for (const [id, rules] of OLD_REGIME_YEARS) {
      const year = id.slice('old-'.length)
      expect(rules).toMatchObject({ regime: 'old', financialYear: year, slabsByAge: old.slabsByAge, standardDeduction: old.standardDeduction, rebate: old.rebate, surcharge: old.surcharge })
      expect(rules.yearRulesOn).toBe(INCOME_TAX_REGIMES.get(`new-${year}`)!.yearRulesOn)
    }
  })

  it('every regime parameter offers the same regime-years, and `new` stands for the latest new regime everywhere', () => {
    const registry = loadRegistry(REGISTRY_TEXT, findFormula)
    const regimes = registry.calculators.flatMap((c) => c.variants.flatMap((v) => v.parameters.filter((p) => p.name === 'regime').map((p) => ({ id: c.id, p }))))
    expect(regimes.map((r) => r.id).sort()).toEqual(['capital-gains', 'combined-tax', 'ctc', 'freelance-tax', 'income-tax', 'tax-regime-comparison', 'tds'])
    for (const { id, p } of regimes) {
      if (p.type !== 'enum') throw new Error(`${id}: regime is not an enum`)
      // /capital-gains takes its year from the date of transfer, so it names the regime alone.
      if (id === 'capital-gains') {
        expect([...p.values].sort()).toEqual(['new', 'old'])
        continue
      }
      // The comparison sets the old regime against a new-regime year, so it offers those alone;
      // /income-tax names the old regime's year too (old-2024-25).
      const offered = id === 'tax-regime-comparison' ? REGIMES.filter((r) => r !== 'old') : id === 'income-tax' ? [...REGIMES, ...OLD_REGIME_YEARS.keys()] : REGIMES
      expect([...p.values].sort(), id).toEqual([...offered].sort())
      expect(p.valueAliases, id).toEqual({ new: LATEST_NEW_REGIME })
    }
  })

  it('every value of the income-tax rules names a source one can open, and slabs rise in order', () => {
    for (const rule of allRules().filter((r) => r.id.startsWith('income-tax.'))) for (const v of rule.values) expect(v.source, `${rule.id} from ${v.from}`).toMatch(/https?:\/\//)
    for (const rules of INCOME_TAX_REGIMES.values()) {
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

describe('an income declared not a salary (applyStandardDeduction=false)', () => {
  // sections 10(13A), 10(5), 16(iii) and 80CCD(2) are a salary's: on any other income they have no place
  it.each([
    ['professionalTax', 'professionalTax=2500', '16(iii)'],
    ['hraReceived', 'basicSalary=500000&hraReceived=200000&rentPaid=240000', '10(13A)'],
    ['employerNps', 'basicSalary=500000&employerNps=50000', '80CCD(2)'],
    ['ltaExemption', 'ltaExemption=20000', '10(5)'],
  ])('refuses %s, on /income-tax and the comparison alike', async (parameter, given, section) => {
    for (const path of ['/api/v1/income-tax?regime=old&', '/api/v1/tax-regime-comparison?']) {
      const response = await engine.handle({ method: 'GET', url: `${path}grossIncome=1000000&applyStandardDeduction=false&${given}` })
      expect(response.status, `${path}: ${response.body}`).toBe(400)
      const errors = JSON.parse(response.body!).errors as { parameter: string; code: string; message: string }[]
      expect(errors.map((e) => [e.parameter, e.code])).toEqual([[parameter, 'constraint']])
      expect(errors[0]!.message).toContain(`(section ${section}), and applyStandardDeduction=false declares grossIncome not a salary or pension`)
    }
  })

  it('takes every deduction that is not a salary\'s', async () => {
    const response = await engine.handle({ method: 'GET', url: '/api/v1/income-tax?grossIncome=1000000&regime=old&applyStandardDeduction=false&section80C=150000&section80DSelf=25000' })
    expect(response.status, response.body ?? '').toBe(200)
    // 10,00,000 less 1,50,000 and 25,000 = 8,25,000; 12,500 + 20% of 3,25,000 = 77,500; cess 4% = 3,100; 80,600
    expect(JSON.parse(response.body!).result.totalTax).toBe(80600)
  })
})

describe('the year a regime names, and gains transferred before 23 July 2024', () => {
  async function problem(path: string, query: string) {
    const response = await engine.handle({ method: 'GET', url: `${path}?${query}` })
    expect(response.status, response.body ?? '').toBe(400)
    const errors = JSON.parse(response.body!).errors as { parameter: string; code: string; message: string }[]
    expect(errors).toHaveLength(1)
    return errors[0]!
  }

  it('a part before 23 July 2024 under the old regime of another year is refused, naming the part, the year asked and the regimes of FY 2024-25', async () => {
    const e = await problem('/api/v1/income-tax', 'grossIncome=900000&stcgEquity=100000&stcgEquityBefore23July2024=50000&regime=old-2023-24')
    expect(e).toMatchObject({ parameter: 'stcgEquityBefore23July2024', code: 'constraint' })
    expect(e.message).toMatch(/FY 2024-25.*give regime old-2024-25 or new-2024-25, or 0 for old-2023-24/)
  })

  it('the same under a new regime-year, on /income-tax, the comparison and /combined-tax alike', async () => {
    const income = await problem('/api/v1/income-tax', 'grossIncome=900000&ltcgEquity=300000&ltcgEquityBefore23July2024=50000&regime=new-2025-26')
    const compared = await problem('/api/v1/tax-regime-comparison', 'grossIncome=900000&stcgEquity=100000&stcgEquityBefore23July2024=50000&regime=new-2023-24')
    const combined = await problem('/api/v1/combined-tax', 'salaryIncome=900000&ltcgEquity=300000&ltcgEquityBefore23July2024=50000&regime=new-2025-26')
    expect(income).toMatchObject({ parameter: 'ltcgEquityBefore23July2024', code: 'constraint' })
    expect(combined.message).toBe(income.message)
    expect(compared).toMatchObject({ parameter: 'stcgEquityBefore23July2024', code: 'constraint' })
    expect(compared.message).toMatch(/0 for new-2023-24$/)
  })

  it('an old regime of a year not served is refused, with the regimes accepted', async () => {
    const e = await problem('/api/v1/income-tax', 'grossIncome=900000&regime=old-2022-23')
    expect(e).toMatchObject({ parameter: 'regime', code: 'not_allowed' })
    expect(e.message).toContain('old-2023-24')
    const c = await problem('/api/v1/tax-regime-comparison', 'grossIncome=900000&regime=old-2024-25')
    expect(c).toMatchObject({ parameter: 'regime', code: 'not_allowed' })
  })
})

/** A return's answer from an endpoint, as a query of whole rupees. */
async function answer(path: string, query: Record<string, string | number | boolean>) {
  const target = `${path}?${Object.entries(query).map(([k, v]) => `${k}=${v}`).join('&')}`
  const response = await engine.handle({ method: 'GET', url: target })
  expect(response.status, `${target}: ${response.body}`).toBe(200)
  return JSON.parse(response.body!).result
}

/** A salaried return drawn at random: each amount a whole number of rupees within what the registry accepts. */
const salaried = fc.record({
  grossIncome: fc.integer({ min: 300_000, max: 40_000_000 }),
  basicShare: fc.integer({ min: 30, max: 60 }),
  hraShare: fc.integer({ min: 0, max: 50 }),
  rentPaid: fc.integer({ min: 0, max: 2_000_000 }),
  selfOccupiedInterest: fc.integer({ min: 0, max: 400_000 }),
  savingsInterest: fc.integer({ min: 0, max: 100_000 }),
  stcgEquity: fc.integer({ min: 0, max: 1_000_000 }),
  ltcgEquity: fc.integer({ min: 0, max: 1_000_000 }),
  section80C: fc.integer({ min: 0, max: 200_000 }),
  section80DSelf: fc.integer({ min: 0, max: 60_000 }),
  section80DParents: fc.integer({ min: 0, max: 60_000 }),
  age: fc.constantFrom(30, 45, 61, 82),
})

function queryOf(r: typeof salaried extends fc.Arbitrary<infer T> ? T : never): Record<string, number> {
  const basicSalary = Math.floor((r.grossIncome * r.basicShare) / 100)
  const { basicShare, hraShare, ...rest } = r
  return { ...rest, basicSalary, hraReceived: Math.floor((basicSalary * hraShare) / 100) }
}

const DEDUCTIONS = ['section80C', 'section80CCD1B', 'section80DSelf', 'section80DParents', 'selfOccupiedInterest', 'professionalTax', 'employerNps', 'rentPaid'] as const

describe('a return (/income-tax with deductions) and the regime comparison', () => {
  test.prop([salaried, regime, fc.constantFrom(...DEDUCTIONS), fc.integer({ min: 1, max: 90_000 })], { numRuns: 150 })(
    'declaring more of a deduction never raises the tax',
    async (r, regimeYear, deduction, more) => {
      const query = { ...queryOf(r), regime: regimeYear }
      const before = await answer('/api/v1/income-tax', query)
      const declared = (query as Record<string, number | string>)[deduction]
      const after = await answer('/api/v1/income-tax', { ...query, [deduction]: (declared === undefined ? 0 : Number(declared)) + more })
      expect(after.totalTax).toBeLessThanOrEqual(before.totalTax)
    },
  )

  test.prop([salaried, fc.constantFrom(...REGIMES.filter((r) => r !== 'old'))], { numRuns: 100 })(
    'the comparison picks the regime with the smaller tax, each side being what /income-tax answers (the old regime of the same year)',
    async (r, newYear) => {
      const query = queryOf(r)
      const compared = await answer('/api/v1/tax-regime-comparison', { ...query, regime: newYear })
      const oldTax = (await answer('/api/v1/income-tax', { ...query, regime: newYear.replace(/^new-/, 'old-') })).totalTax
      const newTax = (await answer('/api/v1/income-tax', { ...query, regime: newYear })).totalTax
      expect(compared.old.totalTax).toBe(oldTax)
      expect(compared.new.totalTax).toBe(newTax)
      expect(compared.betterRegime).toBe(oldTax < newTax ? 'old' : newTax < oldTax ? 'new' : 'equal')
      expect(compared.saving).toBeCloseTo(Math.abs(oldTax - newTax), 2)
      expect(compared.additionalDeductionsToBreakEven === 0).toBe(oldTax <= newTax)
    },
  )

  // A deduction of X under section 80G at 100 % (no limit) is the break-even's "further
  // deductions X": /income-tax with it is the old side's tax with X.
  test.prop([salaried, fc.constantFrom(...REGIMES.filter((r) => r !== 'old'))], { numRuns: 100 })(
    "the break-even is the least further deduction that brings the old regime's tax to the new regime's, or null when none does",
    async (r, newYear) => {
      const query = queryOf(r)
      const compared = await answer('/api/v1/tax-regime-comparison', { ...query, regime: newYear })
      const newTax = compared.new.totalTax
      const oldWith = async (x: number) => (await answer('/api/v1/income-tax', { ...query, regime: newYear.replace(/^new-/, 'old-'), section80G100: x })).totalTax
      const x = compared.additionalDeductionsToBreakEven
      if (x === null) expect(await oldWith(r.grossIncome)).toBeGreaterThan(newTax)
      else {
        expect(await oldWith(x)).toBeLessThanOrEqual(newTax)
        if (x > 0) expect(await oldWith(x - 1)).toBeGreaterThan(newTax)
      }
    },
  )

  const declarations = fc.record({
    ctc: fc.integer({ min: 0, max: 40_000_000 }),
    sec80c: fc.integer({ min: 0, max: 300_000 }),
    sec80d: fc.integer({ min: 0, max: 80_000 }),
    sec80dParents: fc.integer({ min: 0, max: 80_000 }),
    parentsSenior: fc.boolean(),
    professionalTax: fc.integer({ min: 0, max: 5_000 }),
    selfOccupiedInterest: fc.integer({ min: 0, max: 400_000 }),
    section80CCD1B: fc.integer({ min: 0, max: 100_000 }),
    age: age,
  })
  /** /tds's own names, or /income-tax's, which it takes as aliases. */
  const TDS_ALIASES: Record<string, string> = { ctc: 'grossIncome', sec80c: 'section80C', sec80d: 'section80DSelf', sec80dParents: 'section80DParents' }
  test.prop([declarations, regime, fc.boolean()], { numRuns: 150 })('/tds taxes a salary and its declarations as the return of /income-tax does', async (d, regimeYear, aliases) => {
    const query = Object.fromEntries(Object.entries(d).map(([k, v]) => [aliases ? (TDS_ALIASES[k] ?? k) : k, v]))
    const tds = await answer('/api/v1/tds', { ...query, regime: regimeYear })
    const ret = await answer('/api/v1/income-tax', {
      grossIncome: d.ctc,
      section80C: d.sec80c,
      section80DSelf: d.sec80d,
      section80DParents: d.sec80dParents,
      parentsSenior: d.parentsSenior,
      professionalTax: d.professionalTax,
      selfOccupiedInterest: d.selfOccupiedInterest,
      section80CCD1B: d.section80CCD1B,
      age: d.age,
      regime: regimeYear,
    })
    expect([tds.taxableIncome, tds.annualTax]).toEqual([ret.taxableIncome, ret.totalTax])
  })

  const ctcDeclarations = fc.record({
    rentPaid: fc.integer({ min: 0, max: 1_500_000 }),
    metro: fc.boolean(),
    selfOccupiedInterest: fc.integer({ min: 0, max: 400_000 }),
    section80C: fc.integer({ min: 0, max: 200_000 }),
    section80CCD1B: fc.integer({ min: 0, max: 100_000 }),
    section80DSelf: fc.integer({ min: 0, max: 80_000 }),
    section80DParents: fc.integer({ min: 0, max: 80_000 }),
    parentsSenior: fc.boolean(),
    age: age,
  })
  // A multiple of ₹10,000, for the reason given below.
  test.prop([fc.integer({ min: 0, max: 4_000 }).map((k) => k * 10_000), ctcDeclarations, regime], { numRuns: 100 })(
    "/ctc's income tax is /income-tax's on the package's salary with the employee PF in 80C",
    async (ctc, d, regimeYear) => {
      const pay = await answer('/api/v1/ctc', { ctc, ...d, regime: regimeYear })
      const ret = await answer('/api/v1/income-tax', {
        ...d,
        section80C: pay.employeePf + d.section80C,
        grossIncome: pay.grossSalary,
        basicSalary: pay.basic,
        hraReceived: pay.hra,
        professionalTax: pay.professionalTax,
        regime: regimeYear,
      })
      expect([pay.taxableIncome, pay.incomeTax]).toEqual([ret.taxableIncome, ret.totalTax])
    },
  )

  // A date of each financial year served, with the new regime-year it opens, and one before 23 July 2024.
  const yearOf = fc.constantFrom(
    { date: '2024-06-01', year: 'new-2024-25', before: true },
    { date: '2024-12-01', year: 'new-2024-25', before: false },
    { date: '2025-06-01', year: 'new-2025-26', before: false },
    { date: '2026-11-23', year: 'new-2026-27', before: false },
  )
  test.prop([fc.integer({ min: 0, max: 20_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom('stcg', 'ltcg'), fc.constantFrom('new', 'old'), yearOf, age], { numRuns: 100 })(
    "/capital-gains' year's return is /combined-tax's with and without the gain, and the gain lowers the tax by no more than the roundings' ₹10",
    async (salary, gain, type, regime, when, years) => {
      const inYear = (await answer('/api/v1/capital-gains', { gain, type, date: when.date, grossIncome: salary, regime, age: years })).inYearReturn
      // /combined-tax's `regime` names the old regime without a year; the answer names the year's
      const regimeYear = regime === 'old' ? 'old' : when.year
      const name = type === 'stcg' ? 'stcgEquity' : 'ltcgEquity'
      const combined = await answer('/api/v1/combined-tax', { salaryIncome: salary, [name]: gain, ...(when.before ? { [`${name}Before23July2024`]: gain } : {}), regime: regimeYear, age: years })
      const salaryAlone = await answer('/api/v1/combined-tax', { salaryIncome: salary, regime: regimeYear, age: years })
      expect(inYear.regimeApplied).toBe(when.year.replace('new', regime))
      expect([inYear.taxWithGain, inYear.taxWithoutGain]).toEqual([combined.totalTax, salaryAlone.totalTax])
      // Section 288A rounds total income to ₹10 and the rounding lands on slab income: a gain
      // (an exempt one above all) can turn an upward rounding of the salary into a downward one,
      // and section 288B can then take ₹10 off the tax (e.g. salary ₹62,50,536, LTCG ₹21,138,
      // old regime at 95, FY 2025-26: ₹18,99,230 without the gain, ₹18,99,220 with it).
      expect(inYear.gainTax).toBeGreaterThanOrEqual(-10)
    },
  )

  // The CTC is a multiple of ₹10,000, so that basic is a multiple of ₹100 and the gratuity
  // provision (4.81 % of basic) and PF are whole paise: the gross salary the answer shows is then
  // the exact one /ctc taxed. Otherwise /ctc taxes a gross such as ₹1,91,70,104.99672 (paise
  // ignored under rule 288A: ₹1,90,95,104 → ₹1,90,95,100) that it shows as ₹1,91,70,105.
  test.prop([fc.integer({ min: 0, max: 4_000 }).map((k) => k * 10_000), fc.integer({ min: 20, max: 50 }), fc.boolean()], { numRuns: 100 })(
    "/ctc's income tax is the latest new regime's return on its gross salary and the employer PF taxed above ₹7,50,000",
    async (ctc, basicPercent, pfOnFullBasic) => {
      const pay = await answer('/api/v1/ctc', { ctc, basicPercent, pfOnFullBasic })
      expect(pay.employerPfPerquisite).toBe(Math.max(0, pay.employerPf - 750_000))
      // both in rupees and paise: their sum in paise, so that it is written as the exact decimal
      const grossIncome = (Math.round(pay.grossSalary * 100) + Math.round(pay.employerPfPerquisite * 100)) / 100
      const ret = await answer('/api/v1/income-tax', { grossIncome, regime: LATEST_NEW_REGIME })
      expect([pay.taxableIncome, pay.incomeTax]).toEqual([ret.taxableIncome, ret.totalTax])
    },
  )
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
      // the CTC is a figure in paise that /ctc takes, and the package shown is /ctc's at it
      const shown = await get(`/api/v1/ctc?ctc=${r.equivalentCtc}`)
      expect([shown.grossSalary, shown.annualInHand]).toEqual([r.corporate.grossSalary, r.corporate.annualInHand])
      for (let k = 1; k < 20; k++) {
        const ctc = ((r.equivalentCtc * k) / 20).toFixed(2)
        const below = await get(`/api/v1/ctc?ctc=${ctc}`)
        expect(below.annualInHand, `CTC ${ctc}`).toBeLessThan(target + ROUNDING)
      }
    },
  )

  // A freelance in-hand equal to the in-hand a gross at a breakpoint leaves: the gross is the
  // answer itself. By hand, new regime FY 2026-27 (Finance Act 2025 slabs, 87A up to ₹12 lakh),
  // gross G = taxable + the standard deduction of ₹75,000, in-hand = G − PF 21,600 − PT 2,500 −
  // tax: at taxable ₹4, 8 and 12 lakh the rebate leaves no tax; at ₹16 lakh 1,20,000 + 4% cess
  // = 1,24,800; at ₹20 lakh 2,08,000; at ₹24 lakh 3,12,000. Billing ₹24 lakh is taxed on ₹12
  // lakh under 44ADA, which the rebate clears, so its in-hand is billing − expenses. The CTC is
  // rounded up to the paisa, which may put the gross and the in-hand a paisa above.
  it.each([
    [475_000, 450_900],
    [875_000, 850_900],
    [1_275_000, 1_250_900],
    [1_675_000, 1_526_100],
    [2_075_000, 1_842_900],
    [2_475_000, 2_138_900],
  ])('a target that gross pay of %i leaves exactly (%i) is answered at that gross', async (gross, inHand) => {
    const r = await get(`/api/v1/freelance-salary?annualBilling=2400000&businessExpenses=${2_400_000 - inHand}`)
    expect(r.freelance.annualInHand).toBe(inHand)
    for (const [shown, exact] of [[r.corporate.grossSalary, gross], [r.corporate.annualInHand, inHand], [r.inHandDifference, 0]]) expect([exact, exact + 0.01]).toContain(shown)
  })

  // The search keeps the pay at its breakpoints from one target to the next: a search that has
  // answered other targets answers each as a search made for it alone.
  const latest = regimeRules(LATEST_NEW_REGIME)
  const assumptions = { basicPercent: 50, hraPercent: 50, employeePfPercent: 12, employerPfPercent: 12, pfWageCeilingYearly: 180_000, gratuityPercent: 4.81, professionalTax: 2_500 }
  const salary = Object.fromEntries(Object.entries(assumptions).map(([k, v]) => [k, decimal.fromText(String(v))])) as unknown as SalaryAssumptions<Dec>
  const kept = ctcForInHand(decimal, salary, latest)
  test.prop([fc.array(fc.integer({ min: 1, max: 5_000_000_000 }), { minLength: 1, maxLength: 8 })], { numRuns: 40 })(
    'a search kept across targets answers each as a new search does',
    (targetsInPaise) => {
      for (const p of targetsInPaise) {
        const target = decimal.fromText((p / 100).toFixed(2))
        expect(kept(target).toString()).toBe(ctcForInHand(decimal, salary, latest)(target).toString())
      }
    },
  )
})


async function result(path: string): Promise<Record<string, any>> {
  const response = await engine.handle({ method: 'GET', url: path })
  expect(response.status, response.body ?? '').toBe(200)
  return JSON.parse(response.body!).result
}

/** Rupees (a JSON number with at most 2 decimals) to whole paise. */
const paise = (rupees: number) => Math.round(rupees * 100)
/** Whole paise, possibly with a fraction, rounded half up to whole paise (all values ≥ 0). */
const roundPaise = (p: number) => Math.floor(p + 0.5)

const amount = fc.integer({ min: 0, max: 5_000_000 })

describe('HRA exemption', () => {
  test.prop([amount, amount, amount, fc.boolean()], { numRuns: 300 })('is the least of the three statutory bounds', async (basic, hra, rent, metro) => {
    const r = await result(`/api/v1/hra?basic=${basic}&hra=${hra}&rent=${rent}&metro=${metro}`)
    // in paise: 10% of basic is basic × 10 paise; 50% is basic × 50, 40% is basic × 40
    const rentInExcess = Math.max(0, rent * 100 - basic * 10)
    const cap = basic * (metro ? 50 : 40)
    const exempt = Math.min(hra * 100, rentInExcess, cap)
    expect(paise(r.rentInExcess)).toBe(rentInExcess)
    expect(paise(r.salaryCap)).toBe(cap)
    expect(paise(r.exemptHra)).toBe(exempt)
    expect(paise(r.taxableHra)).toBe(hra * 100 - exempt)
    const named = { 'hra-received': hra * 100, 'rent-in-excess': rentInExcess, 'salary-cap': cap }[r.exemptionRule as string]
    expect(named).toBe(exempt)
  })
})

describe('gratuity', () => {
  it("says in its reason what the Act obliges above ₹20 lakh (s. 4(3)), and that courts differ on a fifth year of 240 days (s. 2A)", async () => {
    // 15/26 × 3,00,000 × 30 = 51,92,307.69; 51,92,307.69 − 20,00,000 = 31,92,307.69
    const above = await result('/api/v1/gratuity?basic=300000&years=30&date=2026-06-01')
    expect(above.gratuity).toBe(5192307.69)
    expect(above.reason).toContain('at most ₹20,00,000 (s. 4(3)); the ₹31,92,307.69 above it')
    expect((await result('/api/v1/gratuity?basic=300000&years=30&covered=false&date=2026-06-01')).reason).not.toContain('s. 4(3)')
    expect((await result('/api/v1/gratuity?basic=50000&years=10&date=2026-06-01')).reason).not.toContain('s. 4(3)')
    const fifth = await result('/api/v1/gratuity?basic=50000&years=4.8&date=2026-06-01')
    expect([fifth.eligible, fifth.gratuity]).toEqual([false, 0])
    expect(fifth.reason).toContain('240 days worked in the fifth year')
    expect((await result('/api/v1/gratuity?basic=50000&years=3.9&date=2026-06-01')).reason).not.toContain('240 days')
    expect((await result('/api/v1/gratuity?basic=50000&years=0.5&fixedTerm=true&date=2026-06-01')).reason).not.toContain('240 days')
  })

  const monthly = fc.integer({ min: 0, max: 1_000_000 })
  const years = fc.integer({ min: 0, max: 4000 }).map((h) => h / 100) // 0 to 40 years, two decimals

  test.prop([monthly, years, fc.boolean(), fc.boolean()], { numRuns: 300 })('follows the formula, eligibility and the ₹20 lakh exemption', async (basic, y, covered, fixedTerm) => {
    const r = await result(`/api/v1/gratuity?basic=${basic}&years=${y}&covered=${covered}&fixedTerm=${fixedTerm}`)
    const hundredths = Math.round(y * 100)
    const whole = Math.floor(hundredths / 100)
    // more than six months: fraction × 12 > 6, i.e. fraction in hundredths > 50
    const counted = covered && hundredths % 100 > 50 ? whole + 1 : whole
    const eligible = hundredths >= (fixedTerm ? 1 : 5) * 100
    const gratuityPaise = eligible ? roundPaise((15 * basic * 100 * counted) / (covered ? 26 : 30)) : 0
    expect(r.eligible).toBe(eligible)
    expect(r.yearsCounted).toBe(counted)
    expect(paise(r.gratuity)).toBe(gratuityPaise)
    expect(paise(r.taxExempt)).toBe(Math.min(gratuityPaise, 2_000_000_00))
    expect(paise(r.taxable)).toBe(gratuityPaise - Math.min(gratuityPaise, 2_000_000_00))
  })

  test.prop([monthly, years, years], { numRuns: 200 })('never falls as service grows', async (basic, a, b) => {
    const [shorter, longer] = a <= b ? [a, b] : [b, a]
    const g1 = (await result(`/api/v1/gratuity?basic=${basic}&years=${shorter}`)).gratuity
    const g2 = (await result(`/api/v1/gratuity?basic=${basic}&years=${longer}`)).gratuity
    expect(g2).toBeGreaterThanOrEqual(g1)
  })
})

describe('80C planner', () => {
  const contribution = fc.integer({ min: 0, max: 300_000 })
  test.prop([contribution, contribution, contribution, contribution, contribution, fc.constantFrom(0, 5, 20, 30), fc.boolean()], { numRuns: 300 })(
    'caps 80C at ₹1,50,000 and 80CCD(1B) at ₹50,000 and saves bracket plus cess',
    async (ppf, elss, epf, other80c, nps, bracket, npsExcessIn80c) => {
      const r = await result(`/api/v1/80c-planner?ppf=${ppf}&elss=${elss}&epf=${epf}&other80c=${other80c}&nps=${nps}&bracket=${bracket}&npsExcessIn80c=${npsExcessIn80c}`)
      const invested = ppf + elss + epf + other80c
      const nps1b = Math.min(nps, 50_000)
      const npsIn80c = npsExcessIn80c ? Math.min(nps - nps1b, Math.max(0, 150_000 - invested)) : 0
      const d80c = Math.min(invested + npsIn80c, 150_000)
      const total = d80c + nps1b
      expect(r.npsIn80c).toBe(npsIn80c)
      expect(r.section80cDeduction).toBe(d80c)
      expect(r.section80cRoomLeft).toBe(150_000 - d80c)
      expect(r.totalDeduction).toBe(total)
      expect(r.notDeductible).toBe(invested + nps - total)
      // total × bracket% × 1.04 in paise: total × bracket × 104 / 100
      expect(paise(r.taxSaved)).toBe(roundPaise((total * bracket * 104) / 100))
    },
  )

  it('accepts exactly the old regime slab rates as brackets', () => {
    const registry = loadRegistry(REGISTRY_TEXT, findFormula)
    const bracket = registry.calculators.find((c) => c.id === '80c-planner')!.variants[0]!.parameters.find((p) => p.name === 'bracket')!
    expect(bracket.type === 'number' && bracket.values).toEqual([...OLD_REGIME_SLAB_RATES_PERCENT])
  })
})

describe('Section 80D', () => {
  const premium = fc.integer({ min: 0, max: 200_000 })
  const checkUp = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 12_000 }))
  test.prop([premium, checkUp, fc.boolean(), premium, checkUp, fc.boolean()], { numRuns: 300 })(
    'allows each premium up to its own limit, and check-ups inside the limits and ₹5,000 together',
    async (selfPrem, selfCheckUp, selfSenior, parentPrem, parentCheckUp, parentSenior) => {
      const r = await result(`/api/v1/section-80d?selfPrem=${selfPrem}&selfCheckUp=${selfCheckUp}&selfSenior=${selfSenior}&parentPrem=${parentPrem}&parentCheckUp=${parentCheckUp}&parentSenior=${parentSenior}`)
      const selfLimit = selfSenior ? 50_000 : 25_000
      const parentLimit = parentSenior ? 50_000 : 25_000
      // s. 80D(2A): the most the check-ups can add is what fits under each group's limit, ₹5,000 in all
      const fits = Math.min(selfCheckUp, Math.max(0, selfLimit - selfPrem)) + Math.min(parentCheckUp, Math.max(0, parentLimit - parentPrem))
      const premiums = Math.min(selfPrem, selfLimit) + Math.min(parentPrem, parentLimit)
      expect(r.totalDeduction).toBe(premiums + Math.min(fits, 5_000))
      expect(r.selfDeduction).toBeGreaterThanOrEqual(Math.min(selfPrem, selfLimit))
      expect(r.selfDeduction).toBeLessThanOrEqual(selfLimit)
      expect(r.parentDeduction).toBeGreaterThanOrEqual(Math.min(parentPrem, parentLimit))
      expect(r.parentDeduction).toBeLessThanOrEqual(parentLimit)
      expect(r.selfDeduction + r.parentDeduction).toBe(r.totalDeduction)
      expect(r.totalDeduction).toBeLessThanOrEqual(100_000)
      expect(r.notDeductible).toBe(selfPrem + selfCheckUp + parentPrem + parentCheckUp - r.totalDeduction)
      if (selfCheckUp === 0 && parentCheckUp === 0) expect([r.selfDeduction, r.parentDeduction]).toEqual([Math.min(selfPrem, selfLimit), Math.min(parentPrem, parentLimit)])
    },
  )
})

describe('a senior spouse (section 80D(4))', () => {
  it('raises the self and family 80D limit to ₹50,000 on /tds and /ctc, as on /income-tax', async () => {
    // 12,00,000 − 50,000 standard deduction − 50,000 80D = 11,00,000; old slabs below 60:
    // 5% of 2,50,000 + 20% of 5,00,000 + 30% of 1,00,000 = 1,42,500; cess 4% 5,700: 1,48,200
    const tds = await result('/api/v1/tds?ctc=1200000&regime=old&sec80d=50000&spouseSenior=true')
    expect([tds.section80D, tds.taxableIncome, tds.annualTax]).toEqual([50000, 1100000, 148200])
    expect((await result('/api/v1/tds?ctc=1200000&regime=old&sec80d=50000')).section80D).toBe(25000)
    const ctc = await result('/api/v1/ctc?ctc=1200000&regime=old&section80DSelf=50000&spouseSenior=true')
    expect(ctc.deductions.section80D).toBe(50000)
    expect((await result('/api/v1/ctc?ctc=1200000&regime=old&section80DSelf=50000')).deductions.section80D).toBe(25000)
  })
})
