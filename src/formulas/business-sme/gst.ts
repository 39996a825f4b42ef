/**
 * GST on an amount that excludes or includes the tax.
 *
 *   exclusive: taxable = amount;              GST per src/math/gst-heads.ts; total = amount + GST
 *   inclusive: taxable = amount ÷ (1 + rate/100) (unrounded), GST on it per head;
 *              base shown = amount − GST, total = amount (so base + GST = total exactly)
 *   intra-state (default): CGST = SGST = half the rate each, each rounded to the paisa
 *   inter-state (`interstate=true`): IGST at the full rate
 * Accepted rates: src/rules/gst-rates.yaml (0.25, 1.5, 3, 5, 12, 18, 28, 40) on any date; at a
 * rate not in general use on `date` (12% or 28% since 22 Sep 2025, 40% before it) `note` says
 * for which supplies it holds, if any (gstRateNote). Degenerate case: an
 * amount of 0 gives 0 everywhere. Units: money in ₹, rates in %.
 *
 * Worked example (fixtures/business-sme/gst.json): ₹1,000 at 18% exclusive: CGST ₹90 +
 * SGST ₹90 = GST ₹180, total ₹1,180; inclusive ₹1,180 at 18%: base ₹1,000, GST ₹180.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { percent, ruleValue } from '../../math/numbers.ts'
import { CGST_SHARE_OF_RATE } from '../../rules/gst-rates.ts'
import { defineFormula, type Inputs } from '../formula.ts'
import { gstHeads, gstRateNote } from '../../math/gst-heads.ts'

export default defineFormula({
  id: 'business-sme/gst',
  compute<N>({ amount, rate, inclusive, interstate, date }: Inputs<'business-sme/gst', N>, a: Arithmetic<N>) {
    const taxable = inclusive ? a.div(amount, a.plus(percent(a, rate), a.fromInteger(1))) : amount
    const heads = gstHeads(a, taxable, rate, interstate)
    const baseAmount = inclusive ? a.minus(amount, heads.total) : amount
    const halfRate = interstate ? a.fromInteger(0) : a.times(rate, ruleValue(a, CGST_SHARE_OF_RATE))
    return {
      baseAmount,
      gstAmount: heads.total,
      totalAmount: a.plus(baseAmount, heads.total),
      cgst: heads.cgst,
      sgst: heads.sgst,
      igst: heads.igst,
      cgstRate: halfRate,
      sgstRate: halfRate,
      igstRate: interstate ? rate : a.fromInteger(0),
      note: gstRateNote(a, [rate], date),
    }
  },
})
