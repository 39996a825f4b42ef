/**
 * The name a user probably meant: one that equals the name given ignoring case, or is within a
 * small edit distance of it (1 for names up to 4 characters, 2 for longer ones, also ignoring
 * case; a swap of two neighbouring characters is one edit). Shared by the HTTP API's `unknown_parameter` and the command line's "did you mean".
 */

/** The accepted name `given` most likely stands for, or undefined when it is far from every one of `accepted`. */
export function likelyMeant(given: string, accepted: Iterable<string>): string | undefined {
  const lower = given.toLowerCase()
  let meant: string | undefined
  let nearest = Infinity
  for (const name of accepted) {
    // the distance is at least the difference in length: a name far longer or shorter is not
    // measured, so a long made-up name costs a comparison of lengths, not a table of its length
    const allowed = allowedDistance(name)
    const candidate = name.toLowerCase()
    if (Math.abs(lower.length - candidate.length) > allowed) continue
    const distance = editDistance(lower, candidate, allowed)
    if (distance <= allowed && distance < nearest) {
      meant = name
      nearest = distance
    }
  }
  return meant
}

/** `: did you mean <prefix><name>?` for the accepted name `given` most likely stands for, or '' when it is far from all. */
export function didYouMean(given: string, accepted: Iterable<string>, prefix = ''): string {
  const meant = likelyMeant(given, accepted)
  return meant === undefined ? '' : `: did you mean ${prefix}${meant}?`
}

function allowedDistance(name: string): number {
  return name.length <= 4 ? 1 : 2
}

/**
 * The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbouring characters (`prot` for `port` is one edit), three rows at a time. Given a
 * `limit`, a distance above it is only known to be so: the rows stop once two running have
 * every entry above it, since no later entry can be smaller than the least of the two before.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  let beforePrevious: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  let previousLeast = 0
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let least = i
    for (let j = 1; j <= b.length; j++) {
      let distance = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) distance = Math.min(distance, beforePrevious[j - 2]! + 1)
      current[j] = distance
      if (distance < least) least = distance
    }
    if (least > limit && previousLeast > limit) return least
    beforePrevious = previous
    previous = current
    previousLeast = least
  }
  return previous[b.length]!
}
