/**
 * A number rule of the rule book read on a calculation's date, for a parameter whose default is
 * that rule's value (`defaultRule: nsc.rate`); the registry's loader holds every value of such
 * a rule to be a number within the parameter's bounds (src/registry/load.ts).
 */
import type { DatedRule } from '../rules/book.ts'
import { datedRule } from '../rules/dated.ts'

export function numberRule(id: string): DatedRule<number> {
  return datedRule(id, 'number')
}
