/**
 * The variant a request's parameters select: the first whose `when` holds for the canonical
 * names it gives, else the last (the default). The runtime and `fincalc bench --vary` read it
 * alike.
 */
import type { Selection } from './types.ts'

/** The first of `variants` one of whose selections holds for the names `has` says are given, else the last. */
export function selectedVariant<V>(variants: readonly V[], when: (variant: V) => readonly Selection[] | undefined, has: (canonical: string) => boolean): V {
  return variants.find((v) => when(v)?.some((s) => holds(s, has))) ?? variants[variants.length - 1]!
}

function holds(s: Selection, has: (canonical: string) => boolean): boolean {
  return (s.anyPresent === undefined || s.anyPresent.some(has)) && (s.allPresent === undefined || s.allPresent.every(has))
}
