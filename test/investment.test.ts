/**
 * Identities between the investment calculators, and oracles for them, over random valid
 * inputs. Each call goes through the engine as an HTTP request would; every expected figure
 * comes from another endpoint, from @formulajs/formulajs or from a plain month-by-month loop
 * written here, never from the calculator under test.
 */
import { fc, test } from '@fast-check/vitest'
import * as F from '@formulajs/formulajs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { GOLD_ETF, SOVEREIGN_GOLD_BOND } from '../src/rules/gold.ts'
import { SCSS, SCSS_RATE } from '../src/rules/scss.ts'
import { REGISTRY_TEXT, sharedEngine } from './support/project.ts'

const engine = sharedEngine()
/** Two figures each rounded to the paisa from different computations may differ by one paisa. */
const PAISA = 0.01 + 1e-9

async function call(path: string): Promise<{ input: Record<string, unknown>; result: Record<string, any> }> {
  const response = await engine.handle({ method: 'GET', url: path })
  expect(response.status, `${path}: ${response.body ?? ''}`).toBe(200)
  return JSON.parse(response.body!)
}

/** Relative slack for a double-precision oracle (formulajs or a float loop) over n periods. */
function floatSlack(value: number, periods: number): number {
  return Math.abs(value) * 2 ** -52 * (periods + 1) * 64
}

const rupees = fc.integer({ min: 1, max: 1_000_000 })
const annualRate = fc.integer({ min: 0, max: 3000 }).map((bp) => bp / 100)
/** A duration in whole quarters, 3 months to 40 years, written as a short decimal ("2.75"). */
const quartersDuration = fc.integer({ min: 1, max: 160 }).map((q) => ({ months: q * 3, years: String(q / 4) }))

describe('step-up SIP', () => {
  test.prop([rupees, annualRate, quartersDuration, fc.constantFrom('percentage', 'amount'), fc.constantFrom('yearly', 'monthly')], { numRuns: 150 })(
    'a step-up of 0 equals /sip',
    async (investment, rate, { years }, stepUpType, stepUpFrequency) => {
      const stepUp = await call(`/api/v1/step-up-sip?initialInvestment=${investment}&stepUpValue=0&interest=${rate}&years=${years}&stepUpType=${stepUpType}&stepUpFrequency=${stepUpFrequency}`)
      const sip = await call(`/api/v1/sip?investment=${investment}&interest=${rate}&years=${years}`)
      expect(Math.abs(stepUp.result.futureValue - sip.result.futureValue)).toBeLessThanOrEqual(PAISA)
      expect(stepUp.result.totalInvested).toBe(sip.result.totalInvested)
      expect(stepUp.result.yearly.length).toBe(sip.result.yearly.length)
    },
  )

  test.prop(
    [
      fc.integer({ min: 100, max: 100_000 }),
      fc.integer({ min: 0, max: 2000 }).map((bp) => bp / 100),
      fc.integer({ min: 1, max: 80 }).map((q) => ({ months: q * 3, years: String(q / 4) })),
      fc.constantFrom('percentage', 'amount'),
      fc.constantFrom('yearly', 'monthly'),
      fc.integer({ min: 0, max: 2000 }),
    ],
    { numRuns: 150 },
  )('equals a month-by-month loop in every step-up mode', async (investment, rate, { months, years }, stepUpType, stepUpFrequency, rawStep) => {
    // A percentage step-up of up to 20.00% (monthly: up to 2.000%), or up to ₹2,000 a step.
    const step = stepUpType === 'percentage' ? (stepUpFrequency === 'monthly' ? rawStep / 1000 : rawStep / 100) : rawStep
    const { result } = await call(`/api/v1/step-up-sip?initialInvestment=${investment}&stepUpValue=${step}&interest=${rate}&years=${years}&stepUpType=${stepUpType}&stepUpFrequency=${stepUpFrequency}`)
    const r = rate / 1200
    let instalment = investment
    let value = 0
    let invested = 0
    for (let k = 0; k < months; k++) {
      if (k > 0 && (stepUpFrequency === 'monthly' || k % 12 === 0)) instalment = stepUpType === 'percentage' ? instalment * (1 + step / 100) : instalment + step
      value = (value + instalment) * (1 + r)
      invested += instalment
    }
    expect(Math.abs(result.futureValue - value)).toBeLessThanOrEqual(PAISA + floatSlack(value, months))
    expect(Math.abs(result.totalInvested - invested)).toBeLessThanOrEqual(PAISA + floatSlack(invested, months))
    expect(Math.abs(result.finalMonthlyInvestment - instalment)).toBeLessThanOrEqual(PAISA + floatSlack(instalment, months))
  })
})

