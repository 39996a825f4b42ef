/** Income by how it is taxed: at slab rates, and the two kinds of capital gains at special rates. */
import type { Arithmetic } from '../../arithmetic/arithmetic.ts'

export interface Parts<N> {
  slab: N
  shortTerm: N
  longTerm: N
}

/** `parts` less `excess`, taken from slab income first, then short-term, then long-term gains. */
export function reduce<N>(a: Arithmetic<N>, parts: Parts<N>, excess: N): Parts<N> {
  const zero = a.fromInteger(0)
  const slab = a.max(zero, a.minus(parts.slab, excess))
  let left = a.minus(excess, a.minus(parts.slab, slab))
  const shortTerm = a.max(zero, a.minus(parts.shortTerm, left))
  left = a.minus(left, a.minus(parts.shortTerm, shortTerm))
  return { slab, shortTerm, longTerm: a.max(zero, a.minus(parts.longTerm, left)) }
}
