/**
 * A number rule of the rule book read on a calculation's date, for a parameter whose default is
 * that rule's value (`defaultRule: nsc.rate`); its values are checked to be numbers when it is
 * first read (src/rules/dated.ts).
 */
import { type } from 'arktype'
import type { DatedRule } from '../rules/book.ts'
import { datedRule } from '../rules/dated.ts'

export function numberRule(id: string): DatedRule<number> {
  return datedRule(id, type('number'))
}
