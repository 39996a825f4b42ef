/**
 * What a new car costs on the road in India beyond its ex-showroom price: tax collected at
 * source and the usual small charges. Compiled from fixtures/india-rules.md §10
 * (2026-11-22). The registry's /car-on-road-price parameters carry these as their defaults;
 * test/loans.test.ts keeps the two equal.
 */

/**
 * TCS on the sale of a motor vehicle: 1% of the sale value when it exceeds ₹10 lakh
 * (Section 206C(1F) of the Income-tax Act 1961), creditable against the buyer's income tax.
 * The sale value is taken as the ex-showroom price (the dealer's invoice).
 * Sources: https://taxwayglobal.com/tcs-on-motor-vehicles/ ;
 * https://www.vjmglobal.com/blog/tcs-1-levied-on-sale-of-luxury-goods-w-e-f-22nd-april-2025 ([C2]).
 */
export const MOTOR_VEHICLE_TCS = { ratePercent: 1, aboveSaleValue: 1_000_000 } as const

/**
 * Default charges in rupees, each a parameter the caller can change:
 * - registration about ₹600; hypothecation endorsement about ₹1,500 when the car is financed;
 *   high-security registration plates ₹230–400 (the top of the range is taken):
 *   https://www.mycarhelpline.com/index.php?option=com_easyblog&view=entry&id=155&Itemid=91&limitstart=40 ([C], 2023)
 * - FASTag about ₹500: one example breakup (india-rules §10, [C], single example)
 * - RTO road tax: a state levy, 10% is the spec's default (state examples 4–18%:
 *   https://honkyroad.com/road-tax-in-different-states-in-india/ , undated)
 * - insurance: new cars must carry 3-year third-party cover (since 1 Sep 2018:
 *   https://team-bhp.com/news/3-5-year-3rd-party-insurance-must-september-1-2018?t=Mjc4 );
 *   no reliable percentage of the ex-showroom price was found ([U]), so 4% is an assumption the
 *   caller should replace with a quote.
 */
export const CAR_CHARGE_DEFAULTS = {
  rtoPercent: 10,
  insurancePercent: 4,
  registration: 600,
  hypothecation: 1_500,
  hsrp: 400,
  fastag: 500,
} as const
