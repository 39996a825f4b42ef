/**
 * What a new car costs on the road in India beyond its ex-showroom price
 * (src/rules/car-on-road.yaml): tax collected at source and the usual small charges.
 *
 * - TCS, section 206C(1F): 1% of the sale value when it exceeds ₹10 lakh, creditable against
 *   the buyer's income tax; the sale value is taken as the ex-showroom price.
 * - Default charges in rupees and per cent, each a parameter of /car-on-road-price the caller
 *   can change (test/loans-emi.test.ts keeps the registry's defaults equal to these).
 */
import { steadyRule } from './dated.ts'

export const MOTOR_VEHICLE_TCS = steadyRule('car-on-road.motor-vehicle-tcs', { ratePercent: '0 < number < 100', aboveSaleValue: 'number > 0' })

export const CAR_CHARGE_DEFAULTS = steadyRule(
  'car-on-road.charge-defaults',
  { rtoPercent: '0 <= number <= 100', insurancePercent: '0 <= number <= 100', registration: 'number >= 0', hypothecation: 'number >= 0', hsrp: 'number >= 0', fastag: 'number >= 0' },
)
