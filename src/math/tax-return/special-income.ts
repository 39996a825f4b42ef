/**
 * A return's income at special rates, as the tax engine takes it (../income-tax/computation.ts):
 *
 *   111A  listed equity's short-term gains, 20% (15% for FY 2024-25 transfers before 23 July 2024)
 *   112A  listed equity's long-term gains, 12.5% above the year's ₹1,25,000 (10% before 23 July 2024)
 *   112   other long-term gains, 12.5% without indexation; land or buildings acquired before
 *         23 July 2024 by a resident individual: the lower of the tax at 12.5% on the gain
 *         without indexation and at 20% on the indexed gain (proviso to 112(1)(a)), each side
 *         assessed in full and the lower total tax kept
 *   112   FY 2024-25's other long-term gains transferred before 23 July 2024 (given apart, the
 *         cost indexed where section 48 allowed): 20%, section 112 as it then stood
 *   115BB winnings, 30%;  115BBH virtual digital assets, 30%
 * The parts of FY 2024-25's equity gains transferred before 23 July 2024 are given apart, as
 * /combined-tax takes them (../equity-gains-by-date.ts); a part is at most its gain, and only a
 * year with such transfers (regime `new-2024-25`, `old-2024-25`, or `old`, which names no year) may have one.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import type { SpecialRateGain } from '../income-tax/computation.ts'
import { OTHER_LONG_TERM } from '../../rules/capital-gains.ts'
import { BEFORE_23_JULY_2024, checkYearOfTwoRates, earlierPart, equityGainsByDate } from '../equity-gains-by-date.ts'
import { PROPERTY_INDEXED_RATE, VDA_115BBH_RATE, WINNINGS_115BB_RATE } from '../../rules/special-rates.ts'
import { InputError } from '../input-error.ts'

export interface SpecialIncomeInput<N> {
  stcgEquity: N
  ltcgEquity: N
  stcgEquityBefore23July2024?: N
  ltcgEquityBefore23July2024?: N
  ltcgOther?: N
  /** FY 2024-25's other long-term gains transferred before 23 July 2024, the cost indexed: not a part of `ltcgOther`. */
  ltcgOtherBefore23July2024?: N
  ltcgProperty?: N
  propertyIndexedGain?: N
  propertyAcquiredBefore23July2024?: boolean
  winnings?: N
  vdaGains?: N
  resident: boolean
}

/** The special-rate income of a return: one list, or two when the property's gain may be taxed either way (without indexation first). */
export interface SpecialIncome<N> {
  withoutIndexation: SpecialRateGain<N>[] | undefined
  /** The list with the property's indexed gain at 20%, when the proviso to 112(1)(a) offers the choice. */
  withIndexation?: SpecialRateGain<N>[]
}

export function specialIncome<N>(a: Arithmetic<N>, r: SpecialIncomeInput<N>, regime: string, gainsOn: string): SpecialIncome<N> {
  const zero = a.fromInteger(0)
  const or0 = (x: N | undefined) => x ?? zero
  const indexed = or0(r.propertyIndexedGain)
  if (!a.isZero(indexed) && !r.propertyAcquiredBefore23July2024) {
    throw new InputError('propertyIndexedGain', 'constraint', 'propertyIndexedGain is for land or buildings acquired before 23 July 2024: give propertyAcquiredBefore23July2024=true with it, or leave it out')
  }
  if (r.propertyAcquiredBefore23July2024 && a.isZero(or0(r.ltcgProperty)) && a.isZero(indexed)) {
    throw new InputError('propertyAcquiredBefore23July2024', 'constraint', 'propertyAcquiredBefore23July2024 describes the property of ltcgProperty and propertyIndexedGain, which are both 0')
  }
  const stEarly = earlierPart(a, 'stcgEquityBefore23July2024', r.stcgEquityBefore23July2024, r.stcgEquity, 'stcgEquity', regime)
  const ltEarly = earlierPart(a, 'ltcgEquityBefore23July2024', r.ltcgEquityBefore23July2024, r.ltcgEquity, 'ltcgEquity', regime)
  const otherEarly = or0(r.ltcgOtherBefore23July2024)
  if (!a.isZero(otherEarly)) checkYearOfTwoRates('ltcgOtherBefore23July2024', regime)
  const section112Early: SpecialRateGain<N>[] = a.isZero(otherEarly) ? [] : [{ kind: 'long-term-other', ratePercent: OTHER_LONG_TERM.on(BEFORE_23_JULY_2024).value.ratePercent, amount: otherEarly }]
  const other = or0(r.ltcgOther)
  const property = or0(r.ltcgProperty)
  const flat: SpecialRateGain<N>[] = [
    { kind: 'winnings', ratePercent: WINNINGS_115BB_RATE, amount: or0(r.winnings) },
    { kind: 'vda', ratePercent: VDA_115BBH_RATE, amount: or0(r.vdaGains) },
  ].filter((g) => !a.isZero(g.amount)) as SpecialRateGain<N>[]
  const equity = a.isZero(r.stcgEquity) && a.isZero(r.ltcgEquity) ? [] : equityGainsByDate(a, r.stcgEquity, r.ltcgEquity, stEarly, ltEarly, gainsOn)
  const section112 = (amount: N): SpecialRateGain<N>[] => (a.isZero(amount) ? [] : [{ kind: 'long-term-other', ratePercent: OTHER_LONG_TERM.latest.ratePercent, amount }])
  const list = (rest: SpecialRateGain<N>[]) => {
    const all = [...equity, ...rest, ...section112Early, ...flat]
    return all.length ? all : undefined
  }
  const withoutIndexation = list(section112(a.plus(other, property)))
  if (!r.propertyAcquiredBefore23July2024 || !r.resident) return { withoutIndexation }
  const indexedGain: SpecialRateGain<N>[] = [{ kind: 'long-term-other', ratePercent: PROPERTY_INDEXED_RATE, amount: indexed }]
  return { withoutIndexation, withIndexation: list([...section112(other), ...indexedGain]) }
}
