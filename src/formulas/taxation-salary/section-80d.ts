/**
 * Section 80D: the health-insurance premium deductible in the old regime, for self and family
 * and for parents, each under its own limit.
 *
 *   self limit    = ₹50,000 if the insured self or spouse is a senior citizen (60+), else ₹25,000
 *   parents limit = ₹50,000 if a parent insured is a senior citizen, else ₹25,000
 *   deduction     = min(premium, limit) for each, plus its preventive health check-up in the
 *                   room left, the check-ups of both at most ₹5,000 together (s. 80D(2A)),
 *                   self and family's counted first (src/math/section-80d.ts)
 *   total = self + parents;  not deductible = premiums + check-ups − total
 * An uninsured senior's medical expenditure falls inside the same limits: include it in the
 * premium given. Degenerate case: nothing paid gives a zero deduction. Units: rupees a year.
 * Limits from src/rules/section-80d.ts.
 *
 * Worked example (fixtures/taxation-salary/section-80d.json): self premium ₹30,000 (not
 * senior), parents' premium ₹45,000 (senior): self min(30,000, 25,000) = 25,000; parents
 * min(45,000, 50,000) = 45,000; total ₹70,000, ₹5,000 not deductible.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { total } from '../../math/numbers.ts'
import { section80dDeduction } from '../../math/section-80d.ts'
import { defineFormula, type Inputs } from '../formula.ts'

export default defineFormula({
  id: 'taxation-salary/section-80d',
  compute<N>({ selfPrem, selfCheckUp, selfSenior, parentPrem, parentCheckUp, parentSenior }: Inputs<'taxation-salary/section-80d', N>, a: Arithmetic<N>) {
    const self = { premium: selfPrem, checkUp: selfCheckUp, senior: selfSenior }
    const parents = { premium: parentPrem, checkUp: parentCheckUp, senior: parentSenior }
    const { selfLimit, selfDeduction, parentLimit, parentDeduction, total: deducted } = section80dDeduction(a, self, parents)
    return {
      selfLimit,
      selfDeduction,
      parentLimit,
      parentDeduction,
      totalDeduction: deducted,
      maximumDeduction: selfLimit + parentLimit,
      notDeductible: a.minus(total(a, [selfPrem, selfCheckUp, parentPrem, parentCheckUp]), deducted),
    }
  },
})
