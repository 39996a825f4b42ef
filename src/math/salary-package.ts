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
import type { Arithmetic } from '../arithmetic/arithmetic.ts'
import type { RegimeRules } from '../rules/income-tax/types.ts'
import { computeIncomeTax, type IncomeTaxComputation } from './income-tax.ts'
import { ruleValue } from './numbers.ts'

export interface SalaryAssumptions<N> {
  basicPercent: N
  hraPercent: N
  employeePfPercent: N
  employerPfPercent: N
  /** Yearly PF wage ceiling, or null to contribute on the whole basic. */
  pfWageCeilingYearly: N | null
  gratuityPercent: N
  professionalTax: N
}

export interface SalaryPackage<N> {
  ctc: N
  basic: N
  hra: N
  specialAllowance: N
  employerPf: N
  gratuity: N
  grossSalary: N
  employeePf: N
  professionalTax: N
  standardDeduction: N
  tax: IncomeTaxComputation<N>
  inHand: N
}

export function salaryPackage<N>(a: Arithmetic<N>, ctc: N, s: SalaryAssumptions<N>, rules: RegimeRules, statutoryRounding = true): SalaryPackage<N> {
  const hundred = a.fromInteger(100)
  const basic = a.div(a.times(ctc, s.basicPercent), hundred)
  const pfWage = s.pfWageCeilingYearly === null ? basic : a.min(basic, s.pfWageCeilingYearly)
  const employerPf = a.div(a.times(pfWage, s.employerPfPercent), hundred)
  const gratuity = a.div(a.times(basic, s.gratuityPercent), hundred)
  const grossSalary = a.minus(a.minus(ctc, employerPf), gratuity)
  const hra = a.div(a.times(basic, s.hraPercent), hundred)
  const employeePf = a.div(a.times(pfWage, s.employeePfPercent), hundred)
  const professionalTax = a.min(s.professionalTax, grossSalary)
  const deduction = ruleValue(a, rules.standardDeduction.amount)
  const standardDeduction = a.min(deduction, grossSalary)
  // gross − the deduction applied (at most the gross) is max(0, gross − deduction); taken from
  // the deduction itself, a taxable income of 0 stays an exact 0.
  const taxable = a.max(a.fromInteger(0), a.minus(grossSalary, deduction))
  const tax = computeIncomeTax(a, rules, { slabIncome: taxable }, { statutoryRounding })
  return {
    ctc,
    basic,
    hra,
    specialAllowance: a.minus(a.minus(grossSalary, basic), hra),
    employerPf,
    gratuity,
    grossSalary,
    employeePf,
    professionalTax,
    standardDeduction,
    tax,
    inHand: a.minus(a.minus(a.minus(grossSalary, employeePf), professionalTax), tax.totalTax),
  }
}

/** The CTC whose gross salary is `gross` (the inverse of the two linear pieces above). */
function ctcForGross<N>(a: Arithmetic<N>, gross: N, s: SalaryAssumptions<N>): N {
  const hundred = a.fromInteger(100)
  const one = a.fromInteger(1)
  const b = a.div(s.basicPercent, hundred)
  const keep = a.div(a.times(b, s.gratuityPercent), hundred)
  const uncapped = a.div(gross, a.minus(a.minus(one, a.div(a.times(b, s.employerPfPercent), hundred)), keep))
  if (s.pfWageCeilingYearly === null || a.lte(a.times(uncapped, b), s.pfWageCeilingYearly)) return uncapped
  return a.div(a.plus(gross, a.div(a.times(s.pfWageCeilingYearly, s.employerPfPercent), hundred)), a.minus(one, keep))
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
 *
 * In-hand at the tops rises from each top to the next (between two thresholds every extra
 * rupee of taxable income leaves at least one minus the highest marginal rate in hand), so the
 * first top that reaches the target is found by bisecting the list of tops: at most three
 * evaluations of the tax engine for five tops, where walking them costs one per top below the
 * target.
 */
export function ctcForInHand<N>(a: Arithmetic<N>, target: N, s: SalaryAssumptions<N>, rules: RegimeRules): N {
  const inHand = (ctc: N) => salaryPackage(a, ctc, s, rules, false).inHand
  const sd = ruleValue(a, rules.standardDeduction.amount)
  const tops = [rules.rebate.incomeLimit, ...rules.surcharge.bands.map((b) => b.above)].map((taxable) => ctcForGross(a, a.plus(sd, ruleValue(a, taxable)), s))
  const atTop: N[] = []
  const inHandAtTop = (i: number): N => (atTop[i] ??= inHand(tops[i]!))

  // Tops before `reached` fall short of the target; the top at `reached`, if any, reaches it.
  let below = 0
  let reached = tops.length
  while (below < reached) {
    const middle = (below + reached) >> 1
    if (a.gte(inHandAtTop(middle), target)) reached = middle
    else below = middle + 1
  }
  let lo = reached === 0 ? a.fromInteger(0) : tops[reached - 1]!
  let fLo = reached === 0 ? inHand(lo) : inHandAtTop(reached - 1)
  if (reached === 0 && a.gte(fLo, target)) return lo
  if (reached < tops.length) return solve(a, inHand, target, lo, fLo, tops[reached]!, inHandAtTop(reached))
  const two = a.fromInteger(2)
  let hi = a.max(a.times(lo, two), a.times(target, a.fromInteger(3)))
  let fHi = inHand(hi)
  while (a.lt(fHi, target)) {
    lo = hi
    fLo = fHi
    hi = a.times(hi, two)
    fHi = inHand(hi)
  }
  return solve(a, inHand, target, lo, fLo, hi, fHi)
}

/** The search stops once the bracket is this narrow (rupees). */
const TOLERANCE = '0.001'
/** In-hand within this many rupees of the target ends the search (it is then exact to 28 digits). */
const CLOSE_ENOUGH = '1e-9'

function solve<N>(a: Arithmetic<N>, f: (x: N) => N, target: N, lo: N, fLo: N, hi: N, fHi: N): N {
  const zero = a.fromInteger(0)
  const two = a.fromInteger(2)
  const tolerance = a.fromText(TOLERANCE)
  const closeEnough = a.fromText(CLOSE_ENOUGH)
  let gLo = a.minus(fLo, target) // < 0
  let gHi = a.minus(fHi, target) // ≥ 0
  let side = 0
  for (let step = 0; step < 200 && a.gt(a.minus(hi, lo), tolerance); step++) {
    const x = step % 4 === 3 ? a.div(a.plus(lo, hi), two) : a.minus(lo, a.div(a.times(gLo, a.minus(hi, lo)), a.minus(gHi, gLo)))
    const gx = a.minus(f(x), target)
    if (a.lt(a.abs(gx), closeEnough)) return x
    if (a.gte(gx, zero)) {
      hi = x
      gHi = gx
      if (side === 1) gLo = a.div(gLo, two)
      side = 1
    } else {
      lo = x
      gLo = gx
      if (side === -1) gHi = a.div(gHi, two)
      side = -1
    }
  }
  return hi
}
