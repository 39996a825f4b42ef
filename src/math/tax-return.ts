/**
 * A resident individual's return for a year under one regime-year: income by head, the
 * exemptions and deductions the regime allows, income at slab rates and at the special rates,
 * and the tax by the shared engine (./income-tax.ts). Used by /income-tax and
 * /tax-regime-comparison.
 *
 *   salary        = gross salary − HRA (10(13A), old) − LTA (10(5), old) − standard deduction (16(ia))
 *                   − professional tax (16(iii), old, at most ₹2,500), not below 0
 *   house property = let-out: (rent − municipal tax) less 30% of it when positive (24(a)), less
 *                   the loan interest (24(b), in full); self-occupied: − interest up to ₹2,00,000
 *                   (24(b), old only). A loss is set off against the other heads up to
 *                   ₹2,00,000 (71(3A), old); the new regime sets off none. The rest is carried
 *                   forward (`housePropertyLossCarriedForward`).
 *   losses brought forward = ./tax-return/losses-set-off.ts, after the year's own set-off:
 *                   house property against house property (71B), capital losses against
 *                   gains (74), before Chapter VI-A and the 112A exemption
 *   other sources = savings and deposit interest + family pension less a third of it up to
 *                   ₹15,000 old or ₹25,000 new (57(iia)) + dividends (slab rates) + winnings
 *                   (115BB, at 30%); debt-fund gains (50AA) are capital gains at slab rates
 *   Chapter VI-A  = every deduction by section (./tax-return/chapter-vi-a.ts): old regime only but
 *                   80CCD(2); together at most the income at slab rates, never reducing the
 *                   income at special rates (sections 111A(2), 112A(5), 115BB, 80A(5)).
 *   special rates = ./tax-return/special-income.ts: 111A, 112A (FY 2024-25's transfers before
 *                   23 July 2024 at the earlier rates), 112, 115BB, 115BBH; land or buildings
 *                   acquired before 23 July 2024 assessed both ways, the lower tax kept
 *   then the tax by the engine (./income-tax/computation.ts), and what is left to pay or
 *   refund after the tax paid, with 234B and 234C (./income-tax/advance-tax-interest.ts).
 * A deduction the regime does not allow is 0 in the answer. Amounts that cannot belong together
 * (basic + DA, HRA or LTA above the salary; HRA or an employer's NPS contribution without basic +
 * DA, which their limits are shares of; 80GG's rent with HRA) are refused, naming the parameter.
 */
import type { Arithmetic } from '../arithmetic/arithmetic.ts'
import { ADVANCE_TAX_SCHEDULES, ADVANCE_TAX_SENIOR_EXEMPT_AGE } from '../rules/advance-tax.ts'
import { FAMILY_PENSION_57IIA, PROFESSIONAL_TAX_LIMIT } from '../rules/deductions.ts'
import { HOUSE_PROPERTY } from '../rules/house-property-income.ts'
import type { RegimeRules } from '../rules/income-tax.ts'
import { hraExemption } from './hra-exemption.ts'
import { InputError } from './input-error.ts'
import { computeIncomeTax, type IncomeTaxComputation, type SpecialRateGain, type TaxOptions } from './income-tax/computation.ts'
import { percent, ruleValue, total } from './numbers.ts'
import { settle, type Settlement } from './income-tax/advance-tax-interest.ts'
import { lateFee } from './income-tax/late-fee.ts'
import { filingOf } from './income-tax/late-return.ts'
import { taxOnIncomeArisenBy } from './tax-return/arisen-later.ts'
import { chapterViA, type ChapterViAInput, type DeductionLine } from './tax-return/chapter-vi-a.ts'
import { specialIncome, type SpecialIncomeInput } from './tax-return/special-income.ts'
import { checkLosses, setOffEachWay, type BroughtForwardLosses, type LossSetOffLine } from './tax-return/losses-set-off.ts'

/** What a salaried return declares, rupees a year (0 for what does not apply). */
export interface ReturnInputCore<N> extends Pick<ChapterViAInput<N>, 'basicSalary' | 'savingsInterest' | 'depositInterest' | 'section80C' | 'section80CCD1B' | 'employerNps' | 'section80DSelf' | 'section80DParents' | 'section80DSelfCheckUp' | 'section80DParentsCheckUp' | 'parentsSenior' | 'spouseSenior' | 'age' | 'resident'> {
  /** Gross salary or pension from an employer: every allowance, HRA and the employer's NPS contribution included. */
  grossIncome: N
  applyStandardDeduction: boolean
  hraReceived: N
  rentPaid: N
  /**
   * An HRA exemption already worked out (as an employer takes the employee's declaration for
   * TDS), in place of the computation from basic + DA, HRA and rent; at most the salary.
   */
  declaredHraExemption?: N
  metro: boolean
  professionalTax: N
  familyPension: N
  selfOccupiedInterest: N
  letOutRent: N
  letOutMunicipalTax: N
  letOutInterest: N
  stcgEquity: N
  ltcgEquity: N
}

