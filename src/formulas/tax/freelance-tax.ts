/**
 * Tax of a professional under section 44ADA (presumptive income), with the advance-tax
 * instalments.
 *
 *   limit = ₹75,00,000 when cash receipts are at most 5% of receipts, else ₹50,00,000;
 *           receipts above it: 400 not_applicable (44ADA is not available; profit must be
 *           computed from books)
 *   presumptive income = receipts × profitPercent (50%, or more if the professional declares
 *           more; expenses are deemed covered)
 *   tax = the engine under `regime` on that income: no standard deduction (it is for salary),
 *         87A, surcharge, cess, sections 288A/288B; other deductions not modelled
 *   instalments (section 211): cumulative 15% / 45% / 75% / 100% of the tax by 15 June /
 *         September / December / March; `advanceTaxSchedule=single` uses the option section
 *         211(1)(b) gives 44ADA: 100% by 15 March. Advance tax is required only when the tax
 *         is ₹10,000 or more (section 208): `advanceTaxRequired`
 *   effective rate = tax / receipts × 100 (null for receipts of 0)
 *
 * Worked example (fixtures/taxation-salary/freelance-tax.json): receipts ₹40,00,000, new
 * regime (2026-27): income 20,00,000; tax 20,000 + 40,000 + 60,000 + 80,000 = 2,00,000; cess
 * 8,000; total 2,08,000; instalments 31,200 / 62,400 / 62,400 / 52,000.
 */
import { Dec, percent, percentOf } from '../../math/decimal.ts'
import { computeIncomeTax } from '../../math/income-tax.ts'
import { ADVANCE_TAX_SCHEDULES, ADVANCE_TAX_THRESHOLD } from '../../rules/advance-tax.ts'
import { regimeRules } from '../../rules/income-tax/index.ts'
import { SECTION_44ADA } from '../../rules/presumptive-taxation.ts'
import { defineFormula, InputError } from '../formula.ts'

interface FreelanceTaxInput {
  grossReceipts: Dec
  regime: string
  profitPercent: Dec
  cashReceiptsPercent: Dec
  advanceTaxSchedule: 'quarterly' | 'single'
}

const lakh = (n: number) => `₹${n / 100_000} lakh`

export const freelanceTax = defineFormula({
  decimalOnly: true,
  id: 'tax/freelance-tax',
  inputs: ['grossReceipts', 'regime', 'profitPercent', 'cashReceiptsPercent', 'advanceTaxSchedule'],
  compute({ grossReceipts, regime, profitPercent, cashReceiptsPercent, advanceTaxSchedule }: FreelanceTaxInput) {
    const mostlyNonCash = cashReceiptsPercent.lte(SECTION_44ADA.cashReceiptsPercentForHigherLimit)
    const limit = mostlyNonCash ? SECTION_44ADA.receiptsLimitMostlyNonCash : SECTION_44ADA.receiptsLimit
    if (grossReceipts.gt(limit)) {
      throw new InputError(
        'grossReceipts',
        'not_applicable',
        `section 44ADA applies only up to ${lakh(limit)} of gross receipts` +
          (mostlyNonCash ? '' : ` when cash receipts exceed ${SECTION_44ADA.cashReceiptsPercentForHigherLimit}%`) +
          '; above it profit is computed from books of account, not presumed',
      )
    }
    const rules = regimeRules(regime)
    const presumptiveIncome = grossReceipts.times(percent(profitPercent))
    const t = computeIncomeTax(rules, { slabIncome: presumptiveIncome })
    let paid = new Dec(0)
    const instalments = ADVANCE_TAX_SCHEDULES[advanceTaxSchedule].map((i) => {
      const cumulativeAmount = t.totalTax.times(i.cumulativePercent).div(100)
      const amount = cumulativeAmount.minus(paid)
      paid = cumulativeAmount
      return { dueDate: i.dueDate, cumulativePercent: i.cumulativePercent, amount, cumulativeAmount }
    })
    return {
      receiptsLimit: limit,
      presumptiveIncome,
      regimeApplied: rules.id,
      taxableIncome: t.totalIncome,
      taxBeforeRebate: t.taxBeforeRebate,
      rebate: t.rebate,
      marginalRelief: t.marginalRelief,
      surcharge: t.surcharge,
      cess: t.cess,
      totalTax: t.totalTax,
      effectiveRate: percentOf(t.totalTax, grossReceipts),
      advanceTaxRequired: t.totalTax.gte(ADVANCE_TAX_THRESHOLD),
      instalments,
    }
  },
})
