/**
 * Writes each variant's parameter validator as plain code (src/registry/plain-checks.ts), read
 * from the arktype type the runtime would otherwise build at start (src/registry/validator.ts):
 * arktype's own description of the type (`.json`) gives the parameters in the order arktype
 * reports them and each one's constraints, checked as arktype checks them (its domain first, and
 * nothing more when that fails; then divisor, max, min and predicate, several failing together
 * being one problem of arktype's, `intersection`), so the problem per parameter a 400 names is
 * arktype's. A constraint this file
 * does not know fails the build, naming it, rather than being checked some other way.
 */
import { type } from 'arktype'
import type { Calculator, Parameter, Variant } from '../registry/types.ts'
import { CODE_BY_ARK_KIND, parameterType } from '../registry/validator.ts'
import { rulesFingerprint } from '../runtime/rules-fingerprint.ts'

const HEADER = '// Generated from calculators.yaml by src/build/generate-checks.ts (npm run build). Do not edit.\n'

/** src/generated/checks/<id>.ts: each variant's validator of one calculator, by its formula's id. */
export function checksModule(c: Calculator): string {
  return [
    HEADER,
    "import { checkedBy, type Failure, type ParameterValidator } from '../../registry/plain-checks.ts'",
    '',
    "/** Each variant's validator, by its formula's id. */",
    'export const validators: ReadonlyMap<string, ParameterValidator> = new Map([',
    ...c.variants.map((v) => `  [${JSON.stringify(v.formula)}, checkedBy(${checkSource(v, '  ')})],`),
    '])',
    '',
  ].join('\n')
}

/**
 * src/generated/checks.ts: every variant's validator by its formula's id, with the fingerprint
 * of the rules it was written from (src/runtime/registry-sources.ts uses it only for parameters
 * with those rules): a fingerprint, not the text, so that a bundle does not carry the registry's
 * parameters twice.
 */
export function checksIndexModule(calculators: readonly Calculator[]): string {
  return [
    HEADER,
    "import type { ParameterValidator } from '../registry/plain-checks.ts'",
    ...calculators.map((c, i) => `import { validators as c${i} } from './checks/${c.id}.ts'`),
    '',
    '/** The fingerprint of the rules of each variant\'s parameters as the build read them (src/runtime/registry-sources.ts), by its formula\'s id. */',
    'const RULES: Readonly<Record<string, string>> = {',
    ...calculators.flatMap((c) => c.variants.map((v) => `  ${JSON.stringify(v.formula)}: ${JSON.stringify(rulesFingerprint(v.parameters))},`)),
    '}',
    '',
    'export const CHECKS: ReadonlyMap<string, { rules: string; validator: ParameterValidator }> = new Map(',
    `  [${calculators.map((_, i) => `c${i}`).join(', ')}].flatMap((validators) => [...validators].map(([formula, validator]) => [formula, { rules: RULES[formula]!, validator }] as const)),`,
    ')',
    '',
  ].join('\n')
}

/** A bound as arktype describes it: the number, or the number and whether it is excluded. */
type Bound = number | { rule: number; exclusive?: boolean }

/** The source of one check: `(values) => Failure[] | undefined` for the variant's parameters. */
export function checkSource(variant: Variant, indent = ''): string {
  const shape: Record<string, unknown> = {}
  for (const p of variant.parameters) shape[`${p.name}?`] = parameterType(p)
  const description = type(shape as any).json as { optional?: Array<{ key: string; value: unknown }> }
  const byName = new Map(variant.parameters.map((p) => [p.name, p]))
  const lines = [`(values) => {`, `  let failures: Failure[] | undefined`]
  for (const { key, value } of description.optional ?? []) {
    const p = byName.get(key)
    if (p === undefined) throw new Error(`${variant.formula}: arktype describes a parameter '${key}' the variant does not declare`)
    const name = JSON.stringify(key)
    lines.push(
      `  if (${name} in values) {`,
      `    const v = values[${name}]`,
      `    const code = ${failureExpression(p, value, variant.formula)}`,
      `    if (code !== undefined) (failures ??= []).push({ parameter: ${name}, code })`,
      `  }`,
    )
  }
  lines.push('  return failures', '}')
  return lines.map((line, i) => (i === 0 ? line : indent + line)).join('\n')
}

