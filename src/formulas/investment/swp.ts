/**
 * SWP: a fixed monthly withdrawal from a corpus that earns rate / 12 a month, for up to
 * `years`, or until the corpus runs out.
 *
 *   r = rate / 1200 (monthly rate)      n = years × 12 (must be whole)
 *   withdrawal at the END of each month (default, `withdrawalTiming=end`, the usual
 *   convention of Indian SWP calculators):   B_k = B_(k−1) × (1 + r) − W
 *   withdrawal at the START of each month (`withdrawalTiming=start`):
 *                                             B_k = (B_(k−1) − W) × (1 + r)
 *   in closed form after k months: B_k = B_0 × (1 + r)^k − W × F_k, F_k = annuityFactor(r, k)
 *   (end) or annuityDueFactor(r, k) (start), spreadsheet FV(r, k, W, −B_0, 0 or 1).
 * The balance moves in one direction only (it grows for ever when the month's return covers
 * the withdrawal, and falls for ever otherwise), so the year-end balance alone tells whether
 * the corpus lasts the year: each year costs one multiplication and one product with the
 * year's factor (src/math/yearly-schedule.ts). Only in the year the balance would reach
 * zero are the months stepped through, to find the month the corpus runs out; that month's
 * withdrawal is whatever is left (possibly less than W), after which nothing more is paid
 * and the table ends.
 * Totals: withdrawn = sum of withdrawals paid; returns earned = final balance + withdrawn −
 * corpus. `depletionMonth` is the month of the last (possibly partial) withdrawal when the
 * corpus runs out within the horizon (a balance of exactly 0 counts as run out), else null;
 * `allWithdrawalsPaid` says whether every withdrawal of the horizon was paid in full (true
 * also when the corpus reaches exactly 0 with the very last one).
 * Degenerate case: rate 0 is valid; the corpus then lasts corpus ÷ W months.
 *
 * Worked example (fixtures/investment/swp.json): ₹5,00,000, ₹10,000 a month, 8%, 5 years,
 * end of month: r = 0.0066667, balance = FV(0.08/12, 60, 10000, −500000, 0) = ₹10,154.29;
 * withdrawn ₹6,00,000; returns 10,154.29 + 6,00,000 − 5,00,000 = ₹1,10,154.29.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { monthlyTerm } from '../../math/periods.ts'
import { levelYears, yearSpans } from '../../math/yearly-schedule.ts'
import { defineFormula, type Inputs, type Row } from '../formula.ts'

export default defineFormula({
  id: 'investment/swp',
  compute<N>({ corpus, withdrawal, rate, years, withdrawalTiming }: Inputs<'investment/swp', N>, a: Arithmetic<N>) {
    const { months, monthlyRate: r } = monthlyTerm(a, years, rate)
    const zero = a.fromInteger(0)
    const onePlusR = a.plus(r, a.fromInteger(1))
    const atStart = withdrawalTiming === 'start'

    const yearly: Row<'investment/swp', 'yearly', N>[] = []
    let balance = corpus
    let withdrawn = zero
    let depletionMonth: number | null = null
    let lastPaidInFull = true
    // A year's withdrawals and their value at its end depend on its length alone.
    const yearOf = levelYears(a, withdrawal, atStart)
    for (const span of yearSpans(a, r, months, 12)) {
      const opening = balance
      const year = yearOf(span)
      let closing = a.minus(a.times(opening, span.growth), year.grown)
      let paid = year.paid
      if (a.lte(closing, zero)) {
        // The corpus runs out this year: step through its months.
        closing = opening
        paid = zero
        for (let m = 1; m <= span.periods; m++) {
          const available = atStart ? closing : a.times(closing, onePlusR)
          if (a.lte(available, withdrawal)) {
            lastPaidInFull = a.eq(available, withdrawal)
            paid = a.plus(paid, available)
            closing = zero
            depletionMonth = span.periodsBefore + m
            break
          }
          closing = atStart ? a.times(a.minus(available, withdrawal), onePlusR) : a.minus(available, withdrawal)
          paid = a.plus(paid, withdrawal)
        }
      }
      balance = closing
      withdrawn = a.plus(withdrawn, paid)
      yearly.push({ year: span.year, openingBalance: opening, withdrawn: paid, returns: a.plus(a.minus(closing, opening), paid), closingBalance: closing })
      if (depletionMonth !== null) break
    }

    return {
      totalWithdrawn: withdrawn,
      finalBalance: balance,
      totalReturns: a.minus(a.plus(balance, withdrawn), corpus),
      depletionMonth,
      allWithdrawalsPaid: depletionMonth === null || (depletionMonth === months && lastPaidInFull),
      months,
      yearly,
    }
  },
})
