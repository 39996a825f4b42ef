/**
 * The proviso to section 234C(1) of the Income-tax Act 1961: no interest on a shortfall in an
 * instalment of advance tax that is due to income that arose after the instalment's date, of
 * three kinds: capital gains (section 45), winnings (section 115BB) and dividends (other than
 * those of section 2(22)(e)). The return says when each arose (`gainsAroseBy`,
 * `winningsAroseBy`, `dividendsAroseBy`), in the five periods the ITR forms ask: up to 15 June,
 * 16 June to 15 September, 16 September to 15 December, 16 December to 15 March, 16 March to
 * 31 March.
 *
 *   arisen after instalment i (0 for 15 June … 3 for 15 March) ⇔ its period's index > i
 *   total tax on the income arisen by instalment i = the total tax of the same return without
 *       the kinds that arose after it (the whole tax when none did)
 * The tax on the later income is then the difference of the two computations: what that income
 * adds to the whole tax, slab and special rates, surcharge and cess alike. Capital gains are
 * every gain of `incomeByHead.capitalGains` (equity STCG and LTCG, other long-term gains, land or
 * buildings, debt funds, virtual digital assets held as capital assets, whose rate 115BBH sets),
 * taken as arising together; so are the year's winnings, and its dividends. The default, the
 * first period, leaves every instalment as before.
 *
 * Worked example (fixtures/taxation-salary/income-tax.json): new-2026-27, salary ₹20,00,000,
 * STCG ₹5,00,000 arising 16 December to 15 March: total tax 2,96,400, without the gains
 * 1,92,400: ₹1,04,000 left out of the first three instalments, not the fourth.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import type { SpecialIncomeInput } from './special-income.ts'

/** The periods of the year in which income arises, as `gainsAroseBy` names them, in order. */
export const ARISING_PERIODS = ['up-to-15-june', '16-june-to-15-september', '16-september-to-15-december', '16-december-to-15-march', '16-march-to-31-march'] as const

/** What of a return (../tax-return.ts's ReturnInput) says which income it has that the proviso covers, and when it arose. */
export interface ReturnGains<N> extends Omit<SpecialIncomeInput<N>, 'resident'> {
  debtFundGains?: N
  dividends?: N
  gainsAroseBy?: string
  winningsAroseBy?: string
  dividendsAroseBy?: string
}

/** A kind of income the proviso covers: when the return says it arose, whether it has any, and how a copy of the return is cleared of it. */
interface Kind {
  arose: (r: ReturnGains<unknown>) => string | undefined
  amounts: (r: ReturnGains<unknown>) => unknown[]
  clear: <N>(zero: N, copy: ReturnGains<N>) => void
}

const KINDS: readonly Kind[] = [
  {
    arose: (r) => r.gainsAroseBy,
    amounts: (r) => [r.stcgEquity, r.ltcgEquity, r.ltcgOther, r.ltcgOtherBefore23July2024, r.ltcgProperty, r.propertyIndexedGain, r.debtFundGains, r.vdaGains],
    clear: (zero, copy) => {
      copy.stcgEquity = zero
      copy.ltcgEquity = zero
      copy.stcgEquityBefore23July2024 = zero
      copy.ltcgEquityBefore23July2024 = zero
      copy.ltcgOther = zero
      copy.ltcgOtherBefore23July2024 = zero
      copy.ltcgProperty = zero
      copy.propertyIndexedGain = zero
      copy.propertyAcquiredBefore23July2024 = false
      copy.debtFundGains = zero
      copy.vdaGains = zero
    },
  },
  { arose: (r) => r.winningsAroseBy, amounts: (r) => [r.winnings], clear: (zero, copy) => void (copy.winnings = zero) },
  { arose: (r) => r.dividendsAroseBy, amounts: (r) => [r.dividends], clear: (zero, copy) => void (copy.dividends = zero) },
]

/**
 * By instalment (`instalments` of them), the total tax of the return without the income that
 * had not arisen by its date; undefined when all had (the first period, or no such income).
 * `totalTaxOf` assesses a return (the caller's assessment, so that this file needs none).
 */
export function taxOnIncomeArisenBy<N, R extends ReturnGains<N>>(a: Arithmetic<N>, r: R, totalTax: N, instalments: number, totalTaxOf: (r: R) => N): N[] | undefined {
  const zero = a.fromInteger(0)
  const periodOf = (k: Kind) => Math.max(0, ARISING_PERIODS.indexOf((k.arose(r) ?? ARISING_PERIODS[0]) as (typeof ARISING_PERIODS)[number]))
  const late = KINDS.filter((k) => periodOf(k) > 0 && k.amounts(r).some((x) => x !== undefined && !a.isZero(x as N)))
  if (late.length === 0) return undefined
  // the returns without the kinds not yet arisen, by the set of them (kinds arising together share one)
  const assessed = new Map<string, N>()
  return Array.from({ length: instalments }, (_, i) => {
    const after = late.filter((k) => periodOf(k) > i)
    if (after.length === 0) return totalTax
    const key = after.map((k) => KINDS.indexOf(k)).join()
    if (!assessed.has(key)) {
      // one copy of the return, cleared of each kind; the periods dropped too, so that the return
      // without the income asks for no such return in turn
      const without: R = { ...r, gainsAroseBy: undefined, winningsAroseBy: undefined, dividendsAroseBy: undefined }
      for (const k of after) k.clear(zero, without)
      assessed.set(key, totalTaxOf(without))
    }
    return assessed.get(key)!
  })
}
