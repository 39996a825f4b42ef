/**
 * The return of a professional whose income is the profit of the profession alone (presumptive
 * under section 44ADA, or from books): the assessment /income-tax makes (./tax-return.ts) of
 * income at slab rates with no standard deduction, which is for salary and pension only.
 * The return's first line carries the profit as /income-tax's `grossIncome` with
 * `applyStandardDeduction=false` carries any income that is not salary: with no HRA,
 * professional tax or other head, that line is the income at slab rates.
 */
import type { Arithmetic } from '../arithmetic/arithmetic.ts'
import { salaryReturn, type ReturnInput } from './tax-return.ts'

/** The return of `profit` a year from a profession, for a resident of `age`. */
export function professionReturn<N>(a: Arithmetic<N>, profit: N, age: N): ReturnInput<N> {
  const r = salaryReturn(a, profit, age)
  r.applyStandardDeduction = false
  return r
}
