/** The response cache stays within both of its bounds and evicts the least recently used. */
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { LruCache } from '../src/runtime/lru-cache.ts'

describe('LruCache', () => {
  const operation = fc.oneof(
    fc.record({ kind: fc.constant('set' as const), key: fc.integer({ min: 0, max: 30 }), weight: fc.integer({ min: 0, max: 60 }) }),
    fc.record({ kind: fc.constant('get' as const), key: fc.integer({ min: 0, max: 30 }) }),
  )

  test.prop([fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 150 }), fc.array(operation, { maxLength: 200 })], { numRuns: 500 })(
    'matches a list kept by hand',
    (capacity, maxWeight, operations) => {
      const cache = new LruCache<number, number>(capacity, maxWeight, (_key, weight) => weight)
      // The model: entries from least to most recently used.
      let model: Array<{ key: number; weight: number }> = []
      for (const op of operations) {
        if (op.kind === 'get') {
          const found = model.find((e) => e.key === op.key)
          expect(cache.get(op.key)).toBe(found?.weight)
          if (found) model = [...model.filter((e) => e !== found), found]
          continue
        }
        cache.set(op.key, op.weight)
        model = model.filter((e) => e.key !== op.key)
        if (op.weight <= maxWeight) model.push({ key: op.key, weight: op.weight })
        const total = () => model.reduce((a, e) => a + e.weight, 0)
        while (model.length > capacity || total() > maxWeight) model.shift()
        expect(cache.size).toBe(model.length)
        expect(cache.weight).toBe(total())
        expect(cache.weight).toBeLessThanOrEqual(maxWeight)
      }
    },
  )

  it('keeps nothing with capacity 0, and only entries that fit the weight', () => {
    const off = new LruCache<string, string>(0)
    off.set('a', 'x')
    expect(off.get('a')).toBeUndefined()
    const small = new LruCache<string, string>(10, 5, (_k, v) => v.length)
    small.set('a', 'abcdef')
    expect(small.get('a')).toBeUndefined()
    small.set('b', 'abc')
    small.set('c', 'ab')
    expect([small.get('b'), small.get('c'), small.weight]).toEqual(['abc', 'ab', 5])
    small.set('d', 'a')
    expect([small.get('b'), small.get('c'), small.get('d')]).toEqual([undefined, 'ab', 'a'])
  })
})
