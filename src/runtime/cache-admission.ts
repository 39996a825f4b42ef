/**
 * The request targets asked for once, so that the engine's response cache keeps a response from
 * the second request for its target on (./response-cache.ts): a target asked once, as nearly
 * every request of a load of distinct requests is, costs no cache entry.
 *
 * A target is held as the hash of its text the cache finds it by (`targetHash`), never as the
 * string. Under such a load every target is remembered for thousands of requests, long
 * enough for its string to outlive the young generation and be collected from the old one. A
 * hash is a number in a table, so a load of distinct requests promotes next to nothing to the
 * old generation and the server's memory stays lower (bench/README.md, "What was changed for speed").
 *
 * The hashes sit in a fixed table of 32-bit slots, at least four per target of the capacity,
 * each hash in the slot its value picks: a lookup is one read, and remembering allocates nothing
 * (a Set of hashes allocated a number for half of them and cost more CPU a request under that
 * load). A target is forgotten when another takes its slot: of `capacity` distinct targets
 * each asked twice, those that share a slot with none of the others, about 86 %, are found the
 * second time. Two targets that share a hash cost no more than a response kept one request
 * early; one forgotten, no more than a response kept one request late.
 */
export class CacheAdmission {
  readonly #slots: Int32Array
  /** 32 less the table's bits: a slot is the top bits of the hash times 2^32 / φ (Fibonacci hashing). */
  readonly #shift: number

  /** Remembers on the order of `capacity` targets (4 × capacity slots, rounded up to a power of two). */
  constructor(readonly capacity: number) {
    let bits = 2
    while (1 << bits < 4 * capacity) bits++
    this.#slots = new Int32Array(1 << bits)
    this.#shift = 32 - bits
  }

  /**
   * Whether the target of this hash was asked for once before (it is forgotten then, its response
   * being kept from now on); otherwise it is remembered and false is returned.
   */
  askedBefore(targetHash: number): boolean {
    // 0 marks an empty slot, so no target's hash is 0
    const hash = targetHash || 1
    const slot = Math.imul(hash, 0x9e3779b1) >>> this.#shift
    if (this.#slots[slot] === hash) {
      this.#slots[slot] = 0
      return true
    }
    this.#slots[slot] = hash
    return false
  }
}
