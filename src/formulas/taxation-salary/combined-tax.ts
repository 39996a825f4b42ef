/**
 * One year's tax on salary plus equity capital gains (listed shares and equity funds, STT
 * paid): the assessment /income-tax makes (src/math/tax-return.ts) of a return holding the
 * salary and the gains, the gains split by the rates of their dates of transfer
 * (src/math/equity-gains-by-date.ts).
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
import { earlierPart, equityGainsByDate } from '../../math/equity-gains-by-date.ts'
import { surchargeToTotal, taxBySource, type SourceShare } from '../../math/income-tax/computation.ts'
import { percentOf } from '../../math/numbers.ts'
import { assessReturn, salaryReturn } from '../../math/tax-return.ts'
import { regimeRules } from '../../rules/income-tax.ts'
import { defineFormula, type Inputs } from '../formula.ts'

export default defineFormula({
  id: 'taxation-salary/combined-tax',
  compute<N>(input: Inputs<'taxation-salary/combined-tax', N>, a: Arithmetic<N>) {
    const { salaryIncome, stcgEquity, ltcgEquity, regime, age } = input
    const stcgEarlier = earlierPart(a, 'stcgEquityBefore23July2024', input.stcgEquityBefore23July2024, stcgEquity, 'stcgEquity', regime)
    const ltcgEarlier = earlierPart(a, 'ltcgEquityBefore23July2024', input.ltcgEquityBefore23July2024, ltcgEquity, 'ltcgEquity', regime)
    const rules = regimeRules(regime)
    const declared = salaryReturn(a, salaryIncome, age)
    declared.stcgEquity = stcgEquity
    declared.ltcgEquity = ltcgEquity
    const r = assessReturn(a, rules, declared, { gains: equityGainsByDate(a, stcgEquity, ltcgEquity, stcgEarlier, ltcgEarlier, rules.yearRulesOn) })
    const t = r.tax
    const bySource = taxBySource(a, t)
    const row = (source: string, s: SourceShare<N>) => ({ source, income: s.income, tax: s.tax, surcharge: s.surcharge, cess: s.cess, total: s.total })
    return {
      standardDeduction: r.standardDeduction,
      salaryTaxableIncome: t.slabIncome,
      totalIncome: t.totalIncome,
      basicExemptionAgainstGains: t.basicExemptionAgainstGains,
      ltcgExempt: t.longTermExempt,
      slabTax: t.slabTax,
      stcgTax: t.shortTermTax,
      ltcgTax: t.longTermTax,
      // in the registry's order, which the writer walks fastest (src/runtime/write-result.ts)
      taxBeforeRebate: t.taxBeforeRebate,
      rebateEligible: t.rebateEligible,
      rebateCoversStcg: rules.rebate.coversShortTermGains,
      rebate: t.rebate,
      marginalRelief: t.marginalRelief,
      ...surchargeToTotal(t),
      effectiveRate: percentOf(a, t.totalTax, r.grossReceipts),
      bySource: [row('salary', bySource.slab), row('stcg', bySource.shortTerm), row('ltcg', bySource.longTerm)],
      gainsByRate: t.gains.map((g) => ({ source: g.kind === 'short-term' ? 'stcg' : 'ltcg', ratePercent: g.ratePercent, gain: g.gain, exempt: g.exempt, basicExemptionUsed: g.basicExemptionUsed, tax: g.tax })),
    }
  },
})
