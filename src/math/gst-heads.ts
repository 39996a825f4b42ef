/**
 * GST on a taxable value, split into its heads as an invoice shows them (shared by /gst and
 * /gst-itc; not a formula of its own).
 *
 *   intra-state: CGST = SGST = taxable × (rate / 2) / 100, each rounded to the paisa (half up);
 *                GST = CGST + SGST, so that the two halves are equal and add up to the total
 *   inter-state: IGST = taxable × rate / 100, rounded to the paisa; GST = IGST
 * Rounding each head to the paisa is the invoice convention; it can put the GST of an
 * intra-state supply one paisa above taxable × rate (₹101 at 5%: 2 × ₹2.53 = ₹5.06).
 * A head that lands exactly on a half paisa (₹101 at 5%: ₹2.525) is rounded up (₹2.53).
 */
import type { Arithmetic } from '../arithmetic/arithmetic.ts'
import { percent, ruleValue } from './numbers.ts'
import { CGST_SHARE_OF_RATE, gstRateNoteOn } from '../rules/gst-rates.ts'
import type { IsoDate } from '../rules/calendar.ts'

export interface GstHeads<N> {
  cgst: N
  sgst: N
  igst: N
  total: N
}

export function gstHeads<N>(a: Arithmetic<N>, taxable: N, ratePercent: N, interstate: boolean): GstHeads<N> {
  const zero = a.fromInteger(0)
  if (interstate) {
    const igst = a.roundTo(a.times(taxable, percent(a, ratePercent)), 2)
    return { cgst: zero, sgst: zero, igst, total: igst }
  }
  const half = a.roundTo(a.times(taxable, percent(a, a.times(ratePercent, ruleValue(a, CGST_SHARE_OF_RATE)))), 2)
  return { cgst: half, sgst: half, igst: zero, total: a.times(half, a.fromInteger(2)) }
}

/** The notes of src/rules/gst-rates.yaml on `date` for the rates given (each once, in order), or null when every rate is in general use then. */
export function gstRateNote<N>(a: Arithmetic<N>, rates: readonly N[], date: IsoDate): string | null {
  const notes = [...new Set(rates.map((rate) => gstRateNoteOn(date, a.toNumber(rate))).filter((n) => n !== undefined))]
  return notes.length ? notes.join(' ') : null
}
