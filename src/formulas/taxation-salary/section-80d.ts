/**
 * Section 80D: the health-insurance premium deductible in the old regime, for self and family
 * and for parents, each under its own limit.
 *
 *   self limit    = ₹50,000 if the insured self or spouse is a senior citizen (60+), else ₹25,000
 *   parents limit = ₹50,000 if a parent insured is a senior citizen, else ₹25,000
 *   deduction     = min(premium, limit) for each; total = self + parents
 *   not deductible = premiums − total
 * A preventive health check-up (up to ₹5,000) and an uninsured senior's medical expenditure
 * fall inside the same limits: include them in the amounts given. Degenerate case: no premium
 * gives a zero deduction. Units: rupees a year. Limits from src/rules/section-80d.ts.
 *
 * Worked example (fixtures/taxation-salary/section-80d.json): self premium ₹30,000 (not
 * senior), parents' premium ₹45,000 (senior): self min(30,000, 25,000) = 25,000; parents
 * min(45,000, 50,000) = 45,000; total ₹70,000, ₹5,000 not deductible.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { section80dDeduction } from '../../math/section-80d.ts'
import { defineFormula, type Inputs } from '../formula.ts'

export default defineFormula({
  id: 'taxation-salary/section-80d',
  compute<N>({ selfPrem, selfSenior, parentPrem, parentSenior }: Inputs<'taxation-salary/section-80d', N>, a: Arithmetic<N>) {
    const { selfLimit, selfDeduction, parentLimit, parentDeduction, total } = section80dDeduction(a, selfPrem, selfSenior, parentPrem, parentSenior)
    return {
      selfLimit,
      selfDeduction,
      parentLimit,
      parentDeduction,
      totalDeduction: total,
      maximumDeduction: selfLimit + parentLimit,
      notDeductible: a.minus(a.plus(selfPrem, parentPrem), total),
    }
  },
})
