/**
 * Chapter VI-A of a return: each deduction claimed, what its section allows, and their total.
 * The new regime allows 80CCD(2) alone (section 115BAC(2)); every other deduction is 0 there.
 *
 *   80C       min(claimed, ₹1,50,000), with 80CCC and 80CCD(1) (80CCE)
 *   80CCD(1B) min(claimed, ₹50,000)
 *   80CCD(2)  min(employer's contribution, 10% of basic + DA; 14% in the new regime, and in
 *             the old for a Central or State Government employee)
 *   80D       self and family up to ₹25,000 (₹50,000 for a resident of 60 or more, or with a
 *             senior spouse), parents up to ₹25,000 (₹50,000 when a parent is a senior), each with
 *             its preventive health check-ups, those at most ₹5,000 together (s. 80D(2A))
 *   80DD      ₹75,000 for a dependant with a disability, ₹1,25,000 with a severe one (fixed)
 *   80DDB     min(claimed, ₹40,000; ₹1,00,000 when the patient is a senior citizen)
 *   80E       the interest claimed, no limit
 *   80EEA     min(claimed, ₹1,50,000);  80EEB  min(claimed, ₹1,50,000)
 *   80GG      least of ₹5,000 × 12, 25% of A, rent − 10% of A, not below 0, where A (adjusted
 *             total income) = gross total income less the 111A, 112 and 112A gains and less
 *             every other deduction but 80G
 *   80G       100% donations + 50% of 50% donations + 50% of min(qualifying-limit donations,
 *             10% of B), B (adjusted gross total income) = A less 80GG: this API takes 80GG
 *             before 80G (each section's base is otherwise net of the other's deduction)
 *   80TTA     min(savings interest, ₹10,000), unless a resident of 60 or more
 *   80TTB     min(savings + deposit interest, ₹50,000), a resident of 60 or more
 *   80U       ₹75,000 for a disability, ₹1,25,000 for a severe one (fixed)
 * The total is at most the income at slab rates: no deduction reduces the gains at special
 * rates or winnings (sections 111A, 112, 112A, 115BB, 115BBH and 80A(5)).
 *
 * Worked example (fixtures/taxation-salary/income-tax.json, 80G): old regime, salary
 * ₹10,00,000, 80C ₹1,50,000, donations ₹10,000 at 100%, ₹20,000 at 50% and ₹1,00,000 subject
 * to the qualifying limit: A = 9,50,000 − 1,50,000 = 8,00,000; 80G = 10,000 + 10,000 + 50% of
 * min(1,00,000, 80,000) = 60,000.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import {
  DEPENDANT_DISABILITY_80DD,
  DEPOSIT_INTEREST_80TTB_LIMIT,
  DISABILITY_80U,
  DONATIONS_80G,
  EMPLOYER_NPS_80CCD2,
  EMPLOYER_NPS_80CCD2_GOVERNMENT,
  EV_LOAN_80EEB_LIMIT,
  HOME_LOAN_80EEA_LIMIT,
  MEDICAL_80DDB,
  RENT_80GG,
  SAVINGS_INTEREST_80TTA_LIMIT,
} from '../../rules/deductions.ts'
import { SECTION_80C } from '../../rules/section-80c.ts'
import { SECTION_80D } from '../../rules/section-80d.ts'
import { percent, ruleValue, total } from '../numbers.ts'
import { section80dDeduction } from '../section-80d.ts'

export type Disability = 'none' | 'disabled' | 'severe'

export interface ChapterViAInput<N> {
  /** Basic + DA, for the HRA exemption and the 80CCD(2) limit. */
  basicSalary: N
  savingsInterest: N
  depositInterest: N
  section80C: N
  section80CCD1B: N
  employerNps: N
  section80DSelf: N
  section80DParents: N
  /** Preventive health check-ups for self and family, and for parents: inside each 80D limit, ₹5,000 together (s. 80D(2A)). */
  section80DSelfCheckUp?: N
  section80DParentsCheckUp?: N
  parentsSenior: boolean
  /** The spouse is a senior citizen (a resident of 60 or more): the self and family limit of 80D is the senior one. */
  spouseSenior?: boolean
  /** Age in years during the year (a whole number). */
  age: N
  /** A resident individual; a non-resident has no senior slabs, no 87A rebate, no basic exemption against the gains, 80TTA rather than 80TTB, and the 80D limit of a person under 60 for himself (80D's senior citizen is a resident). */
  resident: boolean
  governmentEmployee?: boolean
  section80E?: N
  section80G100?: N
  section80G50?: N
  section80GQualifying?: N
  rentPaidNoHra?: N
  section80EEA?: N
  section80EEB?: N
  disability?: Disability
  dependantDisability?: Disability
  section80DDB?: N
  section80DDBPatientSenior?: boolean
}

/** One section's line: what was claimed and what the section allows before the total's cap at the income at slab rates. */
export interface DeductionLine<N> {
  section: string
  claimed: N
  allowed: N
}

export interface ChapterViA<N> {
  lines: DeductionLine<N>[]
  /** The allowed amounts' sum, at most the income at slab rates. */
  total: N
}

