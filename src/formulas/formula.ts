/**
 * What a formula module is: a pure function from validated, canonical inputs to a record of
 * figures, plus the list of inputs it reads (checked against its registry entry at start-up).
 *
 * Inputs arrive with aliases resolved and defaults applied: number parameters as `Dec`,
 * booleans as booleans, enums as strings. Outputs are plain records; `Dec` values are rounded
 * by the runtime according to the unit the registry declares for the field.
 */
import type { Dec } from '../math/decimal.ts'

export type FormulaValue = Dec | number | string | boolean | null | FormulaRecord | readonly FormulaRecord[]
export interface FormulaRecord {
  [field: string]: FormulaValue
}

export interface Formula<Input = any> {
  /** `<folder>/<file>` under src/formulas, exactly the registry's `formula` value. */
  readonly id: string
  readonly inputs: readonly (keyof Input & string)[]
  compute(input: Input): FormulaRecord
}

export function defineFormula<Input>(formula: Formula<Input>): Formula<Input> {
  return Object.freeze(formula)
}

/**
 * A request the validators accepted but the calculation cannot answer, named after the
 * parameter at fault (for example a tenure that is not a whole number of months). The runtime
 * answers it as a 400 like any other invalid parameter.
 */
export class InputError extends Error {
  constructor(
    readonly parameter: string,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'InputError'
  }
}
