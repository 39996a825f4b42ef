/**
 * Loan offset: the monthly SIP, run alongside a loan for its whole tenure, that pays back the
 * loan's interest.
 *
 *   r = loanRate / 1200     n = years × 12 (must be whole)     s = expectedReturn / 1200
 *   EMI = PMT(r, n, −P)     total interest I = EMI × n − P
 *   SIP at the start of every month (annuity-due, as /sip): corpus = SIP × ad,
 *   ad = ((1 + s)^n − 1) / s × (1 + s)   (FV(s, n, −1, 0, 1)); s = 0: ad = n
 *   mode=total   (default): the corpus equals I           SIP = I / ad
 *   mode=returns:           the SIP's gains equal I       SIP = I / (ad − n)
 *     (s = 0 earns nothing, so a loan with interest has no answer: 400 not_applicable)
 *   effective cost = I − SIP gains: interest the SIP's growth does not cover (the money put
 *   into the SIP under `total`; zero under `returns`). Monthly outgo = EMI + SIP.
 * The yearly table gives, at the end of each loan year, the balance owed, the interest paid so
 * far and the SIP's value (the last row may cover a part year). Returns are before tax.
 *
 * Worked example (fixtures/loans-emi/loan-offset.json): ₹50,00,000 at 8.5% for 20 years with
 * a SIP expected to earn 12%: EMI ₹43,391.16, interest ₹54,13,878.80, ad = 999.14791904…,
 * SIP ₹5,418.50 a month (total) or ₹7,131.52 (returns).
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { amortiseByYear } from '../../math/amortisation/index.ts'
import { annuityDueFactor, levelLoan } from '../../math/growth.ts'
import { monthlyTerm, ratePerPeriod } from '../../math/periods.ts'
import { monthlySavings } from '../../math/savings.ts'
import { InputError, defineFormula, type Inputs, type Row } from '../formula.ts'

export default defineFormula({
  id: 'loans-emi/loan-offset',
  compute<N>({ principal, loanRate, years, expectedReturn, mode }: Inputs<'loans-emi/loan-offset', N>, a: Arithmetic<N>) {
    const zero = a.fromInteger(0)
    const { months, monthlyRate } = monthlyTerm(a, years, loanRate)
    const sipRate = ratePerPeriod(a, expectedReturn, 12)
    const { payment: emi, totalPayment, totalInterest } = levelLoan(a, principal, monthlyRate, months)
    const due = annuityDueFactor(a, sipRate, months)

    let monthlySip: N
    if (mode === 'total') monthlySip = a.div(totalInterest, due)
    else if (a.isZero(totalInterest)) monthlySip = zero
    else if (a.isZero(sipRate)) throw new InputError('expectedReturn', 'not_applicable', 'with mode=returns the SIP must earn something: a 0% SIP has no returns to offset the interest')
    else monthlySip = a.div(totalInterest, a.minus(due, a.fromInteger(months)))

    const sipInvested = a.times(monthlySip, a.fromInteger(months))
    const sipCorpus = a.times(monthlySip, due)
    const sipReturns = a.minus(sipCorpus, sipInvested)

    const pot = monthlySavings(a, sipRate)
    const yearly: Row<'loans-emi/loan-offset', 'yearly', N>[] = []
    let interestToDate = zero
    let value = zero
    for (const y of amortiseByYear(a, { principal, monthlyRate, payment: emi, months })) {
      interestToDate = a.plus(interestToDate, y.interest)
      value = pot.advance(value, monthlySip, y.months)
      yearly.push({ year: y.year, loanBalance: y.closing, interestPaid: interestToDate, sipValue: value })
    }

    return {
      emi,
      totalInterest,
      totalPayment,
      monthlySip,
      sipInvested,
      sipCorpus,
      sipReturns,
      effectiveCost: a.minus(totalInterest, sipReturns),
      monthlyOutgo: a.plus(emi, monthlySip),
      months,
      yearly,
    }
  },
})
