/**
 * What a year's tax leaves to pay or to refund, after the tax paid and the interest of sections
 * 234B and 234C (src/rules/advance-tax.yaml):
 *
 *   assessed tax = max(0, total tax − TDS)      (234B Explanation 1; 234C's "tax due on the
 *                                                returned income" less TDS)
 *   liable       = assessed tax ≥ ₹10,000 (section 208), and not a resident of 60 or more with
 *                  no business income (207(2)); no liability, no interest. Interest is charged
 *                  only when the tax paid is stated (any payment given, even 0): with none, an
 *                  unpaid tax cannot be told from one left unstated, and the answer is the tax alone
 *   234B         = 1% × months × ⌊assessed tax − advance tax⌋₁₀₀ when advance tax < 90% of the
 *                  assessed tax; the months run from 1 April of the assessment year to the
 *                  filing (./late-return.ts), by which the balance is taken as paid: without a
 *                  date of filing, to the return's due date (31 July: 4 months)
 *   234C         = Σ over the instalments of 15 June, 15 September, 15 December and 15 March:
 *                  1% × 3, 3, 3, 1 months × ⌊due by then − paid by then⌋₁₀₀; nothing on the
 *                  first two when what was paid by then is at least 12% and 36% of the tax due
 *                  by then. Proviso to 234C(1): the tax due by a date leaves out the tax on
 *                  income that arose after it (capital gains, winnings, dividends): due = share ×
 *                  max(0, assessed tax − later tax), later tax = max(0, total tax − the total tax
 *                  of the return without that income) (the caller works out the second; the
 *                  department's utility likewise computes each instalment on the income accrued
 *                  by then). The proviso's condition, that the tax on that income is paid in the
 *                  remaining instalments or by 31 March, is taken as met: the advance tax is one
 *                  figure, taken as paid in the schedule's shares
 *   234A         = 1% × months late × ⌊total tax − TDS − advance tax⌋₁₀₀ (section 234A(1)(i) and
 *                  (ii)), for a return filed after the due date, whether or not advance tax was
 *                  payable, and, as 234B, only when the tax paid is stated. Self-assessment tax is
 *                  taken as paid with the return (140A(1)), after the due date, so it does not
 *                  reduce the amount (tax paid by the due date would: CIT v. Prannoy Roy, Supreme
 *                  Court, 2009; its date is not asked)
 *   balance      = total tax + 234A + 234B + 234C + the fee of 234F (./late-fee.ts) − TDS −
 *                  advance tax − self-assessment tax: a balance payable when positive, a refund
 *                  when negative, either rounded to ₹10 as section 288B asks (paise dropped,
 *                  then a last figure of 5 or more up)
 * ⌊x⌋₁₀₀ is x rounded down to a multiple of ₹100 (rule 119A(b)). The advance tax given as one
 * figure is taken as paid in the schedule's shares (15%, 45%, 75%, 100% of it by each date).
 * Not modelled: reliefs under sections 90, 90A and 91 that reduce 234A's amount, and 244A
 * interest on a refund.
 *
 * Worked example (fixtures/taxation-salary/income-tax.json, 234B and 234C): total tax
 * ₹3,19,800, TDS ₹2,20,000, advance tax ₹20,000: assessed 99,800; 234B 1% × 4 × 79,800 = 3,192;
 * 234C on 14,970 − 3,000, 44,910 − 9,000, 74,850 − 15,000 and 99,800 − 20,000 rounded down to
 * ₹100: 3% × 11,900 + 3% × 35,900 + 3% × 59,800 + 1% × 79,800 = 357 + 1,077 + 1,794 + 798 =
 * 4,026; balance 3,19,800 + 3,192 + 4,026 − 2,40,000 = 87,018, ₹87,020 by section 288B.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { ADVANCE_TAX_SCHEDULES, ADVANCE_TAX_THRESHOLD, INTEREST_234A, INTEREST_234B, INTEREST_234C } from '../../rules/advance-tax.ts'
import { percent, ruleValue, total } from '../numbers.ts'
import { roundToTenRupees } from './rounding.ts'
import type { Filing } from './late-return.ts'

export interface TaxPaid<N> {
  tds: N
  advanceTax: N
  selfAssessmentTax: N
  /** Whether any of the three was given, even as 0 (the others then 0). */
  stated: boolean
}

/** One instalment of the quarterly schedule as section 234C reads it. */
export interface InstalmentLine<N> {
  dueDate: string
  cumulativePercent: number
  /** The tax on income that arose after the date (proviso to 234C(1)), left out of what was due by it. */
  taxOnLaterIncome: N
  /** The share of the assessed tax, less the tax on later income, due by the date. */
  due: N
  /** Advance tax taken as paid by the date. */
  paid: N
  shortfall: N
  months: number
  interest: N
}

