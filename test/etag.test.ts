/**
 * Entity tags are kept by clients and caches across deployments, so the tag of a given body
 * never changes: a few are pinned here. The pinned tags were computed independently, by a
 * Python rendering of the algorithm as etag.ts's header states it (32-bit multiplies masked with
 * 0xffffffff over the UTF-16 code units, then base 36). The base-36 writing of the hash is
 * checked against Number#toString(36) over the whole range it is used for.
 */
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { base36, entityTag } from '../src/runtime/etag.ts'

describe('entityTag', () => {
  it('gives the same tags as ever', () => {
    expect(entityTag('')).toBe('"0-wvjl67o803"')
    expect(entityTag('a')).toBe('"1-262p94epp1d"')
    expect(entityTag('{"ok":true}')).toBe('"b-1lqi3tjosz"')
    expect(entityTag('é€😀')).toBe('"4-1xrrtbflblp"')
    expect(entityTag('x'.repeat(5000))).toBe('"3uw-ymivxkut0y"')
  })
})

describe('base36 equals Number#toString(36)', () => {
  test.prop([fc.integer({ min: 0, max: 2 ** 53 - 1 })], { numRuns: 20000 })('for any whole number below 2^53', (n) => {
    expect(base36(n)).toBe(n.toString(36))
  })

  it('at the edges of its five-digit chunks', () => {
    for (let k = 1; k * 60_466_176 < 2 ** 53; k = k * 7 + 3) {
      for (const n of [k * 60_466_176 - 1, k * 60_466_176, k * 60_466_176 + 1]) expect(base36(n)).toBe(n.toString(36))
    }
    for (const n of [0, 1, 35, 36, 60_466_175, 60_466_176, 36 ** 10 - 1, 36 ** 10, 2 ** 53 - 1]) expect(base36(n)).toBe(n.toString(36))
  })
})
