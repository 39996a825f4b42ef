/**
 * Sovereign gold bonds vs digital gold vs a gold ETF: the net value after tax of ₹`amount`
 * put into each for `years`, with gold rising at `cagr` % a year.
 *
 *   g = cagr / 100, t = years (at most the SGB's 8-year tenure), slab = bracket / 100,
 *   every tax is increased by the 4% health and education cess (src/rules/cess.ts);
 *   a gain of 0 or less is not taxed (losses are not set off against other income)
 *
 * SGB (src/rules/gold.ts, SOVEREIGN_GOLD_BOND):
 *   redemption value = amount × (1 + g)^t          (the bond tracks the gold price)
 *   interest         = amount × 2.5% ÷ 2 × ⌊2t⌋    (half-yearly coupons on the issue amount,
 *                                                  paid out, not reinvested), taxed at slab
 *   gain             = redemption value − amount:
 *     exempt when the bond is held to maturity (t = 8) by an original subscriber
 *     (`sgbBoughtAt=issue`, default); otherwise (earlier redemption or sale, or a bond bought
 *     on the exchange) long-term after 12 months at 12.5%, else at slab. From 1 April 2026 a
 *     premature redemption with the RBI (from year 5) is no longer exempt.
 *   post-tax value   = redemption value + interest − tax on interest − tax on gain
 * Digital gold (DIGITAL_GOLD): `amount` includes 3% GST, so gold worth amount ÷ 1.03 is
 *   bought; sale value = amount ÷ 1.03 × (1 + g)^t; gain = sale value − amount (the GST paid
 *   is part of the cost); long-term after 24 months at 12.5%, else at slab. The platform's
 *   buy–sell spread and storage fees are not modelled.
 * Gold ETF (GOLD_ETF): the expense ratio e is taken from the fund's value every year:
 *   sale value = amount × ((1 + g) × (1 − e))^t; long-term after 12 months at 12.5%, else at
 *   slab. Brokerage is not modelled.
 * Post-tax CAGR = ((post-tax value ÷ amount)^(1/t) − 1) × 100. `best` names the option with
 * the highest post-tax value (ties go to the first of sgb, digital-gold, gold-etf).
 * Surcharge is not modelled (income up to ₹50 lakh); the slab `bracket` is the marginal rate.
 *
 * Worked example (fixtures/investment/sgb-comparison.json): ₹1,00,000 for 8 years at 10%,
 * bracket 30: 1.1^8 = 2.14358881. SGB: redemption ₹2,14,358.88, gain exempt; interest
 * 1,00,000 × 1.25% × 16 = ₹20,000, tax 20,000 × 0.3 × 1.04 = ₹6,240; post-tax ₹2,28,118.88.
 * Digital gold: sale 2,14,358.88 ÷ 1.03 = ₹2,08,115.42, gain ₹1,08,115.42, tax × 0.125 × 1.04
 * = ₹14,055.00, post-tax ₹1,94,060.41. Gold ETF (0.5%): (1.1 × 0.995)^8 = 1.0945^8 = 2.05933086,
 * sale ₹2,05,933.09, tax 1,05,933.09 × 0.13 = ₹13,771.30, post-tax ₹1,92,161.78. Best: sgb.
 */
import { decimal } from '../../arithmetic/decimal.ts'
import { Dec, ONE, ZERO, percent } from '../../math/decimal.ts'
import { growthFactor, compoundAnnualGrowthPercent } from '../../math/growth.ts'
import { HEALTH_AND_EDUCATION_CESS_PERCENT } from '../../rules/cess.ts'
import { DIGITAL_GOLD, GOLD_ETF, SOVEREIGN_GOLD_BOND } from '../../rules/gold.ts'
import { defineFormula, type FormulaRecord } from '../formula.ts'

interface SgbComparisonInput {
  amount: Dec
  cagr: Dec
  years: Dec
  bracket: Dec
  expenseRatio: Dec
  sgbBoughtAt: 'issue' | 'secondary'
}

type Treatment = 'exempt' | 'long-term' | 'short-term'

