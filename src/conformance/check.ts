/**
 * A conformance check: one named question put to an implementation over HTTP. Running it
 * gives the list of differences found (empty when it passes). Ids are stable across runs, so
 * a skip file can name them: `fixture/<calculator>/<case description>`,
 * `contract/<name>` and `names/<calculator>/set-a|set-b`.
 */
import { type FixtureCase } from '../fixtures/fixture.ts'
import { differencesOf, type CompareOptions, type Difference, type FieldMap } from './compare-case.ts'
import type { HttpAnswer, Sender } from './http-client.ts'

export type CheckKind = 'fixture' | 'contract' | 'names'

/** `spec`: what the published API requires; `contract`: what this project's HTTP contract adds. */
export type Basis = 'spec' | 'contract'

export interface CheckContext {
  http: Sender
  mode: 'strict' | 'name-agnostic'
  /** The run is limited to `--basis spec`: a check judges only what the published spec requires of it (a 400, a 2xx), not this project's details. */
  specOnly: boolean
  /** Comparison options for one calculator (its field map applied). */
  compareOptions(calculator: string): CompareOptions
}

export interface Check {
  id: string
  kind: CheckKind
  /** The calculator it belongs to, or `http-contract`. */
  group: string
  tagSlug?: string
  title: string
  /** `spec`: the published API requires it; `contract`: this project's HTTP contract (README). */
  basis: Basis
  /** The main request, for the report. */
  request?: string
  /** Set when the check cannot run in this configuration; it is then reported as skipped. */
  skip?: string
  /** Where the expected figures come from (a fixture case's source), told with a failure. */
  source?: string
  /** The differences found, in words, or with the values that differ (a fixture case's). */
  run(context: CheckContext): Promise<Array<string | Difference>>
}

/** Thrown by a check that finds it has nothing to look at (e.g. no ETag, so no 304): skipped. */
export class NotApplicable extends Error {}

/** Thrown by a check that cannot go on (e.g. no 200 to work with): failed with this message. */
export class CheckFailure extends Error {}

export const CONTRACT_GROUP = 'http-contract'

/** Compares one fixture case's answer; an unparsable body is named as such. */
export async function runCase(context: CheckContext, calculator: string, c: FixtureCase, target: string): Promise<Difference[]> {
  const answer = await context.http.send(target, c.request.method && c.request.method !== 'GET' ? { method: c.request.method } : {})
  return compareAnswer(context.compareOptions(calculator), c, answer)
}

function compareAnswer(options: CompareOptions, c: FixtureCase, answer: HttpAnswer): Difference[] {
  const differences = differencesOf(c, answer.status, answer.json, options)
  return answer.jsonProblem ? differences.map((d) => (d.text === 'body is not a JSON object' ? { text: answer.jsonProblem! } : d)) : differences
}

export type { FieldMap }
