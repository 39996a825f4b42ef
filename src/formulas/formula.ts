/**
 * What a formula module is: a pure function from validated, canonical inputs to a record of
 * figures, the default export of src/formulas/<tag>/<name>.ts, `<tag>/<name>` being its id.
 *
 * Its calculator's entry in calculators.yaml is the one declaration of what it takes and gives:
 * the build generates from it each formula's input and record as types (src/generated/
 * formula-types.ts), and `defineFormula` types `compute` with them, so a formula that reads a
 * parameter its entry does not declare, returns a member the entry's `result` does not
 * declare or leaves out one it does, fails the type check (`npm run build`, `tsc`). The build
 * also generates the formula table (src/generated/formula-table.ts), each module by its id.
 *
 * A formula receives its arithmetic (src/arithmetic): `compute(input, a)` with number
 * parameters as values of `a` (`N`), booleans as booleans, enums as strings, and computes with
 * `a.plus`, `a.times`, … only; which arithmetic it is given is the runtime's concern
 * (src/arithmetic/README.md), and the answer is always the reference decimal one. Outputs are
 * plain records; `N` values are rounded by the runtime according to the unit the registry
 * declares for the field.
 */
import type { Arithmetic } from '../arithmetic/arithmetic.ts'
import type { FormulaId, FormulaInputs, FormulaResults } from '../generated/formula-types.ts'

export type FormulaValue<N = unknown> = N | number | string | boolean | null | FormulaRecord<N> | readonly FormulaRecord<N>[]
export interface FormulaRecord<N = unknown> {
  [field: string]: FormulaValue<N>
}

/** A formula as the runtime calls it (the formula table's entries). */
export interface Formula {
  /** `<folder>/<file>` under src/formulas, exactly the registry's `formula` value. */
  readonly id: string
  /**
   * The parameters its input holds: those its entry in calculators.yaml declares (the build
   * writes them into the table). Another registry is checked against them at start-up.
   */
  readonly inputs: readonly string[]
  compute(input: any, a: Arithmetic<any>): FormulaRecord<any>
}

/** The input of formula `Id` in arithmetic `N`: every parameter its entry declares, defaults filled. */
export type Inputs<Id extends FormulaId, N> = FormulaInputs<N>[Id]
/** The record formula `Id` returns: the fields its entry's `result` declares. */
export type Result<Id extends FormulaId, N> = FormulaResults<N>[Id]
/** A row of the table `Field` of formula `Id`'s record. */
export type Row<Id extends FormulaId, Field extends keyof Result<Id, N>, N> = NonNullable<Result<Id, N>[Field]> extends ReadonlyArray<infer R> ? R : never

/** A formula module: its id and its computation, typed from its entry in calculators.yaml. */
export interface FormulaDefinition<Id extends FormulaId> {
  readonly id: Id
  // a property, not a method, so that its input is compared strictly (a method's is bivariant)
  readonly compute: <N>(input: Inputs<Id, N>, a: Arithmetic<N>) => Result<Id, N>
}

/**
 * Where a record holds members its declared shape does not, at any depth: their paths
 * (`yearly[].extra`), or never. Assignability alone allows extra members; the writer would
 * refuse them with a 500.
 */
type Undeclared<R, S, At extends string = ''> = R extends readonly (infer Row)[]
  ? NonNullable<S> extends readonly (infer Declared)[]
    ? Undeclared<Row, Declared, At extends `${infer Field}.` ? `${Field}[].` : At>
    : never
  : R extends object
    ? { [K in keyof R & string]: K extends keyof NonNullable<S> ? Undeclared<R[K], NonNullable<S>[K], `${At}${K}.`> : `${At}${K}` }[keyof R & string]
    : never

/** The record `compute` returns (its N left open) checked for members its entry does not declare. */
type DeclaredOnly<F extends { compute: (...args: any) => unknown }, Id extends FormulaId> = [Undeclared<ReturnType<F['compute']>, Result<Id, unknown>>] extends [never]
  ? unknown
  : { 'returns members calculators.yaml does not declare': Undeclared<ReturnType<F['compute']>, Result<Id, unknown>> }

/**
 * A formula module, its id inferred from `id`:
 *
 *   export default defineFormula({
 *     id: 'loans-emi/emi',
 *     compute<N>({ principal, interest, years, breakup }: Inputs<'loans-emi/emi', N>, a: Arithmetic<N>) { … },
 *   })
 */
export function defineFormula<Id extends FormulaId, F extends FormulaDefinition<Id>>(formula: F & { readonly id: Id } & DeclaredOnly<F, Id>): FormulaDefinition<Id> {
  return Object.freeze(formula)
}

/** A formula module as the table holds it, with the names of its input's parameters (src/generated/formula-table.ts). */
export function tabled<Id extends FormulaId>(definition: FormulaDefinition<Id>, inputs: readonly (keyof Inputs<Id, unknown> & string)[]): [Id, Formula] {
  return [definition.id, Object.freeze({ id: definition.id, inputs, compute: definition.compute as Formula['compute'] })]
}

export { InputError } from '../math/input-error.ts'
