/**
 * Rental yield, and the taxable income from a let-out property.
 *
 *   gross yield % = 12 × rent ÷ price × 100
 *   rent received = rent × (12 − vacancy months)
 *   net income    = rent received − property taxes − maintenance;  net yield % = net income ÷ price × 100
 *   taxable income from house property (Sections 23, 24(a)):
 *     net annual value (NAV) = rent received − municipal taxes paid
 *     standard deduction     = 30% of NAV (0 when NAV ≤ 0), in place of actual maintenance
 *     taxable income         = NAV − standard deduction (negative: a loss from house property)
 * Home-loan interest (Section 24(b)) and the tax itself are not part of it. Degenerate cases:
 * rent 0 gives yields of 0; costs above the rent give a negative net yield. The 30% comes from
 * src/rules/house-property-income.ts. Units: money in ₹ (rent a month, costs a year), yields in %.
 *
 * Worked example (fixtures/business-sme/rental-yield.json): price ₹1,00,00,000, rent ₹30,000,
 * 1 vacant month, taxes ₹12,000, maintenance ₹24,000: gross yield 3.6%, rent received
 * ₹3,30,000, net income ₹2,94,000, net yield 2.94%; NAV ₹3,18,000, deduction ₹95,400,
 * taxable ₹2,22,600.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { percent, ruleValue, shareAsPercent } from '../../math/numbers.ts'
import { HOUSE_PROPERTY } from '../../rules/house-property-income.ts'
import { defineFormula, type Inputs } from '../formula.ts'

export default defineFormula({
  id: 'business-sme/rental-yield',
  compute<N>({ price, rent, vacancy, taxes, maint }: Inputs<'business-sme/rental-yield', N>, a: Arithmetic<N>) {
    const twelve = a.fromInteger(12)
    const annualRent = a.times(rent, twelve)
    const rentReceived = a.times(rent, a.minus(twelve, vacancy))
    const netIncome = a.minus(a.minus(rentReceived, taxes), maint)
    const netAnnualValue = a.minus(rentReceived, taxes)
    const standardDeduction = a.times(a.max(a.fromInteger(0), netAnnualValue), percent(a, ruleValue(a, HOUSE_PROPERTY.standardDeductionPercent)))
    return {
      annualRent,
      grossYield: shareAsPercent(a, annualRent, price),
      rentReceived,
      netIncome,
      netYield: shareAsPercent(a, netIncome, price),
      netAnnualValue,
      standardDeduction,
      taxableIncome: a.minus(netAnnualValue, standardDeduction),
    }
  },
})
