/**
 * A least-recently-used map bounded twice: by the number of entries and by their total weight
 * (for responses, the characters they hold), so memory stays bounded whatever the inputs and
 * however large each answer is. An entry heavier than the whole budget is not kept.
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, V>()
  readonly #weights = new Map<K, number>()
  #weight = 0

  constructor(
    readonly capacity: number,
    readonly maxWeight = Infinity,
    readonly weigh: (key: K, value: V) => number = () => 0,
  ) {}

  get(key: K): V | undefined {
    const value = this.#entries.get(key)
    if (value !== undefined) {
      this.#entries.delete(key)
      this.#entries.set(key, value)
    }
    return value
  }

  set(key: K, value: V): void {
    if (this.capacity <= 0) return
    const weight = this.weigh(key, value)
    this.#remove(key)
    if (weight > this.maxWeight) return
    this.#entries.set(key, value)
    this.#weights.set(key, weight)
    this.#weight += weight
    while (this.#entries.size > this.capacity || this.#weight > this.maxWeight) this.#remove(this.#entries.keys().next().value as K)
  }

  #remove(key: K): void {
    const weight = this.#weights.get(key)
    if (weight === undefined) return
    this.#entries.delete(key)
    this.#weights.delete(key)
    this.#weight -= weight
  }

  get size(): number {
    return this.#entries.size
  }

  /** Total weight of the entries held. */
  get weight(): number {
    return this.#weight
  }
}
