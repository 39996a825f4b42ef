/**
 * The proviso to section 234C(1) of the Income-tax Act 1961: no interest on a shortfall in an
 * instalment of advance tax that is due to capital gains (section 45) that arose after the
 * instalment's date. The return says when the year's capital gains arose (`gainsAroseBy`), in
 * the five periods the ITR forms ask: up to 15 June, 16 June to 15 September, 16 September to
 * 15 December, 16 December to 15 March, 16 March to 31 March.
 *
 *   tax on later income at an instalment = total tax − total tax of the same return without its
 *       capital gains, when the gains arose after the instalment's date; else 0
 *   gains arisen after instalment i (0 for 15 June … 3 for 15 March) ⇔ their period's index > i
 * The gains are every capital gain of the return (`incomeByHead.capitalGains`: equity STCG and
 * LTCG, other long-term gains, land or buildings, debt funds, virtual digital assets held as
 * capital assets, whose rate 115BBH sets), taken as arising together. Their tax is what they
 * add to the whole tax, slab and special rates, surcharge and cess alike (the difference of the
 * two computations). Winnings and dividends, which the proviso also names, are taken as arising
 * by 15 June (no relief). The default, the first period, leaves every instalment as before.
 *
 * Worked example (fixtures/taxation-salary/income-tax.json): new-2026-27, salary ₹20,00,000,
 * STCG ₹5,00,000 arising 16 December to 15 March: total tax 2,96,400, without the gains
 * 1,92,400: ₹1,04,000 left out of the first three instalments, not the fourth.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'

/** The periods of the year in which income arises, as `gainsAroseBy` names them, in order. */
export const ARISING_PERIODS = ['up-to-15-june', '16-june-to-15-september', '16-september-to-15-december', '16-december-to-15-march', '16-march-to-31-march'] as const

/** What of a return (../tax-return.ts's ReturnInput) says which capital gains it has and when they arose. */
export interface ReturnGains<N> {
  stcgEquity: N
  ltcgEquity: N
  stcgEquityBefore23July2024?: N
  ltcgEquityBefore23July2024?: N
  ltcgOther?: N
  ltcgProperty?: N
  propertyIndexedGain?: N
  propertyAcquiredBefore23July2024?: boolean
  debtFundGains?: N
  vdaGains?: N
  gainsAroseBy?: string
}

/** The same return with no capital gain at all. */
function withoutCapitalGains<N, R extends ReturnGains<N>>(a: Arithmetic<N>, r: R): R {
  const zero = a.fromInteger(0)
  return {
    ...r,
    stcgEquity: zero,
    ltcgEquity: zero,
    stcgEquityBefore23July2024: zero,
    ltcgEquityBefore23July2024: zero,
    ltcgOther: zero,
    ltcgProperty: zero,
    propertyIndexedGain: zero,
    propertyAcquiredBefore23July2024: false,
    debtFundGains: zero,
    vdaGains: zero,
    gainsAroseBy: ARISING_PERIODS[0],
  }
}

/**
 * By instalment (`instalments` of them), the total tax of the return without the income that
 * had not arisen by its date; undefined when all had (the first period, or no gains).
 * `totalTaxOf` assesses a return (the caller's assessment, so that this file needs none).
 */
export function taxOnIncomeArisenBy<N, R extends ReturnGains<N>>(a: Arithmetic<N>, r: R, totalTax: N, instalments: number, totalTaxOf: (r: R) => N): N[] | undefined {
  const period = ARISING_PERIODS.indexOf((r.gainsAroseBy ?? ARISING_PERIODS[0]) as (typeof ARISING_PERIODS)[number])
  if (period <= 0) return undefined
  const without = withoutCapitalGains(a, r)
  const gains = [r.stcgEquity, r.ltcgEquity, r.ltcgOther, r.ltcgProperty, r.propertyIndexedGain, r.debtFundGains, r.vdaGains]
  if (gains.every((g) => g === undefined || a.isZero(g))) return undefined
  const taxWithout = totalTaxOf(without)
  return Array.from({ length: instalments }, (_, i) => (i < period ? taxWithout : totalTax))
}
