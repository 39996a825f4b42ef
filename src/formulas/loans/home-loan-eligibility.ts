/**
 * Home-loan eligibility with a given own contribution (variant `contribution`): the largest
 * loan the income allows (FOIR and reverse EMI), then the largest the RBI loan-to-value caps
 * allow for the own contribution; the smaller one is lent. Without an own contribution the
 * request is answered by ./home-loan-eligibility-by-income.ts.
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
import { decimal } from '../../arithmetic/decimal.ts'
import { Dec, ZERO, min, percent } from '../../math/decimal.ts'
import { levelPayment, presentValueFactor } from '../../math/growth.ts'
import { wholePeriods, ratePerPeriod } from '../../math/periods.ts'
import { LTV_CAPS } from '../../rules/home-loan.ts'
import { defineFormula } from '../formula.ts'

interface EligibilityInput {
  netIncome: Dec
  existingEmis: Dec
  foir: Dec
  rate: Dec
  years: Dec
  ownContribution: Dec
}

/** The RBI cap, as a fraction, for a loan of `loan` rupees. */
export function ltvCap(loan: Dec): Dec {
  const band = LTV_CAPS.find((b) => b.loanUpTo === null || loan.lte(b.loanUpTo))!
  return percent(new Dec(band.maxLtvPercent))
}

/** The largest loan the caps allow when the borrower puts in `contribution`. */
function ltvLoanLimit(contribution: Dec): Dec {
  let limit = ZERO
  let lower = ZERO
  for (const band of LTV_CAPS) {
    const cap = percent(new Dec(band.maxLtvPercent))
    const supported = contribution.times(cap).div(cap.neg().plus(1))
    if (supported.lte(lower)) break
    if (band.loanUpTo === null || supported.lt(band.loanUpTo)) return supported
    limit = new Dec(band.loanUpTo)
    lower = limit
  }
  return limit
}

export const homeLoanEligibility = defineFormula({
  decimalOnly: true,
  id: 'loans/home-loan-eligibility',
  inputs: ['netIncome', 'existingEmis', 'foir', 'rate', 'years', 'ownContribution'],
  compute({ netIncome, existingEmis, foir, rate, years, ownContribution }: EligibilityInput) {
    const months = wholePeriods(decimal, years, 12, 'years', 'months')
    const monthlyRate = ratePerPeriod(decimal, rate, 12)
    const currentFoir = existingEmis.div(netIncome).times(100)
    const room = netIncome.times(percent(foir)).minus(existingEmis)

    if (room.lte(0)) {
      return {
        maxEmi: ZERO,
        eligibleLoan: ZERO,
        ltvLoanLimit: ltvLoanLimit(ownContribution),
        loanAmount: ZERO,
        emi: ZERO,
        propertyAffordability: ownContribution,
        ltvCapPercent: null,
        requiredOwnContribution: null,
        currentFoir,
        eligible: false,
        limitingFactor: 'existing-emis',
        reason: 'Existing EMIs already take the whole FOIR share of income, so no further EMI is allowed.',
      }
    }

    const eligibleLoan = room.times(presentValueFactor(decimal, monthlyRate, months))
    const ltvLimit = ltvLoanLimit(ownContribution)
    const loanAmount = min(eligibleLoan, ltvLimit)
    const cap = ltvCap(eligibleLoan)
    const byIncome = loanAmount.eq(eligibleLoan)
    return {
      maxEmi: room,
      eligibleLoan,
      ltvLoanLimit: ltvLimit,
      loanAmount,
      // The income-limited loan is the one whose EMI is the whole room, exactly; only an LTV-capped loan needs its own.
      emi: byIncome ? room : levelPayment(decimal, loanAmount, monthlyRate, months),
      propertyAffordability: loanAmount.plus(ownContribution),
      ltvCapPercent: cap.times(100),
      requiredOwnContribution: eligibleLoan.times(cap.neg().plus(1)).div(cap),
      currentFoir,
      eligible: true,
      limitingFactor: byIncome ? 'foir' : 'ltv',
      reason: byIncome
        ? 'Income (FOIR) limits the loan; the own contribution meets the RBI loan-to-value cap.'
        : 'The RBI loan-to-value cap limits the loan: the own contribution is too small for the whole eligible loan (see requiredOwnContribution).',
    }
  },
})
