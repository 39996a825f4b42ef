/**
 * Writes each variant's parameter rules as data (src/registry/plain-checks.ts), read from the
 * arktype type the runtime would otherwise build at start (src/registry/validator.ts): arktype's
 * own description of the type (`.json`) gives the parameters in the order arktype reports them
 * and each one's constraints, in the order it checks them (its domain first, and nothing more
 * when that fails; then divisor, max, min and predicate, several failing together being one
 * problem of arktype's, `intersection`), so the problem per parameter a 400 names is arktype's.
 * A constraint this file does not know fails the build, naming it, rather than being checked
 * some other way.
 */
import { type } from 'arktype'
import type { Limit, ParameterRule } from '../registry/plain-checks.ts'
import type { Calculator, Parameter, ParameterValue, Variant } from '../registry/types.ts'
import { parameterType } from '../registry/validator.ts'
import { rulesFingerprint } from '../runtime/rules-fingerprint.ts'

const HEADER = '// Generated from calculators.yaml by src/build/generate-checks.ts (npm run build). Do not edit.\n'

/** src/generated/checks/<id>.ts: each variant's validator of one calculator, by its formula's id. */
export function checksModule(c: Calculator): string {
  return [
    HEADER,
    "import { checkedByRules, type ParameterValidator } from '../../registry/plain-checks.ts'",
    '',
    "/** Each variant's validator, by its formula's id. */",
    'export const validators: ReadonlyMap<string, ParameterValidator> = new Map([',
    ...c.variants.map((v) => `  [${JSON.stringify(v.formula)}, checkedByRules(${JSON.stringify(JSON.stringify(parameterRules(v)))})],`),
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

/** The rules of a variant's parameters, in the order arktype reports them. */
function parameterRules(variant: Variant): ParameterRule[] {
  const shape: Record<string, unknown> = {}
  for (const p of variant.parameters) shape[`${p.name}?`] = parameterType(p)
  const description = type(shape as any).json as { optional?: Array<{ key: string; value: unknown }> }
  const byName = new Map(variant.parameters.map((p) => [p.name, p]))
  return (description.optional ?? []).map(({ key, value }) => {
    const p = byName.get(key)
    if (p === undefined) throw new Error(`${variant.formula}: arktype describes a parameter '${key}' the variant does not declare`)
    return parameterRule(p, value, variant.formula)
  })
}

/** One parameter's rule, from arktype's description of its type. */
function parameterRule(p: Parameter, node: unknown, formula: string): ParameterRule {
  const where = `${formula}: parameter ${p.name}`
  const name = p.name
  const listedOnly = (values: ParameterValue[]): ParameterRule => {
    // a date's problems are all out_of_range, which a listed value's check does not say
    if (p.type === 'date') throw new Error(`${where}: a date with listed values has no plain check here`)
    return [name, values]
  }
  if (Array.isArray(node)) return listedOnly(node.map((branch) => listed(unitOf(branch, where))))
  if (typeof node === 'string') node = { domain: node }
  if (typeof node !== 'object' || node === null) throw new Error(`${where}: arktype describes it as ${JSON.stringify(node)}, which the build cannot check`)
  const { domain, divisor, max, min, predicate, unit, ...rest } = node as Record<string, unknown>
  if (Object.keys(rest).length) throw new Error(`${where}: arktype constraint ${Object.keys(rest).join(', ')} has no plain check here (src/build/generate-checks.ts)`)
  if (unit !== undefined || 'unit' in node) return listedOnly([listed(unitOf(node, where))])
  const limits: Limit[] = []
  if (divisor !== undefined) limits.push(['divisor', ruleOf(divisor as Bound)])
  if (max !== undefined) limits.push([exclusive(max as Bound) ? 'below' : 'max', ruleOf(max as Bound)])
  if (min !== undefined) limits.push([exclusive(min as Bound) ? 'above' : 'min', ruleOf(min as Bound)])
  if (predicate !== undefined) {
    // the one predicate the validators make: a date on or after the parameter's first date
    if (p.type !== 'date' || !Array.isArray(predicate) || predicate.length !== 1) throw new Error(`${where}: an arktype predicate other than a date's first day has no plain check here`)
    limits.push(['from', p.minimum])
  }
  if (domain !== 'number' && domain !== 'string') throw new Error(`${where}: arktype domain ${JSON.stringify(domain)} has no plain check here`)
  if ((domain === 'string') !== (p.type === 'date' || p.type === 'enum')) throw new Error(`${where}: a ${p.type} of arktype domain ${domain} has no plain check here`)
  return [name, p.type === 'date' ? 'date' : domain, ...limits]
}

function unitOf(node: unknown, where: string): unknown {
  if (typeof node !== 'object' || node === null || !('unit' in node) || Object.keys(node).length !== 1) throw new Error(`${where}: arktype describes a value as ${JSON.stringify(node)}, which the build cannot check`)
  return (node as { unit: unknown }).unit
}

/** A listed value, which JSON must carry as it is. */
function listed(value: unknown): ParameterValue {
  if (!(typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)))) throw new Error(`a listed value ${String(value)} cannot be written as data`)
  return value
}

function ruleOf(bound: Bound): number {
  const rule = typeof bound === 'number' ? bound : bound.rule
  if (!Number.isFinite(rule)) throw new Error(`a bound ${JSON.stringify(bound)} cannot be written as data`)
  return rule
}

function exclusive(bound: Bound): boolean {
  return typeof bound === 'object' && bound.exclusive === true
}
