/**
 * The formula table: every formula module, by the id the registry names it with
 * (`<tag slug>/<calculator id>`, and `-<variant id>` for a calculator of several variants).
 * `FormulaId` is generated from calculators.yaml by the build, so a formula the registry names
 * and the table lacks, or one the table has and the registry does not name, is a type error.
 */
import type { FormulaId } from '../generated/formula-ids.ts'
import type { Formula } from './formula.ts'
import { breakEven } from './business-sme/break-even.ts'
import { dscr } from './business-sme/dscr.ts'
import { gstItc } from './business-sme/gst-itc.ts'
import { gst } from './business-sme/gst.ts'
import { netWorth } from './business-sme/net-worth.ts'
import { profitMargin } from './business-sme/profit-margin.ts'
import { rentalYield } from './business-sme/rental-yield.ts'
import { startupBurnRate } from './business-sme/startup-burn-rate.ts'
import { workingCapital } from './business-sme/working-capital.ts'
import { apy } from './government-schemes/apy.ts'
import { nsc } from './government-schemes/nsc.ts'
import { retirement } from './government-schemes/retirement.ts'
import { ssy } from './government-schemes/ssy.ts'
import { cagr } from './investment/cagr.ts'
import { compoundGrowth } from './investment/compounding-growth.ts'
import { scss } from './investment/compounding-scss.ts'
import { fdVsDebtFund } from './investment/fd-vs-debt-fund.ts'
import { goalSip } from './investment/goal-sip.ts'
import { inflation } from './investment/inflation.ts'
import { sgbComparison } from './investment/sgb-comparison.ts'
import { simpleInterest } from './investment/simple-interest.ts'
import { sip } from './investment/sip.ts'
import { stepUpSip } from './investment/step-up-sip.ts'
import { swp } from './investment/swp.ts'
import { carOnRoadPrice } from './loans-emi/car-on-road-price.ts'
import { emi } from './loans-emi/emi.ts'
import { homeLoanBalanceTransfer } from './loans-emi/home-loan-balance-transfer.ts'
import { homeLoanEligibility } from './loans-emi/home-loan-eligibility-contribution.ts'
import { homeLoanEligibilityByIncome } from './loans-emi/home-loan-eligibility-income.ts'
import { homeLoanPrepaymentVsSip } from './loans-emi/home-loan-prepayment-vs-sip.ts'
import { loanOffset } from './loans-emi/loan-offset.ts'
import { loanPartPayment } from './loans-emi/loan-part-payment.ts'
import { loanPrepayment } from './loans-emi/loan-prepayment.ts'
import { rentVsBuy } from './loans-emi/rent-vs-buy.ts'
import { termInsurance } from './loans-emi/term-insurance.ts'
import { section80cPlanner } from './taxation-salary/80c-planner.ts'
import { capitalGains } from './taxation-salary/capital-gains.ts'
import { combinedTax } from './taxation-salary/combined-tax.ts'
import { ctc } from './taxation-salary/ctc.ts'
import { esop } from './taxation-salary/esop.ts'
import { freelanceSalary } from './taxation-salary/freelance-salary.ts'
import { freelanceTax } from './taxation-salary/freelance-tax.ts'
import { gratuity } from './taxation-salary/gratuity.ts'
import { hra } from './taxation-salary/hra.ts'
import { incomeTax } from './taxation-salary/income-tax.ts'
import { section80d } from './taxation-salary/section-80d.ts'
import { taxRegimeComparison } from './taxation-salary/tax-regime-comparison.ts'
import { tds } from './taxation-salary/tds.ts'

const TABLE = {
  'investment/sip': sip,
  'investment/cagr': cagr,
  'investment/step-up-sip': stepUpSip,
  'investment/compounding-growth': compoundGrowth,
  'investment/compounding-scss': scss,
  'investment/swp': swp,
  'investment/inflation': inflation,
  'investment/simple-interest': simpleInterest,
  'investment/goal-sip': goalSip,
  'investment/sgb-comparison': sgbComparison,
  'investment/fd-vs-debt-fund': fdVsDebtFund,
  'loans-emi/emi': emi,
  'loans-emi/home-loan-eligibility-contribution': homeLoanEligibility,
  'loans-emi/home-loan-eligibility-income': homeLoanEligibilityByIncome,
  'loans-emi/loan-offset': loanOffset,
  'loans-emi/home-loan-balance-transfer': homeLoanBalanceTransfer,
  'loans-emi/loan-part-payment': loanPartPayment,
  'loans-emi/loan-prepayment': loanPrepayment,
  'loans-emi/rent-vs-buy': rentVsBuy,
  'loans-emi/car-on-road-price': carOnRoadPrice,
  'loans-emi/term-insurance': termInsurance,
  'loans-emi/home-loan-prepayment-vs-sip': homeLoanPrepaymentVsSip,
  'taxation-salary/income-tax': incomeTax,
  'taxation-salary/tax-regime-comparison': taxRegimeComparison,
  'taxation-salary/combined-tax': combinedTax,
  'taxation-salary/capital-gains': capitalGains,
  'taxation-salary/esop': esop,
  'taxation-salary/freelance-tax': freelanceTax,
  'taxation-salary/tds': tds,
  'taxation-salary/ctc': ctc,
  'taxation-salary/freelance-salary': freelanceSalary,
  'taxation-salary/hra': hra,
  'taxation-salary/gratuity': gratuity,
  'taxation-salary/80c-planner': section80cPlanner,
  'taxation-salary/section-80d': section80d,
  'government-schemes/retirement': retirement,
  'government-schemes/ssy': ssy,
  'government-schemes/apy': apy,
  'government-schemes/nsc': nsc,
  'business-sme/gst': gst,
  'business-sme/gst-itc': gstItc,
  'business-sme/startup-burn-rate': startupBurnRate,
  'business-sme/rental-yield': rentalYield,
  'business-sme/net-worth': netWorth,
  'business-sme/break-even': breakEven,
  'business-sme/dscr': dscr,
  'business-sme/profit-margin': profitMargin,
  'business-sme/working-capital': workingCapital,
} satisfies Record<FormulaId, Formula>

export const FORMULAS: ReadonlyMap<string, Formula> = new Map(Object.entries(TABLE))

export function findFormula(id: string): Formula | undefined {
  return FORMULAS.get(id)
}
