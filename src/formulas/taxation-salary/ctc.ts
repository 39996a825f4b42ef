/**
 * In-hand salary from an annual CTC, with the income tax of `regime` (by default the latest
 * new regime) as /income-tax assesses the salary's return (src/math/salary-package.ts and
 * src/math/tax-return.ts; assumptions in src/rules/salary-structure.ts).
 *
 *   basic = CTC × basicPercent          HRA = basic × hraPercent
 *   employer PF = employee PF = 12% × (basic, capped at ₹1,80,000 a year unless pfOnFullBasic)
 *   gratuity provision = basic × gratuityPercent (4.81% = 15/26 ÷ 12)
 *   gross salary = CTC − employer PF − gratuity provision; special allowance = gross − basic − HRA
 *   PF perquisite = employer PF above ₹7,50,000 a year (section 17(2)(vii)), taxed with the salary
 *   income tax = the return of the salary (with the perquisite): new regime, gross − ₹75,000; old regime, gross −
 *                ₹50,000 − HRA exemption (from basic, HRA and `rentPaid`) − professional tax
 *                (at most ₹2,500) − home-loan interest (24(b)) − 80C (the employee PF plus
 *                `section80C`) − 80CCD(1B) − 80D; with 87A, surcharge, cess, 288A/288B
 *   in-hand = gross − employee PF − professional tax − income tax; monthly = in-hand / 12
 * The assumptions must leave a special allowance of at least 0, else 400 (constraint).
 *
 * Worked example (fixtures/taxation-salary/ctc.json): CTC ₹12,00,000: basic 6,00,000;
 * PF wage 1,80,000 → employer PF 21,600; gratuity 28,860; gross 11,49,540; HRA 3,00,000;
 * special 2,49,540; employee PF 21,600; PT 2,500; taxable 10,74,540 → tax 0 (87A rebate);
 * in-hand 11,25,440, monthly ₹93,786.67.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { ruleValue } from '../../math/numbers.ts'
import { salaryPackage } from '../../math/salary-package.ts'
import { regimeRules } from '../../rules/income-tax.ts'
import { SALARY_STRUCTURE } from '../../rules/salary-structure.ts'
import { defineFormula, InputError, type Inputs } from '../formula.ts'

export default defineFormula({
  id: 'taxation-salary/ctc',
  compute<N>(input: Inputs<'taxation-salary/ctc', N>, a: Arithmetic<N>) {
    const { ctc, basicPercent, hraPercent, pfOnFullBasic, gratuityPercent, professionalTax } = input
    const rules = regimeRules(input.regime)
    const p = salaryPackage(
      a,
      ctc,
      {
        basicPercent,
        hraPercent,
        employeePfPercent: ruleValue(a, SALARY_STRUCTURE.employeePfPercent),
        employerPfPercent: ruleValue(a, SALARY_STRUCTURE.employerPfPercent),
        pfWageCeilingYearly: pfOnFullBasic ? null : ruleValue(a, SALARY_STRUCTURE.pfWageCeilingMonthly * 12),
        gratuityPercent,
        professionalTax,
      },
      rules,
      input,
    )
    if (a.lt(p.specialAllowance, a.fromInteger(0))) {
      throw new InputError(
        'basicPercent',
        'constraint',
        `basic (${a.toText(basicPercent)}% of CTC) plus HRA (${a.toText(hraPercent)}% of basic), employer PF and gratuity exceed the CTC; lower basicPercent or hraPercent`,
      )
    }
    const t = p.tax
    const twelve = a.fromInteger(12)
    return {
      regimeApplied: rules.id,
      basic: p.basic,
      hra: p.hra,
      specialAllowance: p.specialAllowance,
      employerPf: p.employerPf,
      employerPfPerquisite: p.employerPfPerquisite,
      gratuity: p.gratuity,
      grossSalary: p.grossSalary,
      employeePf: p.employeePf,
      professionalTax: p.professionalTax,
      standardDeduction: p.standardDeduction,
      exemptions: { hraExemption: p.hraExemption, professionalTax: p.professionalTaxDeducted, selfOccupiedInterest: p.selfOccupiedInterest, familyPensionDeduction: p.familyPensionDeduction },
      deductions: p.deductions,
      taxableIncome: t.totalIncome,
      incomeTax: t.totalTax,
      annualInHand: p.inHand,
      monthlyGross: a.div(p.grossSalary, twelve),
      monthlyIncomeTax: a.div(t.totalTax, twelve),
      monthlyInHand: a.div(p.inHand, twelve),
    }
  },
})
