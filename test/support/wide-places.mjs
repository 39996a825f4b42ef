/**
 * Run as `node --allow-natives-syntax --import tsx test/support/wide-places.mjs` (by
 * test/arithmetic/double-double.test.ts): prints, for double-double results whose places come
 * from a computation (a sum, a product, a quotient, a power whose exponent is read from a value,
 * a rounding), whether V8 holds each value's `places` as a small integer. One that it holds as
 * a boxed number would change the places field of every Wide's shape for the rest of the
 * process (src/arithmetic/double-double/wide.ts, `exactPlaces`). Plain JavaScript, so that
 * V8's own test `%IsSmi`, which only its natives syntax allows, reaches V8 as written.
 */
import { doubleDouble as dd } from '../../src/arithmetic/double-double.ts'

const isSmallInteger = (x) => %IsSmi(x)

const values = {
  'pow, exponent read from a value': dd.pow(dd.fromText('1.1'), dd.fromText('2')),
  'powInt, exponent a double': dd.powInt(dd.fromText('1.5'), dd.toNumber(dd.fromText('2.5')) * 2),
  sum: dd.plus(dd.fromText('0.1'), dd.fromText('0.25')),
  product: dd.times(dd.fromText('1.5'), dd.fromText('0.25')),
  quotient: dd.div(dd.fromText('2.5'), dd.fromInteger(100)),
  rounding: dd.roundTo(dd.div(dd.fromInteger(1), dd.fromInteger(3)), 2),
}
console.log(JSON.stringify(Object.fromEntries(Object.entries(values).map(([what, v]) => [what, { places: v.places, smallInteger: isSmallInteger(v.places) }]))))
