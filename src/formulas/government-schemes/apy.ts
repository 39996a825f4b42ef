/**
 * Atal Pension Yojana: the contribution for an entry age and a guaranteed pension, looked up
 * in the charts of src/rules/apy.ts, never computed.
 *
 *   years paying   = 60 − entry age                 (18 → 42 years, 40 → 20 years)
 *   instalments    = years × (12 monthly | 4 quarterly | 2 half-yearly)
 *   total paid     = instalment × instalments
 *   corpus to the nominee = ₹1.7 lakh per ₹1,000 of monthly pension
 * Monthly: the official PFRDA chart, complete for every age and pension.
 * Quarterly and half-yearly: only partly published (ages 18 to 30, not ₹5,000 at 30; one
 * secondary source). Where the chart has the figure it is returned and labelled
 * `published-chart`; where it has none the instalment and the total paid are null, with a note,
 * and the official monthly figure is still given. No figure is derived or estimated.
 * Units: ages in years; money in ₹.
 *
 * Worked example (fixtures/government-schemes/apy.json): entry at 30 for a ₹5,000 pension:
 * ₹577 a month for 30 years = 360 instalments, ₹2,07,720 in all; corpus to the nominee
 * ₹8,50,000. Quarterly at 25 for ₹1,000: ₹226 × 4 × 35 = ₹31,640.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { PERIODS_PER_YEAR } from '../../math/periods.ts'
import { APY, APY_CORPUS_TO_NOMINEE, APY_HALF_YEARLY_CHART, APY_MONTHLY_CHART, APY_PENSIONS, APY_QUARTERLY_CHART, type ApyPension } from '../../rules/apy.ts'
import { defineFormula, InputError, type Inputs } from '../formula.ts'

/** Whole rupees with Indian digit grouping: 1000 → 1,000. */
const rupees = (n: number) => n.toLocaleString('en-IN')

const PARTIAL_CHARTS = { quarterly: APY_QUARTERLY_CHART, 'half-yearly': APY_HALF_YEARLY_CHART } as const

export default defineFormula({
  id: 'government-schemes/apy',
  compute<N>({ age, pension, frequency }: Inputs<'government-schemes/apy', N>, a: Arithmetic<N>) {
    const entryAge = a.toNumber(age)
    const guaranteedPension = a.toNumber(pension) as ApyPension
    const column = APY_PENSIONS.indexOf(guaranteedPension)
    const monthlyRow = APY_MONTHLY_CHART[entryAge]
    // The registry's bounds and allowed values make these unreachable; kept so a registry that
    // drifts from the chart answers 400, not 500.
    if (!monthlyRow) throw new InputError('age', 'not_applicable', `the APY chart has no row for entry age ${entryAge}`)
    if (column < 0) throw new InputError('pension', 'not_applicable', `the APY chart has no column for a pension of ${guaranteedPension}`)

    const monthlyContribution = monthlyRow[column]!
    const years = APY.pensionAge - entryAge
    const perYear = PERIODS_PER_YEAR[frequency]
    const instalments = years * perYear

    let contribution: number | null
    let contributionBasis: string
    let note: string | null = null
    if (frequency === 'monthly') {
      contribution = monthlyContribution
      contributionBasis = 'official-monthly-chart'
    } else {
      contribution = PARTIAL_CHARTS[frequency][entryAge]?.[column] ?? null
      if (contribution !== null) {
        contributionBasis = 'published-chart'
        note = `The ${frequency} figure is from the published partial chart (ages 18 to 30; one secondary source), not from the official PFRDA monthly chart; banks may quote slightly different ${frequency} figures.`
      } else {
        contributionBasis = 'not-published'
        note = `No ${frequency} contribution is published for entry age ${entryAge} and a pension of ₹${rupees(guaranteedPension)}; none is estimated. The official monthly contribution is ₹${rupees(monthlyContribution)}.`
      }
    }

    return {
      contribution,
      contributionBasis,
      monthlyContribution,
      yearsOfContribution: years,
      instalments,
      totalPaid: contribution === null ? null : a.times(a.fromInteger(contribution), a.fromInteger(instalments)),
      totalPaidMonthly: a.times(a.fromInteger(monthlyContribution), a.fromInteger(years * 12)),
      guaranteedPension,
      pensionStartAge: APY.pensionAge,
      // the rule book has a corpus for every pension of the chart (test/government-schemes.test.ts)
      corpusToNominee: APY_CORPUS_TO_NOMINEE[guaranteedPension]!,
      note,
    }
  },
})
