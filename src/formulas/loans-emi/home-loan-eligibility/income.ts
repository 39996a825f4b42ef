/**
 * Home-loan eligibility when no own contribution is given (variant `income`): "how much can I
 * borrow?". The loan is the largest the income allows; the property is the largest that loan
 * buys under the RBI loan-to-value cap for a loan of its size; the down payment is the rest.
 *
 *   r = rate / 1200        n = years × 12 (must be whole)
 *   max EMI        = net income × FOIR / 100 − existing EMIs          (0 when negative)
 *   loan L         = max EMI × (1 − (1 + r)^−n) / r                   (spreadsheet PV(r, n, −EMI))
 *                    r = 0: max EMI × n
 *   cap c          = RBI cap for a loan of L (src/rules/home-loan.ts): 90% up to ₹30 lakh,
 *                    80% above ₹30 lakh up to ₹75 lakh, 75% above
 *   property       = L / c
 *   down payment   = property − L = L × (1 − c) / c                   (requiredOwnContribution)
 *   ltvLoanLimit   = L (with that down payment the caps allow the whole loan)
 *
 * The tiers. The cap depends on the loan, and the loan L is fixed by the income, so the
 * property L / c(L) is consistent with the tier of L by construction. L / c(L) only rises with
 * L, also across a tier boundary (₹30 lakh at 90% buys ₹33.33 lakh; ₹30,00,120 at 80% buys
 * ₹37,50,150), so borrowing the whole eligible loan buys the dearest property: no smaller loan
 * in a more generous tier buys more. What does jump at a boundary is the down payment: just
 * above ₹30 lakh it is a quarter of the loan (₹7,50,030 for ₹30,00,120), where a ₹30 lakh loan
 * needs ₹3,33,333.33. A borrower short of that cash borrows less; the variant `contribution`
 * (give `ownContribution`) answers exactly that.
 *
 * Existing EMIs at or above the FOIR share leave no room: a 200 with zero eligibility, no
 * property and no down payment, limitingFactor `existing-emis`.
 *
 * Worked example (fixtures/loans-emi/home-loan-eligibility.json): ₹80,000 a month, ₹5,000 of
 * EMIs, FOIR 50%, 9% for 25 years: max EMI ₹35,000, loan = PV(0.09/12, 300, −35000) =
 * ₹41,70,656.78, in the 80% tier, so the property is 41,70,656.7755 / 0.8 = ₹52,13,320.97 and
 * the down payment ₹10,42,664.19.
 */
import type { Arithmetic } from '../../../arithmetic/arithmetic.ts'
import { presentValueFactor } from '../../../math/growth.ts'
import { monthlyTerm } from '../../../math/periods.ts'
import { defineFormula, type Inputs } from '../../formula.ts'
import { emiRoom, ltvCap, noRoomForEmi } from './contribution.ts'

export default defineFormula({
  id: 'loans-emi/home-loan-eligibility/income',
  compute<N>({ netIncome, existingEmis, foir, rate, years }: Inputs<'loans-emi/home-loan-eligibility/income', N>, a: Arithmetic<N>) {
    const zero = a.fromInteger(0)
    const { months, monthlyRate } = monthlyTerm(a, years, rate)
    const { room, currentFoir } = emiRoom(a, netIncome, existingEmis, foir)
    if (a.lte(room, zero)) return noRoomForEmi(a, currentFoir, zero, zero)

    const loan = a.times(room, presentValueFactor(a, monthlyRate, months))
    const cap = ltvCap(a, loan)
    const property = a.div(loan, cap)
    return {
      maxEmi: room,
      eligibleLoan: loan,
      ltvLoanLimit: loan,
      loanAmount: loan,
      emi: room,
      propertyAffordability: property,
      ltvCapPercent: a.times(cap, a.fromInteger(100)),
      requiredOwnContribution: a.minus(property, loan),
      currentFoir,
      eligible: true,
      limitingFactor: 'foir',
      reason:
        'No own contribution given: the loan is the largest the income (FOIR) allows, the property the largest that loan buys at the RBI loan-to-value cap for its size, and requiredOwnContribution the down payment that takes.',
    }
  },
})

