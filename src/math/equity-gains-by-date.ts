/**
 * A year's equity gains by the rate of their dates of transfer (src/rules/capital-gains.yaml):
 * each kind's gain at the rate of its regime-year's law (`gainsOn`, the year's `gainsRulesOn`), less the part transferred before 23 July 2024,
 * which bears that date's rate (section 111A 15% rather than 20%, section 112A 10% rather than
 * 12.5%; Finance (No. 2) Act 2024). Only FY 2024-25 had such transfers: `earlierPart` checks
 * that a part is given only for that year and is at most its gain. Both kinds are always listed (a
 * gain of 0 too), so that an itemised answer shows a line for each.
 */
import type { Arithmetic } from '../arithmetic/arithmetic.ts'
import { financialYearOf } from '../rules/calendar.ts'
import { EQUITY_LONG_TERM_RATE, EQUITY_SHORT_TERM_RATE } from '../rules/capital-gains.ts'
import { regimeRules } from '../rules/income-tax.ts'
import type { SpecialRateGain } from './income-tax/computation.ts'
import { InputError } from './input-error.ts'

/** A date of FY 2024-25 before 23 July 2024, whose rates the earlier transfers bear. */
export const BEFORE_23_JULY_2024 = '2024-04-01'

/** FY 2024-25, the financial year whose transfers bore two rates: its own up to 22 July 2024, those from 23 July 2024 after. */
const YEAR_OF_TWO_RATES = financialYearOf(BEFORE_23_JULY_2024)

/**
 * The part of a year's gain transferred before 23 July 2024 (`name`, a part of `totalName`):
 * at most the gain, and only under a regime-year of FY 2024-25, or `old`, which names no year
 * and may be it. Anything else is refused, naming the parameter.
 */
export function earlierPart<N>(a: Arithmetic<N>, name: string, part: N | undefined, gain: N, totalName: string, regime: string): N {
  if (part === undefined || a.isZero(part)) return a.fromInteger(0)
  checkYearOfTwoRates(name, regime)
  if (a.gt(part, gain)) throw new InputError(name, 'constraint', `${name} (${a.roundedText(part, 2)}) is the part of ${totalName} transferred before 23 July 2024 and cannot exceed it (${a.roundedText(gain, 2)})`)
  return part
}

/** Refuses a gain transferred before 23 July 2024 (`name`) under a regime-year of another financial year than FY 2024-25, naming the parameter. */
export function checkYearOfTwoRates(name: string, regime: string): void {
  const { financialYear, regime: kind } = regimeRules(regime)
  if (financialYear === null || financialYear === YEAR_OF_TWO_RATES) return
  const years = kind === 'old' ? `old-${YEAR_OF_TWO_RATES} or new-${YEAR_OF_TWO_RATES}` : `new-${YEAR_OF_TWO_RATES} or old`
  throw new InputError(name, 'constraint', `${name} is for FY ${YEAR_OF_TWO_RATES}, whose transfers before 23 July 2024 bore the earlier rates: give regime ${years}, or 0 for ${regime}`)
}

/** Short-term (111A) then long-term (112A) gains, each split by the date of transfer when a part came before 23 July 2024. */
export function equityGainsByDate<N>(a: Arithmetic<N>, stcg: N, ltcg: N, stcgBefore23July2024: N, ltcgBefore23July2024: N, gainsOn: string): SpecialRateGain<N>[] {
  return [...gainsOfKind(a, 'short-term', stcg, stcgBefore23July2024, gainsOn), ...gainsOfKind(a, 'long-term', ltcg, ltcgBefore23July2024, gainsOn)]
}

/** A year's gain of one kind at the rates of its regime-year's law, less a part transferred before 23 July 2024 at that date's rates (none when that part is 0). */
function gainsOfKind<N>(a: Arithmetic<N>, kind: 'short-term' | 'long-term', gain: N, earlier: N, gainsOn: string): SpecialRateGain<N>[] {
  const rule = kind === 'short-term' ? EQUITY_SHORT_TERM_RATE : EQUITY_LONG_TERM_RATE
  const later: SpecialRateGain<N> = { kind, ratePercent: rule.on(gainsOn).value, amount: a.isZero(earlier) ? gain : a.minus(gain, earlier) }
  return a.isZero(earlier) ? [later] : [later, { kind, ratePercent: rule.on(BEFORE_23_JULY_2024).value, amount: earlier }]
}
