/**
 * GST rates, % (Central GST + State GST together, or IGST), by date (src/rules/gst-rates.yaml).
 *
 * - From 22 Sep 2025 ("GST 2.0", Notification 9/2025-CT(Rate)): 5 (merit), 18 (standard), 40
 *   (demerit); 12 survives for a few goods (Notification 14/2025-CT(Rate)); 28 held only for the
 *   goods under compensation cess, up to 31 Jan 2026 (Notification 19/2025-CT(Rate)).
 * - Before: 5, 12, 18, 28, still asked for by invoices of that period.
 * - Special rates in force throughout: 3 (gold, silver, jewellery), 1.5 (cut and semi-polished
 *   stones) and 0.25 (rough diamonds, precious stones).
 * Every rate ever served is accepted on every date: an answer at a rate not in general use on
 * its date carries the note the rule book gives it, rather than a refusal.
 * Intra-state supply: CGST and SGST (or UTGST) each carry half the rate; inter-state supply
 * and imports: IGST at the full rate.
 */
import type { IsoDate } from './calendar.ts'
import { RuleBookError } from './book.ts'
import { datedRule, nonEmptyList, steadyRule } from './dated.ts'

const GST_RATES = datedRule('gst-rates.rates', nonEmptyList({ rate: '0 < number <= 100', 'note?': 'string' }))

/** The rates /gst accepts: every rate any date served has, in increasing order. */
export const GST_RATES_PERCENT: readonly number[] = [...new Set(GST_RATES.values.flatMap((v) => v.value.map((r) => r.rate)))].sort((x, y) => x - y)

/** The rates /gst-itc accepts for sales and purchases: the taxed rates and 0 (exempt, nil-rated). */
for (const v of GST_RATES.values) {
  const missing = GST_RATES_PERCENT.filter((rate) => !v.value.some((r) => r.rate === rate))
  if (missing.length) throw new RuleBookError([`${GST_RATES.id} from ${v.from}: no entry for ${missing.join(', ')}% (every value lists every rate, with a note where it is not in general use)`])
}

export const GST_RATES_WITH_EXEMPT_PERCENT: readonly number[] = [0, ...GST_RATES_PERCENT]

/** What an answer at `rate` on `date` says beside its figures: undefined for a rate in general use then (and for 0). */
export function gstRateNoteOn(date: IsoDate, rate: number): string | undefined {
  return GST_RATES.on(date).value.find((r) => r.rate === rate)?.note
}

/** Share of the rate each of CGST and SGST carries on an intra-state supply. */
export const CGST_SHARE_OF_RATE = steadyRule('gst-rates.cgst-share', '0 < number < 1')
