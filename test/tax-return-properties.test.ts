/**
 * The full return of /income-tax and /tax-regime-comparison, properties over random returns:
 *
 * - Adding any deduction or exemption (or raising one) never raises the tax, in any regime,
 *   but for one ₹10 step of rounding: a deduction only ever takes income away, and the sections
 *   that read each other's bases (80GG before 80G) give back at most a share of what they take.
 *   A loss brought forward (house property, short-term or long-term capital) is such a deduction
 *   too: it only ever takes away income of the head or gains it may meet. The one exception is
 *   section 288A's: total income is rounded to ₹10, and the income taxed at the slab rates is
 *   that rounded total less the special-rate incomes (as the e-filing utility computes it). A
 *   deduction taken from special-rate income can leave the rounded total where it was, or lower
 *   it by less than it took, and so move fewer than ten rupees to the slab rates: under ₹5 of tax
 *   even at 30 % with the highest surcharge and cess, which section 288B's rounding of the tax to
 *   ₹10 can turn into one step of ₹10. For instance an old-regime return with a total income of
 *   ₹63,25,730.50 and ₹5 more of long-term loss brought forward: the total still rounds to
 *   ₹63,25,730, ₹5 moves from section 112's 12.5 % to the 30 % slab, and the tax before rounding,
 *   ₹17,22,794.10 + ₹1.01 (surcharge and cess on ₹0.875), rounds to ₹17,22,800, not ₹17,22,790.
 * - The comparison picks the regime with the lower tax, and each side's tax is the tax
 *   /income-tax answers for that regime on the same return.
 */
import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { INCOME_TAX_REGIMES, OLD_REGIME_YEARS } from '../src/rules/income-tax.ts'
import { sharedEngine } from './support/project.ts'

const engine = sharedEngine()
const NEW_REGIMES = [...INCOME_TAX_REGIMES.keys()].filter((r) => r !== 'old')
/** Every value of /income-tax's `regime`: `old`, the old regime by year, the new regime by year. */
const REGIMES = [...INCOME_TAX_REGIMES.keys(), ...OLD_REGIME_YEARS.keys()]

type Query = Record<string, string>

async function result(path: string, query: Query): Promise<Record<string, unknown>> {
  const response = await engine.handle({ method: 'GET', url: `/api/v1/${path}?${new URLSearchParams(query)}` })
  expect(response.status, response.body ?? '').toBe(200)
  return JSON.parse(response.body!).result
}

const rupees = (max: number) => fc.integer({ min: 0, max })

/** A return: salary with basic pay, interest, dividends, rent, gains, losses brought forward, and some deductions already claimed. */
const aReturn = fc
  .record({
    grossIncome: rupees(30_000_000),
    basicShare: fc.integer({ min: 0, max: 60 }),
    savingsInterest: rupees(100_000),
    depositInterest: rupees(1_000_000),
    dividends: rupees(1_000_000),
    stcgEquity: rupees(2_000_000),
    ltcgEquity: rupees(2_000_000),
    winnings: rupees(500_000),
    ltcgOther: rupees(2_000_000),
    debtFundGains: rupees(1_000_000),
    letOutRent: rupees(1_000_000),
    broughtForwardLossHouseProperty: fc.oneof(fc.constant(0), rupees(1_000_000)),
    broughtForwardLossShortTerm: fc.oneof(fc.constant(0), rupees(2_000_000)),
    broughtForwardLossLongTerm: fc.oneof(fc.constant(0), rupees(2_000_000)),
    section80C: rupees(200_000),
    section80DSelf: rupees(60_000),
    age: fc.constantFrom(30, 45, 62, 81),
    resident: fc.boolean(),
  })
  .map(({ basicShare, ...r }): Query => {
    const q: Query = Object.fromEntries(Object.entries(r).map(([k, v]) => [k, String(v)]))
    q.basicSalary = String(Math.floor((r.grossIncome * basicShare) / 100))
    return q
  })

/** A deduction or exemption to add on top of the return, as the parameters it changes. */
const aDeduction = fc.oneof(
  ...['section80C', 'section80CCD1B', 'section80DParents', 'section80E', 'section80G100', 'section80G50', 'section80GQualifying', 'section80EEA', 'section80EEB', 'section80DDB', 'selfOccupiedInterest', 'rentPaidNoHra'].map(
    (name) => rupees(500_000).map((amount) => ({ name, amount: String(amount) })),
  ),
  rupees(2_500).map((amount) => ({ name: 'professionalTax', amount: String(amount) })),
  ...['broughtForwardLossHouseProperty', 'broughtForwardLossShortTerm', 'broughtForwardLossLongTerm'].map((name) => rupees(3_000_000).map((amount) => ({ name, amount: String(amount) }))),
  fc.constantFrom('disabled', 'severe').map((amount) => ({ name: 'disability', amount })),
  fc.constantFrom('disabled', 'severe').map((amount) => ({ name: 'dependantDisability', amount })),
  fc.constant({ name: 'spouseSenior', amount: 'true' }),
  fc.constant({ name: 'governmentEmployee', amount: 'true' }),
)

/** The return with the deduction added to what it already claims. */
function withDeduction(base: Query, d: { name: string; amount: string }): Query {
  const amount = /^\d+$/.test(d.amount) && base[d.name] !== undefined ? String(Number(base[d.name]) + Number(d.amount)) : d.amount
  const q = { ...base, [d.name]: amount }
  if (d.name === 'governmentEmployee') q.employerNps = String(Math.floor(Number(base.basicSalary) * 0.14))
  return q
}

describe('the full return', () => {
  test.prop([aReturn, aDeduction, fc.constantFrom(...REGIMES)], { numRuns: 150 })('adding a deduction never raises the tax but for one ₹10 step of section 288A and 288B rounding', async (base, deduction, regime) => {
    const before = { ...base, regime, ...(deduction.name === 'governmentEmployee' ? { employerNps: String(Math.floor(Number(base.basicSalary) * 0.14)) } : {}) }
    const after = { ...withDeduction(base, deduction), regime }
    const taxBefore = (await result('income-tax', before)).totalTax as number
    const taxAfter = (await result('income-tax', after)).totalTax as number
    expect(taxAfter).toBeLessThanOrEqual(taxBefore + 10)
  })

  test.prop([aReturn, fc.constantFrom(...NEW_REGIMES)], { numRuns: 100 })('the comparison picks the regime with the lower tax, each as /income-tax taxes it (the old regime of the same year)', async (base, regime) => {
    const comparison = await result('tax-regime-comparison', { ...base, regime })
    const oldTax = (await result('income-tax', { ...base, regime: regime.replace(/^new-/, 'old-') })).totalTax as number
    const newTax = (await result('income-tax', { ...base, regime })).totalTax as number
    expect((comparison.old as { totalTax: number }).totalTax).toBe(oldTax)
    expect((comparison.new as { totalTax: number }).totalTax).toBe(newTax)
    expect(comparison.betterRegime).toBe(oldTax < newTax ? 'old' : newTax < oldTax ? 'new' : 'equal')
    expect(comparison.saving).toBe(Math.abs(oldTax - newTax))
  })
})
