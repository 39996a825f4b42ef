/**
 * Month-by-month amortisation of a loan, the one schedule engine behind every loan calculator.
 *
 * Each month: interest = opening balance × monthly rate; principal repaid = payment − interest
 * (never more than the balance); closing balance = opening − principal repaid. Amounts are kept
 * unrounded; rounding happens only when a response is written. With a level payment from
 * `levelPayment` the closing balance of the last month is zero to the context's precision, so
 * the principal repayments sum to the principal.
 *
 * Extra payments (part payments, prepayments) reduce the balance after the month's instalment;
 * the schedule stops as soon as the balance reaches zero. They come from a callback
 * (`extraPayment`, month-by-month engine only) or from a schedule (`extras`: once, or every n
 * months). Term changes (`changes`) set a new monthly rate and/or a new instalment from a given
 * month on; the instalment may be `'reamortise'`, the level payment that clears the balance by
 * the plan's last month (a bank lowering the EMI after a part payment or a rate cut).
 *
 * Two ways to run the same plan:
 * - `amortise` walks every month and returns one row per month (`byYear` sums them into years);
 * - `amortiseByYear` returns the same yearly rows without visiting each month: between two
 *   events (a year end, a term change, the start of a monthly extra) rate and instalment are
 *   constant, so k months of the recurrence B' = B × g − A (g = 1 + r) are, exactly,
 *     B_k = B × g^k − A × (1 + g + … + g^(k−1)) − Σ E_m × g^(end − m)
 *   E_m being an extra paid at the end of month m of the stretch; g^j and the sums are computed
 *   once per stretch length in use (for whole years, once). A monthly extra X folds into
 *   the instalment (A + X). Only the stretch in which the loan closes early (before the plan's
 *   last month, as extra payments make it) is walked month by month, with the very step
 *   `amortise` uses; a loan that closes with the plan's last instalment, as a level payment
 *   does, needs no walk. A 30-year plan costs about 30 stretches instead of 360
 *   months, with or without quarterly or yearly prepayments. The two agree to far below a
 *   paisa (test/loans.test.ts checks it on random plans).
 *
 * At a zero rate the schedule keeps the balance multiplied by the months its instalment was
 * levelled over (./amortisation/zero-rate.ts), so that a level payment P / n leaves no residue.
 *
 * Every function computes in the arithmetic `a` it is given (src/arithmetic). A month that
 * repays all that is owed (an instalment or an extra payment at least the balance) leaves a
 * balance of exactly zero, set rather than computed as balance − balance, and says so: a
 * repaid loan owes nothing, not a residue of two equal amounts' difference.
 *
 * One concept a file under ./amortisation/: the plan and its rows (plan.ts), one month
 * (month-step.ts), the zero-rate ledger (zero-rate.ts), the month-by-month schedule
 * (monthly.ts), the stretch-by-stretch one (by-year.ts, stretch-factors.ts), totals (totals.ts).
 */
export type { AmortisationMonth, AmortisationPlan, AmortisationYear, ScheduledExtra, ScheduledPlan, TermChange } from './plan.ts'
export { withEvents } from './plan.ts'
export { amortise, byYear } from './monthly.ts'
export { amortiseByYear, levelBalance } from './by-year.ts'
export { StretchFactors } from './stretch-factors.ts'
export { scheduleTotals, type ScheduleTotals } from './totals.ts'
