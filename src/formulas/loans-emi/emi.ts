/**
 * EMI: the equal monthly instalment that repays a loan with interest on the reducing balance.
 *
 *   r = interest / 1200 (monthly rate)      n = years × 12 (must be whole)
 *   EMI = P × r × (1 + r)^n / ((1 + r)^n − 1)        (spreadsheet: PMT(r, n, −P))
 *   r = 0: EMI = P / n (an interest-free loan is valid)
 * Total payment = EMI × n and total interest = total payment − P, from the unrounded EMI
 * (r = 0: P and no interest, exactly, `levelLoan`).
 * `breakup=true` adds the yearly amortisation from the shared schedule engine (`amortiseByYear`,
 * equal to summing the month-by-month schedule): opening balance, principal paid, interest
 * paid, closing balance.
 *
 * Worked example (fixtures/loans-emi/emi.json): ₹80,00,000 at 8.5% for 20 years:
 * r = 0.0070833…, n = 240, EMI = ₹69,425.86 (LibreOffice PMT(0.085/12;240;-8000000)).
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { amortiseByYear } from '../../math/amortisation/index.ts'
import { levelLoan } from '../../math/growth.ts'
import { monthlyTerm } from '../../math/periods.ts'
import { defineFormula, type Inputs, type Result } from '../formula.ts'

export default defineFormula({
  id: 'loans-emi/emi',
  compute<N>({ principal, interest, years, breakup }: Inputs<'loans-emi/emi', N>, a: Arithmetic<N>) {
    const { months, monthlyRate } = monthlyTerm(a, years, interest)
    const { payment, totalPayment, totalInterest } = levelLoan(a, principal, monthlyRate, months)
    const result: Result<'loans-emi/emi', N> = { emi: payment, totalInterest, totalPayment, months }
    if (breakup) {
      // added to the record, not spread into a new one (src/runtime/write-result.ts says why)
      result.yearlyBreakup = amortiseByYear(a, { principal, monthlyRate, payment, months }).map((y) => ({
        year: y.year,
        openingBalance: y.opening,
        principalPaid: y.principal,
        interestPaid: y.interest,
        closingBalance: y.closing,
      }))
    }
    return result
  },
})