/** A conditional expression: the code of the first constraint `v` fails, else undefined. */
function failureExpression(p: Parameter, node: unknown, formula: string): string {
  // every problem with a date is out_of_range: its text is a calendar date before it is checked
  const code = (kind: string) => JSON.stringify(p.type === 'date' ? 'out_of_range' : (CODE_BY_ARK_KIND[kind] ?? 'not_allowed'))
  const where = `${formula}: parameter ${p.name}`
  if (Array.isArray(node)) return `${node.map((branch) => `v !== ${literal(unitOf(branch, where))}`).join(' && ')} ? ${code('union')} : undefined`
  if (typeof node === 'string') node = { domain: node }
  if (typeof node !== 'object' || node === null) throw new Error(`${where}: arktype describes it as ${JSON.stringify(node)}, which the build cannot check`)
  const { domain, divisor, max, min, predicate, unit, ...rest } = node as Record<string, unknown>
  if (Object.keys(rest).length) throw new Error(`${where}: arktype constraint ${Object.keys(rest).join(', ')} has no plain check here (src/build/generate-checks.ts)`)
  if (unit !== undefined || 'unit' in node) return `v !== ${literal(unitOf(node, where))} ? ${code('unit')} : undefined`
  // past its domain, a value failing several constraints is one problem of arktype's, `intersection`
  const constraints: Array<[string, string]> = []
  if (divisor !== undefined) constraints.push([`v % ${ruleOf(divisor as Bound)} !== 0`, code('divisor')])
  if (max !== undefined) constraints.push([`v ${exclusive(max as Bound) ? '>=' : '>'} ${ruleOf(max as Bound)}`, code('max')])
  if (min !== undefined) constraints.push([`v ${exclusive(min as Bound) ? '<=' : '<'} ${ruleOf(min as Bound)}`, code('min')])
  if (predicate !== undefined) {
    // the one predicate the validators make: a date on or after the parameter's first date
    if (p.type !== 'date' || !Array.isArray(predicate) || predicate.length !== 1) throw new Error(`${where}: an arktype predicate other than a date's first day has no plain check here`)
    constraints.push([`!(v >= ${JSON.stringify(p.minimum)})`, code('predicate')])
  }
  let domainFails: string
  if (domain === 'number') domainFails = 'typeof v !== "number" || Number.isNaN(v)'
  else if (domain === 'string') domainFails = 'typeof v !== "string"'
  else throw new Error(`${where}: arktype domain ${JSON.stringify(domain)} has no plain check here`)
  return `${domainFails} ? ${code('domain')} : ${firstFailure(constraints, code('intersection'))}`
}

/** The code of the one constraint that fails, `several` when more than one does, else undefined. */
function firstFailure(constraints: ReadonlyArray<readonly [string, string]>, several: string): string {
  if (constraints.length === 0) return 'undefined'
  const [[fails, code], ...rest] = constraints as [readonly [string, string], ...Array<readonly [string, string]>]
  if (rest.length === 0) return `${fails} ? ${code} : undefined`
  return `${fails} ? (${rest.map(([other]) => other).join(' || ')} ? ${several} : ${code}) : ${firstFailure(rest, several)}`
}

function unitOf(node: unknown, where: string): unknown {
  if (typeof node !== 'object' || node === null || !('unit' in node) || Object.keys(node).length !== 1) throw new Error(`${where}: arktype describes a value as ${JSON.stringify(node)}, which the build cannot check`)
  return (node as { unit: unknown }).unit
}

function literal(value: unknown): string {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`a listed value ${value} cannot be written as a literal`)
  return Object.is(value, -0) ? '-0' : JSON.stringify(value)
}

function ruleOf(bound: Bound): string {
  return literal(typeof bound === 'number' ? bound : bound.rule)
}

function exclusive(bound: Bound): boolean {
  return typeof bound === 'object' && bound.exclusive === true
}
