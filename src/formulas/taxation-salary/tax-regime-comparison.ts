/**
 * Old regime or new? The same return (src/math/tax-return.ts) under the old regime and under
 * the new regime of the year asked, side by side: the old regime of that same financial year
 * (`old-` and the year: its gains at the year's rates, FY 2023-24's 15% and 10% above
 * ₹1,00,000, FY 2024-25's split at 23 July 2024).
 *
 *   each side: standard deduction, exemptions (HRA, professional tax, self-occupied interest,
 *              family pension), Chapter VI-A deductions, taxable income, total tax
 *   saving = |old tax − new tax|; better = the regime with the smaller tax ('equal' on a tie)
 *   break-even: the least further deductions X (whole rupees) the old regime would need for
 *              its tax on income at slab rates less X to be no more than the new regime's
 *              tax: 0 when it already is; null when no X gets there (the gains' tax alone
 *              exceeds it). The old tax never rises as X grows, so X is found by
 *              bisection (src/math/least-whole.ts), whose probes are aimed: first at the X
 *              that bring total income to a threshold of the old regime's rules (most
 *              answers lie at one), then along the tax's line between two of them.
 *
 * Worked example (fixtures/taxation-salary/tax-regime-comparison.json): salary ₹12,00,000,
 * 80C ₹1,50,000, new-2026-27: old taxable 12,00,000 − 50,000 − 1,50,000 = 10,00,000, tax
 * 1,12,500 + cess 4,500 = 1,17,000; new taxable 11,25,000 ≤ 12,00,000, rebate leaves 0;
 * the new regime is better by ₹1,17,000, and the old regime pays nothing once its total income
 * rounds to ₹5,00,000 (87A): X = 4,99,996, leaving ₹5,00,004, which section 288A rounds down.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { computeIncomeTax, type SpecialRateGain } from '../../math/income-tax/computation.ts'
import { scheduleFor } from '../../math/income-tax/slabs.ts'
import { total } from '../../math/income-tax/parts.ts'
import { assessReturn, returnOf, type ReturnInput, type TaxReturn } from '../../math/tax-return.ts'
import { OLD_REGIME, STATUTORY_ROUNDING, oldRegimeOf, regimeRules, type RegimeRules } from '../../rules/income-tax.ts'
import { leastWhole } from '../../math/least-whole.ts'
import { defineFormula, type Inputs } from '../formula.ts'

function side<N>(a: Arithmetic<N>, r: TaxReturn<N>) {
  return {
    standardDeduction: r.standardDeduction,
    exemptions: total(a, [r.hraExemption, r.ltaExemption, r.professionalTax, r.selfOccupiedInterest, r.familyPensionDeduction]),
    deductions: r.deductions.total,
    taxableIncome: r.tax.totalIncome,
    totalTax: r.tax.totalTax,
    allowances: r.allowances,
    lossesSetOff: r.lossesSetOff,
  }
}

/** The least whole rupees of further deductions that bring the old regime's tax (by `rules`) to `target` or below; null when none do. */
function breakEven<N>(a: Arithmetic<N>, rules: RegimeRules, input: ReturnInput<N>, old: TaxReturn<N>, target: N): N | null {
  const zero = a.fromInteger(0)
  const atSlab = a.minus(old.incomeAtSlabRatesBeforeDeductions, old.deductions.total)
  const gains = old.specialIncome
  const age = a.toNumber(input.age)
  const taxWith = (x: number) => computeIncomeTax(a, rules, { slabIncome: a.max(zero, a.minus(atSlab, a.fromInteger(x))), gains }, { age, resident: input.resident }).totalTax
  if (a.lte(old.tax.totalTax, target)) return a.fromInteger(0)
  const high = a.toNumber(a.ceil(atSlab))
  const taxAtHigh = taxWith(high)
  if (a.gt(taxAtHigh, target)) return null
  // The tax at each x probed, in rupees (it is rounded to ₹10), to aim the next probe from.
  const seen = new Map([[0, a.toNumber(old.tax.totalTax)], [high, a.toNumber(taxAtHigh)]])
  const within = (x: number): boolean => {
    const tax = taxWith(x)
    seen.set(x, a.toNumber(tax))
    return a.lte(tax, target)
  }
  return a.fromInteger(leastWhole(0, high, within, breakEvenProbes(thresholdDeductions(a, rules, high, gains, age), seen, a.toNumber(target))))
}

