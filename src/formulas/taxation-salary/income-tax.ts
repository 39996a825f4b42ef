/**
 * Income tax on a year's income under one regime-year: the return of src/math/tax-return.ts
 * (heads of income, exemptions and deductions as the regime allows), then the shared engine
 * (src/math/income-tax/computation.ts; tables in src/rules/income-tax.yaml). With the salary alone:
 *
 *   taxable income = max(0, gross − standard deduction), rounded to ₹10 (section 288A)
 *   slab tax = Σ band income × band rate
 *   − section 87A rebate (total income ≤ limit) or, new regime, marginal relief above it
 *   + surcharge (with marginal relief at 50 L, 1 Cr, 2 Cr, 5 Cr)   + 4% cess
 *   total tax rounded to ₹10 (section 288B); monthly tax = total / 12
 *   effective rate = total tax / gross receipts × 100 (null for receipts of 0)
 * The salary is of a resident individual (the standard deduction applies unless
 * `applyStandardDeduction=false`); `age` picks the old regime's senior (60-79) and
 * super-senior (80+) slabs, and the 80D and 80TTA/80TTB rules of the return.
 *
 * Worked example (fixtures/taxation-salary/income-tax.json): new-2025-26, gross ₹13,00,000:
 * taxable 12,25,000; slab tax 0 + 20,000 + 40,000 + 3,750 = 63,750; no rebate above
 * 12,00,000 but marginal relief 63,750 − 25,000 = 38,750; cess 4% of 25,000 = 1,000;
 * total ₹26,000, monthly ₹2,166.67, effective rate 2%; the next rupee falls in the 15% slab:
 * marginal rate 15 × 1.04 = 15.6%; take-home (13,00,000 − 26,000) / 12 = ₹1,06,166.67 a month.
 *
 * The answer also explains itself: every exemption and deduction claimed and allowed
 * (`deductionsAllowed`), the special-rate tax by section, the tax paid, the interest of
 * sections 234A, 234B and 234C with the instalments used (src/math/income-tax/advance-tax-interest.ts;
 * a late return's months: src/math/income-tax/late-return.ts; the proviso of 234C for income that
 * arose late: src/math/tax-return/arisen-later.ts),
 * the refund or balance payable, and each loss brought forward with the income it was set off
 * against and what is left to carry forward (src/math/tax-return/losses-set-off.ts).
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { surchargeToTotal } from '../../math/income-tax/computation.ts'
import { marginalRate, specialRateTax } from '../../math/income-tax/explain.ts'
import { percentOf } from '../../math/numbers.ts'
import { assessReturn, returnOf, settleReturn } from '../../math/tax-return.ts'
import { regimeRules } from '../../rules/income-tax.ts'
import { defineFormula, type Inputs } from '../formula.ts'

/** Salary in hand a month: gross salary less the employer's NPS contribution, professional tax and the year's tax, over 12; null without a salary. */
function monthlyTakeHome<N>(a: Arithmetic<N>, input: Inputs<'taxation-salary/income-tax', N>, totalTax: N): N | null {
  if (a.isZero(input.grossIncome) || !input.applyStandardDeduction) return null
  const cash = a.minus(a.minus(a.minus(input.grossIncome, input.employerNps), input.professionalTax), totalTax)
  return a.div(cash, a.fromInteger(12))
}

export default defineFormula({
  id: 'taxation-salary/income-tax',
  compute<N>(input: Inputs<'taxation-salary/income-tax', N>, a: Arithmetic<N>) {
    const rules = regimeRules(input.regime, input.date)
    const declared = returnOf(a, input)
    const r = assessReturn(a, rules, declared)
    const t = r.tax
    const s = settleReturn(a, rules, declared, r)
    return {
      slabSchedule: t.schedule.label,
      standardDeduction: r.standardDeduction,
      exemptions: { hraExemption: r.hraExemption, professionalTax: r.professionalTax, selfOccupiedInterest: r.selfOccupiedInterest, familyPensionDeduction: r.familyPensionDeduction },
      incomeByHead: r.incomeByHead,
      housePropertyLossCarriedForward: r.housePropertyLossCarriedForward,
      grossTotalIncome: r.grossTotalIncome,
      deductions: r.deductions,
      taxableIncome: t.totalIncome,
      incomeAtSlabRates: t.slabIncome,
      slabs: t.slabs.map((s) => ({ from: s.from, upTo: s.upTo, ratePercent: s.ratePercent, income: s.income, tax: s.tax })),
      slabTax: t.slabTax,
      stcgTax: t.shortTermTax,
      ltcgTax: t.longTermTax,
      // in the registry's order, which the writer walks fastest (src/runtime/write-result.ts)
      taxBeforeRebate: t.taxBeforeRebate,
      rebate: t.rebate,
      marginalRelief: t.marginalRelief,
      taxAfterRebate: t.taxAfterRebate,
      ...surchargeToTotal(t),
      effectiveRate: percentOf(a, t.totalTax, r.grossReceipts),
      monthlyTax: a.div(t.totalTax, a.fromInteger(12)),
      specialRateTax: specialRateTax(a, t),
      propertyGainTaxedAt: r.propertyIndexationChosen === null ? null : r.propertyIndexationChosen ? '20% with indexation' : '12.5% without indexation',
      marginalRate: marginalRate(a, t),
      deductionsAllowed: r.allowances,
      monthlyTakeHome: monthlyTakeHome(a, input, t.totalTax),
      taxPaid: s.taxPaid,
      returnDueDate: s.returnDueDate,
      monthsLate: s.monthsLate,
      interest234A: s.interest234A,
      interest234B: s.interest234B,
      interest234C: s.interest234C,
      advanceTaxSchedule: s.schedule.map((i) => ({ dueDate: i.dueDate, cumulativePercent: i.cumulativePercent, taxOnLaterIncome: i.taxOnLaterIncome, due: i.due, paid: i.paid, shortfall: i.shortfall, months: i.months, interest: i.interest })),
      fee234F: s.fee234F,
      refund: s.refund,
      balancePayable: s.balancePayable,
      lossesSetOff: r.lossesSetOff,
    }
  },
})
