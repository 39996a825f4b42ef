/**
 * The name a user probably meant: one that equals the name given ignoring case, or is within a
 * small edit distance of it (1 for names up to 4 characters, 2 for longer ones, also ignoring
 * case; a swap of two neighbouring characters is one edit), the name given read without an
 * index in brackets at its end (`date[]`, `rate[0]`: how form libraries write a list or an
 * item of one). Shared by the HTTP API's `unknown_parameter` and the command line's "did you mean".
 */

/** The accepted name `given` most likely stands for, or undefined when it is far from every one of `accepted`. */
export function likelyMeant(given: string, accepted: Iterable<string>): string | undefined {
  const lower = withoutIndex(given).toLowerCase()
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

/** The one name of `names` that begins with `given` (3 characters or more, ignoring case), or undefined when none or several do. */
function onlyBeginningWith(given: string, names: Iterable<string>): string | undefined {
  if (given.length < 3) return undefined
  const lower = given.toLowerCase()
  let found: string | undefined
  for (const name of names) {
    if (!name.toLowerCase().startsWith(lower)) continue
    if (found !== undefined) return undefined
    found = name
  }
  return found
}

/** The calculator `given` (a path segment, a command's argument) probably names: a likely misspelling of an id, else the one id it begins. */
export function likelyCalculator(given: string, ids: readonly string[]): string | undefined {
  return likelyMeant(given, ids) ?? onlyBeginningWith(given, ids)
}

/** `: did you mean <prefix><name>?` for the accepted name `given` most likely stands for, or '' when it is far from all. */
export function didYouMean(given: string, accepted: Iterable<string>, prefix = ''): string {
  const meant = likelyMeant(given, accepted)
  return meant === undefined ? '' : `: did you mean ${prefix}${meant}?`
}

/** `name` without a bracketed index at its end: `date[]` and `date[0]` are `date`. */
function withoutIndex(name: string): string {
  return name.endsWith(']') ? name.replace(/\[[^[\]]*\]$/, '') : name
}

function allowedDistance(name: string): number {
  return name.length <= 4 ? 1 : 2
}

/**
 * The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbouring characters (`prot` for `port` is one edit), three rows at a time. Given a
 * `limit`, a distance above it is only known to be so: the rows stop once two running have
 * every entry above it, since no later entry can be smaller than the least of the two before.
 * The rows are typed arrays kept from one call to the next, so that suggesting a name for each
 * of a request's unknown ones allocates nothing.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  const width = b.length + 1
  if (rows[0]!.length < width) rows = rows.map(() => new Int32Array(2 * width))
  let [beforePrevious, previous, current] = rows as [Int32Array, Int32Array, Int32Array]
  for (let j = 0; j < width; j++) previous[j] = j
  let previousLeast = 0
  for (let i = 1; i <= a.length; i++) {
    const ai = a.charCodeAt(i - 1)
    current[0] = i
    let least = i
    for (let j = 1; j < width; j++) {
      const bj = b.charCodeAt(j - 1)
      let distance = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ai === bj ? 0 : 1))
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) distance = Math.min(distance, beforePrevious[j - 2]! + 1)
      current[j] = distance
      if (distance < least) least = distance
    }
    if (least > limit && previousLeast > limit) return least
    const free = beforePrevious
    beforePrevious = previous
    previous = current
    current = free
    previousLeast = least
  }
  return previous[b.length]!
}

/** editDistance's three rows, grown to the longest name compared. */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)]
