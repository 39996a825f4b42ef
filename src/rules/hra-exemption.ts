/**
 * House rent allowance exempt under Section 10(13A) of the Income-tax Act 1961 with Rule 2A
 * (from tax year 2026-27: the Income-tax Act 2025 with rule 279 of the Income-tax Rules 2026),
 * old regime only (src/rules/hra-exemption.yaml). The exempt part is the least of: (1) the HRA
 * received; (2) rent paid minus 10% of salary; (3) 50% of salary for a house in a city on the
 * metro list, 40% elsewhere. "Salary" is basic + DA (where it counts for retirement benefits)
 * + turnover-based commission.
 *
 * The percentages are unchanged from FY 2024-25 on; the metro list grew from four cities to
 * eight from tax year 2026-27.
 */
import { datedRule, steadyRule } from './dated.ts'

const percent = '0 < number < 100'

export const HRA_EXEMPTION = {
  /** Bound (2): rent paid above this share of salary is exempt. */
  rentAboveSalaryPercent: steadyRule('hra-exemption.rent-above-salary-percent', percent),
  /** Bound (3) for a house in a city on the metro list. */
  metroSalaryPercent: steadyRule('hra-exemption.metro-salary-percent', percent),
  /** Bound (3) elsewhere. */
  nonMetroSalaryPercent: steadyRule('hra-exemption.non-metro-salary-percent', percent),
} as const

/** The cities whose rented houses get the metro bound, by the date of the salary. */
export const HRA_METRO_CITIES = datedRule('hra-exemption.metro-cities', 'string[] > 0')
