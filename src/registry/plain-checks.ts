/**
 * A variant's validator as the build writes it (src/build/generate-checks.ts): each parameter's
 * constraints as arktype's type (./validator.ts) has them, as data (`ParameterRule`), checked in
 * the same order, so it names the same first problem per parameter, with the parameters in the
 * order arktype reports them. A start then loads no arktype and builds no type, and carries the
 * rules as one JSON text a variant, read at its first check; test/generated-checks.test.ts
 * holds every variant's check to its arktype validator on the values at and around each rule.
 */
import type { ErrorCode } from './errors.ts'
import type { Parameter, ParameterValue } from './types.ts'

/** What validates a variant's parameters: its generated check, or arktype's (./validator.ts) for a registry the build never saw. No type of arktype's appears here, so the library's types need none. */
export interface ParameterValidator {
  /** Failures by parameter name; empty when every value is acceptable. */
  check(values: Record<string, ParameterValue>): Failure[]
  /** Whether it checks without interpreting an arktype type: the build's rules (checkedByRules), or arktype's once it has compiled the type to JavaScript. */
  readonly compiled: boolean
}

export interface Failure {
  parameter: string
  code: ErrorCode
}

/** The 400 code of arktype's problem kinds; any other kind is not_allowed. */
const CODE_BY_ARK_KIND: Readonly<Record<string, ErrorCode>> = {
  min: 'out_of_range',
  max: 'out_of_range',
  divisor: 'not_integer',
  union: 'not_allowed',
  unit: 'not_allowed',
  predicate: 'not_allowed',
}

/**
 * The 400 code of arktype's first problem with a parameter, by the problem's kind: every problem
 * with a date is out_of_range (its text is a calendar date before it is checked, so only its
 * bound can fail). Both validators, the build's rules and arktype's, name problems so.
 */
export function problemCode(arkKind: string, date: boolean): ErrorCode {
  return date ? 'out_of_range' : (CODE_BY_ARK_KIND[arkKind] ?? 'not_allowed')
}

/**
 * One parameter's constraints, as arktype checks them: its name, then the values it may take
 * (arktype's unit or union), or its domain (a value of another kind fails, and nothing more is
 * checked; a date is a text) followed by its limits in arktype's order, several of which failing
 * together are one problem (arktype's intersection).
 */
export type ParameterRule = readonly [name: string, listed: readonly ParameterValue[]] | readonly [name: string, domain: Domain, ...limits: Limit[]]

export type Domain = 'number' | 'string' | 'date'

/**
 * A limit past the domain: a whole multiple of the number (`divisor`), at most it (`max`), below
 * it, at least it (`min`), above it, or a date on or after it (`from`; dates compare as their ISO
 * texts).
 */
export type Limit = readonly [test: keyof typeof ARK_KIND, limit: number | string]

/** The arktype kind of each limit's problem. */
const ARK_KIND = { divisor: 'divisor', max: 'max', below: 'max', min: 'min', above: 'min', from: 'predicate' } as const

/** What a check of acceptable values answers; never written to (the callers only read failures). */
const NONE: Failure[] = Object.freeze([]) as unknown as Failure[]

/**
 * The validator of the rules in `text` (a JSON array of ParameterRule, in arktype's order), read
 * at its first check. Only the parameters given are looked at, so a request pays for what it
 * gives, not for every parameter its variant declares.
 */
export function checkedByRules(text: string): ParameterValidator {
  let rules: ReadonlyMap<string, { rule: ParameterRule; order: number }> | undefined
  return {
    compiled: true,
    check(values) {
      rules ??= new Map((JSON.parse(text) as ParameterRule[]).map((rule, order) => [rule[0], { rule, order }]))
      let failures: Array<Failure & { order: number }> | undefined
      for (const name in values) {
        const found = rules.get(name)
        if (found === undefined) continue
        const code = failureOf(found.rule, values[name]!)
        if (code !== undefined) (failures ??= []).push({ parameter: name, code, order: found.order })
      }
      if (failures === undefined) return NONE
      return failures.sort((a, b) => a.order - b.order).map(({ parameter, code }) => ({ parameter, code }))
    },
  }
}

/** The code of the problem with `v`, or undefined when the rule accepts it. */
function failureOf(rule: ParameterRule, v: ParameterValue): ErrorCode | undefined {
  const [, kind] = rule
  if (typeof kind !== 'string') return kind.includes(v) ? undefined : problemCode('union', false)
  const date = kind === 'date'
  if (kind === 'number' ? typeof v !== 'number' || Number.isNaN(v) : typeof v !== 'string') return problemCode('domain', date)
  for (let i = 2; i < rule.length; i++) {
    const limit = rule[i] as Limit
    if (!fails(limit, v)) continue
    for (let j = i + 1; j < rule.length; j++) if (fails(rule[j] as Limit, v)) return problemCode('intersection', date)
    return problemCode(ARK_KIND[limit[0]], date)
  }
  return undefined
}

/** Whether `v`, of the rule's domain, fails the limit (a number against a number, a date's text against a text). */
function fails([test, limit]: Limit, value: ParameterValue): boolean {
  const v = value as number
  const l = limit as number
  switch (test) {
    case 'divisor':
      return v % l !== 0
    case 'max':
      return v > l
    case 'below':
      return v >= l
    case 'min':
      return v < l
    case 'above':
      return v <= l
    case 'from':
      return !(v >= l)
  }
}

/** The parameters as the text of what validates them: all but their descriptions and the names they are meant by, which no check reads. */
export function validationRules(parameters: readonly Parameter[]): string {
  return JSON.stringify(parameters, (key, value: unknown) => (key === 'description' || key === 'meantBy' ? undefined : value))
}
