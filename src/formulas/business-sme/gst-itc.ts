/**
 * GST payable after input tax credit (ITC), or the credit carried forward.
 *
 *   output tax = GST on sales at salesRate;  input credit = GST on purchases at purchasesRate
 *   (each per head as an invoice shows it: src/math/gst-heads.ts)
 *   per head h: payable_h = max(0, output_h − credit_h);  carried forward_h = max(0, credit_h − output_h)
 *   net = output − credit: payable when positive, credit carried forward when negative
 * `interstate=true` treats sales and purchases as inter-state (IGST on both); otherwise both
 * are intra-state (CGST + SGST). With one kind on both sides each credit sets off its own head
 * (Sec 49, 49A, 49B and Rule 88A: IGST credit pays IGST, CGST credit pays CGST, SGST credit pays
 * SGST; CGST and SGST credit never pay each other), so no cross-utilisation arises. Unused
 * credit stays in the electronic credit ledger with no time limit (india-rules §9c, §9d).
 * Accepted rates: src/rules/gst-rates.yaml, with 0 for exempt or nil-rated supplies; `note`
 * says for which supplies a rate not in general use on `date` holds, if any.
 * Units: money in ₹, rates in %.
 *
 * Worked example (fixtures/business-sme/gst-itc.json): sales ₹10,00,000 at 18%, purchases
 * ₹6,00,000 at 18%, intra-state: output ₹1,80,000 (CGST 90,000 + SGST 90,000), credit
 * ₹1,08,000 (54,000 + 54,000), net payable ₹72,000 (CGST 36,000 + SGST 36,000).
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { defineFormula, type Inputs } from '../formula.ts'
import { gstHeads, gstRateNote, type GstHeads } from '../../math/gst-heads.ts'

/** Head by head, what `from` leaves over `less` (never below 0), and the total of those. */
function byHead<N>(a: Arithmetic<N>, from: GstHeads<N>, less: GstHeads<N>): GstHeads<N> {
  const zero = a.fromInteger(0)
  const cgst = a.max(zero, a.minus(from.cgst, less.cgst))
  const sgst = a.max(zero, a.minus(from.sgst, less.sgst))
  const igst = a.max(zero, a.minus(from.igst, less.igst))
  return { cgst, sgst, igst, total: a.plus(a.plus(cgst, sgst), igst) }
}

export default defineFormula({
  id: 'business-sme/gst-itc',
  compute<N>({ sales, salesRate, purchases, purchasesRate, interstate, date }: Inputs<'business-sme/gst-itc', N>, a: Arithmetic<N>) {
    const output = gstHeads(a, sales, salesRate, interstate)
    const credit = gstHeads(a, purchases, purchasesRate, interstate)
    const payable = byHead(a, output, credit)
    const carriedForward = byHead(a, credit, output)
    const net = a.minus(output.total, credit.total)
    const zero = a.fromInteger(0)
    return {
      outputTax: output.total,
      inputTaxCredit: credit.total,
      netPosition: net,
      netPayable: payable.total,
      creditCarriedForward: carriedForward.total,
      status: a.gt(net, zero) ? 'payable' : a.lt(net, zero) ? 'credit-carried-forward' : 'nil',
      output: { ...output },
      credit: { ...credit },
      payable: { ...payable },
      carriedForward: { ...carriedForward },
      note: gstRateNote(a, [salesRate, purchasesRate], date),
    }
  },
})
