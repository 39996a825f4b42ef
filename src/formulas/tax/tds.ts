/**
 * Monthly TDS on salary (section 192): the year's tax on the declared salary, spread evenly
 * over twelve months.
 *
 *   old regime: taxable = gross − ₹50,000 − HRA exemption − min(80C, ₹1,50,000)
 *                         − min(80D, ₹1,00,000)
 *   new regime: taxable = gross − ₹75,000 (HRA, 80C and 80D are not allowed; they are ignored
 *               and shown as `deductionsNotAllowed`)
 *   annual tax = the engine (87A, surcharge, cess, sections 288A/288B); monthly TDS = annual / 12
 * `regime=new` is the latest new regime (new-2026-27); a regime-year may also be named.
 * The HRA exemption is the declared exempt amount (see /hra to work it out); 80D is capped at
 * the largest deduction anyone can claim (self and parents both senior) since the ages are not
 * asked.
 *
 * Worked example (fixtures/taxation-salary/tds.json): ₹15,00,000 salary, old regime, HRA
 * exemption 1,20,000, 80C 2,00,000 (capped 1,50,000), 80D 25,000: taxable
 * 15,00,000 − 50,000 − 1,20,000 − 1,50,000 − 25,000 = 11,55,000; tax 1,12,500 + 30% ×
 * 1,55,000 = 1,59,000; cess 6,360; annual 1,65,360; monthly ₹13,780.
 */
import { Dec, max, min, ZERO } from '../../math/decimal.ts'
import { computeIncomeTax } from '../../math/income-tax.ts'
import { SECTION_80C } from '../../rules/section-80c.ts'
import { SECTION_80D } from '../../rules/section-80d.ts'
import { regimeRules } from '../../rules/income-tax/index.ts'
import { defineFormula } from '../formula.ts'

interface TdsInput {
  ctc: Dec
  regime: string
  hra: Dec
  sec80c: Dec
  sec80d: Dec
}

export const tds = defineFormula({
  decimalOnly: true,
  id: 'tax/tds',
  inputs: ['ctc', 'regime', 'hra', 'sec80c', 'sec80d'],
  compute({ ctc, regime, hra, sec80c, sec80d }: TdsInput) {
    const rules = regimeRules(regime)
    const old = rules.id === 'old'
    const standardDeduction = min(new Dec(rules.standardDeduction.amount), ctc)
    const hraExemption = old ? hra : ZERO
    const section80C = old ? min(sec80c, new Dec(SECTION_80C.aggregateLimit)) : ZERO
    const section80D = old ? min(sec80d, new Dec(SECTION_80D.selfSeniorLimit + SECTION_80D.parentsSeniorLimit)) : ZERO
    const claimed = hra.plus(sec80c).plus(sec80d)
    const allowed = hraExemption.plus(section80C).plus(section80D)
    const t = computeIncomeTax(rules, { slabIncome: max(ZERO, ctc.minus(standardDeduction).minus(allowed)) })
    return {
      regimeApplied: rules.id,
      grossSalary: ctc,
      standardDeduction,
      hraExemption,
      section80C,
      section80D,
      deductionsNotAllowed: claimed.minus(allowed),
      taxableIncome: t.totalIncome,
      taxBeforeRebate: t.taxBeforeRebate,
      rebate: t.rebate,
      marginalRelief: t.marginalRelief,
      surcharge: t.surcharge,
      cess: t.cess,
      annualTax: t.totalTax,
      monthlyTds: t.totalTax.div(12),
    }
  },
})