/** What a full return declares beyond a salaried one (each 0, false or 'none' when absent): ./tax-return/chapter-vi-a.ts and ./tax-return/special-income.ts say how each is taxed. */
export interface ReturnInput<N> extends ReturnInputCore<N>, Omit<ChapterViAInput<N>, keyof ReturnInputCore<N>>, Omit<SpecialIncomeInput<N>, keyof ReturnInputCore<N>>, BroughtForwardLosses<N> {
  /** Leave travel concession exempt under section 10(5) (old regime), part of the salary. */
  ltaExemption?: N
  /** Dividends, taxed at slab rates under other sources. */
  dividends?: N
  /** Gains on debt funds bought from 1 April 2023 (section 50AA), taxed at slab rates. */
  debtFundGains?: N
  /** The tax paid, null or absent when not given; none given, it is not stated (settleReturn). */
  tdsPaid?: N | null
  advanceTaxPaid?: N | null
  selfAssessmentTaxPaid?: N | null
  /** When the year's capital gains, winnings and dividends arose, each one of ./tax-return/arisen-later.ts's periods (proviso to 234C(1)); default the first. */
  gainsAroseBy?: string
  winningsAroseBy?: string
  dividendsAroseBy?: string
  /** The date the return was filed (ISO), for 234A and 234B (./income-tax/late-return.ts); '' or absent: by the due date. */
  filedOn?: string
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
  /** The year's income from every source before any exemption or deduction (salary, rent, interest, pension, dividends, winnings, gains). */
  grossReceipts: N
  tax: IncomeTaxComputation<N>
  /** Leave travel concession exempt, 10(5) (old regime). */
  ltaExemption: N
  /** Gross total income at slab rates, before Chapter VI-A. */
  incomeAtSlabRatesBeforeDeductions: N
  /** The income at special rates the tax was computed on. */
  specialIncome: SpecialRateGain<N>[] | undefined
  /** For land or buildings acquired before 23 July 2024: whether the indexed gain at 20% gave the lower tax; null when no choice arose. */
  propertyIndexationChosen: boolean | null
  /** Every exemption and deduction claimed, with what the regime allowed. */
  allowances: DeductionLine<N>[]
  /** Each loss brought forward: what was set off against which income, and what is left (./tax-return/losses-set-off.ts). */
  lossesSetOff: LossSetOffLine<N>[]
}

/** Refuses amounts that cannot belong together, naming the parameter. */
function checkReturn<N>(a: Arithmetic<N>, r: ReturnInput<N>): void {
  const money = (x: N) => a.roundedText(x, 2)
  if (r.ltaExemption !== undefined && a.gt(a.plus(r.ltaExemption, r.hraReceived), r.grossIncome)) {
    throw new InputError('ltaExemption', 'constraint', `ltaExemption (${money(r.ltaExemption)}) is part of grossIncome (${money(r.grossIncome)}) beside hraReceived (${money(r.hraReceived)}), and the two cannot exceed it`)
  }
  if (r.rentPaidNoHra !== undefined && !a.isZero(r.rentPaidNoHra) && !a.isZero(r.hraReceived)) throw new InputError('rentPaidNoHra', 'constraint', 'rentPaidNoHra is rent of one who receives no HRA (section 80GG): with hraReceived, give the rent as rentPaid')
  if (a.gt(r.basicSalary, r.grossIncome)) throw new InputError('basicSalary', 'constraint', `basicSalary (${money(r.basicSalary)}) is part of grossIncome (${money(r.grossIncome)}) and cannot exceed it`)
  if (a.gt(r.hraReceived, r.grossIncome)) throw new InputError('hraReceived', 'constraint', `hraReceived (${money(r.hraReceived)}) is part of grossIncome (${money(r.grossIncome)}) and cannot exceed it`)
  for (const [name, value] of [['hraReceived', r.hraReceived], ['employerNps', r.employerNps]] as const) {
    if (!a.isZero(value) && a.isZero(r.basicSalary)) throw new InputError('basicSalary', 'constraint', `basicSalary (basic + DA for the year) is needed with ${name}: its limit is a share of it`)
  }
  // what only a salary carries, on an income declared not to be one
  if (!r.applyStandardDeduction) {
    const salaryOnly = [['hraReceived', r.hraReceived, '10(13A)'], ['declaredHraExemption', r.declaredHraExemption, '10(13A)'], ['ltaExemption', r.ltaExemption, '10(5)'], ['professionalTax', r.professionalTax, '16(iii)'], ['employerNps', r.employerNps, '80CCD(2)']] as const
    for (const [name, value, section] of salaryOnly) {
      if (value !== undefined && !a.isZero(value)) throw new InputError(name, 'constraint', `${name} is a salary's (section ${section}), and applyStandardDeduction=false declares grossIncome not a salary or pension: give 0, or leave applyStandardDeduction true`)
    }
  }
  checkLosses(a, r)
}

