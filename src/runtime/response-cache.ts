/**
 * The engine's cache of responses by request target: a response is kept from the second
 * request for its target on (./cache-admission.ts), in a least-recently-used map bounded by entries
 * and by characters (./lru-cache.ts).
 *
 * A target is hashed once a request (XXH32 of its UTF-8 bytes, ./etag.ts), and that hash finds
 * both its entry and its slot in CacheAdmission. The entries are kept by hash, each with its target,
 * which a hit must equal: a Map keyed by the target string itself would hash every new target
 * again, about as costly as the XXH32 (the target of a cache miss is always new). Two targets
 * that share a hash (about once in 10^9 pairs) take turns in one entry, which costs a
 * recalculation, never a wrong answer.
 */
import type { EngineResponse } from './http.ts'
import { LruCache } from './lru-cache.ts'
import { CacheAdmission } from './cache-admission.ts'
import { textHash } from './xxh32.ts'

interface Kept {
  target: string
  response: EngineResponse
}

export class ResponseCache {
  readonly #entries: LruCache<number, Kept>
  readonly #admission: CacheAdmission

  /** At most `size` responses, of at most `chars` characters in all (targets and bodies, plus 200 each). */
  constructor(size: number, chars: number) {
    this.#entries = new LruCache<number, Kept>(size, chars, (_hash, kept) => 200 + kept.target.length + (kept.response.body?.length ?? 0))
    this.#admission = new CacheAdmission(size)
  }

  /** The response kept for `target`, whose hash is `hash` (targetHash). */
  get(target: string, hash: number): EngineResponse | undefined {
    const kept = this.#entries.get(hash)
    return kept !== undefined && kept.target === target ? kept.response : undefined
  }

  /**
   * Told of a response to `target` that was not in the cache: it is kept if the target was
   * asked for once before.
   */
  answered(target: string, hash: number, response: EngineResponse): void {
    if (this.#admission.askedBefore(hash)) this.#entries.set(hash, { target, response })
  }

  get size(): number {
    return this.#entries.size
  }
}

/** The hash a target is kept by: its XXH32, in 30 bits so that it is a small integer, which a Map hashes at no cost. */
export function targetHash(target: string): number {
  return textHash(target) & 0x3fffffff
}
