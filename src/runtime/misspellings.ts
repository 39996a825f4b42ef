/**
 * Likely misspellings, named in the `missing` errors of a 400. Unknown query parameters are
 * ignored by the contract, so `Investment=10000` or `rate=12` on /sip would leave the user
 * with "investment is required" and no clue why; this says which unknown name was probably meant.
 *
 * An unknown name is paired with a missing parameter when it equals one of the parameter's
 * names (canonical or Set A/B alias) ignoring case, or is within a small edit distance of one
 * (1 for names up to 4 characters, 2 for longer ones, also ignoring case); failing that, when
 * exactly one parameter is missing and exactly one name is unknown, those two are paired.
 * Runs only for a request that already has a `missing` problem, so valid requests pay nothing.
 */
import type { Parameter } from '../registry/types.ts'
import type { ParameterProblem } from '../registry/errors.ts'

export interface Suggestion {
  /** The unknown name the request used. */
  given: string
  /** The accepted name it most likely stands for. */
  meant: string
}

/** For each missing parameter that some unknown name probably stands for, that name and the accepted name meant. */
export function suggestMisspellings(unknown: readonly string[], missing: readonly Parameter[]): Map<string, Suggestion> {
  const found = new Map<string, Suggestion>()
  const used = new Set<string>()
  for (const p of missing) {
    let best: { suggestion: Suggestion; distance: number } | undefined
    for (const given of unknown) {
      if (used.has(given)) continue
      for (const name of [p.name, ...p.aliases]) {
        const distance = editDistance(given.toLowerCase(), name.toLowerCase())
        if (distance > allowedDistance(name)) continue
        if (!best || distance < best.distance) best = { suggestion: { given, meant: name }, distance }
      }
    }
    if (best) {
      found.set(p.name, best.suggestion)
      used.add(best.suggestion.given)
    }
  }
  if (found.size === 0 && missing.length === 1 && unknown.length === 1) found.set(missing[0]!.name, { given: unknown[0]!, meant: missing[0]!.name })
  return found
}

/** The missing problem's message, extended with the likely misspelling. */
export function withSuggestion(problem: ParameterProblem, suggestion: Suggestion): ParameterProblem {
  return {
    ...problem,
    message: `${problem.message}; the request has ${suggestion.given}, which this calculator does not know: did you mean ${suggestion.meant}?`,
  }
}

function allowedDistance(name: string): number {
  return name.length <= 4 ? 1 : 2
}

/** Levenshtein distance (insertions, deletions, substitutions), two rows at a time. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.length]!
}