/**
 * `statutoryRounding: false` leaves out the roundings of sections 288A/288B, for a search that needs the tax continuous (src/math/income-tax/computation.ts).
 * `gains` lists the return's gains at special rates as the caller has them (a return of equity gains alone, listed by ./equity-gains-by-date.ts with a line for each kind even at 0), in place of the list worked out from the return.
 */
export function assessReturn<N>(a: Arithmetic<N>, rules: RegimeRules, r: ReturnInput<N>, options: Pick<TaxOptions, 'statutoryRounding' | 'gainsAlone'> & { gains?: SpecialRateGain<N>[] } = {}): TaxReturn<N> {
  const old = rules.regime === 'old'
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
  const lta = old && r.ltaExemption !== undefined ? r.ltaExemption : zero
  const afterHra = a.minus(a.minus(r.grossIncome, hra), lta)
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
  const fp = FAMILY_PENSION_57IIA.on(rules.yearRulesOn).value
  const familyPensionDeduction = limit(a.div(r.familyPension, a.fromInteger(fp.shareDenominator)), old ? fp.oldRegimeLimit : fp.newRegimeLimit)
  const or0 = (x: N | undefined) => x ?? zero
  const slabOtherSources = total(a, [r.savingsInterest, r.depositInterest, a.minus(r.familyPension, familyPensionDeduction), or0(r.dividends)])
  const otherSources = a.plus(slabOtherSources, or0(r.winnings))

  const special = specialIncome(a, r, rules.id, rules.yearRulesOn)
  const specialGains = total(a, [r.stcgEquity, r.ltcgEquity, or0(r.ltcgOther), or0(r.ltcgOtherBefore23July2024), or0(r.vdaGains)])
  // Losses brought forward, after this year's own set-off (./tax-return/losses-set-off.ts).
  const slabBeforeLosses = a.max(zero, total(a, [salaryHead, setOff, slabOtherSources, or0(r.debtFundGains)]))
  const losses = setOffEachWay(a, rules, r, { houseProperty: setOff, slabRateGains: or0(r.debtFundGains), slabIncome: slabBeforeLosses }, { withoutIndexation: options.gains ?? special.withoutIndexation, withIndexation: special.withIndexation })
  const { houseProperty: housePropertyHead, slabRateGains: debtFundGains } = losses.withoutIndexation
  const slabPart = a.max(zero, total(a, [salaryHead, housePropertyHead, slabOtherSources, debtFundGains]))
  // Gross total income less the 111A, 112 and 112A gains: the base of 80GG and 80G.
  const adjustedBase = total(a, [slabPart, or0(r.winnings), or0(r.vdaGains)])

  // Chapter VI-A.
  const age = a.toNumber(r.age)
  const vi = chapterViA(a, old, rules.yearRulesOn, r, slabPart, adjustedBase)
  const allowedIn = (section: string) => vi.lines.find((l) => l.section === section)!.allowed
  const deductions = {
    section80C: allowedIn('80C'),
    section80CCD1B: allowedIn('80CCD(1B)'),
    section80CCD2: allowedIn('80CCD(2)'),
    section80D: allowedIn('80D'),
    section80TTA: allowedIn('80TTA'),
    section80TTB: allowedIn('80TTB'),
    total: vi.total,
  }

  const taxOn = (gains: SpecialRateGain<N>[] | undefined) =>
    computeIncomeTax(a, rules, { slabIncome: a.minus(slabPart, deductions.total), gains, dividends: r.dividends }, { age, resident: r.resident, statutoryRounding: options.statutoryRounding, gainsAlone: options.gainsAlone })
  let setOffLines = losses.withoutIndexation
  let gains = setOffLines.gains
  let tax = taxOn(gains)
  let propertyIndexationChosen: boolean | null = null
  if (losses.withIndexation) {
    const indexed = taxOn(losses.withIndexation.gains)
    propertyIndexationChosen = a.lt(indexed.totalTax, tax.totalTax)
    if (propertyIndexationChosen) [tax, gains, setOffLines] = [indexed, losses.withIndexation.gains, losses.withIndexation]
  }
  const property = propertyIndexationChosen ? or0(r.propertyIndexedGain) : or0(r.ltcgProperty)
  const capitalGainsBeforeLosses = total(a, [specialGains, property, or0(r.debtFundGains)])
  const capitalLossesSetOff = total(a, setOffLines.lines.map((l) => a.minus(l.setOff, l.againstHouseProperty)))
  const capitalGains = a.minus(capitalGainsBeforeLosses, capitalLossesSetOff)
  const line = (section: string, claimed: N, allowed: N): DeductionLine<N> => ({ section, claimed, allowed })
  const allowances = [
    line('10(13A)', r.declaredHraExemption ?? r.hraReceived, hra),
    line('10(5)', or0(r.ltaExemption), lta),
    line('16(ia)', r.applyStandardDeduction ? a.min(r.grossIncome, deduction) : zero, standardDeduction),
    line('16(iii)', r.professionalTax, professionalTax),
    line('24(b)', r.selfOccupiedInterest, selfOccupiedInterest),
    line('57(iia)', a.div(r.familyPension, a.fromInteger(fp.shareDenominator)), familyPensionDeduction),
    ...vi.lines,
  ]
  return {
    hraExemption: hra,
    standardDeduction,
    professionalTax,
    selfOccupiedInterest,
    familyPensionDeduction,
    incomeByHead: { salary: salaryHead, houseProperty: housePropertyHead, otherSources, capitalGains },
    housePropertyLossCarriedForward: a.minus(setOff, houseProperty),
    grossTotalIncome: a.plus(a.plus(a.plus(salaryHead, housePropertyHead), otherSources), capitalGains),
    deductions,
    grossReceipts: total(a, [r.grossIncome, r.letOutRent, r.savingsInterest, r.depositInterest, r.familyPension, or0(r.dividends), or0(r.winnings), capitalGainsBeforeLosses]),
    tax,
    ltaExemption: lta,
    incomeAtSlabRatesBeforeDeductions: slabPart,
    specialIncome: gains,
    propertyIndexationChosen,
    allowances,
    lossesSetOff: setOffLines.lines,
  }
}

