/** Sections 288A and 288B: income and tax rounded to ten rupees (steps 0 and 6 of ./computation.ts). */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { STATUTORY_ROUNDING } from '../../rules/income-tax.ts'

// Dropping the paise and then rounding half up to ten is rounding half up to ten: for x ≥ 0,
// ⌊(⌊x⌋ + 5) / 10⌋ = ⌊⌊x + 5⌋ / 10⌋ = ⌊(x + 5) / 10⌋. The rounding is therefore one `roundTo`
// to a multiple of 10^k rupees, which is what the rule describes while its round-up figure is
// half the multiple.
const ROUNDING_PLACES = -Math.log10(STATUTORY_ROUNDING.multipleOfRupees)
if (!Number.isInteger(ROUNDING_PLACES) || STATUTORY_ROUNDING.roundUpFromLastFigure * 2 !== STATUTORY_ROUNDING.multipleOfRupees) {
  throw new Error('statutory rounding: only half-up rounding to a power of ten rupees is supported')
}

/**
 * Sections 288A / 288B: drop the paise, then round to the nearest multiple of ten rupees, a
 * last figure of five or more going up. For amounts of zero or more.
 */
export function roundToTenRupees<N>(a: Arithmetic<N>, amount: N): N {
  return a.roundTo(amount, ROUNDING_PLACES)
}
