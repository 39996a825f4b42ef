/** A fixed-capacity least-recently-used map: memory stays bounded whatever the inputs. */
export class LruCache<K, V> {
  readonly #entries = new Map<K, V>()
  constructor(readonly capacity: number) {}

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
    this.#entries.delete(key)
    this.#entries.set(key, value)
    if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value as K)
  }

  get size(): number {
    return this.#entries.size
  }
}
