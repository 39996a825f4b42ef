/**
 * Home-loan eligibility with a given own contribution (variant `contribution`): the largest
 * loan the income allows (FOIR and reverse EMI), then the largest the RBI loan-to-value caps
 * allow for the own contribution; the smaller one is lent. Without an own contribution the
 * request is answered by ./income.ts.
 *
 *   r = rate / 1200        n = years × 12 (must be whole)
 *   max EMI        = net income × FOIR / 100 − existing EMIs          (0 when negative)
 *   eligible loan  = max EMI × (1 − (1 + r)^−n) / r                   (spreadsheet PV(r, n, −EMI))
 *                    r = 0: max EMI × n
 *   LTV caps (src/rules/home-loan.ts, by loan size): loan ≤ 90% of the property up to ₹30 lakh,
 *   80% above ₹30 lakh up to ₹75 lakh, 75% above. With own contribution C the property is
 *   loan + C, so a loan L in a band with cap c needs C ≥ L × (1 − c) / c. The largest loan C
 *   supports is found band by band: L = C × c / (1 − c), limited to the band's top.
 *   loan           = min(eligible loan, LTV loan)
 *   property       = loan + C
 *   required own contribution for the whole eligible loan = eligible × (1 − c) / c
 * Which limit binds is `foir` (income), `ltv` (own contribution too small for the eligible
 * loan; with C = 0 nothing can be lent) or `existing-emis` (EMIs already at or above the FOIR
 * share of income: a 200 with zero and the reason, not an error).
 *
 * Worked example (fixtures/loans-emi/home-loan-eligibility.json): ₹1,00,000 a month, ₹10,000
 * of EMIs, FOIR 50%, 8.5% for 20 years, own contribution ₹10,00,000: max EMI = ₹40,000,
 * eligible loan = PV(0.085/12, 240, −40000) = ₹46,09,233.59; ₹10 lakh supports at most a
 * ₹40 lakh loan (80% of a ₹50 lakh home), so the LTV cap binds: loan ₹40,00,000, EMI
 * ₹34,712.93, property ₹50,00,000; ₹11,52,308.40 would unlock the whole eligible loan.
 */
import type { Arithmetic } from '../../../arithmetic/arithmetic.ts'
import { levelPayment, presentValueFactor } from '../../../math/growth.ts'
import { percent, ruleValue, shareAsPercent } from '../../../math/numbers.ts'
import { monthlyTerm } from '../../../math/periods.ts'
import { LTV_CAPS } from '../../../rules/home-loan.ts'
import { defineFormula, type Inputs, type Result } from '../../formula.ts'

/** The RBI cap, as a fraction, for a loan of `loan` rupees. */
export function ltvCap<N>(a: Arithmetic<N>, loan: N): N {
  const band = LTV_CAPS.find((b) => b.loanUpTo === null || a.lte(loan, ruleValue(a, b.loanUpTo)))!
  return percent(a, ruleValue(a, band.maxLtvPercent))
}

/**
 * The largest loan the caps allow when the borrower puts in `contribution`. No contribution
 * supports no loan (the first band's supported loan, 0 × cap / (1 − cap), is zero).
 */
function ltvLoanLimit<N>(a: Arithmetic<N>, contribution: N): N {
  let limit = a.fromInteger(0)
  let lower = limit
  for (const band of LTV_CAPS) {
    const cap = percent(a, ruleValue(a, band.maxLtvPercent))
    const supported = a.div(a.times(contribution, cap), a.plus(a.neg(cap), a.fromInteger(1)))
    if (a.lte(supported, lower)) break
    if (band.loanUpTo === null || a.lt(supported, ruleValue(a, band.loanUpTo))) return supported
    limit = ruleValue(a, band.loanUpTo)
    lower = limit
  }
  return limit
}

/** The EMI the income leaves room for (net income × FOIR − existing EMIs) and the share of income existing EMIs take. */
export function emiRoom<N>(a: Arithmetic<N>, netIncome: N, existingEmis: N, foir: N): { room: N; currentFoir: N } {
  return {
    room: a.minus(a.times(netIncome, percent(a, foir)), existingEmis),
    currentFoir: shareAsPercent(a, existingEmis, netIncome),
  }
}

/** The answer when existing EMIs take the whole FOIR share: nothing can be lent (this formula's and the income-only one's). */
export function noRoomForEmi<N>(
  a: Arithmetic<N>,
  currentFoir: N,
  ltvLoanLimit: N,
  propertyAffordability: N,
): Result<'loans-emi/home-loan-eligibility/contribution', N> & Result<'loans-emi/home-loan-eligibility/income', N> {
  const zero = a.fromInteger(0)
  return {
    maxEmi: zero,
    eligibleLoan: zero,
    ltvLoanLimit,
    loanAmount: zero,
    emi: zero,
    propertyAffordability,
    ltvCapPercent: null,
    requiredOwnContribution: null,
    currentFoir,
    eligible: false,
    limitingFactor: 'existing-emis',
    reason: 'Existing EMIs already take the whole FOIR share of income, so no further EMI is allowed.',
  }
}

export default defineFormula({
  id: 'loans-emi/home-loan-eligibility/contribution',
  compute<N>({ netIncome, existingEmis, foir, rate, years, ownContribution }: Inputs<'loans-emi/home-loan-eligibility/contribution', N>, a: Arithmetic<N>) {
    const zero = a.fromInteger(0)
    const { months, monthlyRate } = monthlyTerm(a, years, rate)
    const { room, currentFoir } = emiRoom(a, netIncome, existingEmis, foir)
    if (a.lte(room, zero)) return noRoomForEmi(a, currentFoir, ltvLoanLimit(a, ownContribution), ownContribution)

    const eligibleLoan = a.times(room, presentValueFactor(a, monthlyRate, months))
    const ltvLimit = ltvLoanLimit(a, ownContribution)
    const loanAmount = a.min(eligibleLoan, ltvLimit)
    // The eligible loan is lent whole when it is at most the LTV limit: decided on the two
    // figures, not by comparing the smaller of them with one of them (a value with itself).
    const byIncome = a.lte(eligibleLoan, ltvLimit)
    const cap = ltvCap(a, eligibleLoan)
    return {
      maxEmi: room,
      eligibleLoan,
      ltvLoanLimit: ltvLimit,
      loanAmount,
      // The income-limited loan is the one whose EMI is the whole room, exactly; only an LTV-capped loan needs its own.
      emi: byIncome ? room : levelPayment(a, loanAmount, monthlyRate, months),
      propertyAffordability: a.plus(loanAmount, ownContribution),
      ltvCapPercent: a.times(cap, a.fromInteger(100)),
      requiredOwnContribution: a.div(a.times(eligibleLoan, a.plus(a.neg(cap), a.fromInteger(1))), cap),
      currentFoir,
      eligible: true,
      limitingFactor: byIncome ? 'foir' : 'ltv',
      reason: byIncome
        ? 'Income (FOIR) limits the loan; the own contribution meets the RBI loan-to-value cap.'
        : 'The RBI loan-to-value cap limits the loan: the own contribution is too small for the whole eligible loan (see requiredOwnContribution).',
    }
  },
})
