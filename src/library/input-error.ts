/**
 * Inputs a calculation refused: the RFC 9457 problem the HTTP API answers with status 400.
 * `errors` holds every problem at once, each naming the parameter as it was given, a code
 * (missing, invalid_number, out_of_range, …) and a message saying what is accepted.
 */
import type { ParameterProblem } from '../registry/errors.ts'
import { invalidParameters, type Problem } from '../runtime/http.ts'

export class FincalcInputError extends Error {
  readonly status = 400
  readonly type: string
  readonly title: string
  readonly detail: string
  readonly errors: readonly ParameterProblem[]

  constructor(readonly calculator: string, problems: readonly ParameterProblem[]) {
    const problem: Problem = invalidParameters(problems)
    super(`${calculator}: ${problems.map((p) => p.message).join('; ')}`)
    this.name = 'FincalcInputError'
    this.type = problem.type
    this.title = problem.title
    this.detail = problem.detail
    this.errors = problems
  }

  /** The body of the equivalent HTTP 400. */
  toJSON(): Problem {
    return { type: this.type, title: this.title, status: this.status, detail: this.detail, errors: this.errors }
  }
}
