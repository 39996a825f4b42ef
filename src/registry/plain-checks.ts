/**
 * A variant's validator as the build writes it (src/build/generate-checks.ts): one plain
 * function that checks each parameter as its arktype type (./validator.ts) does, the same
 * constraints in the same order, so it names the same first problem per parameter, with the
 * parameters in the order arktype reports them. A start then loads no arktype and builds no
 * type; test/generated-checks.test.ts holds every variant's check to its arktype validator on
 * the values at and around each rule.
 */
import type { ErrorCode } from './errors.ts'
import type { Parameter, ParameterValue } from './types.ts'

/** What validates a variant's parameters: its generated check, or arktype's (./validator.ts) for a registry the build never saw. No type of arktype's appears here, so the library's types need none. */
export interface ParameterValidator {
  /** Failures by parameter name; empty when every value is acceptable. */
  check(values: Record<string, ParameterValue>): Failure[]
  /** Whether it checks with JavaScript code (the generated check, or arktype once it has compiled the type: its `precompilation`), not by interpreting a type. */
  readonly compiled: boolean
}

export interface Failure {
  parameter: string
  code: ErrorCode
}

/** The failures of the values given, or undefined when every one is acceptable. */
export type Check = (values: Readonly<Record<string, ParameterValue>>) => Failure[] | undefined

/** What a check of acceptable values answers; never written to (the callers only read failures). */
const NONE: Failure[] = Object.freeze([]) as unknown as Failure[]

export function checkedBy(check: Check): ParameterValidator {
  return { compiled: true, check: (values) => check(values) ?? NONE }
}

/** The parameters as the text of what validates them: all but their descriptions, which no check reads. */
export function validationRules(parameters: readonly Parameter[]): string {
  return JSON.stringify(parameters, (key, value: unknown) => (key === 'description' ? undefined : value))
}
