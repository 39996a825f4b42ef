/**
 * Section 234F: the fee for a return furnished after its due date (src/rules/advance-tax.yaml):
 *
 *   fee = 0       for a return filed by the due date (./late-return.ts), or by a person not
 *                 required to furnish one: gross total income (income before Chapter VI-A)
 *                 not above the maximum not chargeable to tax, the 0% slab of the regime and age
 *                 (section 139(1); its seventh proviso's other tests, of deposits, travel and
 *                 electricity, are not asked)
 *         = ₹1,000 when total income is at most ₹5 lakh (proviso to 234F(1))
 *         = ₹5,000 otherwise
 * A rebate that leaves no tax does not excuse the fee: the return was still required.
 *
 * Worked example (fixtures/taxation-salary/income-tax.json): new-2026-27, salary ₹15 lakh,
 * filed 1 August 2027, a day late: gross total income 15,00,000 − 75,000 = 14,25,000, above the
 * 0% slab's 4,00,000; total income above 5 lakh: fee ₹5,000.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { FEE_234F } from '../../rules/advance-tax.ts'
import { ruleValue } from '../numbers.ts'
import type { Filing } from './late-return.ts'

/**
 * Section 234F's fee for a return filed as `filing` says, by a person of this gross total income
 * and total income, whose slabs are nil up to `basicExemption` (the computation's, ./slabs.ts).
 */
export function lateFee<N>(a: Arithmetic<N>, filing: Filing, grossTotalIncome: N, totalIncome: N, basicExemption: N): N {
  if (filing.monthsLate === 0 || !a.gt(grossTotalIncome, basicExemption)) return a.fromInteger(0)
  const f = FEE_234F
  return ruleValue(a, a.lte(totalIncome, ruleValue(a, f.reducedUpToIncome)) ? f.reducedFee : f.fee)
}