/** How far from the aimed point the second probe is taken (a few ₹10 steps of the staircase). */
const NEAR = 16

/**
 * Where to probe next for the break-even (leastWhole): first the deductions that bring total
 * income to a threshold of the old regime (halving the list each time), since the answer most
 * often lies at one; then, between two thresholds, where the tax falls about linearly with the
 * deductions, the point where the line through the taxes at both ends meets the target, and
 * NEAR rupees short of it (or past it), so that a few bisections of the last NEAR are left: the
 * 288A and 288B roundings make the line a staircase of ₹10 steps. Then bisection.
 */
function breakEvenProbes(thresholds: readonly number[], seen: ReadonlyMap<number, number>, target: number): (low: number, high: number) => number | undefined {
  const sorted = [...thresholds].sort((p, q) => p - q)
  let aimedAt: number | undefined
  return (low, high) => {
    const inside = sorted.filter((x) => x > low && x < high)
    if (inside.length > 0) return inside[inside.length >> 1]
    if (high - low <= 2 * NEAR) return undefined
    if (aimedAt !== undefined) {
      // the aimed probe became one end, and the answer most likely lies within NEAR of it
      const next = aimedAt === high ? high - NEAR : low + NEAR
      aimedAt = undefined
      return next
    }
    const taxLow = seen.get(low)!
    const taxHigh = seen.get(high)!
    if (!(taxLow > taxHigh)) return undefined
    aimedAt = low + Math.ceil(((taxLow - target) / (taxLow - taxHigh)) * (high - low))
    return aimedAt
  }
}

/**
 * Where the break-even most likely lies: for each income T at which the old regime's tax jumps
 * or bends (a slab's top, the 87A rebate's limit, a surcharge threshold), the deductions about
 * the least x that brings total income to T after the section 288A rounding (to the nearest
 * ₹10, 5 up), where slab income − x plus the gains falls below T + 5, and the one below it. A
 * new regime that taxes nothing is matched where the old one's rebate begins. Slab income
 * (`slabIncome`, rounded up) and the gains are taken in whole rupees rounded up, which every
 * arithmetic can say of an amount in paise: x is then at most 3 above the true one, so x − 3 …
 * x are probed.
 */
function thresholdDeductions<N>(a: Arithmetic<N>, rules: RegimeRules, slabIncome: number, gains: readonly SpecialRateGain<N>[] | undefined, age: number): number[] {
  const gained = (gains ?? []).reduce((sum, g) => sum + a.toNumber(a.ceil(g.amount)), 0)
  const roundsUpFrom = STATUTORY_ROUNDING.roundUpFromLastFigure
  const thresholds = [
    ...scheduleFor(rules, age).slabs.flatMap((s) => (s.upTo === null ? [] : [s.upTo])),
    rules.rebate.incomeLimit,
    ...rules.surcharge.bands.map((b) => b.above),
  ]
  return thresholds.flatMap((t) => {
    const x = Math.floor(slabIncome + gained - t - roundsUpFrom) + 1
    return [x - 3, x - 2, x - 1, x]
  })
}

export default defineFormula({
  id: 'taxation-salary/tax-regime-comparison',
  compute<N>(request: Inputs<'taxation-salary/tax-regime-comparison', N>, a: Arithmetic<N>) {
    const input = returnOf(a, request)
    const newRules = regimeRules(request.regime, request.date)
    // The old regime of the year compared, under the id of `old`, which the request names with no
    // year: a part of FY 2024-25's gains given for another year is then refused by the new side,
    // in the name of the regime-year asked, after the old side's checks of the amounts.
    const oldRules = { ...regimeRules(oldRegimeOf(newRules).id, request.date), id: OLD_REGIME.id }
    const old = assessReturn(a, oldRules, input)
    const chosen = assessReturn(a, newRules, input)
    const oldTax = old.tax.totalTax
    const newTax = chosen.tax.totalTax
    return {
      old: side(a, old),
      new: side(a, chosen),
      betterRegime: a.lt(oldTax, newTax) ? 'old' : a.lt(newTax, oldTax) ? 'new' : 'equal',
      saving: a.abs(a.minus(oldTax, newTax)),
      additionalDeductionsToBreakEven: breakEven(a, oldRules, input, old, newTax),
    }
  },
})
