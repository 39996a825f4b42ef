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
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { taxWithCess } from '../../math/cess.ts'
import { growthFactor, compoundAnnualGrowthPercent, netAnnualGrowthPercent } from '../../math/growth.ts'
import { percent, ruleValue } from '../../math/numbers.ts'
import { DIGITAL_GOLD, GOLD_ETF, SOVEREIGN_GOLD_BOND } from '../../rules/gold.ts'
import { defineFormula, type Inputs } from '../formula.ts'

type Treatment = 'exempt' | 'long-term' | 'short-term'

export default defineFormula({
  id: 'investment/sgb-comparison',
  compute<N>({ amount, cagr, years, bracket, expenseRatio, sgbBoughtAt }: Inputs<'investment/sgb-comparison', N>, a: Arithmetic<N>) {
    const zero = a.fromInteger(0)
    const one = a.fromInteger(1)
    const slab = percent(a, bracket)
    const months = a.times(years, a.fromInteger(12))
    const goldRate = percent(a, cagr)
    const goldGrowth = growthFactor(a, goldRate, years)
    const gainTax = (gain: N, treatment: Treatment, longTermPercent: number): N =>
      treatment === 'exempt' ? zero : taxWithCess(a, gain, treatment === 'long-term' ? percent(a, ruleValue(a, longTermPercent)) : slab)
    // the post-tax rate of a value grown at `yearlyFactor` a year and then reduced by `deducted`
    const postTaxCagr = (value: N, yearlyFactor: N, deducted: N): N => netAnnualGrowthPercent(a, amount, value, years, yearlyFactor, deducted)

    // Sovereign gold bond
    const sgbTerm = SOVEREIGN_GOLD_BOND
    const redemptionValue = a.times(amount, goldGrowth)
    const payments = a.fromInteger(sgbTerm.interestPaymentsPerYear)
    const coupons = a.floor(a.times(years, payments))
    const interest = a.times(a.div(a.times(amount, percent(a, ruleValue(a, sgbTerm.interestPercentPerYear))), payments), coupons)
    // Each exemption is looked up before the holding period it needs is compared.
    const exempt =
      sgbBoughtAt === 'issue' &&
      ((sgbTerm.exemptAtMaturityForOriginalSubscriber && a.gte(years, a.fromInteger(sgbTerm.tenureYears))) ||
        (sgbTerm.exemptOnPrematureRedemption && a.gte(years, a.fromInteger(sgbTerm.prematureRedemptionFromYear))))
    const sgbTreatment: Treatment = exempt ? 'exempt' : a.gt(months, a.fromInteger(sgbTerm.longTermAfterMonths)) ? 'long-term' : 'short-term'
    const sgbGain = a.minus(redemptionValue, amount)
    const interestTax = taxWithCess(a, interest, slab)
    const sgbGainTax = gainTax(sgbGain, sgbTreatment, sgbTerm.longTermRatePercent)
    const sgbPostTax = a.minus(a.minus(a.plus(redemptionValue, interest), interestTax), sgbGainTax)
    const sgb = {
      redemptionValue,
      interest,
      capitalGain: sgbGain,
      gainTaxTreatment: sgbTreatment,
      tax: a.plus(interestTax, sgbGainTax),
      postTaxValue: sgbPostTax,
      // what the bond pays besides the gold's growth, less its taxes
      postTaxCagr: postTaxCagr(sgbPostTax, a.plus(goldRate, one), a.minus(a.plus(interestTax, sgbGainTax), interest)),
    }

    // Digital gold
    const goldBought = a.div(amount, a.plus(one, percent(a, ruleValue(a, DIGITAL_GOLD.gstPercent))))
    const digitalSale = a.times(goldBought, goldGrowth)
    const digitalGain = a.minus(digitalSale, amount)
    const digitalTreatment: Treatment = a.gt(months, a.fromInteger(DIGITAL_GOLD.longTermAfterMonths)) ? 'long-term' : 'short-term'
    const digitalTax = gainTax(digitalGain, digitalTreatment, DIGITAL_GOLD.longTermRatePercent)
    const digitalPostTax = a.minus(digitalSale, digitalTax)
    const digitalGold = {
      gst: a.minus(amount, goldBought),
      goldBought,
      saleValue: digitalSale,
      capitalGain: digitalGain,
      gainTaxTreatment: digitalTreatment,
      tax: digitalTax,
      postTaxValue: digitalPostTax,
      postTaxCagr: compoundAnnualGrowthPercent(a, amount, digitalPostTax, years),
    }

    // Gold ETF
    // the gold's growth less the yearly expense: ((1 + g) × (1 − e))^t = (1 + g)^t × (1 − e)^t
    const expense = percent(a, expenseRatio)
    const etfSale = a.times(redemptionValue, growthFactor(a, a.neg(expense), years))
    const etfGain = a.minus(etfSale, amount)
    const etfTreatment: Treatment = a.gt(months, a.fromInteger(GOLD_ETF.longTermAfterMonths)) ? 'long-term' : 'short-term'
    const etfTax = gainTax(etfGain, etfTreatment, GOLD_ETF.longTermRatePercent)
    const etfPostTax = a.minus(etfSale, etfTax)
    const goldEtf = {
      saleValue: etfSale,
      expenses: a.minus(redemptionValue, etfSale),
      capitalGain: etfGain,
      gainTaxTreatment: etfTreatment,
      tax: etfTax,
      postTaxValue: etfPostTax,
      postTaxCagr: postTaxCagr(etfPostTax, a.times(a.plus(goldRate, one), a.minus(one, expense)), etfTax),
    }

    const ranked: Array<[string, N]> = [
      ['sgb', sgbPostTax],
      ['digital-gold', digitalPostTax],
      ['gold-etf', etfPostTax],
    ]
    const best = ranked.reduce((x, y) => (a.gt(y[1], x[1]) ? y : x))[0]
    return { sgb, digitalGold, goldEtf, best }
  },
})