export const sgbComparison = defineFormula({
  decimalOnly: true,
  id: 'investment/sgb-comparison',
  inputs: ['amount', 'cagr', 'years', 'bracket', 'expenseRatio', 'sgbBoughtAt'],
  compute({ amount, cagr, years, bracket, expenseRatio, sgbBoughtAt }: SgbComparisonInput) {
    const withCess = ONE.plus(percent(new Dec(HEALTH_AND_EDUCATION_CESS_PERCENT)))
    const slab = percent(bracket)
    const months = years.times(12)
    const goldGrowth = growthFactor(decimal, percent(cagr), years)
    const taxOn = (gain: Dec, rate: Dec): Dec => (gain.gt(0) ? gain.times(rate).times(withCess) : ZERO)
    const gainTax = (gain: Dec, treatment: Treatment, longTermPercent: number): Dec =>
      treatment === 'exempt' ? ZERO : taxOn(gain, treatment === 'long-term' ? percent(new Dec(longTermPercent)) : slab)
    const postTaxCagr = (value: Dec): Dec => compoundAnnualGrowthPercent(decimal, amount, value, years)

    // Sovereign gold bond
    const sgbTerm = SOVEREIGN_GOLD_BOND
    const redemptionValue = amount.times(goldGrowth)
    const coupons = years.times(sgbTerm.interestPaymentsPerYear).floor()
    const interest = amount.times(percent(new Dec(sgbTerm.interestPercentPerYear))).div(sgbTerm.interestPaymentsPerYear).times(coupons)
    const atMaturity = years.gte(sgbTerm.tenureYears)
    const exempt =
      sgbBoughtAt === 'issue' &&
      ((atMaturity && sgbTerm.exemptAtMaturityForOriginalSubscriber) || (years.gte(sgbTerm.prematureRedemptionFromYear) && sgbTerm.exemptOnPrematureRedemption))
    const sgbTreatment: Treatment = exempt ? 'exempt' : months.gt(sgbTerm.longTermAfterMonths) ? 'long-term' : 'short-term'
    const sgbGain = redemptionValue.minus(amount)
    const interestTax = taxOn(interest, slab)
    const sgbGainTax = gainTax(sgbGain, sgbTreatment, sgbTerm.longTermRatePercent)
    const sgbPostTax = redemptionValue.plus(interest).minus(interestTax).minus(sgbGainTax)
    const sgb: FormulaRecord = {
      redemptionValue,
      interest,
      capitalGain: sgbGain,
      gainTaxTreatment: sgbTreatment,
      tax: interestTax.plus(sgbGainTax),
      postTaxValue: sgbPostTax,
      postTaxCagr: postTaxCagr(sgbPostTax),
    }

    // Digital gold
    const goldBought = amount.div(ONE.plus(percent(new Dec(DIGITAL_GOLD.gstPercent))))
    const digitalSale = goldBought.times(goldGrowth)
    const digitalGain = digitalSale.minus(amount)
    const digitalTreatment: Treatment = months.gt(DIGITAL_GOLD.longTermAfterMonths) ? 'long-term' : 'short-term'
    const digitalTax = gainTax(digitalGain, digitalTreatment, DIGITAL_GOLD.longTermRatePercent)
    const digitalPostTax = digitalSale.minus(digitalTax)
    const digitalGold: FormulaRecord = {
      gst: amount.minus(goldBought),
      goldBought,
      saleValue: digitalSale,
      capitalGain: digitalGain,
      gainTaxTreatment: digitalTreatment,
      tax: digitalTax,
      postTaxValue: digitalPostTax,
      postTaxCagr: postTaxCagr(digitalPostTax),
    }

    // Gold ETF
    const etfGrowth = growthFactor(decimal, percent(cagr).plus(1).times(ONE.minus(percent(expenseRatio))).minus(1), years)
    const etfSale = amount.times(etfGrowth)
    const etfGain = etfSale.minus(amount)
    const etfTreatment: Treatment = months.gt(GOLD_ETF.longTermAfterMonths) ? 'long-term' : 'short-term'
    const etfTax = gainTax(etfGain, etfTreatment, GOLD_ETF.longTermRatePercent)
    const etfPostTax = etfSale.minus(etfTax)
    const goldEtf: FormulaRecord = {
      saleValue: etfSale,
      expenses: amount.times(goldGrowth).minus(etfSale),
      capitalGain: etfGain,
      gainTaxTreatment: etfTreatment,
      tax: etfTax,
      postTaxValue: etfPostTax,
      postTaxCagr: postTaxCagr(etfPostTax),
    }

    const ranked: Array<[string, Dec]> = [
      ['sgb', sgbPostTax],
      ['digital-gold', digitalPostTax],
      ['gold-etf', etfPostTax],
    ]
    const best = ranked.reduce((a, b) => (b[1].gt(a[1]) ? b : a))[0]
    return { sgb, digitalGold, goldEtf, best }
  },
})
