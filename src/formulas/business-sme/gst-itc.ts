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
 * Accepted rates: src/rules/gst-rates.yaml, and 0 for sales that bear no GST. Sales at 0% are
 * taken as zero-rated (exports, supplies to an SEZ), whose input credit is kept (IGST Act s. 16);
 * `exemptSales=true` declares them exempt or nil-rated instead, whose input credit is blocked
 * (CGST Act s. 17(2)): no credit, nothing carried forward, the GST on purchases a cost. `note`
 * says which of the two a 0% sale was taken as, and for which supplies a rate not in general use
 * on `date` holds, if any. Units: money in ₹, rates in %.
 *
 * Worked example (fixtures/business-sme/gst-itc.json): sales ₹10,00,000 at 18%, purchases
 * ₹6,00,000 at 18%, intra-state: output ₹1,80,000 (CGST 90,000 + SGST 90,000), credit
 * ₹1,08,000 (54,000 + 54,000), net payable ₹72,000 (CGST 36,000 + SGST 36,000).
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { defineFormula, InputError, type Inputs } from '../formula.ts'
import { gstHeads, gstRateNote, type GstHeads } from '../../math/gst-heads.ts'

const ZERO_RATED_SALES = 'Sales at 0% are taken as zero-rated (exports, supplies to an SEZ), whose input credit is kept (IGST Act s. 16); for exempt or nil-rated sales give exemptSales=true: their credit is blocked (CGST Act s. 17(2)).'
const EXEMPT_SALES = 'Exempt or nil-rated sales: the GST on their purchases is not a credit (CGST Act s. 17(2)) but a cost.'

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
  compute<N>({ sales, salesRate, purchases, purchasesRate, interstate, exemptSales, date }: Inputs<'business-sme/gst-itc', N>, a: Arithmetic<N>) {
    const zero = a.fromInteger(0)
    const untaxedSales = a.isZero(salesRate)
    if (exemptSales && !untaxedSales) throw new InputError('exemptSales', 'constraint', `exemptSales=true declares sales that bear no GST (exempt or nil-rated): give salesRate=0, not ${a.toNumber(salesRate)}`)
    const output = gstHeads(a, sales, salesRate, interstate)
    // s. 17(2): no credit for the purchases of exempt or nil-rated sales
    const credit = gstHeads(a, exemptSales ? zero : purchases, purchasesRate, interstate)
    const payable = byHead(a, output, credit)
    const carriedForward = byHead(a, credit, output)
    const net = a.minus(output.total, credit.total)
    const rateNote = gstRateNote(a, [salesRate, purchasesRate], date)
    const creditNote = !untaxedSales ? null : exemptSales ? EXEMPT_SALES : ZERO_RATED_SALES
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
      note: [creditNote, rateNote].filter((n) => n !== null).join(' ') || null,
    }
  },
})
