/**
 * Income tax on a year's income under one regime-year, through the shared engine
 * (src/math/income-tax.ts; tables in src/rules/income-tax.yaml).
 *
 *   taxable income = max(0, gross − standard deduction), rounded to ₹10 (section 288A)
 *   slab tax = Σ band income × band rate
 *   − section 87A rebate (total income ≤ limit) or, new regime, marginal relief above it
 *   + surcharge (with marginal relief at 50 L, 1 Cr, 2 Cr, 5 Cr)   + 4% cess
 *   total tax rounded to ₹10 (section 288B); monthly tax = total / 12
 *   effective rate = total tax / gross income × 100 (null for a gross income of 0)
 * The whole income is treated as salary or pension (the standard deduction applies unless
 * `applyStandardDeduction=false`), of a resident individual; `age` picks the old regime's
 * senior (60-79) and super-senior (80+) slabs and changes nothing in the new regime.
 *
 * Worked example (fixtures/taxation-salary/income-tax.json): new-2025-26, gross ₹13,00,000:
 * taxable 12,25,000; slab tax 0 + 20,000 + 40,000 + 3,750 = 63,750; no rebate above
 * 12,00,000 but marginal relief 63,750 − 25,000 = 38,750; cess 4% of 25,000 = 1,000;
 * total ₹26,000, monthly ₹2,166.67, effective rate 2%.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { computeIncomeTax, taxLines } from '../../math/income-tax.ts'
import { percentOf, ruleValue } from '../../math/numbers.ts'
import { regimeRules } from '../../rules/income-tax.ts'
import { defineFormula } from '../formula.ts'

interface IncomeTaxInput<N> {
  grossIncome: N
  regime: string
  applyStandardDeduction: boolean
  age: N
}

export const incomeTax = defineFormula({
  id: 'taxation-salary/income-tax',
  inputs: ['grossIncome', 'regime', 'applyStandardDeduction', 'age'],
  compute<N>({ grossIncome, regime, applyStandardDeduction, age }: IncomeTaxInput<N>, a: Arithmetic<N>) {
    const rules = regimeRules(regime)
    const zero = a.fromInteger(0)
    const deduction = ruleValue(a, rules.standardDeduction.amount)
    const standardDeduction = applyStandardDeduction ? a.min(grossIncome, deduction) : zero
    // max(0, gross − deduction) is gross less the deduction applied (at most the income); taken
    // from the deduction itself, a taxable income of 0 stays an exact 0.
    const taxable = applyStandardDeduction ? a.max(zero, a.minus(grossIncome, deduction)) : grossIncome
    const t = computeIncomeTax(a, rules, { slabIncome: taxable }, { age: a.toNumber(age) })
    return {
      slabSchedule: t.schedule.label,
      standardDeduction,
      taxableIncome: t.totalIncome,
      slabs: t.slabs.map((s) => ({ from: s.from, upTo: s.upTo, ratePercent: s.ratePercent, income: s.income, tax: s.tax })),
      ...taxLines(t),
      taxAfterRebate: t.taxAfterRebate,
      surchargeRate: t.surchargeRatePercent,
      surchargeMarginalRelief: t.surchargeMarginalRelief,
      roundingAdjustment: t.taxRounding,
      totalTax: t.totalTax,
      effectiveRate: percentOf(a, t.totalTax, grossIncome),
      monthlyTax: a.div(t.totalTax, a.fromInteger(12)),
    }
  },
})
