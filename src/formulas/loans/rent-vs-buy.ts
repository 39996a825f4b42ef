/**
 * Rent or buy: the net wealth of buying a home with a loan against renting one and investing,
 * year by year over the horizon.
 *
 * Buying: a down payment D = cost × downPaymentPercent / 100 (plus purchase costs =
 * cost × purchaseCostPercent / 100, spent), a loan of cost − D at EMI = PMT(loanRate / 1200,
 * loanYears × 12, −loan), and maintenance each month of maintenancePercent / 100 / 12 of the
 * home's value at the start of the year. The home's value grows by `appreciation` % a year.
 * Renting: rent starts at `monthlyRent` and rises by `rentIncrease` % at the start of every
 * year after the first. The renter invests, at the start of the first month, what the buyer
 * put down (down payment and purchase costs).
 * Each month whichever path costs less invests the difference (buyer's EMI + maintenance
 * against the rent) at the start of the month, at `investmentReturn` / 12 a month (annuity-due,
 * as /sip): usually the renter while the loan runs, the buyer once it is repaid.
 *   buyer's net wealth (year end)  = home value − loan balance (shared amortisation engine)
 *                                    + buyer's investments
 *   renter's net wealth (year end) = renter's investments
 * Break-even year: the year from whose end on the buyer's net wealth stays at least the
 * renter's to the end of the horizon (null when renting is ahead at the end). Leverage can put
 * the buyer ahead early and behind later, so the first year ahead alone would mislead.
 * Figures are before tax, and
 * ignore tax benefits on home-loan interest and principal and the cost of selling the home.
 * The RBI loan-to-value caps (src/rules/home-loan.ts) are not enforced: a down payment below
 * the cap's margin is still computed.
 *
 * Worked example (fixtures/loans-emi/rent-vs-buy.json): a ₹1 crore home against ₹30,000 rent
 * over 20 years with the defaults (20% down, 8.5% over 20 years, appreciation 5%, rent
 * increase 5%, return 10%, maintenance 1%): EMI ₹69,425.86; after 20 years the home is worth
 * ₹2,65,32,977.05 (1.05^20 crore) and owes nothing, while the renter's investments reach
 * ₹4,43,59,629.38: renting wins and there is no break-even year (figures checked in the
 * fixture against a python-decimal month-by-month loop).
 */
import { decimal } from '../../arithmetic/decimal.ts'
import { ratePerPeriod } from '../../math/periods.ts'
import { Dec, ZERO, max, percent, roundHalfUp } from '../../math/decimal.ts'
import { amortiseByYear } from '../../math/amortisation.ts'
import { levelPayment } from '../../math/growth.ts'
import { monthlySavings } from '../../math/savings.ts'
import { defineFormula, type FormulaRecord } from '../formula.ts'

interface RentVsBuyInput {
  propertyCost: Dec
  monthlyRent: Dec
  tenureYears: Dec
  downPaymentPercent: Dec
  loanRate: Dec
  loanYears: Dec
  appreciation: Dec
  rentIncrease: Dec
  investmentReturn: Dec
  maintenancePercent: Dec
  purchaseCostPercent: Dec
}

export const rentVsBuy = defineFormula({
  decimalOnly: true,
  id: 'loans/rent-vs-buy',
  inputs: ['propertyCost', 'monthlyRent', 'tenureYears', 'downPaymentPercent', 'loanRate', 'loanYears', 'appreciation', 'rentIncrease', 'investmentReturn', 'maintenancePercent', 'purchaseCostPercent'],
  compute(input: RentVsBuyInput) {
    const { propertyCost, monthlyRent } = input
    const horizon = input.tenureYears.toNumber()
    const downPayment = propertyCost.times(percent(input.downPaymentPercent))
    const purchaseCosts = propertyCost.times(percent(input.purchaseCostPercent))
    const loanAmount = propertyCost.minus(downPayment)
    const monthlyRate = ratePerPeriod(decimal, input.loanRate, 12)
    const loanMonths = input.loanYears.toNumber() * 12
    const emi = loanAmount.isZero() ? ZERO : levelPayment(decimal, loanAmount, monthlyRate, loanMonths)
    const schedule = loanAmount.isZero() ? [] : amortiseByYear(decimal, { principal: loanAmount, monthlyRate, payment: emi, months: loanMonths })

    const pot = monthlySavings(decimal, ratePerPeriod(decimal, input.investmentReturn, 12))
    const valueGrowth = percent(input.appreciation).plus(1)
    const rentGrowth = percent(input.rentIncrease).plus(1)
    const maintenanceShare = ratePerPeriod(decimal, input.maintenancePercent, 12)

    let value = propertyCost
    let rent = monthlyRent
    let renter = downPayment.plus(purchaseCosts)
    let buyer = ZERO
    let totalRent = ZERO
    let totalInterest = ZERO
    let totalMaintenance = ZERO
    let breakEvenYear: number | null = null
    const yearly: FormulaRecord[] = []
    for (let year = 1; year <= horizon; year++) {
      const loanYear = schedule[year - 1]
      const maintenance = value.times(maintenanceShare)
      const buyerMonthly = (loanYear ? emi : ZERO).plus(maintenance)
      const difference = buyerMonthly.minus(rent)
      renter = pot.advance(renter, max(difference, ZERO), 12)
      buyer = pot.advance(buyer, max(difference.neg(), ZERO), 12)
      value = value.times(valueGrowth)
      const balance = loanYear ? loanYear.closing : ZERO
      const buyerWealth = value.minus(balance).plus(buyer)
      const rentPaid = rent.times(12)
      totalRent = totalRent.plus(rentPaid)
      totalMaintenance = totalMaintenance.plus(maintenance.times(12))
      if (loanYear) totalInterest = totalInterest.plus(loanYear.interest)
      if (buyerWealth.lt(renter)) breakEvenYear = null
      else if (breakEvenYear === null) breakEvenYear = year
      yearly.push({
        year,
        propertyValue: value,
        loanBalance: balance,
        buyerInvestments: buyer,
        buyerNetWealth: buyerWealth,
        rentPaid,
        renterNetWealth: renter,
        buyingAhead: buyerWealth.minus(renter),
      })
      rent = rent.times(rentGrowth)
    }

    const last = yearly[yearly.length - 1]!
    const buyNetWealth = last.buyerNetWealth as Dec
    const rentNetWealth = last.renterNetWealth as Dec
    const gap = roundHalfUp(buyNetWealth.minus(rentNetWealth), 2)
    return {
      downPayment,
      purchaseCosts,
      loanAmount,
      emi,
      buyNetWealth,
      rentNetWealth,
      difference: buyNetWealth.minus(rentNetWealth),
      better: gap.gt(0) ? 'buy' : gap.lt(0) ? 'rent' : 'equal',
      breakEvenYear,
      totalRentPaid: totalRent,
      totalInterestPaid: totalInterest,
      totalMaintenance,
      yearly,
    }
  },
})
