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
 *              that bring slab or total income to a threshold of the old regime's rules
 *              (most answers lie at one), then along the tax's line between two of them,
 *              only ever at the first X of a ₹10 step of total income (section 288A).
 *
 * Worked example (fixtures/taxation-salary/tax-regime-comparison.json): salary ₹12,00,000,
 * 80C ₹1,50,000, new-2026-27: old taxable 12,00,000 − 50,000 − 1,50,000 = 10,00,000, tax
 * 1,12,500 + cess 4,500 = 1,17,000; new taxable 11,25,000 ≤ 12,00,000, rebate leaves 0;
 * the new regime is better by ₹1,17,000, and the old regime pays nothing once its total income
 * rounds to ₹5,00,000 (87A): X = 4,99,996, leaving ₹5,00,004, which section 288A rounds down.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { computeIncomeTax } from '../../math/income-tax/computation.ts'
import { taxThresholds } from '../../math/income-tax/thresholds.ts'
import { total } from '../../math/numbers.ts'
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
  const taxWith = (x: number) => computeIncomeTax(a, rules, { slabIncome: a.max(zero, a.minus(atSlab, a.fromInteger(x))), gains, dividends: input.dividends }, { age, resident: input.resident })
  if (a.lte(old.tax.totalTax, target)) return a.fromInteger(0)
  const high = a.toNumber(a.ceil(atSlab))
  const atHigh = taxWith(high)
  if (a.gt(atHigh.totalTax, target)) return null
  // The tax before the section 288B rounding at each x probed, to aim the next probe from.
  const seen = new Map([[0, a.estimate(old.tax.taxBeforeRounding)], [high, a.estimate(atHigh.taxBeforeRounding)]])
  const within = (x: number): boolean => {
    const tax = taxWith(x)
    seen.set(x, a.estimate(tax.taxBeforeRounding))
    return a.lte(tax.totalTax, target)
  }
  const steps = new IncomeSteps(a.estimate(atSlab), (gains ?? []).reduce((sum, g) => sum + a.estimate(g.amount), 0))
  return a.fromInteger(leastWhole(0, high, within, breakEvenProbes(steps, kinks(steps, rules, age), seen, a.toNumber(target))))
}

/**
 * Section 288A in terms of the deductions x: total income (slab income − x plus the gains) is
 * rounded to ₹10, so the tax is the same for every x of a step of ten, and the least x of a
 * step (a step's start) is the only place the answer can lie (or the search's upper end). A
 * step starts where x passes slab income + gains + 5 less a multiple of ten: at E + 1 − 10m,
 * E = ⌊slab income + gains + 5⌋. Only where probes go depends on it, never the answer.
 */
class IncomeSteps {
  /** ⌊slab income + gains + 5⌋, in rupees. */
  readonly #e: number
  /** The gains in rupees. */
  readonly gains: number

  /** Slab income and the gains in rupees, as plain numbers: no decision of the arithmetic is asked for. */
  constructor(slabIncome: number, gains: number) {
    this.gains = gains
    // the amounts are in paise: the float sum is put back on a paisa before its floor is taken
    this.#e = Math.floor(Math.round((slabIncome + gains) * 100) / 100 + STATUTORY_ROUNDING.roundUpFromLastFigure)
  }

  /** The least x that brings total income, rounded, to `income` or below. */
  toTotalIncome(income: number): number {
    return this.#e + 1 - (Math.floor(income / 10) + 1) * 10
  }

  /** The step start at or after x. */
  startFrom(x: number): number {
    return this.#e + 1 - Math.floor((this.#e + 1 - x) / 10) * 10
  }

