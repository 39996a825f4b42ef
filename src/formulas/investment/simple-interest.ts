/**
 * Simple interest: SI = P × r × t / 100, on the principal only, never compounded.
 *
 *   yearly interest = P × r / 100
 *   total amount    = P + SI
 * The yearly breakdown has one row per year started: a full year earns the yearly interest;
 * a fractional last year earns its prorated share (2.5 years: years 1 and 2 in full, year 3
 * half). Each row gives the interest of the year, the interest to date and the amount then.
 * Degenerate case: rate 0 gives SI = 0 and a total equal to the principal.
 *
 * Worked example (fixtures/investment/simple-interest.json): ₹1,00,000 at 8% for 2.5 years:
 * SI = 1,00,000 × 8 × 2.5 / 100 = ₹20,000, total ₹1,20,000; year 3 earns 8,000 × 0.5 = ₹4,000.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { percent } from '../../math/numbers.ts'
import { defineFormula, type Inputs, type Row } from '../formula.ts'

export default defineFormula({
  id: 'investment/simple-interest',
  compute<N>({ principal, rate, years }: Inputs<'investment/simple-interest', N>, a: Arithmetic<N>) {
    const perYear = a.times(principal, percent(a, rate))
    const interest = a.times(perYear, years)
    const yearly: Row<'investment/simple-interest', 'yearly', N>[] = []
    const fullYears = a.toNumber(a.floor(years))
    const fraction = a.minus(years, a.fromInteger(fullYears))
    let toDate = a.fromInteger(0)
    for (let year = 1; year <= fullYears; year++) {
      toDate = a.plus(toDate, perYear)
      yearly.push({ year, interest: perYear, interestToDate: toDate, amount: a.plus(principal, toDate) })
    }
    if (a.gt(fraction, a.fromInteger(0))) {
      const part = a.times(perYear, fraction)
      toDate = a.plus(toDate, part)
      yearly.push({ year: fullYears + 1, interest: part, interestToDate: toDate, amount: a.plus(principal, toDate) })
    }
    return { interest, totalAmount: a.plus(principal, interest), yearlyInterest: perYear, yearly }
  },
})
