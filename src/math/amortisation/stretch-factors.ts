import type { Arithmetic } from '../../arithmetic/arithmetic.ts'
import { annuityFactorFrom, growthFactor } from '../growth.ts'

/**
 * g^k and 1 + g + … + g^(k−1) = (g^k − 1) / r for a stretch of k months, g = 1 + rate, each
 * computed when first needed: a plan of whole years needs k = 12 alone.
 */
export class StretchFactors<N> {
  private readonly byLength = new Map<number, { growth: N; annuity: N }>()

  constructor(
    private readonly a: Arithmetic<N>,
    readonly rate: N,
  ) {}

  private of(k: number): { growth: N; annuity: N } {
    let f = this.byLength.get(k)
    if (!f) {
      const growth = growthFactor(this.a, this.rate, k)
      this.byLength.set(k, (f = { growth, annuity: annuityFactorFrom(this.a, growth, this.rate, k) }))
    }
    return f
  }

  growth(k: number): N {
    return this.of(k).growth
  }

  annuity(k: number): N {
    return this.of(k).annuity
  }
}
