/**
 * House rent allowance exempt under Section 10(13A) of the Income-tax Act 1961 with Rule 2A
 * (old regime only; the new regime of Section 115BAC allows no HRA exemption). The exempt part
 * is the least of: (1) the HRA received; (2) rent paid minus 10% of salary; (3) 50% of salary
 * for a house in a metro city, 40% elsewhere. "Salary" is basic + DA (where it counts for
 * retirement benefits) + turnover-based commission.
 *
 * The percentages are unchanged from FY 2024-25 through TY 2026-27; what changed from
 * TY 2026-27 (Income-tax Rules 2026, Rule 279) is the list of cities that get 50%.
 *
 * Sources (india-rules §2c, compiled 2026-11-22):
 * https://catargettestprep.com/learn/p3/income-from-salaries/house-rent-allowance--section-10-13a ;
 * https://miraculoustaxes.in/hra-exemption ;
 * metro list from TY 2026-27: https://www.angelone.in/news/taxation/draft-income-tax-rules-2026-bengaluru-pune-hyderabad-ahmedabad-set-to-get-50-hra-rebate-in-new-rules ;
 * https://www.livemint.com/money/personal-finance/metros-to-get-big-hra-tax-relief-soon-salaried-employees-bengaluru-hyderabad-pune-ahmedabad-50-pc-exemption-list-11770614748346.html ;
 * https://airrnews.com/india-notifies-new-income-tax-rules-key-changes-effective-april-1
 * (a single report that the final rules keep the eight-city list).
 */
export const HRA_EXEMPTION = {
  /** Bound (2): rent paid above this share of salary is exempt. */
  rentAboveSalaryPercent: 10,
  /** Bound (3) for a house in a metro city. */
  metroSalaryPercent: 50,
  /** Bound (3) elsewhere. */
  nonMetroSalaryPercent: 40,
} as const

/** The cities whose rented houses get the 50% bound, by the years the list applies to. */
export const HRA_METRO_CITIES = [
  { years: 'FY 2024-25 and FY 2025-26', cities: ['Delhi', 'Mumbai', 'Kolkata', 'Chennai'] },
  { years: 'TY 2026-27 onward', cities: ['Delhi', 'Mumbai', 'Kolkata', 'Chennai', 'Bengaluru', 'Hyderabad', 'Pune', 'Ahmedabad'] },
] as const
