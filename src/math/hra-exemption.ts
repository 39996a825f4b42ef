/**
 * HRA exempt under section 10(13A) with rule 2A (old regime only): the least of the HRA
 * received, the rent paid above 10% of salary, and 50% of salary for a house in a city on the
 * metro list (40% elsewhere); salary is basic + DA (+ turnover commission) for the same period.
 * Shared by /hra and the return of /income-tax; the shares come from src/rules/hra-exemption.yaml.
 */
import type { Arithmetic } from '../arithmetic/arithmetic.ts'
import { HRA_EXEMPTION } from '../rules/hra-exemption.ts'
import { atPercent, ruleValue } from './numbers.ts'

export interface HraExemption<N> {
  rentInExcess: N
  salaryCap: N
  salaryCapPercent: number
  /** The first bound equal to the exemption: the HRA received, then the rent, then the cap. */
  exemptionRule: 'hra-received' | 'rent-in-excess' | 'salary-cap'
  exempt: N
}

export function hraExemption<N>(a: Arithmetic<N>, basic: N, hra: N, rent: N, metro: boolean): HraExemption<N> {
  const salaryCapPercent = metro ? HRA_EXEMPTION.metroSalaryPercent : HRA_EXEMPTION.nonMetroSalaryPercent
  const rentInExcess = a.max(a.fromInteger(0), a.minus(rent, atPercent(a, basic, ruleValue(a, HRA_EXEMPTION.rentAboveSalaryPercent))))
  const salaryCap = atPercent(a, basic, ruleValue(a, salaryCapPercent))
  const lowerLimit = a.min(rentInExcess, salaryCap)
  // The first limit equal to the exemption: the HRA received when it is at most the lower of
  // the other two, else the rent when it is at most the cap (the limits compared with each
  // other, not with the exemption taken from them).
  const exemptionRule = a.lte(hra, lowerLimit) ? 'hra-received' : a.lte(rentInExcess, salaryCap) ? 'rent-in-excess' : 'salary-cap'
  return { rentInExcess, salaryCap, salaryCapPercent, exemptionRule, exempt: a.min(hra, lowerLimit) }
}