describe('compounding', () => {
  const perYear = { monthly: 12, quarterly: 4, yearly: 1 } as const
  const planOf = (frequency: keyof typeof perYear, quarters: number) => {
    const years = frequency === 'yearly' ? Math.max(1, Math.round(quarters / 4)) : quarters / 4
    return { years: String(years), periods: years * perYear[frequency] }
  }

  // /sip pays each instalment at the start of its period (annuity-due). /compounding's
  // default contribution timing is the same (`contributionTiming=start`), so with only a
  // contribution the two must agree exactly for every frequency /compounding offers.
  test.prop([rupees, annualRate, fc.integer({ min: 1, max: 160 }), fc.constantFrom('monthly', 'quarterly', 'yearly')], { numRuns: 150 })(
    'a contribution alone equals /sip with the same amount, rate, years and frequency',
    async (contribution, rate, quarters, frequency) => {
      const { years } = planOf(frequency, quarters)
      const growth = await call(`/api/v1/compounding?contribution=${contribution}&rate=${rate}&years=${years}&frequency=${frequency}`)
      const sip = await call(`/api/v1/sip?investment=${contribution}&interest=${rate}&years=${years}&frequency=${frequency}`)
      expect(growth.input.variant).toBe('growth')
      expect(Math.abs(growth.result.finalValue - sip.result.futureValue)).toBeLessThanOrEqual(PAISA)
      expect(growth.result.totalInvested).toBe(sip.result.totalInvested)
    },
  )

  // With `contributionTiming=end` each contribution grows one period less: the ordinary
  // annuity of the spreadsheet's FV type 0, i.e. /sip's figure divided by (1 + r).
  test.prop([rupees, fc.integer({ min: 0, max: 10_000_000 }), annualRate, fc.integer({ min: 1, max: 160 }), fc.constantFrom('monthly', 'quarterly', 'yearly'), fc.constantFrom('start', 'end')], {
    numRuns: 150,
  })('principal plus contributions equals FV for either timing', async (contribution, principal, rate, quarters, frequency, timing) => {
    const { years, periods } = planOf(frequency, quarters)
    const { result } = await call(`/api/v1/compounding?principal=${principal}&contribution=${contribution}&rate=${rate}&years=${years}&frequency=${frequency}&contributionTiming=${timing}`)
    const r = rate / 100 / perYear[frequency]
    const expected = r === 0 ? principal + contribution * periods : (F.FV(r, periods, -contribution, -principal, timing === 'start' ? 1 : 0) as number)
    expect(Math.abs(result.finalValue - expected)).toBeLessThanOrEqual(PAISA + floatSlack(expected, periods) + (r > 0 ? (Math.abs(expected) * 2 ** -52 * 4) / r : 0))
    expect(result.totalInvested).toBe(principal + contribution * periods)
  })

  it('the scheme figures in the registry are the rule table', () => {
    const entry = parse(REGISTRY_TEXT).calculators.find((c: { id: string }) => c.id === 'compounding')
    const scss = entry.variants.find((v: { id: string }) => v.id === 'scss').parameters
    expect(scss.rate.defaultRule).toBe(SCSS_RATE.id)
    expect(scss.principal.maximum).toBe(SCSS.maximumDeposit)
    expect(scss.principal.minimum).toBe(SCSS.minimumDeposit)
    expect(scss.years.default).toBe(SCSS.tenureYears)
  })
})

