/**
 * Home-loan rules used by the loan calculators (src/rules/home-loan.yaml): the share of income
 * lenders let EMIs take (FOIR) and the Reserve Bank's loan-to-value caps.
 *
 * - FOIR, fixed obligations to income ratio: all EMIs including the new one ÷ net monthly
 *   income; most lenders stop at 50%, some at 40%, others allow up to 60%. Statutory
 *   deductions (PF, PT) are not obligations. The registry's `foir` parameter of
 *   /home-loan-eligibility carries these as default and bounds (a test holds them equal).
 * - LTV: a loan up to ₹30 lakh may be at most 90% of the property's value, above ₹30 lakh and
 *   up to ₹75 lakh 80%, above ₹75 lakh 75%.
 * The prepayment calculators charge nothing for a prepayment: the RBI has barred charges on
 * floating-rate term loans to individuals for non-business purposes since its circulars of
 * 5 June 2012 and 7 May 2014 (extended by the Pre-payment Charges on Loans Directions 2025).
 */
import { nonEmptyList, steadyRule } from './dated.ts'

export const FOIR_PERCENT = steadyRule('home-loan.foir-percent', { default: '0 < number < 100', minimum: '0 < number < 100', maximum: '0 < number < 100' })

export const LTV_CAPS: readonly { readonly loanUpTo: number | null; readonly maxLtvPercent: number }[] = steadyRule(
  'home-loan.ltv-caps',
  nonEmptyList({ loanUpTo: 'number > 0 | null', maxLtvPercent: '0 < number <= 100' }),
)
