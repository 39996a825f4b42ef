/**
 * Names a calculator does not know. A name that probably misspells an accepted one (a
 * parameter's canonical name or Set A/B alias, or `variant`), by the rule of
 * ../names/likely-meant.ts, or that the registry lists as meaning a parameter (`meantBy`: `city`
 * for /hra's `metro`), is refused with `unknown_parameter`, naming the parameter meant:
 * `section80c` must never silently leave out an 80C deduction; so is a parameter of another
 * calculator (/tds's `sec80c` sent to /income-tax), which means something in this API. Any other
 * unknown name (`_`, `utm_source`) is, over HTTP, ignored and named in a response header; the
 * library and the CLI refuse every unknown name.
 *
 * A 400 for a missing parameter also pairs the request's only ignored name with its only
 * missing parameter (`utm` on /sip is probably `interest`), since a far name is then the likely cause.
 * Runs only on a request that names something unknown, so valid requests pay nothing.
 */
import { likelyMeant } from '../names/likely-meant.ts'
import type { ParameterProblem } from '../registry/errors.ts'
import type { Parameter } from '../registry/types.ts'
import { unitLabel } from '../registry/unit-words.ts'
import { describeAccepted } from './describe-accepted.ts'

/**
 * What becomes of a name the calculator does not know: `refuse-likely` refuses a likely
 * misspelling or a parameter of another calculator and ignores any other name (HTTP, where a
 * cache-buster or a tracking name is common); `refuse-all` refuses every one (the library and
 * the CLI, whose callers name only parameters).
 */
export type UnknownNames = 'refuse-likely' | 'refuse-all'

/** A parameter name (canonical or alias) some calculators take, and those calculators as `/<id>`. */
export interface Taken {
  name: string
  by: readonly string[]
}

/** The names a calculator knows: every name it accepts, its parameters' canonical names, and the names its parameters are meant by (`meantBy`, by lower case). */
export interface KnownNames {
  acceptedNames: readonly string[]
  canonicalNames: readonly string[]
  meant?: ReadonlyMap<string, Parameter>
}

/**
 * The `unknown_parameter` problem of a name the calculator at `path` does not know: naming the
 * parameter it is meant for (`meantBy`) or the accepted name it probably misspells, or else the
 * calculators that take it (`taken`) and this one's parameters; undefined when the name is to
 * be ignored (far from every accepted name and taken by no calculator, under `refuse-likely`).
 * A value with no name is always refused.
 */
export function unknownParameter(given: string, path: string, known: KnownNames, unknown: UnknownNames, taken?: Taken): ParameterProblem | undefined {
  const parameters = known.canonicalNames
  // `?=5`: a value whose name was lost, which no header could name
  if (given === '') return { parameter: given, code: 'unknown_parameter', message: `a value is given without a name (=…); write each parameter as name=value: the parameters of ${path} are ${parameters.join(', ')}` }
  const meantFor = known.meant?.get(given.toLowerCase())
  if (meantFor !== undefined) return { parameter: given, code: 'unknown_parameter', message: `${given} is not a parameter of ${path}${meantHint(meantFor)}` }
  const meant = likelyMeant(given, known.acceptedNames)
  // a name another calculator takes as it is written (`rate` sent to /gst-itc) is told as such
  // even when it is also an edit from one of this calculator's (`date`)
  const elsewhere = taken !== undefined && taken.name === given && meant?.toLowerCase() !== given.toLowerCase()
  if (meant !== undefined && !elsewhere) return { parameter: given, code: 'unknown_parameter', message: `${given} is not a parameter of ${path}: did you mean ${meant}?` }
  if (taken === undefined && unknown === 'refuse-likely') return undefined
  const whose = taken === undefined ? `${given} is not a parameter of ${path}` : `${given}${taken.name === given ? '' : `, written ${taken.name},`} is a parameter of ${listed(taken.by)}, not of ${path}`
  return { parameter: given, code: 'unknown_parameter', message: `${whose}${meant === undefined ? '' : ` (did you mean ${meant}?)`}; its parameters are ${parameters.join(', ')}` }
}

/**
 * `: did you mean metro: true or false?` for a name meant for the parameter `p`: what it accepts,
 * since the value such a name carries is seldom one it takes, and a number's unit, which people
 * could mistake (a vacancy in months, not per cent). `prefix`: `--` for the command line.
 */
export function meantHint(p: Parameter, prefix = ''): string {
  return `: did you mean ${prefix}${p.name}${p.type === 'number' ? unitLabel(p.unit) : ''}: ${describeAccepted(p)}?`
}

/** `/tds`, `/sip and /emi`, `/sip, /emi and /swp`, `/sip, /emi, /swp and 9 more`. */
function listed(paths: readonly string[]): string {
  if (paths.length <= 2) return paths.join(' and ')
  if (paths.length === 3) return `${paths[0]}, ${paths[1]} and ${paths[2]}`
  return `${paths.slice(0, 3).join(', ')} and ${paths.length - 3} more`
}

/**
 * The most names a request may give that its calculator does not know. Each is measured against
 * every accepted name, so past this many the request is refused instead (no real request gives
 * so many), which bounds what a request of made-up names can cost.
 */
export const MOST_UNKNOWN_NAMES = 16

/** The problem of a request that gives more than MOST_UNKNOWN_NAMES unknown names, `given` the first past them. */
export function tooManyUnknownNames(given: string, path: string): ParameterProblem {
  return { parameter: given, code: 'unknown_parameter', message: `${given} is not a parameter of ${path}, and the request names more than ${MOST_UNKNOWN_NAMES} that are not; give at most ${MOST_UNKNOWN_NAMES}` }
}

/** The missing problem's message, naming the request's only ignored name when it is the only one missing. */
export function withIgnoredName(problem: ParameterProblem, ignored: string): ParameterProblem {
  return { ...problem, message: `${problem.message}; the request has ${ignored}, which this calculator does not know: did you mean ${problem.parameter}?` }
}
