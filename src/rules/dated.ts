/**
 * Typed access to the rule book (./book.ts). A module of src/rules declares each rule it
 * reads with the shape of its values; the shape is checked here when the module loads, so a
 * rule missing from the book or a value of the wrong shape stops start-up, never a request.
 *
 * - `datedRule`: a rule the calculations read on their date (`rule.on(date)`).
 * - `steadyRule`: a rule with one value on every date served. Its calculators take no date;
 *   should the law change, the new value in the YAML stops start-up here until they do.
 */
import { type, type Type } from 'arktype'
import ruleBook from '../generated/rules.ts'
import { RuleBookError, SERVED_FROM, type DatedRule, type RuleEntry, type RuleValue } from './book.ts'
import { carryForward } from './horizon.ts'

const byId = new Map<string, RuleEntry>(ruleBook.map((entry) => [entry.id, entry]))
const declared = new Set<string>()

function checkedEntry<T>(id: string, shape: Type<T>): RuleEntry<T> {
  const entry = byId.get(id)
  if (!entry) throw new RuleBookError([`${id}: no such rule in src/rules/*.yaml`])
  const problems: string[] = []
  for (const v of entry.values) {
    const checked = shape(v.value)
    if (checked instanceof type.errors) problems.push(`${id} from ${v.from}: ${checked.summary}`)
  }
  if (problems.length) throw new RuleBookError(problems)
  declared.add(id)
  return entry as RuleEntry<T>
}

export function datedRule<T>(id: string, shape: Type<T>): DatedRule<T> {
  const { values, knownUntil } = checkedEntry(id, shape)
  return {
    id,
    values,
    latest: values[values.length - 1]!.value,
    knownUntil,
    on(date) {
      if (knownUntil !== null && date > knownUntil) {
        carryForward(id)
        return values[values.length - 1]!
      }
      for (let i = values.length - 1; i >= 0; i--) if (values[i]!.from <= date) return values[i]!
      throw new RangeError(`${id} has no value on ${date}; calculations are served from ${SERVED_FROM}`)
    },
  }
}

/** The value of a rule that has one value on every date served. */
export function steadyRule<T>(id: string, shape: Type<T>): T {
  const values = checkedEntry(id, shape).values.filter((v) => v.to === undefined || v.to >= SERVED_FROM)
  if (values.length !== 1) {
    throw new RuleBookError([`${id} changes on ${values[1]!.from}: the calculations that read it must take a date and read it with datedRule`])
  }
  return values[0]!.value
}

/** The values of a rule by id, as the book holds them; undefined when it has no such rule. */
export function ruleValues(id: string): readonly RuleValue[] | undefined {
  return byId.get(id)?.values
}

/** Every rule in the book, in the order of its files. */
export function allRules(): readonly RuleEntry[] {
  return ruleBook
}

/** The ids of the rules some module has declared so far (a test holds that every rule is read). */
export function declaredRules(): ReadonlySet<string> {
  return declared
}
