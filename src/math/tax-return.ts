/**
 * A resident individual's return for a year under one regime-year: income by head, the
 * exemptions and deductions the regime allows, income at slab rates and at the special rates,
 * and the tax by the shared engine (./income-tax.ts). Used by /income-tax and
 * /tax-regime-comparison.
 *
 *   salary        = gross salary − HRA exemption (10(13A), old) − standard deduction (16(ia))
 *                   − professional tax (16(iii), old, at most ₹2,500), not below 0
 *   house property = let-out: (rent − municipal tax) less 30% of it when positive (24(a)), less
 *                   the loan interest (24(b), in full); self-occupied: − interest up to ₹2,00,000
 *                   (24(b), old only). A loss is set off against the other heads up to
 *                   ₹2,00,000 (71(3A), old); the new regime sets off none. The rest is carried
 *                   forward, which a year's return does not model.
 *   other sources = savings and deposit interest + family pension less a third of it up to
 *                   ₹15,000 old or ₹25,000 new (57(iia))
 *   Chapter VI-A  = 80C (with 80CCC and 80CCD(1), at most ₹1,50,000), 80CCD(1B) (own NPS, at most
 *                   ₹50,000), 80D (by ages), 80TTA (savings interest, at most ₹10,000) or, for a
 *                   resident of 60 or more, 80TTB (deposit interest, at most ₹50,000): old only;
 *                   80CCD(2) (employer's NPS, at most 10% of basic + DA old, 14% new): both.
 *                   Together at most the income at slab rates: they never reduce the 111A and
 *                   112A gains (sections 111A(2), 112A(5)).
 *   gains         = STCG 111A and LTCG 112A at the rates from 23 July 2024, through the engine
 *                   (basic exemption left unused absorbs them; the ₹1,25,000 112A exemption)
 * A deduction the regime does not allow is 0 in the answer. Amounts that cannot belong together
 * (basic + DA or HRA above the salary; HRA or an employer's NPS contribution without basic + DA,
 * which their limits are shares of) are refused, naming the parameter.
 */
import type { Arithmetic } from '../arithmetic/arithmetic.ts'
import { EQUITY_LONG_TERM_RATE, EQUITY_SHORT_TERM_RATE } from '../rules/capital-gains.ts'
import { DEPOSIT_INTEREST_80TTB_LIMIT, EMPLOYER_NPS_80CCD2, FAMILY_PENSION_57IIA, PROFESSIONAL_TAX_LIMIT, SAVINGS_INTEREST_80TTA_LIMIT } from '../rules/deductions.ts'
import { HOUSE_PROPERTY } from '../rules/house-property-income.ts'
import type { RegimeRules } from '../rules/income-tax.ts'
import { SECTION_80C } from '../rules/section-80c.ts'
import { SECTION_80D } from '../rules/section-80d.ts'
import { hraExemption } from './hra-exemption.ts'
import { InputError } from './input-error.ts'
import { computeIncomeTax, type IncomeTaxComputation, type SpecialRateGain, type TaxOptions } from './income-tax/computation.ts'
import { total } from './income-tax/parts.ts'
import { percent, ruleValue } from './numbers.ts'
import { section80dDeduction } from './section-80d.ts'

/** What a return declares, rupees a year (0 for what does not apply). */
export interface ReturnInput<N> {
  /** Gross salary or pension from an employer: every allowance, HRA and the employer's NPS contribution included. */
  grossIncome: N
  applyStandardDeduction: boolean
  /** Basic + DA, for the HRA exemption and the 80CCD(2) limit. */
  basicSalary: N
  hraReceived: N
  rentPaid: N
  /**
   * An HRA exemption already worked out (as an employer takes the employee's declaration for
   * TDS), in place of the computation from basic + DA, HRA and rent; at most the salary.
   */
  declaredHraExemption?: N
  metro: boolean
  professionalTax: N
  savingsInterest: N
  depositInterest: N
  familyPension: N
  selfOccupiedInterest: N
  letOutRent: N
  letOutMunicipalTax: N
  letOutInterest: N
  stcgEquity: N
  ltcgEquity: N
  section80C: N
  section80CCD1B: N
  employerNps: N
  section80DSelf: N
  section80DParents: N
  parentsSenior: boolean
  /** Age in years during the year (a whole number). */
  age: N
  /** A resident individual; a non-resident has no senior slabs, no 87A rebate, no basic exemption against the gains, and 80TTA rather than 80TTB. */
  resident: boolean
}