export interface Settlement<N> {
  taxPaid: N
  assessedTax: N
  /** Whether advance tax was payable at all (sections 207 and 208). */
  advanceTaxLiable: boolean
  /** The return's due date (ISO): 234A counts from the day after it. */
  returnDueDate: string
  /** Months of 234A interest: 0 for a return filed by the due date. */
  monthsLate: number
  interest234A: N
  interest234B: N
  interest234C: N
  schedule: InstalmentLine<N>[]
  /** Section 234F's fee for a late return (./late-fee.ts). */
  fee234F: N
  refund: N
  balancePayable: N
}

/** Rounded down to a multiple of ₹100 (rule 119A(b)). */
function hundreds<N>(a: Arithmetic<N>, x: N): N {
  const hundred = a.fromInteger(100)
  return a.times(a.floor(a.div(x, hundred)), hundred)
}

/** When the year's income arose and when its return was filed, where they change the interest. */
export interface Timing<N> {
  /** By instalment of the quarterly schedule, the total tax of the return without the income that arose after its date (proviso to 234C(1)); absent, the total tax at every date. */
  taxOnIncomeArisenBy?: readonly N[]
  /** When the return was filed (./late-return.ts): on a date given, or on the due date. */
  filing: Filing
}

/** `exempt`: a resident of 60 or more with no business income, whom section 207(2) frees from advance tax; `fee234F`: the late return's fee (./late-fee.ts), owed with the rest. */
export function settle<N>(a: Arithmetic<N>, totalTax: N, paid: TaxPaid<N>, exempt: boolean, timing: Timing<N>, fee234F: N): Settlement<N> {
  const zero = a.fromInteger(0)
  const assessedTax = a.max(zero, a.minus(totalTax, paid.tds))
  const taxPaid = a.plus(a.plus(paid.tds, paid.advanceTax), paid.selfAssessmentTax)
  // With no payment stated, an unpaid tax cannot be told from an unstated one: no interest is charged.
  const advanceTaxLiable = paid.stated && !exempt && a.gte(assessedTax, ruleValue(a, ADVANCE_TAX_THRESHOLD))
  const monthly = (rate: number, months: number, amount: N) => a.times(percent(a, ruleValue(a, rate * months)), hundreds(a, amount))

  const b = INTEREST_234B
  const short = a.lt(paid.advanceTax, percent(a, a.times(assessedTax, ruleValue(a, b.paidShareAtLeastPercent))))
  const months234B = timing.filing.monthsFromApril
  const interest234B = advanceTaxLiable && short ? monthly(b.ratePercentPerMonth, months234B, a.minus(assessedTax, paid.advanceTax)) : zero
  const monthsLate = timing.filing.monthsLate
  const unpaid = a.max(zero, a.minus(assessedTax, paid.advanceTax))
  const interest234A = paid.stated && monthsLate > 0 && !a.isZero(unpaid) ? monthly(INTEREST_234A.ratePercentPerMonth, monthsLate, unpaid) : zero

  const c = INTEREST_234C
  const schedule = ADVANCE_TAX_SCHEDULES.quarterly.map((instalment, i): InstalmentLine<N> => {
    const share = (x: N, p: number) => percent(a, a.times(x, ruleValue(a, p)))
    const arisen = timing.taxOnIncomeArisenBy?.[i]
    const taxOnLaterIncome = arisen === undefined ? zero : a.max(zero, a.minus(totalTax, arisen))
    const dueOn = a.max(zero, a.minus(assessedTax, taxOnLaterIncome))
    const due = share(dueOn, instalment.cumulativePercent)
    const paidBy = a.min(due, share(paid.advanceTax, instalment.cumulativePercent))
    const harbour = c.safeHarbourPercent[i] ?? null
    const safe = harbour !== null && a.gte(share(paid.advanceTax, instalment.cumulativePercent), share(dueOn, harbour))
    const shortfall = advanceTaxLiable && !safe ? a.minus(due, paidBy) : zero
    const months = c.months[i]!
    return { dueDate: instalment.dueDate, cumulativePercent: instalment.cumulativePercent, taxOnLaterIncome, due, paid: paidBy, shortfall, months, interest: a.isZero(shortfall) ? zero : monthly(c.ratePercentPerMonth, months, shortfall) }
  })
  const interest234C = total(a, schedule.map((line) => line.interest))

  const owed = a.minus(total(a, [totalTax, interest234A, interest234B, interest234C, fee234F]), taxPaid)
  // section 288B: the amount payable and the refund due, each rounded to ten rupees
  const refund = roundToTenRupees(a, a.max(zero, a.neg(owed)))
  const balancePayable = roundToTenRupees(a, a.max(zero, owed))
  return { taxPaid, assessedTax, advanceTaxLiable, returnDueDate: timing.filing.dueDate, monthsLate, interest234A, interest234B, interest234C, schedule, fee234F, refund, balancePayable }
}