/**
 * What is left to pay or be refunded once the tax `assessed` for `r` (assessReturn, with the same
 * rules and options) meets the tax paid: 234A, 234B and 234C (./income-tax/advance-tax-interest.ts),
 * with when the return's income arose and when it was filed.
 */
export function settleReturn<N>(a: Arithmetic<N>, rules: RegimeRules, r: ReturnInput<N>, assessed: TaxReturn<N>, options: Pick<TaxOptions, 'statutoryRounding' | 'gainsAlone'> = {}): Settlement<N> {
  const zero = a.fromInteger(0)
  const or0 = (x: N | null | undefined) => x ?? zero
  const totalTax = assessed.tax.totalTax
  const stated = [r.tdsPaid, r.advanceTaxPaid, r.selfAssessmentTaxPaid].some((x) => x !== null && x !== undefined)
  const paid = { tds: or0(r.tdsPaid), advanceTax: or0(r.advanceTaxPaid), selfAssessmentTax: or0(r.selfAssessmentTaxPaid), stated }
  // when the gains arose and the return was filed (234A, 234B, 234C's proviso)
  const filing = filingOf(rules.yearRulesOn, r.filedOn ?? '')
  const timing = {
    taxOnIncomeArisenBy: taxOnIncomeArisenBy(a, r, totalTax, ADVANCE_TAX_SCHEDULES.quarterly.length, (without) => assessReturn(a, rules, without, options).tax.totalTax),
    filing,
  }
  return settle(a, totalTax, paid, r.resident && a.toNumber(r.age) >= ADVANCE_TAX_SENIOR_EXEMPT_AGE, timing, lateFee(a, filing, assessed.grossTotalIncome, assessed.tax.totalIncome, assessed.tax.basicExemption))
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
    spouseSenior: false,
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
