/**
 * HRA exemption, Section 10(13A) with Rule 2A (old regime only).
 *
 *   HRA received  = hra
 *   rent in excess = max(0, rent paid − 10% × salary)
 *   salary cap     = 50% × salary (metro) or 40% × salary (elsewhere)
 *   exempt  = min(HRA received, rent in excess, salary cap)      taxable = hra − exempt
 * "Salary" is basic + DA (plus turnover commission), all amounts for the same year. The rule
 * that applied is the first of the three, in that order, equal to the exemption (a tie names
 * the HRA received before the rent, and the rent before the salary cap).
 * Degenerate cases: no rent, or rent at most 10% of salary, leaves nothing exempt; a zero
 * salary makes the cap zero; all zero gives zero everywhere. Units: rupees a year.
 * The percentages and the metro list in force on `date` come from src/rules/hra-exemption.yaml;
 * `metro` says whether the house is in a city on that list (four cities up to FY 2025-26, eight
 * from tax year 2026-27), which the answer names.
 *
 * Worked example (fixtures/taxation-salary/hra.json): basic + DA ₹6,00,000, HRA ₹3,00,000,
 * rent ₹2,40,000, metro: rent in excess = 2,40,000 − 60,000 = 1,80,000; salary cap =
 * 3,00,000; exempt = min(3,00,000, 1,80,000, 3,00,000) = ₹1,80,000 (rent in excess);
 * taxable ₹1,20,000.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { hraExemption } from '../../math/hra-exemption.ts'
import { HRA_METRO_CITIES } from '../../rules/hra-exemption.ts'
import { defineFormula, type Inputs } from '../formula.ts'

export default defineFormula({
  id: 'taxation-salary/hra',
  compute<N>({ basic, hra, rent, metro, date }: Inputs<'taxation-salary/hra', N>, a: Arithmetic<N>) {
    const h = hraExemption(a, basic, hra, rent, metro)
    return {
      hraReceived: hra,
      rentInExcess: h.rentInExcess,
      salaryCap: h.salaryCap,
      salaryCapPercent: h.salaryCapPercent,
      exemptionRule: h.exemptionRule,
      exemptHra: h.exempt,
      taxableHra: a.minus(hra, h.exempt),
      metroCities: HRA_METRO_CITIES.on(date).value.join(', '),
    }
  },
})
