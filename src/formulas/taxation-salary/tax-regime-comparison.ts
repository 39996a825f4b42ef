/**
 * Old regime or new? The same return (src/math/tax-return.ts) under the old regime and under
 * the new regime of the year asked, side by side.
 *
 *   each side: standard deduction, exemptions (HRA, professional tax, self-occupied interest,
 *              family pension), Chapter VI-A deductions, taxable income, total tax
 *   saving = |old tax − new tax|; better = the regime with the smaller tax ('equal' on a tie)
 *   break-even: the least further deductions X (whole rupees) the old regime would need for
 *              its tax on income at slab rates less X to be no more than the new regime's
 *              tax: 0 when it already is; null when no X gets there (the gains' tax alone
 *              exceeds it). The old tax never rises as X grows, so X is found by bisection.
 *
 * Worked example (fixtures/taxation-salary/tax-regime-comparison.json): salary ₹12,00,000,
 * 80C ₹1,50,000, new-2026-27: old taxable 12,00,000 − 50,000 − 1,50,000 = 10,00,000, tax
 * 1,12,500 + cess 4,500 = 1,17,000; new taxable 11,25,000 ≤ 12,00,000, rebate leaves 0;
 * the new regime is better by ₹1,17,000, and the old regime pays nothing once its total income
 * rounds to ₹5,00,000 (87A): X = 4,99,996, leaving ₹5,00,004, which section 288A rounds down.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { computeIncomeTax } from '../../math/income-tax.ts'
import { total } from '../../math/income-tax/parts.ts'
import { assessReturn, equityGains, returnOf, RETURN_INPUTS, type ReturnInput, type ReturnRequest, type TaxReturn } from '../../math/tax-return.ts'
import { OLD_REGIME, regimeRules } from '../../rules/income-tax.ts'
import { defineFormula } from '../formula.ts'

function side<N>(a: Arithmetic<N>, r: TaxReturn<N>) {
  return {
    standardDeduction: r.standardDeduction,
    exemptions: total(a, [r.hraExemption, r.professionalTax, r.selfOccupiedInterest, r.familyPensionDeduction]),
    deductions: r.deductions.total,
    taxableIncome: r.tax.totalIncome,
    totalTax: r.tax.totalTax,
  }
}

/** The least whole rupees of further deductions that bring the old regime's tax to `target` or below; null when none do. */
function breakEven<N>(a: Arithmetic<N>, input: ReturnInput<N>, old: TaxReturn<N>, target: N): N | null {
  const zero = a.fromInteger(0)
  const atSlab = a.minus(a.max(zero, a.minus(old.grossTotalIncome, old.incomeByHead.capitalGains)), old.deductions.total)
  const gains = equityGains(a, input.stcgEquity, input.ltcgEquity)
  const taxWith = (x: number) => computeIncomeTax(a, OLD_REGIME, { slabIncome: a.max(zero, a.minus(atSlab, a.fromInteger(x))), gains }, { age: a.toNumber(input.age), resident: input.resident }).totalTax
  if (a.lte(old.tax.totalTax, target)) return a.fromInteger(0)
  let high = a.toNumber(a.ceil(atSlab))
  if (a.gt(taxWith(high), target)) return null
  let low = 0
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2)
    if (a.lte(taxWith(mid), target)) high = mid
    else low = mid
  }
  return a.fromInteger(high)
}

export const taxRegimeComparison = defineFormula({
  id: 'taxation-salary/tax-regime-comparison',
  inputs: ['grossIncome', 'regime', 'age', ...RETURN_INPUTS],
  compute<N>(request: ReturnRequest<N>, a: Arithmetic<N>) {
    const input = returnOf(a, request)
    const old = assessReturn(a, OLD_REGIME, input)
    const chosen = assessReturn(a, regimeRules(request.regime), input)
    const oldTax = old.tax.totalTax
    const newTax = chosen.tax.totalTax
    return {
      old: side(a, old),
      new: side(a, chosen),
      betterRegime: a.lt(oldTax, newTax) ? 'old' : a.lt(newTax, oldTax) ? 'new' : 'equal',
      saving: a.abs(a.minus(oldTax, newTax)),
      additionalDeductionsToBreakEven: breakEven(a, input, old, newTax),
    }
  },
})
