/** Health and education cess: 4% of an amount of income tax (and surcharge), src/rules/cess.ts. */
import type { Arithmetic } from '../arithmetic/arithmetic.ts'
import { HEALTH_AND_EDUCATION_CESS_PERCENT } from '../rules/cess.ts'
import { percent, ruleValue } from './numbers.ts'

export function cessOn<N>(a: Arithmetic<N>, tax: N): N {
  return a.times(tax, percent(a, ruleValue(a, HEALTH_AND_EDUCATION_CESS_PERCENT)))
}

/**
 * The tax at `rate` (a fraction) on a gain, with the cess on it: max(gain, 0) × rate × (1 + 4%).
 * A gain of 0 or less is not taxed: its tax is computed from max(gain, 0), which is 0.
 */
export function taxWithCess<N>(a: Arithmetic<N>, gain: N, rate: N): N {
  const withCess = a.plus(a.fromInteger(1), percent(a, ruleValue(a, HEALTH_AND_EDUCATION_CESS_PERCENT)))
  return a.times(a.times(a.max(gain, a.fromInteger(0)), rate), withCess)
}
