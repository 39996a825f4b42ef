/**
 * National Savings Certificate: a lump sum compounded yearly, paid at maturity.
 *
 *   r = rate / 100;  value after year y = principal × (1 + r)^y  (spreadsheet: FV(r, y, 0, −P))
 *   interest of year y = value(y) − value(y − 1)
 * The interest of every year but the last is deemed reinvested: it is taxable as it accrues and
 * qualifies again for Section 80C (old regime) in that year; the last year's interest is paid
 * out at maturity. Degenerate case: rate 0 gives maturity = principal and no interest.
 * Default rate (notified every quarter; `notifiedRate` shows the one for `date`) and tenure:
 * src/rules/nsc.yaml.
 *
 * Worked example (fixtures/government-schemes/nsc.json): ₹10,000 at 7.7% for 5 years:
 * 10,000 × 1.077^5 = ₹14,490.34 (published: ₹14,490), interest ₹4,490.34 of which
 * ₹3,454.35 (years 1 to 4) is deemed reinvested and ₹1,035.99 is paid in year 5; year 1 earns ₹770.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { percent } from '../../math/numbers.ts'
import { NSC_RATE } from '../../rules/nsc.ts'
import { notifiedRate } from '../../rules/small-savings-rate.ts'
import { defineFormula, type Inputs, type Row } from '../formula.ts'

export default defineFormula({
  id: 'government-schemes/nsc',
  compute<N>({ principal, rate, years, date }: Inputs<'government-schemes/nsc', N>, a: Arithmetic<N>) {
    const n = a.toNumber(years)
    const growth = a.plus(percent(a, rate), a.fromInteger(1))
    const yearly: Row<'government-schemes/nsc', 'yearly', N>[] = []
    let value = principal
    let reinvested = a.fromInteger(0)
    let finalYearInterest = reinvested
    for (let year = 1; year <= n; year++) {
      const opening = value
      value = a.times(opening, growth)
      const interest = a.minus(value, opening)
      const deemedReinvested = year < n
      if (deemedReinvested) reinvested = a.plus(reinvested, interest)
      finalYearInterest = interest
      yearly.push({ year, opening, interest, closing: value, deemedReinvested })
    }
    return {
      maturityValue: value,
      totalInterest: a.minus(value, principal),
      interestDeemedReinvested: reinvested,
      finalYearInterest,
      yearly,
      notifiedRate: notifiedRate(NSC_RATE, date),
    }
  },
})
