/** Reading command-line option values; a value out of range is a UsageError (exit status 2). */
import { UsageError } from '../conformance/run.ts'

export function splitList(values: readonly string[] | undefined): string[] {
  return (values ?? []).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean)
}

export function number(option: string, text: string, min: number, max: number): number {
  const n = Number(text)
  if (text.trim() === '' || !Number.isFinite(n) || n < min || n > max) throw new UsageError(`${option} ${text}: expected a number from ${min} to ${max}`)
  return n
}

export function integer(option: string, text: string, min: number, max: number): number {
  const n = number(option, text, min, max)
  if (!Number.isInteger(n)) throw new UsageError(`${option} ${text}: expected a whole number`)
  return n
}

/** Options every `fincalc` command takes: the target, filters, output and where the data lives. */
export const COMMON_OPTIONS = {
  'base-url': { type: 'string' },
  tag: { type: 'string', multiple: true },
  calculator: { type: 'string', multiple: true },
  timeout: { type: 'string' },
  json: { type: 'boolean' },
  list: { type: 'boolean' },
  fixtures: { type: 'string' },
  registry: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const
