/**
 * The least whole number for which a monotone condition holds, by bisection with proposed probes.
 *
 * `holds` is false at `low`, true at `high`, and once true stays true as x grows (a tax that
 * never rises with a deduction, say: "the tax is within the target"). The answer is the least
 * whole x in (low, high] for which it holds. Every probe moves one end of the interval to
 * itself, so the ends keep those two facts and the answer is `high` once they are next to each
 * other. `propose(low, high)` may name where to probe next (where the caller expects the answer:
 * a threshold of the rules, a point aimed at from the values seen so far); a proposal outside
 * the interval, or none, is a bisection step. Proposals change how many probes it takes, never
 * the answer.
 */
export function leastWhole(low: number, high: number, holds: (x: number) => boolean, propose?: (low: number, high: number) => number | undefined): number {
  while (high - low > 1) {
    const proposed = propose?.(low, high)
    const x = proposed !== undefined && Number.isInteger(proposed) && proposed > low && proposed < high ? proposed : Math.floor((low + high) / 2)
    if (holds(x)) high = x
    else low = x
  }
  return high
}
