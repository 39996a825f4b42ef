/**
 * Income by how it is taxed: at slab rates, and capital gains at special rates, each in the
 * order of the computation's gains (./figures.ts: the highest rate first); and the dividends
 * within slab income, whose tax bears at most the special rates' cap of surcharge.
 */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'

export interface Parts<N> {
  slab: N
  gains: readonly N[]
  /** Dividends within `slab` (at most it); absent when there are none. */
  dividends?: N
}

/** `parts` less `excess`, taken from slab income other than dividends first, then from the dividends, then from each gain in order. */
export function reduce<N>(a: Arithmetic<N>, parts: Parts<N>, excess: N): Parts<N> {
  const zero = a.fromInteger(0)
  const slab = a.max(zero, a.minus(parts.slab, excess))
  let left = a.minus(excess, a.minus(parts.slab, slab))
  const gains = parts.gains.map((gain) => {
    const kept = a.max(zero, a.minus(gain, left))
    left = a.minus(left, a.minus(gain, kept))
    return kept
  })
  return parts.dividends === undefined ? { slab, gains } : { slab, gains, dividends: a.min(parts.dividends, slab) }
}
