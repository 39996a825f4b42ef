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
 * - Wages (Code on Social Security 2020, s. 2(88), in force from 21 Nov 2025): basic pay, DA
 *   and retaining allowance; when the parts of pay it excludes (HRA, conveyance, bonus,
 *   commission, …) come to more than half of all remuneration, the excess is added back to
 *   wages. So wages = basic + DA + max(0, excluded − ½ × total) = max(basic + DA, ½ × total).
 * - Tax (Section 10(10)(iii), non-government employees): exempt up to the least of the
 *   gratuity, the formula amount and ₹20,00,000, the limit notified by CBDT Notification
 *   No. 16/2019, S.O. 1213(E), 8 Mar 2019, for gratuity received on retirement or death on or
 *   after 29 Mar 2018; the rest is taxable salary. ₹20 lakh is also the most the Act obliges an
 *   employer to pay (Section 4(3), from 29 Mar 2018); an employer may pay more (Section 4(5)).
 *
 * Sources (india-rules §2b, compiled 2026-11-22): https://www.citehr.com/amp.php?t=299371 ;
 * https://www.citehr.com/amp.php?t=148103 ;
 * https://www.caclubindia.com/forum/sec-10-10-exemption-in-respect-of-gratuity-468498.asp ;
 * https://caclubindia.com/Experts/gratuity-629410.asp ;
 * https://www.livemint.com/money/personal-finance/early-gratuity-after-1-year-check-beneficiaries-new-labour-code-rules-when-are-they-applicable-11763763599046.html ;
 * https://www.ndtvprofit.com/law-and-policy/labour-reforms-gratuity-eligibility-reduced-from-five-years-to-one ;
 * the Act's ceiling and its date: https://novojuris.com/2018/06/15/regulatory-update-brief-on-payment-of-gratuity-amendment-act-2018/ ;
 * the tax limit: CBDT Notification 16/2019 (fixtures/india-rules.md, corrections of 2026-11-23);
 * wages: Code on Social Security 2020, s. 2(88) (the same corrections).
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
  /** Section 10(10)(iii) exemption for non-government employees, in rupees: CBDT Notification 16/2019, from 29 Mar 2018. */
  taxExemptLimit: 2_000_000,
  /** Share of all remuneration, in per cent, that the parts of pay excluded from wages may reach before the excess counts as wages (Code on Social Security 2020, s. 2(88)). */
  excludedPayLimitPercent: 50,
} as const
