/**
 * Entity tags are kept by clients and caches across deployments, so the tag of a given body
 * never changes: a few are pinned here. The pinned tags are computed independently of
 * etag.ts by test/support/etag-oracle.mjs (`node test/support/etag-oracle.mjs TEXT`): the
 * algorithm as etag.ts's header states it (cyrb53's two 32-bit multiply-xorshift streams over
 * the UTF-16 code units, combined into 53 bits, then base 36), written in BigInt with each
 * product masked with 0xffffffff. The pinned tags are checked against that script as well as
 * against etag.ts, and the two agree on random texts. The base-36 writing of the hash is
 * checked against Number#toString(36) over the whole range it is used for.
 */
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { base36, entityTag } from '../src/runtime/etag.ts'
import { etagOracle } from './support/etag-oracle.mjs'

/** Pinned tags: the text and the tag it has always had. */
const PINNED: [string, string][] = [
  ['', '"0-wvjl67o803"'],
  ['a', '"1-262p94epp1d"'],
  ['{"ok":true}', '"b-1lqi3tjosz"'],
  ['é€😀', '"4-1xrrtbflblp"'],
  ['x'.repeat(5000), '"3uw-ymivxkut0y"'],
]

describe('entityTag', () => {
  it('gives the same tags as ever', () => {
    for (const [text, tag] of PINNED) expect(entityTag(text), text.slice(0, 20)).toBe(tag)
  })

  it('the pinned tags are what the independent oracle computes', () => {
    for (const [text, tag] of PINNED) expect(etagOracle(text), text.slice(0, 20)).toBe(tag)
  })

  // Any text: Unicode text, and any run of UTF-16 code units (lone surrogates included).
  const texts = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 300 }).map((units) => String.fromCharCode(...units)),
  )
  test.prop([texts], { numRuns: 2000 })('agrees with the oracle on any text', (text) => {
    expect(entityTag(text)).toBe(etagOracle(text))
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
