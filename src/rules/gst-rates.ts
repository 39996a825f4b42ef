/**
 * GST rates a supply can carry, % (Central GST + State GST together, or IGST).
 *
 * - From 22 Sep 2025 ("GST 2.0", 56th GST Council meeting of 3 Sep 2025, Notification
 *   9/2025-CT(Rate) of 17 Sep 2025): 5 (merit), 18 (standard), 40 (demerit), and 0 (exempt);
 *   12 survives for a few goods (Notification 14/2025-CT(Rate)).
 * - Before 22 Sep 2025: 5, 12, 18, 28, still asked for by invoices of that period. 28 ended on
 *   1 Feb 2026: the goods left at it moved to 40 (Notification 19/2025-CT(Rate)).
 * - Special rates: 3 (gold, silver, jewellery), 1.5 (cut and semi-polished stones, schedule of
 *   Notification 9/2025-CT(Rate)) and 0.25 (rough diamonds, precious stones), all in force.
 *   (fixtures/india-rules.md, corrections of 2026-11-23.)
 * Intra-state supply: CGST and SGST (or UTGST) each carry half the rate; inter-state supply
 * and imports: IGST at the full rate.
 *
 * Sources (india-rules §9a, §9b):
 * https://www.scconline.com/blog/wp-json/wp/v2/posts/358985 ; https://open.money/blog/56-gst-council-meeting ;
 * https://www.easypeasytax.com/GST%202.0%20Reform.html ;
 * https://www.lawdadi.in/gst/gst-rate-3-percent-list-of-items-in-goods-and-services-tax.html ;
 * https://help.billingsoftware.in/article/23-what-is-the-proposed-gst-rate ;
 * https://returnfiles.com/AboutGst.html ; https://gazettetracker.com/g/CG-DL-E-17092025-266219
 */

/** The rates /gst accepts: every rate with a tax to compute. */
export const GST_RATES_PERCENT = [0.25, 1.5, 3, 5, 12, 18, 28, 40] as const

/** What an answer at a rate in force for a few goods only, or no longer, says beside its figures. */
export const GST_RATE_NOTES: Readonly<Record<number, string>> = {
  12: 'Since 22 Sep 2025, 12% applies only to the few goods Notification 14/2025-CT(Rate) keeps at it; the rest moved to 5% or 18%.',
  28: '28% applied up to 31 Jan 2026; from 1 Feb 2026 the goods left at 28% are taxed at 40% (Notification 19/2025-CT(Rate)). This answer is for a supply before that date.',
}

/** The rates /gst-itc accepts for sales and purchases: the taxed rates and 0 (exempt, nil-rated). */
export const GST_RATES_WITH_EXEMPT_PERCENT = [0, ...GST_RATES_PERCENT] as const

/** Share of the rate each of CGST and SGST carries on an intra-state supply. */
export const CGST_SHARE_OF_RATE = 0.5
