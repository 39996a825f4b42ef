/**
 * Sukanya Samriddhi Yojana: a yearly deposit for 15 years, compounded yearly, maturing 21
 * years after the account is opened.
 *
 *   r = rate / 100; deposit D at the start of each of account years 1 to 15 (before the 5th of
 *   April, so that the month-wise interest on the lowest balance covers the whole year)
 *   balance(y) = (balance(y − 1) + D_y) × (1 + r),  D_y = D for y ≤ 15, 0 after
 *   maturity = balance(21) = D × ((1 + r)^15 − 1) / r × (1 + r) × (1 + r)^6
 *              (spreadsheet: FV(r, 6, 0, −FV(r, 15, −D, 0, 1)))
 *   deposited = 15 × D;  interest = maturity − deposited
 * The girl's age at maturity is her age at opening + 21; the calendar year of maturity is the
 * opening year + 21. Degenerate case: rate 0 gives maturity = deposited.
 * Scheme terms and the default rate: src/rules/sukanya-samriddhi.ts.
 *
 * Worked example (fixtures/government-schemes/ssy.json): ₹1,50,000 a year at 8.2%, girl aged 5,
 * opened in 2026: balance after 15 years FV(0.082, 15, −150000, 0, 1) = ₹44,75,989.33, maturity
 * 44,75,989.33 × 1.082^6 = ₹71,82,119.17 in 2047 when she is 26; deposited ₹22,50,000,
 * interest ₹49,32,119.17.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { percent } from '../../math/numbers.ts'
import { notifiedRate } from '../../rules/small-savings-rate.ts'
import { SSY, SSY_RATE } from '../../rules/sukanya-samriddhi.ts'
import { defineFormula, type Inputs, type Row } from '../formula.ts'

export default defineFormula({
  id: 'government-schemes/ssy',
  compute<N>({ amount, age, rate, openingYear, date }: Inputs<'government-schemes/ssy', N>, a: Arithmetic<N>) {
    const zero = a.fromInteger(0)
    const growth = a.plus(percent(a, rate), a.fromInteger(1))
    const ageAtOpening = a.toNumber(age)
    const yearly: Row<'government-schemes/ssy', 'yearly', N>[] = []
    let balance = zero
    for (let year = 1; year <= SSY.maturityYears; year++) {
      const deposit = year <= SSY.depositYears ? amount : zero
      const opening = balance
      balance = a.times(a.plus(opening, deposit), growth)
      yearly.push({ year, age: ageAtOpening + year, deposit, interest: a.minus(a.minus(balance, opening), deposit), balance })
    }
    const totalDeposited = a.times(amount, a.fromInteger(SSY.depositYears))
    return {
      maturityValue: balance,
      totalDeposited,
      totalInterest: a.minus(balance, totalDeposited),
      depositYears: SSY.depositYears,
      maturityYears: SSY.maturityYears,
      maturityAge: ageAtOpening + SSY.maturityYears,
      maturityYear: a.toNumber(openingYear) + SSY.maturityYears,
      yearly,
      notifiedRate: notifiedRate(SSY_RATE, date),
    }
  },
})
