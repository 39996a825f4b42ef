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
 * renter's to the end of the horizon (null when renting is ahead at the end), the two compared
 * to the paisa, as `buyingAhead` shows them. Leverage can put
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
 * fixture against fixtures/loans-emi/oracle/rent-vs-buy.mjs, a month-by-month loop in decimal.js).
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { ratePerPeriod } from '../../math/periods.ts'
import { percent } from '../../math/numbers.ts'
import { amortiseByYear } from '../../math/amortisation/index.ts'
import { levelPayment } from '../../math/growth.ts'
import { monthlySavings } from '../../math/savings.ts'
import { defineFormula, type Inputs, type Row } from '../formula.ts'

export default defineFormula({
  id: 'loans-emi/rent-vs-buy',
  compute<N>(input: Inputs<'loans-emi/rent-vs-buy', N>, a: Arithmetic<N>) {
    const zero = a.fromInteger(0)
    const one = a.fromInteger(1)
    const twelve = a.fromInteger(12)
    const { propertyCost, monthlyRent } = input
    const horizon = a.toNumber(input.tenureYears)
    const downPayment = a.times(propertyCost, percent(a, input.downPaymentPercent))
    const purchaseCosts = a.times(propertyCost, percent(a, input.purchaseCostPercent))
    const loanAmount = a.minus(propertyCost, downPayment)
    const monthlyRate = ratePerPeriod(a, input.loanRate, 12)
    const loanMonths = a.toNumber(input.loanYears) * 12
    const noLoan = a.isZero(loanAmount)
    const emi = noLoan ? zero : levelPayment(a, loanAmount, monthlyRate, loanMonths)
    const schedule = noLoan ? [] : amortiseByYear(a, { principal: loanAmount, monthlyRate, payment: emi, months: loanMonths })

    const pot = monthlySavings(a, ratePerPeriod(a, input.investmentReturn, 12))
    const valueGrowth = a.plus(percent(a, input.appreciation), one)
    const rentGrowth = a.plus(percent(a, input.rentIncrease), one)
    // a month's maintenance is a twelfth of the year's, value × maintenancePercent / 100; the
    // year's total is taken as that product, exact, not as twelve times a twelfth
    const yearMaintenanceShare = percent(a, input.maintenancePercent)
    const maintenanceShare = ratePerPeriod(a, input.maintenancePercent, 12)
    // At a zero loan rate the EMI is loan / n, whose digits do not end. The monthly difference,
    // the investments and the loan balance are then kept multiplied by n, as the loan's
    // schedule keeps its balance (src/math/amortisation/zero-rate.ts, `ZeroRate`): n EMIs are the loan
    // itself, n months' maintenance value × maintenancePercent / 100 × loanYears, n times the
    // balance after k months loan × (n − k); each figure is read with one division, exact
    // whenever it is an exact decimal.
    const scale = !noLoan && a.isZero(monthlyRate) ? a.fromInteger(loanMonths) : undefined
    const heldEmi = scale ? loanAmount : emi
    const heldMaintenanceShare = scale ? a.times(yearMaintenanceShare, input.loanYears) : maintenanceShare

    let value = propertyCost
    let rent = monthlyRent
    let heldRenter = a.plus(downPayment, purchaseCosts)
    if (scale) heldRenter = a.times(heldRenter, scale)
    let heldBuyer = zero
    let totalRent = zero
    let totalInterest = zero
    let totalMaintenance = zero
    let breakEvenYear: number | null = null
    const yearly: Row<'loans-emi/rent-vs-buy', 'yearly', N>[] = []
    for (let year = 1; year <= horizon; year++) {
      const loanYear = schedule[year - 1]
      totalMaintenance = a.plus(totalMaintenance, a.times(value, yearMaintenanceShare))
      const buyerMonthly = a.plus(loanYear ? heldEmi : zero, a.times(value, heldMaintenanceShare))
      const difference = a.minus(buyerMonthly, scale ? a.times(rent, scale) : rent)
      heldRenter = pot.advance(heldRenter, a.max(difference, zero), 12)
      heldBuyer = pot.advance(heldBuyer, a.max(a.neg(difference), zero), 12)
      value = a.times(value, valueGrowth)
      const balance = loanYear ? loanYear.closing : zero
      let buyer = heldBuyer
      let buyerWealth: N
      let renter = heldRenter
      let buyingAhead: N
      if (scale) {
        // the buyer's investments less the loan, held, read once; the home's value as it is
        const heldBalance = loanYear ? a.times(loanAmount, a.fromInteger(loanMonths - 12 * year)) : zero
        const heldOwn = a.minus(heldBuyer, heldBalance)
        buyer = a.div(heldBuyer, scale)
        buyerWealth = a.plus(value, a.div(heldOwn, scale))
        renter = a.div(heldRenter, scale)
        buyingAhead = a.plus(value, a.div(a.minus(heldOwn, heldRenter), scale))
      } else {
        buyerWealth = a.plus(a.minus(value, balance), buyer)
        buyingAhead = a.minus(buyerWealth, renter)
      }
      const rentPaid = a.times(rent, twelve)
      totalRent = a.plus(totalRent, rentPaid)
      if (loanYear) totalInterest = a.plus(totalInterest, loanYear.interest)
      // behind only by at least half a paisa, as the table shows the gap: an exact tie (no
      // rates at all) is level, not decided by the last digit of a repeating decimal
      if (a.isNegative(a.roundTo(buyingAhead, 2))) breakEvenYear = null
      else if (breakEvenYear === null) breakEvenYear = year
      yearly.push({
        year,
        propertyValue: value,
        loanBalance: balance,
        buyerInvestments: buyer,
        buyerNetWealth: buyerWealth,
        rentPaid,
        renterNetWealth: renter,
        buyingAhead,
      })
      rent = a.times(rent, rentGrowth)
    }

    const last = yearly[yearly.length - 1]!
    const buyNetWealth = last.buyerNetWealth as N
    const rentNetWealth = last.renterNetWealth as N
    const difference = last.buyingAhead as N
    const gap = a.roundTo(difference, 2)
    return {
      downPayment,
      purchaseCosts,
      loanAmount,
      emi,
      buyNetWealth,
      rentNetWealth,
      difference,
      better: a.gt(gap, zero) ? 'buy' : a.lt(gap, zero) ? 'rent' : 'equal',
      breakEvenYear,
      totalRentPaid: totalRent,
      totalInterestPaid: totalInterest,
      totalMaintenance,
      yearly,
    }
  },
})