export interface ReturnDeductions<N> {
  section80C: N
  section80CCD1B: N
  section80CCD2: N
  section80D: N
  section80TTA: N
  section80TTB: N
  /** Their sum, at most the income at slab rates. */
  total: N
}

export interface TaxReturn<N> {
  hraExemption: N
  standardDeduction: N
  professionalTax: N
  /** Interest on a self-occupied house allowed, 24(b). */
  selfOccupiedInterest: N
  familyPensionDeduction: N
  incomeByHead: { salary: N; houseProperty: N; otherSources: N; capitalGains: N }
  /** A loss under house property beyond what the regime sets off this year. */
  housePropertyLossCarriedForward: N
  grossTotalIncome: N
  deductions: ReturnDeductions<N>
  /** The year's income from every source before any exemption or deduction (salary, rent, interest, pension, gains). */
  grossReceipts: N
  tax: IncomeTaxComputation<N>
}

/** The year's gains at the rates of transfers from 23 July 2024: none when both are 0, so that a return without gains is taxed as slab income alone. */
export function equityGains<N>(a: Arithmetic<N>, stcg: N, ltcg: N): SpecialRateGain<N>[] | undefined {
  if (a.isZero(stcg) && a.isZero(ltcg)) return undefined
  return [
    { kind: 'short-term', ratePercent: EQUITY_SHORT_TERM_RATE.latest, amount: stcg },
    { kind: 'long-term', ratePercent: EQUITY_LONG_TERM_RATE.latest, amount: ltcg },
  ]
}

/** Refuses amounts that cannot belong together, naming the parameter. */
function checkReturn<N>(a: Arithmetic<N>, r: ReturnInput<N>): void {
  const money = (x: N) => a.roundedText(x, 2)
  if (a.gt(r.basicSalary, r.grossIncome)) throw new InputError('basicSalary', 'constraint', `basicSalary (${money(r.basicSalary)}) is part of grossIncome (${money(r.grossIncome)}) and cannot exceed it`)
  if (a.gt(r.hraReceived, r.grossIncome)) throw new InputError('hraReceived', 'constraint', `hraReceived (${money(r.hraReceived)}) is part of grossIncome (${money(r.grossIncome)}) and cannot exceed it`)
  for (const [name, value] of [['hraReceived', r.hraReceived], ['employerNps', r.employerNps]] as const) {
    if (!a.isZero(value) && a.isZero(r.basicSalary)) throw new InputError('basicSalary', 'constraint', `basicSalary (basic + DA for the year) is needed with ${name}: its limit is a share of it`)
  }
}

/**
 * `statutoryRounding: false` leaves out the roundings of sections 288A/288B, for a search that needs the tax continuous (src/math/income-tax/computation.ts).
 * `gains` gives the equity gains by the rates of their dates of transfer (./equity-gains-by-date.ts), adding up to stcgEquity and ltcgEquity.
 */
