/**
 * Tax on a capital gain on listed equity or an equity fund (STT paid), plus 4% cess, at the
 * rates in force on `date`, the date of transfer (src/rules/capital-gains.yaml), read from the
 * assessment of /income-tax (src/math/tax-return.ts; see `ownLine`): short-term
 * (section 111A, `type=stcg`, the default) at a flat 20% (15% before 23 July 2024); long-term
 * (section 112A, `type=ltcg`) at 12.5% (10% before 23 July 2024) above the yearly exemption of
 * ₹1,25,000 (from FY 2024-25), taken as this gain's alone (no other long-term gain in the year).
 *
 *   exempt = 0 (stcg) or min(gain, ₹1,25,000) (ltcg)      taxable = gain − exempt
 *   tax = taxable × rate      cess = tax × 4%      total = tax + cess      net gain = gain − total
 * A gain of 0 pays nothing. This is the tax attributable to the gain alone: no surcharge (at
 * most 15% on this tax, only when total income exceeds ₹50 lakh), no set-off of unused basic
 * exemption, and no section 288B rounding, which applies to a year's tax payable.
 *
 * `inYearReturn` is the gain in a person's whole return for the year of `date`: the
 * assessment /income-tax makes (src/math/tax-return.ts) of a return holding the year's salary
 * (`grossIncome`, with the standard deduction) and this gain at the rate of its date, under
 * `regime` (`new`: the new regime of the date's financial year, the latest known for a later
 * year; or `old`), against the same return without the gain:
 *
 *   gainTax = tax(salary + gain) − tax(salary)
 * which holds the basic exemption the salary leaves unused, the 87A rebate and its marginal
 * relief, surcharge with its relief, cess and the section 288B rounding (a gain can turn the
 * section 288A rounding of the salary from up to down, so that gainTax is −10); /combined-tax
 * gives the whole year's tax line by line.
 *
 * Worked example (fixtures/taxation-salary/capital-gains.json): gain ₹1,00,000 → tax 20,000,
 * cess 800, total 20,800, net gain 79,200; as a long-term gain of ₹2,00,000: taxable 75,000,
 * tax 9,375, cess 375, total 9,750. In the year's return with no other income (new regime),
 * the STCG of ₹1,00,000 lies inside the ₹4,00,000 basic exemption: gainTax 0.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import type { SpecialRateGain } from '../../math/income-tax/computation.ts'
import { percentOf, ruleValue } from '../../math/numbers.ts'
import { assessReturn, salaryReturn } from '../../math/tax-return.ts'
import type { IsoDate } from '../../rules/calendar.ts'
import { EQUITY_LONG_TERM_EXEMPTION, EQUITY_LONG_TERM_RATE, EQUITY_SHORT_TERM_RATE } from '../../rules/capital-gains.ts'
import { regimeOnDate, regimeRules } from '../../rules/income-tax.ts'
import { defineFormula, type Inputs } from '../formula.ts'

/**
 * The gain's own line: the assessment (src/math/tax-return.ts) of a return holding this gain
 * alone at the rate of its date, as a line of its own (no basic exemption absorbs it, no 87A
 * rebate, no surcharge) and without the roundings of sections 288A and 288B.
 */
function ownLine<N>(a: Arithmetic<N>, gain: SpecialRateGain<N>, date: IsoDate) {
  const alone = salaryReturn(a, a.fromInteger(0), a.fromInteger(0))
  if (gain.kind === 'long-term') alone.ltcgEquity = gain.amount
  else alone.stcgEquity = gain.amount
  return assessReturn(a, regimeRules(regimeOnDate('new', date)), alone, { gains: [gain], statutoryRounding: false, gainsAlone: true }).tax
}

export default defineFormula({
  id: 'taxation-salary/capital-gains',
  compute<N>({ gain, type, date, grossIncome, regime, age }: Inputs<'taxation-salary/capital-gains', N>, a: Arithmetic<N>) {
    const longTerm = type === 'ltcg'
    const ratePercent = (longTerm ? EQUITY_LONG_TERM_RATE : EQUITY_SHORT_TERM_RATE).on(date).value
    const line: SpecialRateGain<N> = { kind: longTerm ? 'long-term' : 'short-term', ratePercent, amount: gain }
    const own = ownLine(a, line, date)
    // the exemption of the date of transfer, as the rule book dates it (and names it when carried
    // forward); the assessment of the own line applied the same, its year being the date's
    const exemption = longTerm ? a.min(gain, ruleValue(a, EQUITY_LONG_TERM_EXEMPTION.on(date).value)) : own.longTermExempt
    const taxableGain = a.minus(gain, exemption)
    const tax = own.taxAfterRebate
    const cess = own.cess
    const totalTax = own.totalTax

    // the year's law, named as carried forward for a date past the last year known
    const rules = regimeRules(regimeOnDate(regime, date), date)
    const without = assessReturn(a, rules, salaryReturn(a, grossIncome, age)).tax
    const withGain = salaryReturn(a, grossIncome, age)
    if (longTerm) withGain.ltcgEquity = gain
    else withGain.stcgEquity = gain
    const t = assessReturn(a, rules, withGain, { gains: [line] }).tax
    const gainTax = a.minus(t.totalTax, without.totalTax)
    return {
      ratePercent,
      exemption,
      taxableGain,
      tax,
      cess,
      totalTax,
      netGain: a.minus(gain, totalTax),
      effectiveRate: percentOf(a, totalTax, gain),
      inYearReturn: {
        regimeApplied: rules.id,
        taxableIncome: t.totalIncome,
        basicExemptionUsed: t.basicExemptionAgainstGains,
        taxWithoutGain: without.totalTax,
        taxWithGain: t.totalTax,
        gainTax,
        effectiveRate: percentOf(a, gainTax, gain),
      },
    }
  },
})
