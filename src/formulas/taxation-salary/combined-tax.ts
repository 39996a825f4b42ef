/**
 * One year's tax on salary plus equity capital gains (listed shares and equity funds, STT
 * paid), through the shared engine (src/math/income-tax.ts).
 *
 *   slab income = max(0, salary − standard deduction); total income = slab income + STCG +
 *                 LTCG, rounded to ₹10 (section 288A)
 *   slab tax on slab income; STCG × 20% (111A); (LTCG − ₹1,25,000) × 12.5% (112A); a
 *                 resident's basic exemption left unused by slab income absorbs STCG, then LTCG
 *   87A: eligibility is tested on total income including the gains (the usual reading; one
 *                 source excludes them: india-rules §1d); the rebate and the new regime's
 *                 marginal relief are limited to the tax on slab income, plus the STCG tax in
 *                 the old regime; never the LTCG tax (112A(6))
 *   surcharge on the slab tax at the band's rate, on the gains' tax at most 15%; marginal
 *                 relief at each threshold; 4% cess; total rounded to ₹10 (section 288B)
 *   bySource: each source's tax, surcharge (relief shared in proportion) and cess, before
 *                 the rounding
 * Capital losses are not modelled (gains are 0 or more).
 *
 * Worked example (fixtures/taxation-salary/combined-tax.json): new-2026-27, salary
 * ₹15,00,000, STCG 2,00,000, LTCG 3,00,000: slab income 14,25,000, total 19,25,000; slab tax
 * 20,000 + 40,000 + 33,750 = 93,750; STCG tax 40,000; LTCG (3,00,000 − 1,25,000) × 12.5% =
 * 21,875; no rebate or relief (19,25,000 is far above 12 lakh); cess 6,225; total 1,61,850.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { computeIncomeTax, taxLines, type SourceShare } from '../../math/income-tax.ts'
import { percentOf, ruleValue } from '../../math/numbers.ts'
import { regimeRules } from '../../rules/income-tax/index.ts'
import { defineFormula } from '../formula.ts'

interface CombinedTaxInput<N> {
  salaryIncome: N
  stcgEquity: N
  ltcgEquity: N
  regime: string
  age: N
}

export const combinedTax = defineFormula({
  id: 'taxation-salary/combined-tax',
  inputs: ['salaryIncome', 'stcgEquity', 'ltcgEquity', 'regime', 'age'],
  compute<N>({ salaryIncome, stcgEquity, ltcgEquity, regime, age }: CombinedTaxInput<N>, a: Arithmetic<N>) {
    const rules = regimeRules(regime)
    const zero = a.fromInteger(0)
    const deduction = ruleValue(a, rules.standardDeduction.amount)
    const standardDeduction = a.min(salaryIncome, deduction)
    // max(0, salary − deduction) is salary less the deduction applied; taken from the deduction
    // itself, a slab income of 0 stays an exact 0.
    const t = computeIncomeTax(
      a,
      rules,
      { slabIncome: a.max(zero, a.minus(salaryIncome, deduction)), shortTermGains: stcgEquity, longTermGains: ltcgEquity },
      { age: a.toNumber(age) },
    )
    const gross = a.plus(a.plus(salaryIncome, stcgEquity), ltcgEquity)
    const row = (source: string, s: SourceShare<N>) => ({ source, income: s.income, tax: s.tax, surcharge: s.surcharge, cess: s.cess, total: s.total })
    return {
      standardDeduction,
      salaryTaxableIncome: t.slabIncome,
      totalIncome: t.totalIncome,
      basicExemptionAgainstGains: t.basicExemptionAgainstGains,
      ltcgExempt: t.longTermExempt,
      slabTax: t.slabTax,
      stcgTax: t.shortTermTax,
      ltcgTax: t.longTermTax,
      ...taxLines(t),
      rebateEligible: t.rebateEligible,
      rebateCoversStcg: rules.rebate.coversShortTermGains,
      surchargeRate: t.surchargeRatePercent,
      surchargeMarginalRelief: t.surchargeMarginalRelief,
      roundingAdjustment: t.taxRounding,
      totalTax: t.totalTax,
      effectiveRate: percentOf(a, t.totalTax, gross),
      bySource: [row('salary', t.bySource.slab), row('stcg', t.bySource.shortTerm), row('ltcg', t.bySource.longTerm)],
    }
  },
})