export function assessReturn<N>(a: Arithmetic<N>, rules: RegimeRules, r: ReturnInput<N>, options: Pick<TaxOptions, 'statutoryRounding'> & { gains?: readonly SpecialRateGain<N>[] } = {}): TaxReturn<N> {
  const old = rules.id === 'old'
  const zero = a.fromInteger(0)
  const limit = (value: N, cap: number) => a.min(value, ruleValue(a, cap))

  // Salary.
  const hra = !old
    ? zero
    : r.declaredHraExemption !== undefined
      ? a.min(r.declaredHraExemption, r.grossIncome)
      : !a.isZero(r.hraReceived)
        ? hraExemption(a, r.basicSalary, r.hraReceived, r.rentPaid, r.metro).exempt
        : zero
  const afterHra = a.minus(r.grossIncome, hra)
  const deduction = ruleValue(a, rules.standardDeduction.amount)
  const standardDeduction = r.applyStandardDeduction ? a.min(afterHra, deduction) : zero
  const professionalTax = old ? limit(r.professionalTax, PROFESSIONAL_TAX_LIMIT) : zero
  const salaryHead = a.max(zero, a.minus(a.minus(afterHra, standardDeduction), professionalTax))

  // House property.
  const nav = a.minus(r.letOutRent, r.letOutMunicipalTax)
  const repairs = a.gt(nav, zero) ? percent(a, a.times(nav, ruleValue(a, HOUSE_PROPERTY.standardDeductionPercent))) : zero
  const selfOccupiedInterest = old ? limit(r.selfOccupiedInterest, HOUSE_PROPERTY.selfOccupiedInterestLimit) : zero
  const houseProperty = a.minus(a.minus(a.minus(nav, repairs), r.letOutInterest), selfOccupiedInterest)
  const setOff = a.gte(houseProperty, zero) ? houseProperty : old ? a.max(houseProperty, a.neg(ruleValue(a, HOUSE_PROPERTY.lossSetOffLimit))) : zero

  // Other sources.
  const fp = FAMILY_PENSION_57IIA
  const familyPensionDeduction = limit(a.div(r.familyPension, a.fromInteger(fp.shareDenominator)), old ? fp.oldRegimeLimit : fp.newRegimeLimit)
  const otherSources = a.plus(a.plus(r.savingsInterest, r.depositInterest), a.minus(r.familyPension, familyPensionDeduction))

  const capitalGains = a.plus(r.stcgEquity, r.ltcgEquity)
  const slabPart = a.max(zero, a.plus(a.plus(salaryHead, setOff), otherSources))

  // Chapter VI-A.
  const age = a.toNumber(r.age)
  const senior = age >= SECTION_80D.seniorAge
  const residentSenior = r.resident && senior
  const nps = EMPLOYER_NPS_80CCD2
  const section80C = old ? limit(r.section80C, SECTION_80C.aggregateLimit) : zero
  const section80CCD1B = old ? limit(r.section80CCD1B, SECTION_80C.nps80ccd1bLimit) : zero
  const section80CCD2 = a.min(r.employerNps, percent(a, a.times(r.basicSalary, ruleValue(a, old ? nps.oldRegimePercent : nps.newRegimePercent))))
  const section80D = old ? section80dDeduction(a, r.section80DSelf, senior, r.section80DParents, r.parentsSenior).total : zero
  const section80TTA = old && !residentSenior ? limit(r.savingsInterest, SAVINGS_INTEREST_80TTA_LIMIT) : zero
  const section80TTB = old && residentSenior ? limit(a.plus(r.savingsInterest, r.depositInterest), DEPOSIT_INTEREST_80TTB_LIMIT) : zero
  const claimed = total(a, [section80C, section80CCD1B, section80CCD2, section80D, section80TTA, section80TTB])
  const deductions = { section80C, section80CCD1B, section80CCD2, section80D, section80TTA, section80TTB, total: a.min(claimed, slabPart) }

  const tax = computeIncomeTax(a, rules, { slabIncome: a.minus(slabPart, deductions.total), gains: options.gains ?? equityGains(a, r.stcgEquity, r.ltcgEquity) }, { age, resident: r.resident, statutoryRounding: options.statutoryRounding })
  return {
    hraExemption: hra,
    standardDeduction,
    professionalTax,
    selfOccupiedInterest,
    familyPensionDeduction,
    incomeByHead: { salary: salaryHead, houseProperty: setOff, otherSources, capitalGains },
    housePropertyLossCarriedForward: a.minus(setOff, houseProperty),
    grossTotalIncome: a.plus(a.plus(a.plus(salaryHead, setOff), otherSources), capitalGains),
    deductions,
    grossReceipts: total(a, [r.grossIncome, r.letOutRent, r.savingsInterest, r.depositInterest, r.familyPension, capitalGains]),
    tax,
  }
}

/**
 * A return of a resident's salary and nothing else, with the standard deduction: what a CTC's
 * in-hand pay assesses, and what an employer's TDS adds the employee's declarations to.
 */
export function salaryReturn<N>(a: Arithmetic<N>, grossIncome: N, age: N): ReturnInput<N> {
  const zero = a.fromInteger(0)
  return {
    grossIncome,
    applyStandardDeduction: true,
    basicSalary: zero,
    hraReceived: zero,
    rentPaid: zero,
    declaredHraExemption: undefined,
    metro: false,
    professionalTax: zero,
    savingsInterest: zero,
    depositInterest: zero,
    familyPension: zero,
    selfOccupiedInterest: zero,
    letOutRent: zero,
    letOutMunicipalTax: zero,
    letOutInterest: zero,
    stcgEquity: zero,
    ltcgEquity: zero,
    section80C: zero,
    section80CCD1B: zero,
    employerNps: zero,
    section80DSelf: zero,
    section80DParents: zero,
    parentsSenior: false,
    age,
    resident: true,
  }
}

/** A request of /income-tax or /tax-regime-comparison: the return's inputs by their names, and the regime asked. */
export type ReturnRequest<N> = ReturnInput<N> & { regime: string }

/** The request's return, checked (the request itself: its parameters are the return's inputs). */
export function returnOf<N>(a: Arithmetic<N>, request: ReturnRequest<N>): ReturnInput<N> {
  checkReturn(a, request)
  return request
}
