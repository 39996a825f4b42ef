/** Plain-language descriptions of what a parameter accepts, used in every error message. */
import type { NumberParameter, Parameter } from '../registry/types.ts'

function formatNumber(n: number): string {
  return Number.isInteger(n) ? n.toString() : String(n)
}

function describeBounds(p: NumberParameter): string {
  const parts: string[] = []
  if (p.minimum !== undefined) parts.push(`at least ${formatNumber(p.minimum)}`)
  if (p.exclusiveMinimum !== undefined) parts.push(`greater than ${formatNumber(p.exclusiveMinimum)}`)
  if (p.maximum !== undefined) parts.push(`at most ${formatNumber(p.maximum)}`)
  if (p.exclusiveMaximum !== undefined) parts.push(`less than ${formatNumber(p.exclusiveMaximum)}`)
  return parts.join(' and ')
}

export function describeAccepted(p: Parameter): string {
  switch (p.type) {
    case 'boolean':
      return 'true or false'
    case 'date':
      return `a date written YYYY-MM-DD, ${p.minimum} or later`
    case 'enum': {
      const aliases = Object.entries(p.valueAliases ?? {}).map(([alias, value]) => `${alias} (${value})`)
      return `one of ${[...p.values, ...aliases].join(', ')}`
    }
    case 'number': {
      if (p.values) return `one of ${p.values.map(formatNumber).join(', ')}`
      const kind = p.multipleOf !== undefined ? `a multiple of ${formatNumber(p.multipleOf)}` : p.integer ? 'a whole number' : 'a number'
      const bounds = describeBounds(p)
      return bounds ? `${kind}${p.multipleOf !== undefined ? ',' : ''} ${bounds}` : kind
    }
  }
}

/** The words and digits people write for a flag, and the flag each means. */
const FLAG_WORDS: Readonly<Record<string, 'true' | 'false' | undefined>> = Object.assign(Object.create(null), { yes: 'true', y: 'true', on: 'true', '1': 'true', no: 'false', n: 'false', off: 'false', '0': 'false' })

/**
 * For a boolean or enum value refused, the accepted value it differs from only in letter case,
 * spaces or underscores (`Monthly`, `TRUE`, `new 2025-26`), or the flag a word for one means
 * (`yes`, `N`, `1`), as advice; undefined for any other.
 */
export function writtenOtherwise(p: Parameter, text: string): string | undefined {
  const flag = p.type === 'boolean' ? FLAG_WORDS[text.toLowerCase()] : undefined
  if (flag !== undefined) return `a flag is written true or false: write ${flag}`
  const accepted = p.type === 'boolean' ? ['true', 'false'] : p.type === 'enum' ? [...p.values, ...Object.keys(p.valueAliases ?? {})] : []
  const key = (value: string) => value.toLowerCase().replace(/[\s_]+/g, '-')
  const written = key(text)
  const meant = accepted.find((value) => key(value) === written)
  return meant === undefined ? undefined : `values are written exactly as listed: write ${meant}`
}