  isStart(x: number): boolean {
    return (this.#e + 1 - x) % 10 === 0
  }
}

/**
 * The x at which the old regime's tax jumps or bends: where slab income falls to the top of a
 * slab (the gains keep their place above it), and where total income falls to the 87A rebate's
 * limit or a surcharge threshold. The end of a surcharge's marginal relief is left to the aim.
 */
function kinks(steps: IncomeSteps, rules: RegimeRules, age: number): number[] {
  const { slabTops, reliefsAbove } = taxThresholds(rules, age)
  const totals = [...slabTops.map((top) => top + steps.gains), ...reliefsAbove]
  return [...new Set(totals.map((income) => steps.toTotalIncome(income)))].sort((p, q) => p - q)
}

/**
 * Where to probe next for the break-even (leastWhole), every probe a step's start but the ones
 * that confirm an answer. Each aim follows the line through the taxes before rounding at both
 * ends to where it crosses the target + ₹5 (the tax is rounded to ₹10), drawn through the ends'
 * step starts (every x of a step has its start's tax):
 *  - while kinks lie between the ends, the first kink at or past the aim: the answer most often
 *    lies at one, and between two kinks the tax falls about linearly with x;
 *  - then the step of the aim, by the Illinois method: an end kept twice in a row counts half
 *    its distance from the target, so that a bend the kinks miss (the end of a surcharge's
 *    marginal relief) costs a few probes, not a walk;
 *  - when the upper end is a step's start and either an aim just landed on it or the aim falls
 *    in the step below it, the x just before it: if that falls short, the upper end is the answer.
 * Only how many probes it takes depends on these, never the answer.
 */
function breakEvenProbes(steps: IncomeSteps, kinks: readonly number[], seen: ReadonlyMap<number, number>, target: number): (low: number, high: number) => number | undefined {
  const rounded = target + STATUTORY_ROUNDING.roundUpFromLastFigure
  let aimed: number | undefined
  let kept: 'low' | 'high' | undefined
  const weight = { low: 1, high: 1 }
  let confirmed = -1
  return (low, high) => {
    const landed = aimed === high
    if (aimed !== undefined) {
      const keeps = landed ? 'low' : 'high'
      weight[landed ? 'high' : 'low'] = 1
      if (keeps === kept) weight[keeps] /= 2
      kept = keeps
      aimed = undefined
    }
    const above = weight.low * (seen.get(low)! - rounded)
    const below = weight.high * (seen.get(high)! - rounded)
    const line = above > 0 && below < 0
    const from = steps.startFrom(low - 9)
    const aim = line ? steps.startFrom(from + (above / (above - below)) * (steps.startFrom(high - 9) - from)) : high
    const inside = kinks.filter((x) => x > low && x < high)
    if (inside.length > 0) return line ? (inside.find((x) => x >= aim) ?? inside[inside.length - 1]) : inside[inside.length >> 1]
    const stepBelow = steps.startFrom(high) - 10
    if (steps.isStart(high) && high - 1 > low && confirmed !== high && (landed || aim >= stepBelow)) return (confirmed = high) - 1
    const x = Math.min(aim, stepBelow)
    if (!line || x <= low) return undefined
    return (aimed = x)
  }
}

/**
 * A year's old regime under the id of `old`, one object for each year: the figures made from a
 * regime's rules are kept by the rules object (src/math/numbers.ts, rulesIn), so that a new
 * object each request would make them again.
 */
const UNDER_OLD_NAME = new Map<RegimeRules, RegimeRules>()
function underOldName(rules: RegimeRules): RegimeRules {
  let renamed = UNDER_OLD_NAME.get(rules)
  if (renamed === undefined) UNDER_OLD_NAME.set(rules, (renamed = { ...rules, id: OLD_REGIME.id }))
  return renamed
}

export default defineFormula({
  id: 'taxation-salary/tax-regime-comparison',
  compute<N>(request: Inputs<'taxation-salary/tax-regime-comparison', N>, a: Arithmetic<N>) {
    const input = returnOf(a, request)
    const newRules = regimeRules(request.regime, request.date)
    // The old regime of the year compared, under the id of `old`, which the request names with no
    // year: a part of FY 2024-25's gains given for another year is then refused by the new side,
    // in the name of the regime-year asked, after the old side's checks of the amounts.
    const oldRules = underOldName(regimeRules(oldRegimeOf(newRules).id, request.date))
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
