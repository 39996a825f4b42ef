/**
 * Gratuity: the statutory formula, eligibility and the income-tax exemption.
 *
 * - Covered by the Payment of Gratuity Act 1972 (now carried into the Code on Social Security
 *   2020, in force from 21 Nov 2025): 15 days' wages per year of service, a month taken as 26
 *   working days, so 15/26 × last drawn monthly (basic + DA) × years; a part year of more than
 *   six months counts as a whole year, six months or less is dropped.
 * - Not covered: half a month's average salary (basic + DA + turnover commission, average of
 *   the 10 months before leaving) per completed year, fractions ignored; the "15/30" rule of
 *   Section 10(10)(iii).
 * - Eligibility: five years of continuous service (waived on death or disablement); one year
 *   for fixed-term employees from 21 Nov 2025 (Labour Codes). Permanent staff stay at five.
 * - Tax (Section 10(10), non-government employees): exempt up to the least of the gratuity,
 *   the formula amount and ₹20,00,000 (for retirements on or after 29 Mar 2018); the rest is
 *   taxable salary. The same ₹20 lakh is the most the Act obliges an employer to pay
 *   (Section 4(3), S.O. 1419(E) of 29 Mar 2018); an employer may pay more (Section 4(5)).
 *
 * Sources (india-rules §2b, compiled 2026-11-22): https://www.citehr.com/amp.php?t=299371 ;
 * https://www.citehr.com/amp.php?t=148103 ;
 * https://www.caclubindia.com/forum/sec-10-10-exemption-in-respect-of-gratuity-468498.asp ;
 * https://caclubindia.com/Experts/gratuity-629410.asp ;
 * https://www.livemint.com/money/personal-finance/early-gratuity-after-1-year-check-beneficiaries-new-labour-code-rules-when-are-they-applicable-11763763599046.html ;
 * https://www.ndtvprofit.com/law-and-policy/labour-reforms-gratuity-eligibility-reduced-from-five-years-to-one ;
 * ceiling and its date: https://mail.citehr.com/showthread.php?goto=newpost&t=597496 (S.O. 1419(E));
 * https://novojuris.com/2018/06/15/regulatory-update-brief-on-payment-of-gratuity-amendment-act-2018/
 */
export const GRATUITY = {
  /** Days of wages per year of service. */
  daysPerYear: 15,
  /** Working days in a month under the Act. */
  coveredDaysPerMonth: 26,
  /** Days in a month for the half-month rule of employers outside the Act. */
  notCoveredDaysPerMonth: 30,
  /** Months of a part year above which it counts as a whole year (covered employees). */
  partYearRoundsUpAboveMonths: 6,
  /** Years of continuous service before gratuity is payable. */
  eligibilityYears: 5,
  /** Years for a fixed-term employee, Labour Codes in force from 21 Nov 2025. */
  fixedTermEligibilityYears: 1,
  /** Section 10(10) exemption for non-government employees, in rupees (from 29 Mar 2018). */
  taxExemptLimit: 2_000_000,
} as const
