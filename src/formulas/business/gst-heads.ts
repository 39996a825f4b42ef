/**
 * GST on a taxable value, split into its heads as an invoice shows them (shared by /gst and
 * /gst-itc; not a formula of its own).
 *
 *   intra-state: CGST = SGST = taxable × (rate / 2) / 100, each rounded to the paisa (half up);
 *                GST = CGST + SGST, so that the two halves are equal and add up to the total
 *   inter-state: IGST = taxable × rate / 100, rounded to the paisa; GST = IGST
 * Rounding each head to the paisa is the invoice convention; it can put the GST of an
 * intra-state supply one paisa above taxable × rate (₹101 at 5%: 2 × ₹2.53 = ₹5.06).
 */
import { Dec, ZERO, percent, roundHalfUp } from '../../math/decimal.ts'
import { CGST_SHARE_OF_RATE } from '../../rules/gst-rates.ts'

export interface GstHeads {
  cgst: Dec
  sgst: Dec
  igst: Dec
  total: Dec
}

export function gstHeads(taxable: Dec, ratePercent: Dec, interstate: boolean): GstHeads {
  if (interstate) {
    const igst = roundHalfUp(taxable.times(percent(ratePercent)), 2)
    return { cgst: ZERO, sgst: ZERO, igst, total: igst }
  }
  const half = roundHalfUp(taxable.times(percent(ratePercent.times(CGST_SHARE_OF_RATE))), 2)
  return { cgst: half, sgst: half, igst: ZERO, total: half.times(2) }
}

