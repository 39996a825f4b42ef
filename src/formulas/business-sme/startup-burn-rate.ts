/**
 * Startup burn rate: net monthly burn, runway, the month cash runs out, and the cash month by
 * month.
 *
 *   net burn = expenses − revenue (a month's net cash outflow; negative when cash-positive)
 *   burning (net burn > 0): runway = cash ÷ net burn months; cash runs out in month
 *       ⌈runway⌉ (0 when there is no cash now); cash at the end of month m = max(0, cash − m × burn)
 *   not burning (net burn ≤ 0): runway and the run-out month are null (cash never runs out),
 *       cash at the end of month m = cash − m × net burn (it grows, or stays level)
 * The trajectory runs from month 1 to the month cash runs out or to `horizon` months (default
 * 36, at most 120), whichever comes first. Revenue and expenses are held level.
 * Units: money in ₹; runway in months.
 *
 * Worked example (fixtures/business-sme/startup-burn-rate.json): ₹50,00,000 in the bank,
 * ₹2,00,000 revenue and ₹6,00,000 expenses a month: burn ₹4,00,000, runway 12.5 months, cash
 * runs out in month 13; ₹46,00,000 left after month 1, ₹2,00,000 after month 12.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { rupeesText } from '../../math/numbers.ts'
import { defineFormula, type Inputs, type Row } from '../formula.ts'

export default defineFormula({
  id: 'business-sme/startup-burn-rate',
  compute<N>({ cash, revenue, expenses, horizon }: Inputs<'business-sme/startup-burn-rate', N>, a: Arithmetic<N>) {
    const zero = a.fromInteger(0)
    const netBurn = a.minus(expenses, revenue)
    const burning = a.gt(netBurn, zero)
    const runway = burning ? a.div(cash, netBurn) : null
    const runOutMonth = runway === null ? null : a.toNumber(a.ceil(runway))
    const rows = Math.min(a.toNumber(horizon), runOutMonth ?? Infinity)
    const trajectory: Row<'business-sme/startup-burn-rate', 'trajectory', N>[] = []
    let balance = cash
    for (let month = 1; month <= rows; month++) {
      balance = a.minus(balance, netBurn)
      trajectory.push({ month, cash: burning ? a.max(zero, balance) : balance })
    }
    let status: string
    let note: string
    if (!burning) {
      status = a.isZero(netBurn) ? 'break-even' : 'cash-positive'
      note = a.isZero(netBurn)
        ? 'Revenue covers expenses exactly: cash stays level and never runs out, so there is no runway to count.'
        : `Revenue exceeds expenses by ${rupeesText(a, a.neg(netBurn))} a month: cash grows and never runs out, so there is no runway to count.`
    } else if (a.isZero(cash)) {
      status = 'out-of-cash'
      note = 'There is no cash to burn: the business is out of cash now (runway 0).'
    } else {
      status = 'burning'
      note = `Cash lasts ${a.roundedText(runway!, 2)} months at this burn and runs out during month ${runOutMonth}.`
    }
    return {
      grossBurn: expenses,
      netBurn,
      cashPositive: !burning,
      status,
      runwayMonths: runway,
      runOutMonth,
      note,
      trajectory,
    }
  },
})
