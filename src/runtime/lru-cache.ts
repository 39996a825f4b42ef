/**
 * A least-recently-used map bounded twice: by the number of entries and by their total weight
 * (for responses, the characters they hold), so memory stays bounded whatever the inputs and
 * however large each answer is. An entry heavier than the whole budget is not kept.
 *
 * Entries sit in a doubly linked list from least to most recently used, found through a Map:
 * a hit only relinks its node, and eviction takes the head, so no operation walks the Map (a
 * Map that has its oldest key deleted again and again makes `keys().next()` skip a growing run
 * of deleted slots).
 */
interface Node<K, V> {
  key: K
  value: V
  weight: number
  older: Node<K, V> | undefined
  newer: Node<K, V> | undefined
}

export class LruCache<K, V> {
  readonly #nodes = new Map<K, Node<K, V>>()
  #oldest: Node<K, V> | undefined
  #newest: Node<K, V> | undefined
  #weight = 0

  constructor(
    readonly capacity: number,
    readonly maxWeight = Infinity,
    readonly weigh: (key: K, value: V) => number = () => 0,
  ) {}

  get(key: K): V | undefined {
    const node = this.#nodes.get(key)
    if (node === undefined) return undefined
    if (node !== this.#newest) {
      this.#unlink(node)
      this.#append(node)
    }
    return node.value
  }

  set(key: K, value: V): void {
    if (this.capacity <= 0) return
    const weight = this.weigh(key, value)
    const existing = this.#nodes.get(key)
    if (existing) this.#delete(existing)
    if (weight > this.maxWeight) return
    const node: Node<K, V> = { key, value, weight, older: undefined, newer: undefined }
    this.#nodes.set(key, node)
    this.#append(node)
    this.#weight += weight
    while (this.#nodes.size > this.capacity || this.#weight > this.maxWeight) this.#delete(this.#oldest!)
  }

  get size(): number {
    return this.#nodes.size
  }

  /** Total weight of the entries held. */
  get weight(): number {
    return this.#weight
  }

  #delete(node: Node<K, V>): void {
    this.#nodes.delete(node.key)
    this.#unlink(node)
    this.#weight -= node.weight
  }

  #unlink(node: Node<K, V>): void {
    if (node.older) node.older.newer = node.newer
    else this.#oldest = node.newer
    if (node.newer) node.newer.older = node.older
    else this.#newest = node.older
    node.older = node.newer = undefined
  }

  #append(node: Node<K, V>): void {
    node.older = this.#newest
    if (this.#newest) this.#newest.newer = node
    else this.#oldest = node
    this.#newest = node
  }
}
