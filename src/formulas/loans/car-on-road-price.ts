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
import { decimal } from '../../arithmetic/decimal.ts'
import { Dec, ZERO, percent } from '../../math/decimal.ts'
import { levelLoan } from '../../math/growth.ts'
import { wholePeriods, ratePerPeriod } from '../../math/periods.ts'
import { MOTOR_VEHICLE_TCS } from '../../rules/car-on-road.ts'
import { defineFormula } from '../formula.ts'

interface CarInput {
  exShowroomPrice: Dec
  rtoPercent: Dec
  insurancePercent: Dec
  registration: Dec
  hsrp: Dec
  fastag: Dec
  hypothecation: Dec
  otherCharges: Dec
  downPayment: Dec
  loanRate: Dec
  loanYears: Dec
}

export const carOnRoadPrice = defineFormula({
  decimalOnly: true,
  id: 'loans/car-on-road-price',
  inputs: ['exShowroomPrice', 'rtoPercent', 'insurancePercent', 'registration', 'hsrp', 'fastag', 'hypothecation', 'otherCharges', 'downPayment', 'loanRate', 'loanYears'],
  compute(input: CarInput) {
    const price = input.exShowroomPrice
    const months = wholePeriods(decimal, input.loanYears, 12, 'loanYears', 'months')
    const rtoTax = price.times(percent(input.rtoPercent))
    const insurance = price.times(percent(input.insurancePercent))
    const tcs = price.gt(MOTOR_VEHICLE_TCS.aboveSaleValue) ? price.times(percent(new Dec(MOTOR_VEHICLE_TCS.ratePercent))) : ZERO
    const fixedCharges = input.registration.plus(input.hsrp).plus(input.fastag).plus(input.otherCharges)
    const withoutLoan = price.plus(rtoTax).plus(insurance).plus(tcs).plus(fixedCharges)
    const financed = input.downPayment.lt(withoutLoan)
    const hypothecation = financed ? input.hypothecation : ZERO
    const onRoadPrice = withoutLoan.plus(hypothecation)
    const loanAmount = financed ? onRoadPrice.minus(input.downPayment) : ZERO
    const monthlyRate = ratePerPeriod(decimal, input.loanRate, 12)
    const { payment: emi, totalInterest } = financed ? levelLoan(decimal, loanAmount, monthlyRate, months) : { payment: ZERO, totalInterest: ZERO }
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
      totalLoanPayment: emi.times(financed ? months : 0),
      totalCost: onRoadPrice.plus(totalInterest),
    }
  },
})
