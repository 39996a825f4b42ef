/**
 * Tax of a professional under section 44ADA (presumptive income), with the advance-tax
 * instalments.
 *
 *   limit = ₹75,00,000 when cash receipts are at most 5% of receipts, else ₹50,00,000;
 *           receipts above it: 400 not_applicable (44ADA is not available; profit must be
 *           computed from books)
 *   presumptive income = receipts × profitPercent (50%, or more if the professional declares
 *           more; expenses are deemed covered)
 *   tax = the assessment of /income-tax (src/math/profession-return.ts) under `regime` on
 *         that income: no standard deduction (it is for salary), 87A, surcharge, cess,
 *         sections 288A/288B; other deductions not modelled
 *   advance tax = max(0, tax − tdsDeducted), the TDS clients deduct (section 209(1)(d))
 *   instalments (section 211): 100% of the advance tax by 15 March, the due date section
 *         211(1)(b) sets for a 44ADA professional; `advanceTaxSchedule=quarterly` shows the
 *         cumulative 15% / 45% / 75% / 100% by 15 June / September / December / March of
 *         section 211(1)(a), which such a professional may follow by paying early. Advance tax
 *         is required only when it is ₹10,000 or more (section 208): `advanceTaxRequired`
 *   effective rate = tax / receipts × 100 (null for receipts of 0)
 *
 * Worked example (fixtures/taxation-salary/freelance-tax.json): receipts ₹40,00,000, new
 * regime (2026-27): income 20,00,000; tax 20,000 + 40,000 + 60,000 + 80,000 = 2,00,000; cess
 * 8,000; total 2,08,000, all due by 15 March (quarterly: 31,200 / 62,400 / 62,400 / 52,000).
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { taxLines } from '../../math/income-tax/computation.ts'
import { atPercent, percentOf, ruleValue } from '../../math/numbers.ts'
import { professionReturn } from '../../math/profession-return.ts'
import { assessReturn } from '../../math/tax-return.ts'
import { ADVANCE_TAX_SCHEDULES, ADVANCE_TAX_THRESHOLD } from '../../rules/advance-tax.ts'
import { regimeRules } from '../../rules/income-tax.ts'
import { SECTION_44ADA } from '../../rules/presumptive-taxation.ts'
import { defineFormula, InputError, type Inputs } from '../formula.ts'

const lakh = (n: number) => `₹${n / 100_000} lakh`

export default defineFormula({
  id: 'taxation-salary/freelance-tax',
  compute<N>({ grossReceipts, regime, profitPercent, cashReceiptsPercent, advanceTaxSchedule, tdsDeducted, age }: Inputs<'taxation-salary/freelance-tax', N>, a: Arithmetic<N>) {
    const mostlyNonCash = a.lte(cashReceiptsPercent, ruleValue(a, SECTION_44ADA.cashReceiptsPercentForHigherLimit))
    const limit = mostlyNonCash ? SECTION_44ADA.receiptsLimitMostlyNonCash : SECTION_44ADA.receiptsLimit
    if (a.gt(grossReceipts, ruleValue(a, limit))) {
      throw new InputError(
        'grossReceipts',
        'not_applicable',
        `section 44ADA applies only up to ${lakh(limit)} of gross receipts` +
          (mostlyNonCash ? '' : ` when cash receipts exceed ${SECTION_44ADA.cashReceiptsPercentForHigherLimit}%`) +
          '; above it profit is computed from books of account, not presumed',
      )
    }
    const rules = regimeRules(regime)
    const presumptiveIncome = atPercent(a, grossReceipts, profitPercent)
    const t = assessReturn(a, rules, professionReturn(a, presumptiveIncome, age)).tax
    const advanceTax = a.max(a.fromInteger(0), a.minus(t.totalTax, tdsDeducted))
    let paid = a.fromInteger(0)
    const instalments = ADVANCE_TAX_SCHEDULES[advanceTaxSchedule].map((i) => {
      const cumulativeAmount = atPercent(a, advanceTax, ruleValue(a, i.cumulativePercent))
      const amount = a.minus(cumulativeAmount, paid)
      paid = cumulativeAmount
      return { dueDate: i.dueDate, cumulativePercent: i.cumulativePercent, amount, cumulativeAmount }
    })
    return {
      receiptsLimit: limit,
      presumptiveIncome,
      regimeApplied: rules.id,
      taxableIncome: t.totalIncome,
      ...taxLines(t),
      totalTax: t.totalTax,
      effectiveRate: percentOf(a, t.totalTax, grossReceipts),
      advanceTax,
      advanceTaxRequired: a.gte(advanceTax, ruleValue(a, ADVANCE_TAX_THRESHOLD)),
      instalments,
    }
  },
})
