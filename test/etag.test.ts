/**
 * Entity tags are kept by clients and caches across deployments, so the tag of a given body
 * changes only when the algorithm does: a few are pinned here. The pinned tags are computed
 * independently of etag.ts by test/support/etag-oracle.mjs (`node
 * test/support/etag-oracle.mjs TEXT`): the algorithm as etag.ts's header states it
 * (MurmurHash3 x86_32 of the UTF-8 bytes with two seeds, combined into 53 bits, then base 36),
 * written in BigInt byte by byte. That MurmurHash3 is checked against the algorithm's published
 * test vectors. The pinned tags are checked against the oracle as well as against etag.ts, and
 * the two agree on random texts, short and longer than etag.ts's scratch buffer, and on texts
 * and answers hashed from the bytes they were written in (./json-output.ts). The base-36
 * writing of the hash is checked against Number#toString(36) over the whole range it is used
 * for.
 */
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { base36, entityTag, swapWordBytes } from '../src/runtime/etag.ts'
import { JsonOutput } from '../src/runtime/json-output.ts'
import { etagOracle, murmur3 } from './support/etag-oracle.mjs'
import { loadFixtures, sharedEngine } from './support/project.ts'
import { requestTarget } from '../src/fixtures/fixture.ts'

/** Pinned tags: the text and the tag it has always had. */
const PINNED: [string, string][] = [
  ['', '"0-1r2pm0z1wxs"'],
  ['a', '"1-1ptz5xco1e"'],
  ['{"ok":true}', '"b-nfe3lh7ey9"'],
  ['é€😀', '"9-1ehnl53fyo4"'],
  ['x'.repeat(5000), '"3uw-1a07d7b9sfw"'],
]

/**
 * MurmurHash3_x86_32's published test vectors (text as UTF-8, seed, hash): Wikipedia's
 * MurmurHash article and Ian Boyd's set (https://stackoverflow.com/a/31929528), which the
 * algorithm's ports (Python mmh3, Bitcoin Core, Go, Java, .NET) test against.
 */
const VECTORS: [string, number, number][] = [
  ['', 0, 0],
  ['', 1, 0x514e28b7],
  ['', 0xffffffff, 0x81f16f39],
  ['\0\0\0\0', 0, 0x2362f9de],
  ['test', 0, 0xba6bd213],
  ['test', 0x9747b28c, 0x704b81dc],
  ['Hello, world!', 0, 0xc0363e43],
  ['Hello, world!', 1234, 0xfaf6cdb3],
  ['Hello, world!', 0x9747b28c, 0x24884cba],
  ['The quick brown fox jumps over the lazy dog', 0, 0x2e4ff723],
  ['The quick brown fox jumps over the lazy dog', 0x9747b28c, 0x2fa826cd],
  ['aaaa', 0x9747b28c, 0x5a97808a],
  ['aaa', 0x9747b28c, 0x283e0130],
  ['aa', 0x9747b28c, 0x5d211726],
  ['a', 0x9747b28c, 0x7fa09ea6],
  ['abcd', 0x9747b28c, 0xf0478627],
  ['abc', 0x9747b28c, 0xc84a62dd],
  ['ab', 0x9747b28c, 0x74875592],
  ['abc', 0, 0xb3dd93fa],
  ['ππππππππ', 0x9747b28c, 0xd58063c1],
  ['a'.repeat(256), 0x9747b28c, 0x37405bdc],
]

// Any text: Unicode text, and any run of UTF-16 code units (lone surrogates included).
const texts = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 300 }).map((units) => String.fromCharCode(...units)),
)

describe('entityTag', () => {
  it('gives the same tags as ever', () => {
    for (const [text, tag] of PINNED) expect(entityTag(text), text.slice(0, 20)).toBe(tag)
  })

  it("the oracle's MurmurHash3 gives the published test vectors", () => {
    for (const [text, seed, hash] of VECTORS) expect(murmur3(Buffer.from(text, 'utf8'), seed), `${text.slice(0, 20)} ${seed}`).toBe(BigInt(hash))
  })

  it('the pinned tags are what the independent oracle computes', () => {
    for (const [text, tag] of PINNED) expect(etagOracle(text), text.slice(0, 20)).toBe(tag)
  })

  test.prop([texts], { numRuns: 2000 })('agrees with the oracle on any text', (text) => {
    expect(entityTag(text)).toBe(etagOracle(text))
  })

  // Texts whose bytes may not fit the scratch buffer (21,845 characters), and ones that just do.
  test.prop([texts, fc.integer({ min: 21_000, max: 40_000 })], { numRuns: 30 })('agrees with the oracle on long texts', (text, length) => {
    const long = (text || 'é').repeat(Math.ceil(length / Math.max(1, text.length))).slice(0, length)
    expect(entityTag(long)).toBe(etagOracle(long))
  })
})

describe("an answer's tag, hashed from the bytes it was written in", () => {
  // Written in pieces, as an answer is, long enough for the buffer to grow (16,384 bytes at first).
  test.prop([fc.array(texts, { maxLength: 80 })], { numRuns: 300 })('is the oracle tag of the text written', (pieces) => {
    const out = new JsonOutput()
    for (const piece of pieces) out.text(piece)
    const text = out.toString()
    expect(out.entityTag()).toBe(etagOracle(text))
  })

  it("is the oracle tag of the body, for every fixture's 200", async () => {
    const engine = sharedEngine()
    let checked = 0
    for (const { fixture } of loadFixtures()) {
      for (const c of fixture.cases) {
        const response = await engine.handle({ method: 'GET', url: requestTarget(c) })
        if (response.status !== 200 || response.body === null) continue
        expect(response.headers.etag, c.request.path).toBe(etagOracle(response.body))
        checked++
      }
    }
    expect(checked).toBeGreaterThan(500)
  })
})

describe('swapWordBytes (for big-endian platforms)', () => {
  test.prop([fc.uint8Array({ minLength: 0, maxLength: 64 }).map((a) => a.subarray(0, a.length & ~3))])('makes a big-endian read of each word the little-endian read of the word before', (bytes) => {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length)
    const littleEndian = Array.from({ length: bytes.length / 4 }, (_, i) => view.getInt32(i * 4, true))
    swapWordBytes(bytes, bytes.length)
    expect(Array.from({ length: bytes.length / 4 }, (_, i) => view.getInt32(i * 4, false))).toEqual(littleEndian)
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
