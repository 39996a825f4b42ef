/**
 * The corporate CTC that leaves the same yearly in-hand pay as a freelance practice.
 *
 * Freelance side (latest new regime, no standard deduction; the assessment of /income-tax,
 * src/math/profession-return.ts):
 *   taxable = billing × 50% under section 44ADA (billing up to ₹75 lakh, cash receipts taken
 *             as at most 5%); above ₹75 lakh 44ADA is not available and the taxable profit is
 *             billing − expenses
 *   in-hand = billing − business expenses − tax
 * Corporate side: the salary package of /ctc with its default assumptions (basic 50% of CTC,
 *   HRA 50% of basic, PF 12% + 12% on the ₹15,000 ceiling, gratuity 4.81% of basic,
 *   professional tax ₹2,500) and the same regime. The CTC is the smallest whose in-hand is
 *   at least the freelance in-hand, found on tax before the section 288A/288B roundings (so
 *   that in-hand is continuous in CTC); both sides are then shown with the roundings, and
 *   their in-hands may differ by a few rupees a year (`inHandDifference`). Just above the
 *   ₹12 lakh rebate limit and each surcharge threshold, more CTC can leave less in-hand; the
 *   smallest CTC is the answer. A freelance in-hand of 0 or less (expenses above the 50% the
 *   section presumes, plus tax) gives a CTC of 0.
 *
 * Worked example (fixtures/taxation-salary/freelance-salary.json): billing ₹30,00,000,
 * expenses 3,00,000: taxable 15,00,000; tax 20,000 + 40,000 + 45,000 = 1,05,000 + cess
 * 4,200 = 1,09,200; freelance in-hand 25,90,800. Corporate: above a CTC of ₹3.6 lakh, gross =
 * 0.97595 C − 21,600 and taxable t = gross − 75,000; in the 30% slab in-hand = gross − 21,600 −
 * 2,500 − 1.04 × (0.3 t − 4,20,000) = 0.688 t + 4,87,700, so t = 30,56,831.40 and
 * C = (30,56,831.40 + 75,000 + 21,600) / 0.97595 = ₹32,31,140.32; with the roundings the
 * corporate in-hand is 25,90,801.40 (difference ₹1.40).
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { percent, ruleValue, rulesIn } from '../../math/numbers.ts'
import { professionReturn } from '../../math/profession-return.ts'
import { ctcForInHand, salaryPackage, type SalaryAssumptions } from '../../math/salary-package.ts'
import { assessReturn } from '../../math/tax-return.ts'
import { LATEST_NEW_REGIME, regimeRules, type RegimeRules } from '../../rules/income-tax.ts'
import { SECTION_44ADA } from '../../rules/presumptive-taxation.ts'
import { SALARY_STRUCTURE } from '../../rules/salary-structure.ts'
import { defineFormula, type Inputs } from '../formula.ts'

/** The /ctc defaults as values of `a`. */
function assumptions<N>(a: Arithmetic<N>): SalaryAssumptions<N> {
  return {
    basicPercent: ruleValue(a, SALARY_STRUCTURE.basicPercentOfCtc),
    hraPercent: ruleValue(a, SALARY_STRUCTURE.hraPercentOfBasic),
    employeePfPercent: ruleValue(a, SALARY_STRUCTURE.employeePfPercent),
    employerPfPercent: ruleValue(a, SALARY_STRUCTURE.employerPfPercent),
    pfWageCeilingYearly: ruleValue(a, SALARY_STRUCTURE.pfWageCeilingMonthly * 12),
    gratuityPercent: ruleValue(a, SALARY_STRUCTURE.gratuityPercentOfBasic),
    professionalTax: ruleValue(a, SALARY_STRUCTURE.professionalTaxYearly),
  }
}

/**
 * The /ctc defaults and the CTC search on them under `rules`, as values of one arithmetic:
 * nothing in them changes with the request, so it is made once (rulesIn) and one search serves
 * every request.
 */
function corporateSide<N>(a: Arithmetic<N>, rules: RegimeRules): { salary: SalaryAssumptions<N>; ctcFor: (inHand: N) => N } {
  const salary = assumptions(a)
  return { salary, ctcFor: ctcForInHand(a, salary, rules) }
}

export default defineFormula({
  id: 'taxation-salary/freelance-salary',
  compute<N>({ annualBilling, businessExpenses }: Inputs<'taxation-salary/freelance-salary', N>, a: Arithmetic<N>) {
    const rules = regimeRules(LATEST_NEW_REGIME)
    const zero = a.fromInteger(0)
    const twelve = a.fromInteger(12)
    const presumptive = a.lte(annualBilling, ruleValue(a, SECTION_44ADA.receiptsLimitMostlyNonCash))
    const taxable = presumptive ? a.times(annualBilling, percent(a, ruleValue(a, SECTION_44ADA.deemedProfitPercent))) : a.max(zero, a.minus(annualBilling, businessExpenses))
    const freelanceTax = assessReturn(a, rules, professionReturn(a, taxable, a.fromInteger(0))).tax
    const freelanceInHand = a.minus(a.minus(annualBilling, businessExpenses), freelanceTax.totalTax)

    const { salary, ctcFor } = rulesIn(a, rules, corporateSide)
    // the smallest CTC in paise: the search's root rounded up, so that it reaches the target too
    const ctc = a.lte(freelanceInHand, zero) ? zero : a.roundUpTo(ctcFor(freelanceInHand), 2)
    const p = salaryPackage(a, ctc, salary, rules)
    return {
      regimeApplied: rules.id,
      equivalentCtc: ctc,
      freelance: {
        billing: annualBilling,
        businessExpenses,
        presumptive,
        taxableIncome: freelanceTax.totalIncome,
        incomeTax: freelanceTax.totalTax,
        annualInHand: freelanceInHand,
        monthlyInHand: a.div(freelanceInHand, twelve),
      },
      corporate: {
        ctc,
        grossSalary: p.grossSalary,
        employerPf: p.employerPf,
        gratuity: p.gratuity,
        employeePf: p.employeePf,
        professionalTax: p.professionalTax,
        taxableIncome: p.tax.totalIncome,
        incomeTax: p.tax.totalTax,
        annualInHand: p.inHand,
        monthlyInHand: a.div(p.inHand, twelve),
      },
      inHandDifference: a.minus(p.inHand, freelanceInHand),
      ctcToBillingRatio: a.div(ctc, annualBilling),
    }
  },
})
