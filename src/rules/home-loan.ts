/**
 * Home-loan rules used by the loan calculators: the share of income lenders let EMIs take
 * (FOIR), the Reserve Bank's loan-to-value caps, and prepayment charges.
 * Compiled from fixtures/india-rules.md §11 (2026-11-22) and the RBI circular below.
 */

/**
 * FOIR, fixed obligations to income ratio: all EMIs including the new one ÷ net monthly income.
 * "Most lenders restrict FOIR to a maximum of 50%"; 35–40% for home loans at some lenders, up
 * to 60% at others or at higher incomes. Statutory deductions (PF, PT) are not obligations.
 * Sources: https://housing.com/in/home-loans/faq/57-what-is-my-home-loan-eligibility ;
 * https://mymoneymantra.com/blog/understanding-the-concept-of-foir ;
 * https://propexn.com/httpspropexncomhome-loan-eligibility-calculator (india-rules §11, [C2]).
 * The registry's `foir` parameter of /home-loan-eligibility carries these as default and bounds.
 */
export const FOIR_PERCENT = { default: 50, minimum: 40, maximum: 60 } as const

/**
 * RBI loan-to-value caps for individual housing loans, by the amount of the loan: a loan up to
 * ₹30 lakh may be at most 90% of the property's value, above ₹30 lakh and up to ₹75 lakh 80%,
 * above ₹75 lakh 75%. RBI circular DBR.BP.BC.No.72/08.12.015/2016-17 of 7 June 2017 (bands of
 * DBR.BP.BC.No.44/08.12.015/2015-16 of 8 October 2015), in force again for loans above ₹75 lakh
 * from April 2023.
 * Sources: https://website.rbi.org.in/hi/web/rbi/-/notifications/individual-housing-loans-rationalisation-of-risk-weights-and-loan-to-value-ltv-ratios-10995 ;
 * https://abcaus.in/rbi/individual-housing-loans-risk-weights-ltv-ratios-rationalisation.html/amp ;
 * https://business-standard.com/article/pf/home-buyers-can-now-get-more-loan-for-property-up-to-rs-30-lakh-115100801016_1.html ;
 * https://www.business-standard.com/finance/news/home-loans-over-rs-75-lakh-set-to-get-dearer-as-risk-weight-rises-again-123040900493_1.html
 */
export const LTV_CAPS: readonly { readonly loanUpTo: number | null; readonly maxLtvPercent: number }[] = [
  { loanUpTo: 3_000_000, maxLtvPercent: 90 },
  { loanUpTo: 7_500_000, maxLtvPercent: 80 },
  { loanUpTo: null, maxLtvPercent: 75 },
]

/**
 * Prepayment charges: none on floating-rate term loans to individuals for non-business purposes
 * (home loans included), with no lock-in: RBI circulars of 5 June 2012 and 7 May 2014; extended
 * by the RBI (Pre-payment Charges on Loans) Directions 2025 (2 July 2025) for loans sanctioned
 * on or after 1 January 2026. Fixed-rate loans may carry charges disclosed in the sanction
 * letter. The prepayment calculators therefore charge nothing for a prepayment.
 * Sources: https://foxmandal.in/News/rbi-prohibits-pre-payment-charges-on-floating-rate-loans ;
 * https://www.livemint.com/money/personal-finance/no-prepayment-penalty-on-business-loans-rbi-s-big-relief-for-individuals-and-small-enterprises-11751619333408.html
 * (india-rules §11, [C2]).
 */
export const FLOATING_RATE_PREPAYMENT_CHARGE_PERCENT = 0
