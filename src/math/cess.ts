/** Health and education cess: 4% of an amount of income tax (and surcharge), src/rules/cess.ts. */
import type { Arithmetic } from '../arithmetic/arithmetic.ts'
import { HEALTH_AND_EDUCATION_CESS_PERCENT } from '../rules/cess.ts'
import { percent, ruleValue } from './numbers.ts'

export function cessOn<N>(a: Arithmetic<N>, tax: N): N {
  return a.times(tax, percent(a, ruleValue(a, HEALTH_AND_EDUCATION_CESS_PERCENT)))
}
