/**
 * Entity tags are kept by clients and caches across deployments, so the tag of a given body
 * changes only when the algorithm does: a few are pinned here. The pinned tags are computed
 * independently of etag.ts by test/support/etag-oracle.mjs (`node
 * test/support/etag-oracle.mjs TEXT`): the algorithm as etag.ts's header states it (xxHash32
 * of the UTF-8 bytes with seed 0, in hexadecimal), written in BigInt byte by byte. That xxHash32
 * is checked against the algorithm's published test vectors. The pinned tags are checked against the oracle as well as against etag.ts, and
 * the two agree on random texts, short and longer than etag.ts's scratch buffer, and on texts
 * and answers hashed from the bytes they were written in (./json-output.ts). The hexadecimal
 * writing of the hash is checked against Number#toString(16) over the whole range of 32 bits.
 */
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { entityTag, entityTagOfBytes, hex32 } from '../src/runtime/etag.ts'
import { swapWordBytes } from '../src/runtime/xxh32.ts'
import { JsonOutput } from '../src/runtime/json-output.ts'
import { etagOracle, xxh32 } from './support/etag-oracle.mjs'
import { loadFixtures, sharedEngine } from './support/project.ts'
import { requestTarget } from '../src/fixtures/fixture.ts'

/** Pinned tags: the text and the tag it has had since the tag became xxHash32's. */
const PINNED: [string, string][] = [
  ['', '"0-02cc5d05"'],
  ['a', '"1-550d7456"'],
  ['{"ok":true}', '"b-f1918d47"'],
  ['é€😀', '"9-6e4d39e0"'],
  ['x'.repeat(5000), '"3uw-9a8d1817"'],
]

const hex = (text: string) => Buffer.from(text, 'hex')
/**
 * xxHash32's published test vectors (bytes, seed, hash): ClickHouse's tests of its xxHash32
 * (tests/queries/0_stateless/00803_xxhash.sql: '' and 'ABC'), xxhashct's
 * (github.com/ekpyron/xxhashct, test.cpp: '' and 'test' with seeds 0 and 2654435761), the
 * .NET port's (github.com/uranium62/xxHash, xxHash32Test.cs: 1, 5, 16 and 17 bytes, across the
 * 16-byte stripe), and the Kotlin port's (appmattus/crypto, XXHash32Test.kt: 135 bytes with seed
 * 1, and 100 kB of 0xff bytes with seeds 0 and 1).
 */
const VECTORS: [Buffer, number, number][] = [
  [Buffer.from(''), 0, 0x02cc5d05],
  [Buffer.from('ABC'), 0, 0x80712ed5],
  [Buffer.from(''), 2654435761, 0x36b78ae7],
  [Buffer.from('test'), 0, 0x3e2023cf],
  [Buffer.from('test'), 2654435761, 0xa9c14438],
  [hex('de'), 0, 0x2330eac0],
  [hex('de55477f14'), 0, 0x112348ba],
  [hex('de55477f148ff148223a409656c5dcbb'), 0, 0xcdf89609],
  [hex('de55477f148ff148223a409656c5dcbb0e'), 0, 0xbca8f924],
  [Buffer.from('123456789ABCDEF'.repeat(9)), 1, 0xdeb197e5],
  [Buffer.alloc(102_400, 0xff), 0, 0x81e25350],
  [Buffer.alloc(102_400, 0xff), 1, 0x483f2a90],
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

  it("the oracle's xxHash32 gives the published test vectors", () => {
    for (const [bytes, seed, hash] of VECTORS) expect(xxh32(bytes, seed), `${bytes.subarray(0, 16).toString('hex')} ${seed}`).toBe(BigInt(hash))
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
    expect(out.tagged(entityTagOfBytes)).toBe(etagOracle(text))
  })

  it('keeps a text that starts with a byte-order mark whole', () => {
    const out = new JsonOutput()
    out.text('\uFEFF{}')
    expect(out.toString()).toBe('\uFEFF{}')
    expect(out.tagged(entityTagOfBytes)).toBe(etagOracle('\uFEFF{}'))
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

describe('hex32 writes the eight hexadecimal digits of 32 bits', () => {
  test.prop([fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 })], { numRuns: 20000 })('for any 32-bit integer, as its unsigned value in Number#toString(16)', (n) => {
    expect(hex32(n)).toBe((n >>> 0).toString(16).padStart(8, '0'))
  })

  it('at the edges', () => {
    for (const [n, digits] of [[0, '00000000'], [1, '00000001'], [255, '000000ff'], [256, '00000100'], [2 ** 31 - 1, '7fffffff'], [-(2 ** 31), '80000000'], [-1, 'ffffffff']] as const) expect(hex32(n)).toBe(digits)
  })
})
