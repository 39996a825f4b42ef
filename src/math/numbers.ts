/**
 * Small conversions every formula needs, in the arithmetic it is given: a percentage as a
 * fraction, a part as a percentage of a whole. (Minimum, maximum and rounding are the
 * arithmetic's own: `a.min`, `a.max`, `a.roundTo`.)
 */
import type { Arithmetic } from '../arithmetic/arithmetic.ts'

/** `value` per cent as a fraction: 12 → 0.12. */
export function percent<N>(a: Arithmetic<N>, value: N): N {
  return a.div(value, a.fromInteger(100))
}

/** `part` as a percentage of `whole`, or null when the whole is 0 (no share to speak of). */
export function percentOf<N>(a: Arithmetic<N>, part: N, whole: N): N | null {
  return a.isZero(whole) ? null : a.times(a.div(part, whole), a.fromInteger(100))
}

/** A rule's number (a rate, a limit, a year's figure) as a value of `a`, read from its shortest text. */
export function ruleValue<N>(a: Arithmetic<N>, value: number): N {
  return Number.isSafeInteger(value) ? a.fromInteger(value) : a.fromText(String(value))
}
