/**
 * Prepay the home loan or invest in a SIP: what a monthly surplus `extraPayment` is worth at the
 * loan's original end if it prepays the loan, against investing it every month.
 *
 *   r = rate / 1200      n = years × 12 (must be whole)      s = expectedReturn / 1200
 *   EMI = PMT(r, n, −principal); the monthly budget is EMI + extraPayment in both paths.
 *   Prepay: extraPayment goes to principal at the end of every month after the EMI (shared
 *     amortisation engine); the loan closes after k ≤ n EMIs. What the closing month leaves of
 *     the budget, and the whole budget from month k + 1 to n, go into a SIP at the start of each
 *     month: wealth = left × (1 + s)^(n−k) + (EMI + extra) × FV(s, n − k, −1, 0, 1).
 *   SIP: the EMI runs for n months and extraPayment goes into a SIP at the start of every
 *     month: wealth = extra × FV(s, n, −1, 0, 1).
 * Both paths spend the same money and owe nothing at month n, so their wealth compares
 * directly; `better` names the larger (equal to the paisa: `equal`). Before tax, ignoring the
 * tax deductions on home-loan interest and principal and any prepayment charge (none on
 * floating-rate home loans: src/rules/home-loan.ts). The yearly table shows each path's loan
 * balance, investments and net worth (investments − balance) at each year's end.
 *
 * Worked example (fixtures/loans-emi/home-loan-prepayment-vs-sip.json): ₹50,00,000 at 8.5%
 * for 20 years, ₹10,000 a month spare, SIP at 12%: EMI ₹43,391.16; prepaying closes the loan
 * after 155 EMIs and saves ₹21,78,721.22 of interest, and its SIP of the freed ₹53,391.16 is
 * worth ₹72,65,194.54 at month 240; the SIP of ₹10,000 from the start is worth
 * FV(0.01, 240, −10000, 0, 1) = ₹99,91,479.19, so the SIP wins by ₹27,26,284.65.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { amortiseByYear, scheduleTotals, StretchFactors, withEvents } from '../../math/amortisation/index.ts'
import { levelPayment } from '../../math/growth.ts'
import { monthlyTerm, ratePerPeriod } from '../../math/periods.ts'
import { monthlySavings } from '../../math/savings.ts'
import { defineFormula, type Inputs, type Row } from '../formula.ts'

export default defineFormula({
  id: 'loans-emi/home-loan-prepayment-vs-sip',
  compute<N>({ principal, rate, years, extraPayment, expectedReturn }: Inputs<'loans-emi/home-loan-prepayment-vs-sip', N>, a: Arithmetic<N>) {
    const zero = a.fromInteger(0)
    const { months, monthlyRate } = monthlyTerm(a, years, rate)
    const emi = levelPayment(a, principal, monthlyRate, months)
    const budget = a.plus(emi, extraPayment)
    // both schedules share the rate's powers
    const plan = { principal, monthlyRate, payment: emi, months, factors: new StretchFactors(a, monthlyRate) }
    const plain = amortiseByYear(a, plan)
    const prepaid = amortiseByYear(a, withEvents(plan, { extras: [{ amount: extraPayment, firstMonth: 1, everyMonths: 1 }] }))
    const without = scheduleTotals(a, plain, principal)
    const withPrepay = scheduleTotals(a, prepaid, principal)
    const closedAfter = withPrepay.months
    // What the closing month leaves of the budget: k budgets less all the prepaid loan took.
    // At a zero rate the prepaid path's investments are kept multiplied by n, as the schedule
    // keeps its balance (src/math/amortisation/zero-rate.ts, `ZeroRate`). With no interest, n budgets
    // come to P + extra × n, and n times what is left to extra × k × n − P × (n − k) (k extras
    // less what k EMIs of P / n leave owed): both exact, each year's figure one division.
    const scale = a.isZero(monthlyRate) ? a.fromInteger(months) : undefined
    const scaledBudget = scale ? a.plus(principal, a.times(extraPayment, scale)) : budget
    const scaledLeftOver = scale
      ? a.minus(a.times(a.times(extraPayment, a.fromInteger(closedAfter)), scale), a.times(principal, a.fromInteger(months - closedAfter)))
      : a.minus(a.times(budget, a.fromInteger(closedAfter)), withPrepay.paid)

    const pot = monthlySavings(a, ratePerPeriod(a, expectedReturn, 12))
    const yearly: Row<'loans-emi/home-loan-prepayment-vs-sip', 'yearly', N>[] = []
    let scaledPrepayPot = zero
    let prepayPot = zero
    let sipPot = zero
    for (let done = 0, year = 1; done < months; year++) {
      const step = Math.min(12, months - done)
      const end = done + step
      if (end > closedAfter) {
        // Months of this year after the loan closed are invested in full; the month that
        // closed it leaves what is left of its budget, invested at the start of the next month.
        const from = Math.max(done, closedAfter)
        const start = from === closedAfter ? a.plus(scaledPrepayPot, scaledLeftOver) : scaledPrepayPot
        scaledPrepayPot = pot.advance(start, scaledBudget, end - from)
      }
      // A year that the loan's closing month ends holds what that month left, to be invested
      // from the next month (or kept, with no time to grow, when it is the last).
      const held = end === closedAfter ? a.plus(scaledPrepayPot, scaledLeftOver) : scaledPrepayPot
      if (held !== zero) prepayPot = scale ? a.div(held, scale) : held
      sipPot = pot.advance(sipPot, extraPayment, step)
      const balancePrepay = prepaid[year - 1]?.closing ?? zero
      const balanceSip = plain[year - 1]?.closing ?? zero
      yearly.push({
        year,
        loanBalancePrepay: balancePrepay,
        investmentsPrepay: prepayPot,
        netWorthPrepay: a.minus(prepayPot, balancePrepay),
        loanBalanceSip: balanceSip,
        investmentsSip: sipPot,
        netWorthSip: a.minus(sipPot, balanceSip),
      })
      done = end
    }

    const gap = a.roundTo(a.minus(prepayPot, sipPot), 2)
    return {
      emi,
      months,
      monthsWithPrepayment: closedAfter,
      monthsSaved: months - closedAfter,
      interestWithoutPrepayment: without.interest,
      interestWithPrepayment: withPrepay.interest,
      interestSaved: a.minus(without.interest, withPrepay.interest),
      prepayWealth: prepayPot,
      sipWealth: sipPot,
      sipInvested: a.times(extraPayment, a.fromInteger(months)),
      difference: a.minus(prepayPot, sipPot),
      better: a.gt(gap, zero) ? 'prepay' : a.lt(gap, zero) ? 'sip' : 'equal',
      yearly,
    }
  },
})
