/**
 * Assumptions that turn an annual cost to company (CTC) into salary components, used where a
 * calculator must split a CTC (/ctc, /freelance-salary). Each is a default the caller can
 * override where the calculator exposes it.
 *
 * - Basic pay 50% of CTC: the Labour Codes (in force 21 Nov 2025) require "wages" to be at
 *   least 50% of total pay (india-rules §2a):
 *   https://www.ndtvprofit.com/law-and-policy/labour-reforms-gratuity-eligibility-reduced-from-five-years-to-one ;
 *   https://www.angelone.in/news/personal-finance/new-labour-codes-2025-who-qualifies-for-gratuity-after-one-year-of-service
 * - HRA 50% of basic: the metro bound of section 10(13A) (india-rules §2c), a common salary
 *   structure; a convention, not a rule.
 * - EPF: employee 12% and employer 12% of basic (+DA), on wages up to the statutory ceiling of
 *   ₹15,000 a month unless both agree to contribute on the full basic (india-rules §2a):
 *   https://www.citehr.com/amp.php?t=593740 ; https://www.citehr.com/amp.php?t=373730 . The
 *   employer's EDLI (0.5%) and admin charges are left out of the CTC split.
 * - Gratuity provision 4.81% of basic: 15/26 of a month's basic per year of service
 *   (india-rules §2b) is 15/26 ÷ 12 = 4.8077% of the year's basic, quoted as 4.81% in CTC
 *   letters. https://www.citehr.com/amp.php?t=299371
 * - Professional tax ₹2,500 a year, the most states levy (Maharashtra ₹200 a month and ₹300 in
 *   February; ₹2,400 in AP, Gujarat, Punjab; none in Delhi, UP, Haryana…; india-rules §2d):
 *   https://praansconsultech.com/professional-tax ; https://mptinformation.in/showchart.asp?str=mptratsal
 */
export const SALARY_STRUCTURE = {
  basicPercentOfCtc: 50,
  hraPercentOfBasic: 50,
  employeePfPercent: 12,
  employerPfPercent: 12,
  pfWageCeilingMonthly: 15_000,
  gratuityPercentOfBasic: 4.81,
  professionalTaxYearly: 2_500,
} as const
