import type { Formula } from '../formula.ts'
import { carOnRoadPrice } from './car-on-road-price.ts'
import { emi } from './emi.ts'
import { homeLoanBalanceTransfer } from './home-loan-balance-transfer.ts'
import { homeLoanEligibility } from './home-loan-eligibility.ts'
import { homeLoanEligibilityByIncome } from './home-loan-eligibility-by-income.ts'
import { homeLoanPrepaymentVsSip } from './home-loan-prepayment-vs-sip.ts'
import { loanOffset } from './loan-offset.ts'
import { loanPartPayment } from './loan-part-payment.ts'
import { loanPrepayment } from './loan-prepayment.ts'
import { rentVsBuy } from './rent-vs-buy.ts'
import { termInsurance } from './term-insurance.ts'

export const loanFormulas: Formula[] = [
  emi,
  homeLoanEligibility,
  homeLoanEligibilityByIncome,
  loanOffset,
  homeLoanBalanceTransfer,
  loanPartPayment,
  loanPrepayment,
  rentVsBuy,
  carOnRoadPrice,
  termInsurance,
  homeLoanPrepaymentVsSip,
]
