/**
 * Future values of payments that grow from one period to the next, paid at the START of each
 * period (annuity-due, the convention of Indian SIP calculators), in closed form: one power
 * each, never a loop over the periods.
 *
 * Notation as in growth.ts: `rate` r is the rate per period as a fraction, n the periods.
 * Every function computes in the arithmetic `a` it is given (src/arithmetic).
 *
 * - growingAnnuityDueFactor(r, g, n) = Σ_{k=0}^{n−1} (1 + g)^k × (1 + r)^(n−k)
 *   payments 1, (1 + g), (1 + g)^2, … each growing by g a period (geometric step-up)
 *   = (1 + r) × ((1 + r)^n − (1 + g)^n) / (r − g)      when r ≠ g
 *   = n × (1 + r)^n                                    when r = g
 *   g = 0 gives annuityDueFactor(r, n).
 *
 * - gradientAnnuityDueFactor(r, n) = Σ_{k=0}^{n−1} k × (1 + r)^(n−k)
 *   payments 0, 1, 2, … n − 1 (the arithmetic part of a step-up by a fixed amount)
 *   = (1 + r) × (annuityFactor(r, n) − n) / r          when r ≠ 0
 *   = n × (n − 1) / 2                                  when r = 0
 *
 * Worked example: r = 1%, g = 10%, n = 2: 1 × 1.01^2 + 1.1 × 1.01 = 1.0201 + 1.111 = 2.1311;
 * closed form 1.01 × (1.0201 − 1.21) / (0.01 − 0.1) = 1.01 × 2.11 = 2.1311.
 * Gradient, r = 1%, n = 3: 0 × 1.01^3 + 1 × 1.01^2 + 2 × 1.01 = 1.0201 + 2.02 = 3.0401;
 * closed form 1.01 × (3.0301 − 3) / 0.01 = 3.0401.
 */
import type { Arithmetic } from '../arithmetic/arithmetic.ts'
import { annuityFactor, growthFactor } from './growth.ts'

/**
 * `equal` says whether rate = growth; a caller that can tell it from the figures the two rates
 * are made of (12% a year and 1% a month) passes it, rather than have the rates compared once
 * each is a quotient (12 / 1200 and 1 / 100).
 */
export function growingAnnuityDueFactor<N>(a: Arithmetic<N>, rate: N, growth: N, periods: number, equal = a.eq(rate, growth)): N {
  if (equal) return a.times(growthFactor(a, rate, periods), a.fromInteger(periods))
  const onePlusRate = a.plus(rate, a.fromInteger(1))
  return a.div(a.times(onePlusRate, a.minus(growthFactor(a, rate, periods), growthFactor(a, growth, periods))), a.minus(rate, growth))
}

export function gradientAnnuityDueFactor<N>(a: Arithmetic<N>, rate: N, periods: number): N {
  if (a.isZero(rate)) return a.div(a.fromInteger(periods * (periods - 1)), a.fromInteger(2))
  const onePlusRate = a.plus(rate, a.fromInteger(1))
  return a.div(a.times(onePlusRate, a.minus(annuityFactor(a, rate, periods), a.fromInteger(periods))), rate)
}
