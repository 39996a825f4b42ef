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
import { Dec, ZERO, percent } from '../../math/decimal.ts'
import { defineFormula, type FormulaRecord } from '../formula.ts'

interface SimpleInterestInput {
  principal: Dec
  rate: Dec
  years: Dec
}

export const simpleInterest = defineFormula({
  decimalOnly: true,
  id: 'investment/simple-interest',
  inputs: ['principal', 'rate', 'years'],
  compute({ principal, rate, years }: SimpleInterestInput) {
    const perYear = principal.times(percent(rate))
    const interest = perYear.times(years)
    const yearly: FormulaRecord[] = []
    const fullYears = years.floor().toNumber()
    const fraction = years.minus(fullYears)
    let toDate = ZERO
    for (let year = 1; year <= fullYears; year++) {
      toDate = toDate.plus(perYear)
      yearly.push({ year, interest: perYear, interestToDate: toDate, amount: principal.plus(toDate) })
    }
    if (fraction.gt(0)) {
      const part = perYear.times(fraction)
      toDate = toDate.plus(part)
      yearly.push({ year: fullYears + 1, interest: part, interestToDate: toDate, amount: principal.plus(toDate) })
    }
    return { interest, totalAmount: principal.plus(interest), yearlyInterest: perYear, yearly }
  },
})
