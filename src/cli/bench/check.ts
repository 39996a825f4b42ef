/**
 * The check every response of a benchmark run gets: cheap enough for tens of thousands a
 * second, strict enough that a server answering fast with the wrong thing does not pass.
 * A 2xx must be a 200 whose body is a JSON object with exactly the members `input` and
 * `result`, both objects (the envelope of spec and README "The HTTP contract"). Anything
 * outside 2xx is counted as non-2xx, not as a failed check.
 */
import { isRecord } from '../../fixtures/is-record.ts'
export type Verdict = 'ok' | 'non-2xx' | 'failed-check'

export function verdictOf(status: number, body: string): Verdict {
  if (status < 200 || status > 299) return 'non-2xx'
  return problemOf(status, body) === undefined ? 'ok' : 'failed-check'
}

/** Why a 2xx response fails the check; undefined when it passes. */
export function problemOf(status: number, body: string): string | undefined {
  if (status !== 200) return `status ${status}, expected 200`
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    return `body is not JSON: ${excerpt(body)}`
  }
  if (!isRecord(value)) return `body is not a JSON object: ${excerpt(body)}`
  let members = 0
  for (const _ in value) members++
  if (members !== 2 || !isRecord(value.input) || !isRecord(value.result)) {
    const names = Object.keys(value).sort().join(', ') || 'none'
    return `envelope has members ${names}, expected exactly input and result, both objects`
  }
  return undefined
}

export function excerpt(text: string, length = 160): string {
  const flat = text.replace(/\s+/g, ' ')
  return JSON.stringify(flat.length > length ? `${flat.slice(0, length - 1)}…` : flat)
}

