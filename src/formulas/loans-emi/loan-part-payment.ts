/**
 * Part payment: after `month` EMIs a lump sum `partPay` goes to principal. Option A keeps the
 * EMI and shortens the tenure; option B keeps the tenure and lowers the EMI.
 *
 *   r = rate / 1200      n = tenure × 12 (must be whole; `month` must be below n)
 *   EMI = PMT(r, n, −balance)          interest without part payment = EMI × n − balance
 *   balance owed after `month` EMIs: B_m = balance × (1 + r)^m − EMI × ((1 + r)^m − 1) / r
 *   A, shorter tenure: the same EMI on B_m − partPay; the last EMI is what is owed
 *                      (the remaining months are NPER(r, −EMI, B_m − partPay) rounded up)
 *   B, lower EMI:      PMT(r, n − month, −(B_m − partPay)) for the remaining n − month months,
 *                      which is EMI − ΔEMI, ΔEMI = PMT(r, n − month, −partPay) (PMT is linear
 *                      in the amount, and B_m's PMT over the months left is the EMI itself)
 *   interest saved = interest without part payment − interest of the option, which each
 *     option's schedule (k = its months after the part payment month) gives as
 *       A: partPay × ((1 + r)^k − 1)   (the month-by-month interest on the part payment and
 *                                        its growth, while both loans run)
 *          + EMI × (n − month − k) − B_(month + k)   (the interest the loan without it pays
 *                                                     after A closes, none when A runs to n)
 *       B: (n − month) × ΔEMI − partPay   (ΔEMI less for each of the n − month months left)
 *     (a part payment that closes the loan: B_m in place of partPay, k = 0 and ΔEMI = EMI, so
 *     both save the interest of the months left)
 *     Computed so rather than as a difference of two totals, a saving and ΔEMI are exact
 *     whenever the part payment and the rate are: with one EMI left, both options save
 *     partPay × r exactly (₹5,000 at 0.81% a year: ₹3.375, ₹3.38 half up), where a difference of
 *     two totals, each rounded to 28 digits, rounded the tie by its own last digit, either way.
 *   r = 0: B_m = balance × (n − m) / n, ΔEMI = partPay / (n − month) and B's EMI
 *     (B_m − partPay) / (n − month), one division each, so exact whenever the figure is an
 *     exact decimal; there is no interest, so neither option saves any.
 * Both schedules come from the shared amortisation engine (the part payment is an extra
 * payment at the end of month `month`; B reamortises from the next month). A part payment at
 * or above B_m closes the loan: only B_m is applied and neither option pays another EMI.
 * There is no prepayment charge (RBI, floating-rate loans to individuals: src/rules/home-loan.ts).
 *
 * Worked example (fixtures/loans-emi/loan-part-payment.json): ₹30,00,000 at 9% over 20 years,
 * ₹5,00,000 after 12 EMIs: EMI ₹26,991.78, B_12 = ₹29,43,818.69 (FV(0.0075, 12, EMI, −30,00,000));
 * A keeps the EMI and ends after 12 + 153 = 165 EMIs instead of 240
 * (NPER(0.0075, −EMI, 24,43,818.69) = 152.09);
 * B lowers the EMI to PMT(0.0075, 228, −24,43,818.69) = ₹22,407.29.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { amortiseByYear, levelBalance, scheduleTotals, StretchFactors, withEvents } from '../../math/amortisation/index.ts'
import { levelLoan, levelPayment } from '../../math/growth.ts'
import { wholePeriods, ratePerPeriod } from '../../math/periods.ts'
import { InputError, defineFormula, type Inputs } from '../formula.ts'

export default defineFormula({
  id: 'loans-emi/loan-part-payment',
  compute<N>({ balance, rate, tenure, partPay, month }: Inputs<'loans-emi/loan-part-payment', N>, a: Arithmetic<N>) {
    const zero = a.fromInteger(0)
    const months = wholePeriods(a, tenure, 12, 'tenure', 'months')
    const at = a.toNumber(month)
    if (at >= months) throw new InputError('month', 'constraint', `month must be before the last EMI: below ${months}, the tenure in months`)
    const monthlyRate = ratePerPeriod(a, rate, 12)
    // Without the part payment the loan runs its course, every EMI paid.
    const { payment: emi, totalInterest: interestWithout } = levelLoan(a, balance, monthlyRate, months)
    // what is owed and both options' schedules share the rate's powers
    const factors = new StretchFactors(a, monthlyRate)
    const plan = { principal: balance, monthlyRate, payment: emi, months, factors }

    // what the loan without the part payment owes after m EMIs
    const owedAfter = (m: number) => levelBalance(a, plan, factors, m)
    const owed = owedAfter(at)
    // A part payment of at least what is owed closes the loan: only what is owed is applied
    // and nothing is left (exactly zero, not owed − owed).
    const closes = !a.lt(partPay, owed)
    const applied = closes ? owed : partPay
    const outstanding = closes ? zero : a.minus(owed, applied)
    const extras = [{ amount: partPay, firstMonth: at }]

    const shorter = scheduleTotals(a, amortiseByYear(a, withEvents(plan, { extras })), balance)
    const lower = scheduleTotals(a, amortiseByYear(a, withEvents(plan, { extras, changes: [{ month: at + 1, payment: 'reamortise' }] })), balance)
    // B's EMI is lower by PMT(r, n − month, −partPay); a loan the part payment closes pays none.
    // At a zero rate that is partPay / (n − month), and B's EMI what is left over the months left.
    const interestFree = a.isZero(monthlyRate)
    const monthsLeft = a.fromInteger(months - at)
    const emiReduction = closes ? emi : interestFree ? a.div(partPay, monthsLeft) : a.times(partPay, levelPayment(a, a.fromInteger(1), monthlyRate, months - at))
    const lowerEmi = closes ? zero : interestFree ? a.div(outstanding, monthsLeft) : a.minus(emi, emiReduction)
    // The savings, worked from what is applied (see the header). A loan the part payment closes
    // is A with k = 0 and B with its whole EMI gone: both save the interest of the months left.
    // At a zero rate there is no interest to save.
    const end = shorter.months
    const laterInterest = end < months && !interestFree ? a.minus(a.times(emi, a.fromInteger(months - end)), end === at ? owed : owedAfter(end)) : zero
    const savedShorter = interestFree ? zero : a.plus(a.times(applied, a.minus(factors.growth(end - at), a.fromInteger(1))), laterInterest)
    const savedLower = interestFree ? zero : a.minus(a.times(emiReduction, a.fromInteger(months - at)), applied)

    return {
      emi,
      interestWithout,
      balanceAtPartPayment: owed,
      partPaymentApplied: applied,
      outstandingAfter: outstanding,
      loanClosed: closes,
      reduceTenure: {
        emi: closes ? zero : emi,
        months: shorter.months,
        monthsSaved: months - shorter.months,
        totalInterest: shorter.interest,
        interestSaved: savedShorter,
      },
      reduceEmi: {
        emi: lowerEmi,
        months: lower.months,
        emiReduction,
        totalInterest: lower.interest,
        interestSaved: savedLower,
      },
      extraSavingByReducingTenure: a.minus(savedShorter, savedLower),
    }
  },
})
