/**
 * Monthly TDS on salary (section 192): the year's tax on the declared salary, spread evenly
 * over twelve months. The tax is the assessment of src/math/tax-return.ts, as /income-tax
 * computes it, of a return holding the salary and the employee's declarations:
 *
 *   old regime: taxable = gross − ₹50,000 − HRA exemption − professional tax (at most ₹2,500,
 *                         16(iii)) − self-occupied home-loan interest (at most ₹2,00,000, 24(b))
 *                         − min(80C, ₹1,50,000) − min(80CCD(1B), ₹50,000)
 *                         − min(80D self, ₹25,000 or ₹50,000 from age 60)
 *                         − min(80D parents, ₹25,000 or ₹50,000 for a senior parent)
 *                         − the preventive health check-ups in the room each 80D limit left,
 *                           ₹5,000 of them together (src/math/section-80d.ts)
 *   new regime: taxable = gross − ₹75,000 (none of the others is allowed; they are ignored
 *               and shown in `deductionsNotAllowed`)
 *   annual tax = the engine (87A, surcharge, cess, sections 288A/288B); monthly TDS = annual / 12
 * `regime=new` is the latest new regime (new-2026-27); a regime-year may also be named.
 * The HRA exemption is the declared exempt amount (see /hra to work it out), at most the
 * salary, and the standard deduction at most the salary left after it (section 16(ia)); the
 * age picks the old regime's slab schedule and the self 80D limit (src/rules/section-80d.ts). `deductionsNotAllowed` is what was declared less what was
 * allowed, line by line (the regime's rules and each cap).
 *
 * Worked example (fixtures/taxation-salary/tds.json): ₹15,00,000 salary, old regime, HRA
 * exemption 1,20,000, 80C 2,00,000 (capped 1,50,000), 80D 25,000: taxable
 * 15,00,000 − 50,000 − 1,20,000 − 1,50,000 − 25,000 = 11,55,000; tax 1,12,500 + 30% ×
 * 1,55,000 = 1,59,000; cess 6,360; annual 1,65,360; monthly ₹13,780.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { taxLines } from '../../math/income-tax/computation.ts'
import { total } from '../../math/numbers.ts'
import { assessReturn, salaryReturn } from '../../math/tax-return.ts'
import { regimeRules } from '../../rules/income-tax.ts'
import { defineFormula, type Inputs } from '../formula.ts'

export default defineFormula({
  id: 'taxation-salary/tds',
  compute<N>(input: Inputs<'taxation-salary/tds', N>, a: Arithmetic<N>) {
    const { ctc, regime, hra, sec80c, sec80d, sec80dParents, age } = input
    const rules = regimeRules(regime)
    // The salary return of src/math/tax-return.ts with the employee's declarations.
    const declared = salaryReturn(a, ctc, age)
    declared.declaredHraExemption = hra
    declared.professionalTax = input.professionalTax
    declared.selfOccupiedInterest = input.selfOccupiedInterest
    declared.section80C = sec80c
    declared.section80CCD1B = input.section80CCD1B
    declared.section80DSelf = sec80d
    declared.section80DParents = sec80dParents
    declared.section80DSelfCheckUp = input.section80DSelfCheckUp
    declared.section80DParentsCheckUp = input.section80DParentsCheckUp
    declared.parentsSenior = input.parentsSenior
    declared.spouseSenior = input.spouseSenior
    const r = assessReturn(a, rules, declared)
    const t = r.tax
    const d = r.deductions
    const claimed = total(a, [hra, input.professionalTax, input.selfOccupiedInterest, sec80c, input.section80CCD1B, sec80d, sec80dParents, input.section80DSelfCheckUp, input.section80DParentsCheckUp])
    const allowed = total(a, [r.hraExemption, r.professionalTax, r.selfOccupiedInterest, d.section80C, d.section80CCD1B, d.section80D])
    return {
      regimeApplied: rules.id,
      grossSalary: ctc,
      standardDeduction: r.standardDeduction,
      hraExemption: r.hraExemption,
      professionalTax: r.professionalTax,
      selfOccupiedInterest: r.selfOccupiedInterest,
      section80C: d.section80C,
      section80CCD1B: d.section80CCD1B,
      section80D: d.section80D,
      deductionsNotAllowed: a.minus(claimed, allowed),
      taxableIncome: t.totalIncome,
      ...taxLines(t),
      annualTax: t.totalTax,
      monthlyTds: a.div(t.totalTax, a.fromInteger(12)),
    }
  },
})
