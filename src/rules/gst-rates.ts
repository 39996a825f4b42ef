/**
 * GST rates a supply can carry, % (Central GST + State GST together, or IGST).
 *
 * - From 22 Sep 2025 ("GST 2.0", 56th GST Council meeting of 3 Sep 2025, Notification
 *   9/2025-CT(Rate) of 17 Sep 2025): 5 (merit), 18 (standard), 40 (demerit), and 0 (exempt).
 * - Before 22 Sep 2025: 5, 12, 18, 28, still asked for by invoices of that period.
 * - Special rates: 3 (gold, silver, jewellery; retained after 22 Sep 2025) and 0.25 (rough
 *   diamonds, precious stones; not confirmed after 22 Sep 2025, india-rules open item 5).
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
export const GST_RATES_PERCENT = [0.25, 3, 5, 12, 18, 28, 40] as const

/** The rates /gst-itc accepts for sales and purchases: the taxed rates and 0 (exempt, nil-rated). */
export const GST_RATES_WITH_EXEMPT_PERCENT = [0, ...GST_RATES_PERCENT] as const

/** Share of the rate each of CGST and SGST carries on an intra-state supply. */
export const CGST_SHARE_OF_RATE = 0.5