/**
 * `rulesOn`: the date the regime-year's dated limits are read on (RegimeRules.yearRulesOn);
 * `slabIncome`: gross total income at slab rates (the cap); `adjustedBase`: gross total income
 * less the 111A, 112 and 112A gains, from which 80GG's and 80G's bases are taken.
 */
export function chapterViA<N>(a: Arithmetic<N>, old: boolean, rulesOn: string, r: ChapterViAInput<N>, slabIncome: N, adjustedBase: N): ChapterViA<N> {
  const zero = a.fromInteger(0)
  const or0 = (x: N | undefined) => x ?? zero
  const limit = (value: N, cap: number) => a.min(value, ruleValue(a, cap))
  const share = (value: N, p: number) => percent(a, a.times(value, ruleValue(a, p)))
  const senior = a.toNumber(r.age) >= SECTION_80D.seniorAge
  const residentSenior = r.resident && senior
  const fixed = (table: { disabled: number; severe: number }, d: Disability | undefined) => (d === undefined || d === 'none' ? zero : ruleValue(a, table[d]))

  const nps = EMPLOYER_NPS_80CCD2.on(rulesOn).value
  const npsPercent = r.governmentEmployee ? EMPLOYER_NPS_80CCD2_GOVERNMENT : old ? nps.oldRegimePercent : nps.newRegimePercent
  const line = (section: string, claimed: N, allowed: N): DeductionLine<N> => ({ section, claimed, allowed })
  const section80D = section80dDeduction(
    a,
    { premium: r.section80DSelf, checkUp: or0(r.section80DSelfCheckUp), senior: residentSenior || (r.spouseSenior ?? false) },
    { premium: r.section80DParents, checkUp: or0(r.section80DParentsCheckUp), senior: r.parentsSenior },
  )
  const ddb = MEDICAL_80DDB
  const savings = old && !residentSenior ? r.savingsInterest : zero
  const deposits = old && residentSenior ? a.plus(r.savingsInterest, r.depositInterest) : zero
  const before = [
    line('80C', r.section80C, old ? limit(r.section80C, SECTION_80C.aggregateLimit) : zero),
    line('80CCD(1B)', r.section80CCD1B, old ? limit(r.section80CCD1B, SECTION_80C.nps80ccd1bLimit) : zero),
    line('80CCD(2)', r.employerNps, a.min(r.employerNps, share(r.basicSalary, npsPercent))),
    line('80D', total(a, [r.section80DSelf, or0(r.section80DSelfCheckUp), r.section80DParents, or0(r.section80DParentsCheckUp)]), old ? section80D.total : zero),
    line('80DD', fixed(DEPENDANT_DISABILITY_80DD, r.dependantDisability), old ? fixed(DEPENDANT_DISABILITY_80DD, r.dependantDisability) : zero),
    line('80DDB', or0(r.section80DDB), old ? limit(or0(r.section80DDB), r.section80DDBPatientSenior ? ddb.seniorLimit : ddb.limit) : zero),
    line('80E', or0(r.section80E), old ? or0(r.section80E) : zero),
    line('80EEA', or0(r.section80EEA), old ? limit(or0(r.section80EEA), HOME_LOAN_80EEA_LIMIT) : zero),
    line('80EEB', or0(r.section80EEB), old ? limit(or0(r.section80EEB), EV_LOAN_80EEB_LIMIT) : zero),
  ]
  const after = [
    line('80TTA', savings, old ? limit(savings, SAVINGS_INTEREST_80TTA_LIMIT) : zero),
    line('80TTB', deposits, old ? limit(deposits, DEPOSIT_INTEREST_80TTB_LIMIT) : zero),
    line('80U', fixed(DISABILITY_80U, r.disability), old ? fixed(DISABILITY_80U, r.disability) : zero),
  ]
  const others = total(a, [...before, ...after].map((l) => l.allowed))

  // 80GG on adjusted total income A, then 80G on A less 80GG: the old regime's alone.
  const rent = or0(r.rentPaidNoHra)
  const donated = total(a, [or0(r.section80G100), or0(r.section80G50), or0(r.section80GQualifying)])
  let section80GG = zero
  let section80G = zero
  if (old) {
    const adjusted = a.max(zero, a.minus(adjustedBase, others))
    const gg = RENT_80GG
    if (!a.isZero(rent)) section80GG = a.max(zero, a.min(a.min(ruleValue(a, gg.monthlyLimit * 12), share(adjusted, gg.incomeSharePercent)), a.minus(rent, share(adjusted, gg.rentExcessPercent))))
    const g = DONATIONS_80G
    const qualifyingBase = a.max(zero, a.minus(adjusted, section80GG))
    const qualifying = a.min(or0(r.section80GQualifying), share(qualifyingBase, g.qualifyingLimitPercent))
    section80G = total(a, [or0(r.section80G100), share(or0(r.section80G50), g.halfSharePercent), share(qualifying, g.halfSharePercent)])
  }

  const lines = [...before, line('80G', donated, section80G), line('80GG', rent, section80GG), ...after]
  return { lines, total: a.min(total(a, lines.map((l) => l.allowed)), slabIncome) }
}
