/**
 * Assumptions that turn an annual cost to company (CTC) into salary components, used where a
 * calculator must split a CTC (/ctc, /freelance-salary), from src/rules/salary-structure.yaml.
 * Each is a default the caller can override where the calculator exposes it: basic 50% of CTC
 * (the Labour Codes' floor on wages), HRA 50% of basic (a convention), EPF 12% + 12% of basic
 * on wages up to ₹15,000 a month (the employer's part taxed above ₹7,50,000 a year), gratuity 4.81% of basic (15/26 of a month a year),
 * professional tax ₹2,500 a year (the constitutional maximum most states levy).
 */
import { steadyRule } from './dated.ts'

const percent = '0 < number < 100'
const epf = steadyRule('salary-structure.epf', { employeePercent: percent, employerPercent: percent, wageCeilingMonthly: 'number > 0' })

export const SALARY_STRUCTURE = {
  basicPercentOfCtc: steadyRule('salary-structure.basic-percent-of-ctc', percent),
  hraPercentOfBasic: steadyRule('salary-structure.hra-percent-of-basic', percent),
  employeePfPercent: epf.employeePercent,
  employerPfPercent: epf.employerPercent,
  pfWageCeilingMonthly: epf.wageCeilingMonthly,
  employerContributionsTaxFree: steadyRule('salary-structure.employer-contributions-tax-free', 'number > 0'),
  gratuityPercentOfBasic: steadyRule('salary-structure.gratuity-percent-of-basic', percent),
  professionalTaxYearly: steadyRule('salary-structure.professional-tax-yearly', 'number >= 0'),
} as const
