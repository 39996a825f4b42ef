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
 *   PF perquisite = employer PF above ₹7,50,000 a year, taxed as salary (section 17(2)(vii))
 *   income tax  = the salary's return (./tax-return.ts), the assessment /income-tax makes:
 *                 the engine on gross + PF perquisite − standard deduction (employer PF
 *                 otherwise not taxed; the new regime allows no deduction for PT or employee
 *                 PF, the old one PT up to ₹2,500); with the employee's declarations (old regime) also the HRA
 *                 exemption from basic, HRA and rent, self-occupied home-loan interest (24(b)),
 *                 80C with the employee PF in it (section 80C(2)(vi)), 80CCD(1B) and 80D
 *   in-hand     = gross − employee PF − professional tax − income tax
 */
import type { Arithmetic } from '../arithmetic/arithmetic.ts'
import type { RegimeRules } from '../rules/income-tax.ts'
import type { IncomeTaxComputation } from './income-tax/computation.ts'
import { taxThresholds } from './income-tax/thresholds.ts'
import { assessReturn, salaryReturn, type ReturnDeductions, type ReturnInput } from './tax-return.ts'
import { atPercent, ruleValue, rulesIn } from './numbers.ts'
import { SALARY_STRUCTURE } from '../rules/salary-structure.ts'

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

/**
 * What the employee declares beyond the package, by the return's names: the rent for the HRA
 * exemption, the home-loan interest and the Chapter VI-A investments (other than the employee
 * PF, which the package adds to 80C itself), and the age.
 */
export type SalaryDeclarations<N> = Pick<
  ReturnInput<N>,
  'rentPaid' | 'metro' | 'selfOccupiedInterest' | 'section80C' | 'section80CCD1B' | 'section80DSelf' | 'section80DParents' | 'section80DSelfCheckUp' | 'section80DParentsCheckUp' | 'parentsSenior' | 'spouseSenior' | 'age'
>

export interface SalaryPackage<N> {
  ctc: N
  basic: N
  hra: N
  specialAllowance: N
  employerPf: N
  /** Employer PF above the yearly limit, a perquisite taxed as salary (section 17(2)(vii)). */
  employerPfPerquisite: N
  gratuity: N
  grossSalary: N
  employeePf: N
  professionalTax: N
  standardDeduction: N
  hraExemption: N
  /** Professional tax the return deducts (16(iii), old regime); `professionalTax` is what is paid. */
  professionalTaxDeducted: N
  selfOccupiedInterest: N
  familyPensionDeduction: N
  deductions: ReturnDeductions<N>
  tax: IncomeTaxComputation<N>
  inHand: N
}

/** The package of `ctc`; without `declarations` the salary is assessed alone (standard deduction and professional tax). */
export function salaryPackage<N>(a: Arithmetic<N>, ctc: N, s: SalaryAssumptions<N>, rules: RegimeRules, declarations?: SalaryDeclarations<N>): SalaryPackage<N> {
  const hundred = a.fromInteger(100)
  const basic = basicOf(a, ctc, s)
  const pfWage = pfWageOf(a, basic, s)
  const employerPf = employerPfOf(a, pfWage, s)
  const gratuity = a.div(a.times(basic, s.gratuityPercent), hundred)
  const grossSalary = a.minus(a.minus(ctc, employerPf), gratuity)
  const hra = a.div(a.times(basic, s.hraPercent), hundred)
  const kept = takeHome(a, grossSalary, pfWage, s, rules, true, declarations && { basic, hra, ...declarations })
  return {
    ctc,
    basic,
    hra,
    specialAllowance: a.minus(a.minus(grossSalary, basic), hra),
    employerPf,
    employerPfPerquisite: kept.employerPfPerquisite,
    gratuity,
    grossSalary,
    employeePf: kept.employeePf,
    professionalTax: kept.professionalTax,
    standardDeduction: kept.standardDeduction,
    hraExemption: kept.hraExemption,
    professionalTaxDeducted: kept.professionalTaxDeducted,
    selfOccupiedInterest: kept.selfOccupiedInterest,
    familyPensionDeduction: kept.familyPensionDeduction,
    deductions: kept.deductions,
    tax: kept.tax,
    inHand: kept.inHand,
  }
}

