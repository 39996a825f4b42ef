/**
 * How a unit of the registry or the rule book is named to people: beside a name in `fincalc calc
 * <id> --help` (`--principal (₹)`) and in the hint for a name meant for a parameter, and after a
 * value in `fincalc rules` (`8.2%`, `60 years of age`, `1 year`). Counts, texts, flags and tables
 * have no word.
 */
import type { ParameterUnit, ResultUnit } from './types.ts'
import type { RuleUnit } from '../rules/book.ts'

type Unit = ParameterUnit | ResultUnit | RuleUnit

const WORDS: Partial<Record<Unit, string>> = { INR: '₹', percent: '%', years: 'years', months: 'months', days: 'days', age: 'years of age', year: 'a year', ratio: 'a ratio' }

/** ` (₹)`, ` (%)`, ` (years)` after a name; '' for a unit with no word or none. */
export function unitLabel(unit: Unit | undefined): string {
  const word = unit === undefined ? undefined : WORDS[unit]
  return word === undefined ? '' : ` (${word})`
}

/** A value in its unit: `8.2%`, `5 years`, `1 year`, `60 years of age`, `0.5 (a ratio)`; the value alone for a unit with no word. */
export function withUnit(value: string, unit: Unit): string {
  const word = WORDS[unit]
  if (word === undefined) return String(value)
  if (unit === 'percent') return `${value}%`
  if (unit === 'ratio') return `${value} (${word})`
  return `${value} ${value === '1' && word.endsWith('s') && !word.includes(' ') ? word.slice(0, -1) : word}`
}
