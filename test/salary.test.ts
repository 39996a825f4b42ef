/**
 * Properties of the exemption and deduction calculators (HRA, gratuity, 80C planner, 80D)
 * over random valid inputs, each checked against the rule worked out here in whole paise,
 * independently of the formula modules: the statutory minimum of the three HRA bounds, the
 * gratuity formula with its part-year rule, eligibility and ₹20 lakh exemption, and the
 * 80C/80CCD(1B)/80D caps. Also that the accepted 80C brackets are the old regime's slab rates.
 */
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { loadRegistry } from '../src/registry/load.ts'
import { findFormula } from '../src/formulas/index.ts'
import { OLD_REGIME_SLAB_RATES_PERCENT } from '../src/rules/section-80c.ts'
import { REGISTRY_TEXT, sharedEngine } from './support/project.ts'

const engine = sharedEngine()

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
  test.prop([contribution, contribution, contribution, contribution, fc.constantFrom(0, 5, 20, 30), fc.boolean()], { numRuns: 300 })(
    'caps 80C at ₹1,50,000 and 80CCD(1B) at ₹50,000 and saves bracket plus cess',
    async (ppf, elss, epf, nps, bracket, npsExcessIn80c) => {
      const r = await result(`/api/v1/80c-planner?ppf=${ppf}&elss=${elss}&epf=${epf}&nps=${nps}&bracket=${bracket}&npsExcessIn80c=${npsExcessIn80c}`)
      const invested = ppf + elss + epf
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
  test.prop([premium, fc.boolean(), premium, fc.boolean()], { numRuns: 300 })('allows each premium up to its own limit', async (selfPrem, selfSenior, parentPrem, parentSenior) => {
    const r = await result(`/api/v1/section-80d?selfPrem=${selfPrem}&selfSenior=${selfSenior}&parentPrem=${parentPrem}&parentSenior=${parentSenior}`)
    const selfLimit = selfSenior ? 50_000 : 25_000
    const parentLimit = parentSenior ? 50_000 : 25_000
    expect(r.selfDeduction).toBe(Math.min(selfPrem, selfLimit))
    expect(r.parentDeduction).toBe(Math.min(parentPrem, parentLimit))
    expect(r.totalDeduction).toBe(Math.min(selfPrem, selfLimit) + Math.min(parentPrem, parentLimit))
    expect(r.totalDeduction).toBeLessThanOrEqual(100_000)
  })
})
