/**
 * Typed access to the rule book (./book.ts). A module of src/rules declares each rule it
 * reads with the shape of its values, written as an arktype definition (`'0 < number < 20'`,
 * `{ minimum: 'number > 0' }`): the value's type is inferred from it here, by arktype's types
 * alone, and the build checks every value of the rule against it (src/build/check-rule-shapes.ts),
 * so a rule missing from the book or a value of the wrong shape fails the build. Nothing here
 * loads arktype or checks a value: a start reads the book as the build checked it.
 *
 * - `datedRule`: a rule the calculations read on their date (`rule.on(date)`).
 * - `textedRule`: a dated rule whose values' texts (`source`, `note`) a calculation answers
 *   with. Only these keep their texts in the Workers module's rule book, which GET /rules reads
 *   the others' from among its static files (src/build/generate-worker.ts); a `datedRule`'s
 *   values are typed without them, so a calculation cannot read what the Worker leaves out.
 * - `steadyRule`: a rule with one value on every date served. Its calculators take no date;
 *   should the law change, the new value in the YAML fails the build until they do.
 */
import type { type } from 'arktype'
import ruleBook from '../generated/rules.ts'
import { RuleBookError, SERVED_FROM, type DatedRule, type RuleEntry, type RuleValue } from './book.ts'
import type { IsoDate } from './calendar.ts'
import { carryForward, isPastHorizon } from './horizon.ts'

/** A rule some module reads: its id, the shape its values must have, and whether it must hold one value on every date served. */
export interface RuleDeclaration {
  readonly id: string
  /** An arktype definition, made a type and checked against every value by the build. */
  readonly shape: unknown
  readonly steady: boolean
  /** Whether a calculation reads its values' texts (`textedRule`), which a rule book must then keep. */
  readonly texted: boolean
}

const byId = new Map<string, RuleEntry>(ruleBook.map((entry) => [entry.id, entry]))
const declared = new Map<string, RuleDeclaration[]>()

function declare(id: string, shape: unknown, steady: boolean, texted = false): RuleEntry {
  const declarations = declared.get(id)
  if (declarations) declarations.push({ id, shape, steady, texted })
  else declared.set(id, [{ id, shape, steady, texted }])
  const entry = byId.get(id)
  if (!entry) throw new RuleBookError([`${id}: no such rule in src/rules/*.yaml`])
  return entry
}

/** The values of a rule that apply on a date served. */
export function servedValues<T>(values: readonly RuleValue<T>[]): readonly RuleValue<T>[] {
  return values.filter((v) => v.to === undefined || v.to >= SERVED_FROM)
}

export function datedRule<const def>(id: string, shape: type.validate<def>): DatedRule<type.infer<def>> {
  return dated(declare(id, shape, false) as RuleEntry<type.infer<def>>)
}

/**
 * A dated rule whose values' texts a calculation reads. Declared in a module of src/rules, as
 * every rule is, which the build loads before it writes the Worker's rule book; a rule book
 * built without the texts fails here, as the module loads.
 */
export function textedRule<const def>(id: string, shape: type.validate<def>): DatedRule<type.infer<def>, RuleValue<type.infer<def>>> {
  const entry = declare(id, shape, false, true) as RuleEntry<type.infer<def>>
  if (entry.values.some((v) => typeof v.source !== 'string')) throw new RuleBookError([`${id}: a calculation reads its values' texts, and this rule book has none`])
  return dated(entry)
}

function dated<T>({ id, values, knownUntil }: RuleEntry<T>): DatedRule<T, RuleValue<T>> {
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

/** The value of a rule that has one value on every date served (the build holds that it has). */
export function steadyRule<const def>(id: string, shape: type.validate<def>): type.infer<def> {
  return servedValues(declare(id, shape, true).values)[0]!.value as type.infer<def>
}

/**
 * The shape of a list of at least one item of shape `item`, as a definition: arktype writes
 * `type(item).array().atLeastLength(1)` so.
 */
export function nonEmptyList<const def>(item: def): readonly [readonly [def, '[]'], '&', 'unknown[] > 0'] {
  return [[item, '[]'], '&', 'unknown[] > 0']
}

/**
 * Records, for the answer to name, each of these rules that `date` is past the horizon of: a
 * law applied to a date later than its sources speak for (src/rules/horizon.ts).
 */
export function carriedPast(ids: readonly string[], date: IsoDate): void {
  for (const id of ids) if (isPastHorizon(byId.get(id)!, date)) carryForward(id)
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
  return new Set(declared.keys())
}

/** The ids of the rules some module has declared with `textedRule` so far: the rules whose texts a rule book must keep. */
export function textedRules(): ReadonlySet<string> {
  return new Set(ruleDeclarations().filter((d) => d.texted).map((d) => d.id))
}

/** Every declaration made so far, in the order made: what the build checks the book against. */
export function ruleDeclarations(): readonly RuleDeclaration[] {
  return [...declared.values()].flat()
}
