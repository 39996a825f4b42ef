/**
 * On-road price of a new car and the EMI of the loan that finances it.
 *
 *   RTO road tax = ex-showroom × rtoPercent / 100            (a state levy; default 10%)
 *   insurance    = ex-showroom × insurancePercent / 100      (default 4%, an assumption: quote it)
 *   TCS          = 1% of ex-showroom when ex-showroom > ₹10,00,000, else 0
 *                  (Sec 206C(1F); creditable against the buyer's income tax)
 *   fixed charges = registration + hsrp + fastag + otherCharges
 *   hypothecation = the endorsement charge, only when a loan is taken
 *   on-road = ex-showroom + RTO + insurance + TCS + fixed charges (+ hypothecation)
 *   loan    = on-road − downPayment (none when the down payment covers the price without
 *             hypothecation); EMI = PMT(loanRate / 1200, loanYears × 12, −loan), r = 0: loan / n
 *   total cost = on-road + interest on the loan
 * Rates and default charges: src/rules/car-on-road.ts (india-rules §10).
 *
 * Worked example (fixtures/loans-emi/car-on-road-price.json): ex-showroom ₹12,00,000 with the
 * defaults and ₹2,00,000 down: RTO ₹1,20,000, insurance ₹48,000, TCS ₹12,000, registration
 * ₹600, HSRP ₹400, FASTag ₹500, hypothecation ₹1,500: on-road ₹13,83,000; loan ₹11,83,000 at
 * 9% for 5 years: EMI = PMT(0.0075, 60, −1183000) = ₹24,557.13.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { levelLoan } from '../../math/growth.ts'
import { percent, ruleValue } from '../../math/numbers.ts'
import { wholePeriods, ratePerPeriod } from '../../math/periods.ts'
import { MOTOR_VEHICLE_TCS } from '../../rules/car-on-road.ts'
import { defineFormula, type Inputs } from '../formula.ts'

export default defineFormula({
  id: 'loans-emi/car-on-road-price',
  compute<N>(input: Inputs<'loans-emi/car-on-road-price', N>, a: Arithmetic<N>) {
    const zero = a.fromInteger(0)
    const price = input.exShowroomPrice
    const months = wholePeriods(a, input.loanYears, 12, 'loanYears', 'months')
    const rtoTax = a.times(price, percent(a, input.rtoPercent))
    const insurance = a.times(price, percent(a, input.insurancePercent))
    const tcs = a.gt(price, ruleValue(a, MOTOR_VEHICLE_TCS.aboveSaleValue)) ? a.times(price, percent(a, ruleValue(a, MOTOR_VEHICLE_TCS.ratePercent))) : zero
    const fixedCharges = a.plus(a.plus(a.plus(input.registration, input.hsrp), input.fastag), input.otherCharges)
    const withoutLoan = a.plus(a.plus(a.plus(a.plus(price, rtoTax), insurance), tcs), fixedCharges)
    const financed = a.lt(input.downPayment, withoutLoan)
    const hypothecation = financed ? input.hypothecation : zero
    const onRoadPrice = a.plus(withoutLoan, hypothecation)
    const loanAmount = financed ? a.minus(onRoadPrice, input.downPayment) : zero
    const monthlyRate = ratePerPeriod(a, input.loanRate, 12)
    const { payment: emi, totalPayment, totalInterest } = financed ? levelLoan(a, loanAmount, monthlyRate, months) : { payment: zero, totalPayment: zero, totalInterest: zero }
    return {
      exShowroomPrice: price,
      rtoTax,
      insurance,
      tcs,
      registration: input.registration,
      hsrp: input.hsrp,
      fastag: input.fastag,
      hypothecation,
      otherCharges: input.otherCharges,
      onRoadPrice,
      downPayment: financed ? input.downPayment : onRoadPrice,
      loanAmount,
      emi,
      months: financed ? months : 0,
      totalInterest,
      totalLoanPayment: totalPayment,
      totalCost: a.plus(onRoadPrice, totalInterest),
    }
  },
})
