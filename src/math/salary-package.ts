/**
 * A salary package: annual CTC split into its parts and the in-hand pay left after employee
 * PF, professional tax and income tax; and the inverse, the smallest CTC that leaves a given
 * in-hand pay. Shared by /ctc and /freelance-salary.
 *
 *   basic       = CTC × basic%                       HRA = basic × HRA%
 *   PF wage     = basic, or min(basic, 12 × monthly ceiling) when PF is on the ceiling
 *   employer PF = PF wage × 12%     gratuity provision = basic × gratuity%
 *   gross       = CTC − employer PF − gratuity provision   (both are cost, not pay)
 *   special allowance = gross − basic − HRA   (negative: the assumptions do not fit the CTC)
 *   employee PF = PF wage × 12%     professional tax = min(yearly PT, gross)
 *   income tax  = the engine on gross − standard deduction (employer PF within 12% is not
 *                 taxed; the new regime allows no deduction for PT or employee PF)
 *   in-hand     = gross − employee PF − professional tax − income tax
 */
import { decimal } from '../arithmetic/decimal.ts'
import type { RegimeRules } from '../rules/income-tax/types.ts'
import { Dec, max, min, ZERO } from './decimal.ts'
import { computeIncomeTax, type IncomeTaxComputation } from './income-tax.ts'

export interface SalaryAssumptions {
  basicPercent: Dec
  hraPercent: Dec
  employeePfPercent: Dec
  employerPfPercent: Dec
  /** Yearly PF wage ceiling, or null to contribute on the whole basic. */
  pfWageCeilingYearly: Dec | null
  gratuityPercent: Dec
  professionalTax: Dec
}

export interface SalaryPackage {
  ctc: Dec
  basic: Dec
  hra: Dec
  specialAllowance: Dec
  employerPf: Dec
  gratuity: Dec
  grossSalary: Dec
  employeePf: Dec
  professionalTax: Dec
  standardDeduction: Dec
  tax: IncomeTaxComputation<Dec>
  inHand: Dec
}

export function salaryPackage(ctc: Dec, a: SalaryAssumptions, rules: RegimeRules, statutoryRounding = true): SalaryPackage {
  const basic = ctc.times(a.basicPercent).div(100)
  const pfWage = a.pfWageCeilingYearly === null ? basic : min(basic, a.pfWageCeilingYearly)
  const employerPf = pfWage.times(a.employerPfPercent).div(100)
  const gratuity = basic.times(a.gratuityPercent).div(100)
  const grossSalary = ctc.minus(employerPf).minus(gratuity)
  const hra = basic.times(a.hraPercent).div(100)
  const employeePf = pfWage.times(a.employeePfPercent).div(100)
  const professionalTax = min(a.professionalTax, grossSalary)
  const standardDeduction = min(new Dec(rules.standardDeduction.amount), grossSalary)
  const tax = computeIncomeTax(decimal, rules, { slabIncome: grossSalary.minus(standardDeduction) }, { statutoryRounding })
  return {
    ctc,
    basic,
    hra,
    specialAllowance: grossSalary.minus(basic).minus(hra),
    employerPf,
    gratuity,
    grossSalary,
    employeePf,
    professionalTax,
    standardDeduction,
    tax,
    inHand: grossSalary.minus(employeePf).minus(professionalTax).minus(tax.totalTax),
  }
}

/** The CTC whose gross salary is `gross` (the inverse of the two linear pieces above). */
function ctcForGross(gross: Dec, a: SalaryAssumptions): Dec {
  const b = a.basicPercent.div(100)
  const keep = b.times(a.gratuityPercent).div(100)
  const uncapped = gross.div(new Dec(1).minus(b.times(a.employerPfPercent).div(100)).minus(keep))
  if (a.pfWageCeilingYearly === null || uncapped.times(b).lte(a.pfWageCeilingYearly)) return uncapped
  return gross.plus(a.pfWageCeilingYearly.times(a.employerPfPercent).div(100)).div(new Dec(1).minus(keep))
}

/**
 * The smallest CTC whose in-hand pay (tax before the section 288A/288B roundings, so that
 * in-hand is continuous in CTC) is at least `target`, to a tenth of a paisa.
 *
 * In-hand rises with CTC except just above the rebate limit and each surcharge threshold,
 * where marginal relief takes more than each extra rupee (and at the old regime's rebate
 * cliff). Those points split the CTC axis into pieces on each of which in-hand first falls,
 * then rises; the first piece whose top reaches the target holds the answer, and on it "in-hand
 * ≥ target" turns true once, so a bracketing search (Illinois regula falsi, with a bisection
 * every fourth step) finds it in a few steps: in-hand is piecewise linear.
 */
export function ctcForInHand(target: Dec, a: SalaryAssumptions, rules: RegimeRules): Dec {
  const inHand = (ctc: Dec) => salaryPackage(ctc, a, rules, false).inHand
  const sd = new Dec(rules.standardDeduction.amount)
  const tops = [rules.rebate.incomeLimit, ...rules.surcharge.bands.map((b) => b.above)].map((taxable) => ctcForGross(sd.plus(taxable), a))

  let lo = ZERO
  let fLo = inHand(lo)
  if (fLo.gte(target)) return lo
  for (const top of tops) {
    const fTop = inHand(top)
    if (fTop.gte(target)) return solve(inHand, target, lo, fLo, top, fTop)
    lo = top
    fLo = fTop
  }
  let hi = max(lo.times(2), target.times(3))
  let fHi = inHand(hi)
  while (fHi.lt(target)) {
    lo = hi
    fLo = fHi
    hi = hi.times(2)
    fHi = inHand(hi)
  }
  return solve(inHand, target, lo, fLo, hi, fHi)
}

const TOLERANCE = new Dec('0.001')
/** In-hand within this many rupees of the target ends the search (it is then exact to 28 digits). */
const CLOSE_ENOUGH = new Dec('1e-9')

function solve(f: (x: Dec) => Dec, target: Dec, lo: Dec, fLo: Dec, hi: Dec, fHi: Dec): Dec {
  let gLo = fLo.minus(target) // < 0
  let gHi = fHi.minus(target) // ≥ 0
  let side = 0
  for (let step = 0; step < 200 && hi.minus(lo).gt(TOLERANCE); step++) {
    const x = step % 4 === 3 ? lo.plus(hi).div(2) : lo.minus(gLo.times(hi.minus(lo)).div(gHi.minus(gLo)))
    const gx = f(x).minus(target)
    if (gx.abs().lt(CLOSE_ENOUGH)) return x
    if (gx.gte(0)) {
      hi = x
      gHi = gx
      if (side === 1) gLo = gLo.div(2)
      side = 1
    } else {
      lo = x
      gLo = gx
      if (side === -1) gHi = gHi.div(2)
      side = -1
    }
  }
  return hi
}