describe('goal SIP', () => {
  test.prop([fc.integer({ min: 10_000, max: 1_000_000_000 }), fc.integer({ min: 1, max: 160 }), annualRate, fc.option(fc.integer({ min: 0, max: 1_000_000_000 }), { nil: undefined })], { numRuns: 150 })(
    "its SIP fed back into /sip reaches the target within a rupee",
    async (target, quarters, rate, savings) => {
      const years = String(quarters / 4)
      const months = quarters * 3
      const savingsQuery = savings === undefined ? '' : `&existingSavings=${savings}`
      const goal = await call(`/api/v1/goal-sip?targetCorpus=${target}&years=${years}&expectedReturn=${rate}${savingsQuery}`)
      const r = rate / 1200
      const grownSavings = r === 0 ? (savings ?? 0) : (F.FV(r, months, 0, -(savings ?? 0)) as number)
      expect(Math.abs(goal.result.savingsFutureValue - grownSavings)).toBeLessThanOrEqual(PAISA + floatSlack(grownSavings, months) + (r > 0 ? (grownSavings * 2 ** -52 * 4) / r : 0))
      if (goal.result.monthlySip === 0) {
        expect(goal.result.savingsSuffice).toBe(true)
        expect(grownSavings).toBeGreaterThanOrEqual(target - 1)
        return
      }
      expect(goal.result.savingsSuffice).toBe(false)
      const sip = await call(`/api/v1/sip?investment=${goal.result.monthlySip}&interest=${rate}&years=${years}`)
      const reached = sip.result.futureValue + goal.result.savingsFutureValue
      expect(reached).toBeGreaterThanOrEqual(target - 1)
      // Not more than the paisa of rounding up, grown over the months, above the target.
      const dueFactor = r === 0 ? months : (F.FV(r, months, -1, 0, 1) as number)
      expect(reached).toBeLessThanOrEqual(target + 0.01 * dueFactor + 1)
    },
  )
})

describe('SWP', () => {
  test.prop([fc.integer({ min: 10_000, max: 100_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), annualRate, quartersDuration, fc.constantFrom('end', 'start')], { numRuns: 150 })(
    'the final balance equals FV when the corpus lasts, and a month-by-month loop always',
    async (corpus, withdrawal, rate, { months, years }, timing) => {
      const { result } = await call(`/api/v1/swp?corpus=${corpus}&withdrawal=${withdrawal}&rate=${rate}&years=${years}&withdrawalTiming=${timing}`)
      const r = rate / 1200
      let balance = corpus
      let withdrawn = 0
      let runsOut: number | null = null
      for (let m = 1; m <= months; m++) {
        const available = timing === 'start' ? balance : balance * (1 + r)
        if (available <= withdrawal) {
          withdrawn += available
          balance = 0
          runsOut = m
          break
        }
        balance = timing === 'start' ? (available - withdrawal) * (1 + r) : available - withdrawal
        withdrawn += withdrawal
      }
      // A float loop may decide a month differently when the balance lands within float noise of 0.
      const nearZero = runsOut !== null && Math.abs(balance) < 1e-6 * corpus
      if (!nearZero) expect(result.depletionMonth).toBe(runsOut)
      const slack = PAISA + floatSlack(Math.max(balance, corpus) + withdrawn, months) * 4
      expect(Math.abs(result.finalBalance - balance)).toBeLessThanOrEqual(slack)
      expect(Math.abs(result.totalWithdrawn - withdrawn)).toBeLessThanOrEqual(slack + (nearZero ? withdrawal : 0))
      if (runsOut === null && r > 0) {
        const fv = F.FV(r, months, withdrawal, -corpus, timing === 'start' ? 1 : 0) as number
        expect(Math.abs(result.finalBalance - fv)).toBeLessThanOrEqual(PAISA + floatSlack(Math.max(fv, corpus), months) + (Math.max(fv, corpus) * 2 ** -52 * 8) / r)
      }
    },
  )
})

describe('rule tables behind the registry', () => {
  it('sgb-comparison: the longest holding is the bond tenure and the default expense ratio is the table', () => {
    const entry = parse(REGISTRY_TEXT).calculators.find((c: { id: string }) => c.id === 'sgb-comparison')
    expect(entry.parameters.years.maximum).toBe(SOVEREIGN_GOLD_BOND.tenureYears)
    expect(entry.parameters.expenseRatio.default).toBe(GOLD_ETF.defaultExpenseRatioPercent)
  })
})
