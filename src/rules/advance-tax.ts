/**
 * Advance tax of a year (Income-tax Act 1961 sections 208 and 211; section 408 of the
 * Income-tax Act 2025), from src/rules/advance-tax.yaml.
 *
 * - Section 208: advance tax is payable when the year's tax is ₹10,000 or more.
 * - Section 211(1)(a): by 15 June at least 15%, by 15 September 45%, by 15 December 75%, by
 *   15 March 100% (cumulative). Section 211(1)(b): a person declaring income under section
 *   44AD or 44ADA may instead pay the whole by 15 March.
 */
import { type } from 'arktype'
import { steadyRule } from './dated.ts'

export const ADVANCE_TAX_THRESHOLD = steadyRule('advance-tax.threshold', type('number > 0'))

export interface Instalment {
  readonly dueDate: string
  readonly cumulativePercent: number
}

const instalments = type({ dueDate: 'string', cumulativePercent: '0 < number <= 100' }).array().atLeastLength(1)

export const ADVANCE_TAX_SCHEDULES: Readonly<Record<'quarterly' | 'single', readonly Instalment[]>> = steadyRule('advance-tax.schedules', type({ quarterly: instalments, single: instalments }))