function basicOf<N>(a: Arithmetic<N>, ctc: N, s: SalaryAssumptions<N>): N {
  return atPercent(a, ctc, s.basicPercent)
}

function pfWageOf<N>(a: Arithmetic<N>, basic: N, s: SalaryAssumptions<N>): N {
  return s.pfWageCeilingYearly === null ? basic : a.min(basic, s.pfWageCeilingYearly)
}

type TakeHome<N> = Omit<SalaryPackage<N>, 'ctc' | 'basic' | 'hra' | 'specialAllowance' | 'employerPf' | 'gratuity' | 'grossSalary'>

function employerPfOf<N>(a: Arithmetic<N>, pfWage: N, s: SalaryAssumptions<N>): N {
  return atPercent(a, pfWage, s.employerPfPercent)
}

/** Employer PF on `pfWage` above the yearly limit of section 17(2)(vii), taxed as salary; 0 within it. */
function employerPfPerquisite<N>(a: Arithmetic<N>, pfWage: N, s: SalaryAssumptions<N>): N {
  return a.max(a.fromInteger(0), a.minus(employerPfOf(a, pfWage, s), ruleValue(a, SALARY_STRUCTURE.employerContributionsTaxFree)))
}

/** The declarations with the package's basic and HRA, which the HRA exemption is worked from. */
type Declared<N> = SalaryDeclarations<N> & { basic: N; hra: N }

