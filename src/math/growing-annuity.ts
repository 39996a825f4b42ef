/**
 * Future values of payments that grow from one period to the next, paid at the START of each
 * period (annuity-due, the convention of Indian SIP calculators), in closed form: one power
 * each, never a loop over the periods.
 *
 * Notation as in growth.ts: `rate` r is the rate per period as a fraction, n the periods.
 *
 * - growingAnnuityDueFactor(r, g, n) = Σ_{k=0}^{n−1} (1 + g)^k × (1 + r)^(n−k)
 *   payments 1, (1 + g), (1 + g)^2, … each growing by g a period (geometric step-up)
 *   = (1 + r) × ((1 + r)^n − (1 + g)^n) / (r − g)      when r ≠ g
 *   = n × (1 + r)^n                                    when r = g
 *   g = 0 gives annuityDueFactor(decimal, r, n).
 *
 * - gradientAnnuityDueFactor(r, n) = Σ_{k=0}^{n−1} k × (1 + r)^(n−k)
 *   payments 0, 1, 2, … n − 1 (the arithmetic part of a step-up by a fixed amount)
 *   = (1 + r) × (annuityFactor(decimal, r, n) − n) / r          when r ≠ 0
 *   = n × (n − 1) / 2                                  when r = 0
 *
 * Worked example: r = 1%, g = 10%, n = 2: 1 × 1.01^2 + 1.1 × 1.01 = 1.0201 + 1.111 = 2.1311;
 * closed form 1.01 × (1.0201 − 1.21) / (0.01 − 0.1) = 1.01 × 2.11 = 2.1311.
 * Gradient, r = 1%, n = 3: 0 × 1.01^3 + 1 × 1.01^2 + 2 × 1.01 = 1.0201 + 2.02 = 3.0401;
 * closed form 1.01 × (3.0301 − 3) / 0.01 = 3.0401.
 */
import { decimal } from '../arithmetic/decimal.ts'
import { Dec } from './decimal.ts'
import { annuityFactor, growthFactor } from './growth.ts'

export function growingAnnuityDueFactor(rate: Dec, growth: Dec, periods: number): Dec {
  if (rate.eq(growth)) return growthFactor(decimal, rate, periods).times(periods)
  return rate.plus(1).times(growthFactor(decimal, rate, periods).minus(growthFactor(decimal, growth, periods))).div(rate.minus(growth))
}

export function gradientAnnuityDueFactor(rate: Dec, periods: number): Dec {
  if (rate.isZero()) return new Dec(periods * (periods - 1)).div(2)
  return rate.plus(1).times(annuityFactor(decimal, rate, periods).minus(periods)).div(rate)
}
