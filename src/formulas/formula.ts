/**
 * What a formula module is: a pure function from validated, canonical inputs to a record of
 * figures, plus the list of inputs it reads (checked against its registry entry at start-up).
 *
 * A formula receives its arithmetic (src/arithmetic): `compute(input, a)` with number
 * parameters as values of `a` (`N`), booleans as booleans, enums as strings, and computes with
 * `a.plus`, `a.times`, … only. The runtime runs it first in `binary`, whose every decision is
 * certified, and again in `decimal`, the reference, when binary cannot certify one; either way
 * the answer is the decimal one. Outputs are plain records; `N` values are rounded by the
 * runtime according to the unit the registry declares for the field.
 *
 * Spreads: formulas and src/math build a record or a plan whole, or add members to one, and
 * never as an object that starts with a spread and adds members (`{ ...plan, extras }`). Node
 * 20's V8 may allocate such an object in the old generation, and then everything it holds is
 * promoted with it: requests whose tables and plans were built that way left their garbage in
 * the old generation, and the collector's full collections came more often (bench/README.md,
 * "Memory"). (Node 22 does not; a spread after other members, `{ a, ...b }`, compiles
 * differently and does not either.)
 * test/no-leading-spread.test.ts holds src/formulas and src/math to it.
 */
import type { Arithmetic } from '../arithmetic/arithmetic.ts'

export type FormulaValue<N = unknown> = N | number | string | boolean | null | FormulaRecord<N> | readonly FormulaRecord<N>[]
export interface FormulaRecord<N = unknown> {
  [field: string]: FormulaValue<N>
}

export interface Formula {
  /** `<folder>/<file>` under src/formulas, exactly the registry's `formula` value. */
  readonly id: string
  readonly inputs: readonly string[]
  compute(input: any, a: Arithmetic<any>): FormulaRecord<any>
}

export function defineFormula<F extends Formula>(formula: F): F {
  return Object.freeze(formula)
}

export { InputError } from '../math/input-error.ts'