/** What the employee keeps of a gross salary with PF on `pfWage`. */
function takeHome<N>(a: Arithmetic<N>, grossSalary: N, pfWage: N, s: SalaryAssumptions<N>, rules: RegimeRules, statutoryRounding: boolean, declared?: Declared<N>): TakeHome<N> {
  const employeePf = atPercent(a, pfWage, s.employeePfPercent)
  const professionalTax = a.min(s.professionalTax, grossSalary)
  // The tax is the return of the salary (src/math/tax-return.ts), which deducts professional
  // tax where the regime allows it (the old regime; the new allows none).
  const perquisite = employerPfPerquisite(a, pfWage, s)
  const salary = salaryReturn(a, a.plus(grossSalary, perquisite), declared ? declared.age : a.fromInteger(0))
  salary.professionalTax = professionalTax
  if (declared) {
    salary.basicSalary = declared.basic
    salary.hraReceived = declared.hra
    salary.rentPaid = declared.rentPaid
    salary.metro = declared.metro
    salary.selfOccupiedInterest = declared.selfOccupiedInterest
    salary.section80C = a.plus(employeePf, declared.section80C)
    salary.section80CCD1B = declared.section80CCD1B
    salary.section80DSelf = declared.section80DSelf
    salary.section80DParents = declared.section80DParents
    salary.section80DSelfCheckUp = declared.section80DSelfCheckUp
    salary.section80DParentsCheckUp = declared.section80DParentsCheckUp
    salary.parentsSenior = declared.parentsSenior
    salary.spouseSenior = declared.spouseSenior
  }
  const r = assessReturn(a, rules, salary, { statutoryRounding })
  const tax = r.tax
  return {
    employeePf,
    employerPfPerquisite: perquisite,
    professionalTax,
    standardDeduction: r.standardDeduction,
    hraExemption: r.hraExemption,
    professionalTaxDeducted: r.professionalTax,
    selfOccupiedInterest: r.selfOccupiedInterest,
    familyPensionDeduction: r.familyPensionDeduction,
    deductions: r.deductions,
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
 * The search for the smallest CTC whose in-hand pay (tax before the section 288A/288B
 * roundings, so that in-hand is continuous in CTC) is at least a target: made once for a
 * package's assumptions and a regime, it keeps the pay at each breakpoint for every target.
 *
 * The search runs on the gross salary G, from which the CTC follows (ctcForGross), because
 * in-hand pay bends mostly at round figures of G:
 *
 *   in-hand(G) = G − employee PF − min(PT, G) − tax(max(0, G − SD))
 *
 * bends at G = PT, G = SD, and G = SD + each slab top, the rebate limit and each surcharge
 * threshold (the breakpoints), and elsewhere only where basic reaches the PF wage ceiling and
 * where a marginal relief runs out. Between two breakpoints in-hand is linear, except that
 * above the rebate limit and each surcharge threshold marginal relief first takes more than
 * each extra rupee (in-hand falls; the old regime's rebate instead drops at its limit) until it
 * runs out, and that employee PF stops growing at the ceiling: at both bends in-hand turns
 * upward, so on a piece it is convex. (With PF on the wage ceiling, as /freelance-salary has it,
 * employer PF stays far below the limit of section 17(2)(vii): no perquisite bends it.) In-hand
 * at the breakpoints rises from each to the next (below PT it is at most 0, its value at a
 * gross of 0, which the target exceeds), so the first breakpoint that reaches the target is
 * found by bisecting them, and the answer lies on the piece it closes (or, above the last breakpoint, on the way to a gross that reaches it).
 *
 * On that piece the bracket [p, q], in-hand(p) < target ≤ in-hand(q), is narrowed by chords
 * and halvings until both ends are on one line: neither end inside a marginal relief (nor p at
 * a breakpoint where one starts), both on the same side of the PF ceiling. The chord through
 * them is then in-hand itself, and crosses the target at the answer, exactly. Every decision
 * is a comparison of figures apart from each other or of exact round figures.
 *
 * Worked example: the /freelance-salary fixture's in-hand ₹25,90,800 lies on the piece from
 * taxable ₹24 lakh to ₹50 lakh (30% slab), where in-hand = 0.688 t + 4,87,700: both ends are on
 * that line, so the chord gives t = 30,56,831.40 directly.
 */
export function ctcForInHand<N>(a: Arithmetic<N>, s: SalaryAssumptions<N>, rules: RegimeRules): (target: N) => N {
  // its pieces are those of PF on the wage ceiling (see above)
  if (s.pfWageCeilingYearly === null) throw new Error('ctcForInHand needs PF on the wage ceiling')
  const zero = a.fromInteger(0)
  const breakpoints = breakpointsOf(a, s, rules)
  // the pay at each breakpoint is the same for every target: worked out at the first search that reaches it
  const pay = breakpoints.map(() => undefined as Pay<N> | undefined)
  const payAtBreakpoint = (i: number): Pay<N> => (pay[i] ??= payAt(a, breakpoints[i]!.gross, s, rules))
  const atZero = payAt(a, zero, s, rules).inHand

  return (target) => {
    if (a.gte(atZero, target)) return zero
    // Breakpoints before `reached` fall short of the target; the one at `reached`, if any, reaches it.
    let below = 0
    let reached = breakpoints.length
    while (below < reached) {
      const middle = (below + reached) >> 1
      if (a.gte(payAtBreakpoint(middle).inHand, target)) reached = middle
      else below = middle + 1
    }
    // The breakpoint at 0 falls short (in-hand at a gross of 0 is below the target), so reached ≥ 1.
    const start = breakpoints[reached - 1]!
    const lo = payAtBreakpoint(reached - 1)
    let hi: Pay<N>
    if (reached < breakpoints.length) hi = payAtBreakpoint(reached)
    else {
      const two = a.fromInteger(2)
      hi = payAt(a, a.max(a.times(lo.gross, two), a.times(target, a.fromInteger(3))), s, rules)
      while (a.lt(hi.inHand, target)) hi = payAt(a, a.times(hi.gross, two), s, rules)
    }
    // A relief that starts just above lo acts on the piece as one at lo would.
    const from: Pay<N> = { gross: lo.gross, inHand: lo.inHand, relief: lo.relief || start.reliefAbove, aboveCeiling: lo.aboveCeiling }
    return ctcForGross(a, grossOnPiece(a, target, from, hi, s, rules), s)
  }
}

/** A gross salary, the in-hand pay it leaves, and what shapes in-hand there. */
interface Pay<N> {
  gross: N
  inHand: N
  /** A marginal relief (rebate or surcharge) cuts the tax. */
  relief: boolean
  /** Basic is above the PF wage ceiling (employee PF no longer grows). */
  aboveCeiling: boolean
}

function payAt<N>(a: Arithmetic<N>, gross: N, s: SalaryAssumptions<N>, rules: RegimeRules): Pay<N> {
  const basic = basicOf(a, ctcForGross(a, gross, s), s)
  const { tax, inHand } = takeHome(a, gross, pfWageOf(a, basic, s), s, rules, false)
  return {
    gross,
    inHand,
    relief: !a.isZero(tax.marginalRelief) || !a.isZero(tax.surchargeMarginalRelief),
    aboveCeiling: s.pfWageCeilingYearly !== null && a.gt(basic, s.pfWageCeilingYearly),
  }
}

interface Breakpoint<N> {
  gross: N
  /** A marginal relief (or the old regime's rebate cliff) acts just above it. */
  reliefAbove: boolean
}

/** The gross salaries where in-hand bends, ascending, each once: see ctcForInHand. */
function breakpointsOf<N>(a: Arithmetic<N>, s: SalaryAssumptions<N>, rules: RegimeRules): Breakpoint<N>[] {
  const points = [{ gross: a.fromInteger(0), reliefAbove: false }, { gross: s.professionalTax, reliefAbove: false }, ...rulesIn(a, rules, taxBreakpoints)]
  points.sort((x, y) => a.cmp(x.gross, y.gross))
  return points.filter((p, i) => i === 0 || !a.eq(p.gross, points[i - 1]!.gross))
}

/** The standard deduction plus each threshold of the tax (./income-tax/thresholds.ts), made once per arithmetic. */
function taxBreakpoints<N>(a: Arithmetic<N>, rules: RegimeRules): Breakpoint<N>[] {
  const { slabTops, reliefsAbove } = taxThresholds(rules)
  const reliefAt = new Set(reliefsAbove)
  const taxable = new Set([0, ...slabTops, ...reliefAt])
  return [...taxable].map((t) => ({ gross: ruleValue(a, rules.standardDeduction.amount + t), reliefAbove: reliefAt.has(t) }))
}

/**
 * The gross in [lo, hi] whose in-hand is the target, in-hand(lo) < target ≤ in-hand(hi), on a
 * piece where in-hand is convex and linear once past its bends (see ctcForInHand). `lo.relief`
 * also says whether a relief starts just above lo.
 *
 * A chord of a convex piece meets the target at or before the answer, so a chord's point is
 * never past it: if its in-hand is hi's, the target is hi's in-hand (the chord from lo lands on
 * hi) and hi is the answer; if it is on hi's line the chord through them is the answer;
 * otherwise it becomes the lower end. None of these compares the point with the target: a
 * good chord lands next to it, where only exact figures could tell the two apart. Chords alone
 * creep through a relief (in-hand falls there), so every other step halves the bracket instead.
 */
function grossOnPiece<N>(a: Arithmetic<N>, target: N, lo: Pay<N>, hi: Pay<N>, s: SalaryAssumptions<N>, rules: RegimeRules): N {
  const two = a.fromInteger(2)
  const chord = (p: Pay<N>, q: Pay<N>): N => a.plus(p.gross, a.div(a.times(a.minus(target, p.inHand), a.minus(q.gross, p.gross)), a.minus(q.inHand, p.inHand)))
  const oneLine = (p: Pay<N>, q: Pay<N>): boolean => !p.relief && !q.relief && p.aboveCeiling === q.aboveCeiling
  let p = lo
  let q = hi
  for (let step = 0; step < 200 && !oneLine(p, q); step++) {
    if (step % 2 === 0) {
      const x = payAt(a, chord(p, q), s, rules)
      // the chord landed on q, whose in-hand is the target (the chord through the two would be 0 ÷ 0)
      if (!a.lt(x.inHand, q.inHand)) return q.gross
      if (oneLine(x, q)) return chord(x, q)
      p = x
    } else {
      const x = payAt(a, a.div(a.plus(p.gross, q.gross), two), s, rules)
      if (a.lt(x.inHand, target)) p = x
      else q = x
    }
  }
  return chord(p, q)
}
