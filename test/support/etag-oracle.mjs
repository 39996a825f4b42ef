/**
 * Independent rendering of the entity tag src/runtime/etag.ts states in its header: xxHash32
 * (XXH32; Yann Collet, BSD-2-Clause) of the text's UTF-8 bytes with seed 0, written as eight
 * hexadecimal digits after the byte length in base 36, the whole in double quotes.
 *
 * Written from the algorithm's description in BigInt, byte by byte, not with Math.imul or typed
 * arrays: every value is an unsigned 32-bit integer, a multiply keeps the low 32 bits of the
 * exact product, the digits are BigInt#toString's. `xxh32` itself is checked against the
 * algorithm's published test vectors (test/etag.test.ts). Run
 * `node test/support/etag-oracle.mjs TEXT` to print the tag of TEXT.
 */
const MASK = 0xffffffffn
const PRIME_1 = 2654435761n
const PRIME_2 = 2246822519n
const PRIME_3 = 3266489917n
const PRIME_4 = 668265263n
const PRIME_5 = 374761393n

const mul32 = (a, b) => (a * b) & MASK
const add32 = (a, b) => (a + b) & MASK
const rotl32 = (x, r) => ((x << BigInt(r)) | (x >> BigInt(32 - r))) & MASK

/** The little-endian 32-bit word at `at`. */
const word = (bytes, at) => BigInt(bytes[at]) | (BigInt(bytes[at + 1]) << 8n) | (BigInt(bytes[at + 2]) << 16n) | (BigInt(bytes[at + 3]) << 24n)

/** XXH32 of a byte array with a 32-bit seed, as an unsigned BigInt. */
export function xxh32(bytes, seed) {
  const s = BigInt(seed) & MASK
  let at = 0
  let h
  if (bytes.length >= 16) {
    const lanes = [add32(add32(s, PRIME_1), PRIME_2), add32(s, PRIME_2), s, (s - PRIME_1) & MASK]
    for (; at + 16 <= bytes.length; at += 16) {
      for (let j = 0; j < 4; j++) lanes[j] = mul32(rotl32(add32(lanes[j], mul32(word(bytes, at + 4 * j), PRIME_2)), 13), PRIME_1)
    }
    h = add32(add32(rotl32(lanes[0], 1), rotl32(lanes[1], 7)), add32(rotl32(lanes[2], 12), rotl32(lanes[3], 18)))
  } else h = add32(s, PRIME_5)
  h = add32(h, BigInt(bytes.length))
  for (; at + 4 <= bytes.length; at += 4) h = mul32(rotl32(add32(h, mul32(word(bytes, at), PRIME_3)), 17), PRIME_4)
  for (; at < bytes.length; at++) h = mul32(rotl32(add32(h, mul32(BigInt(bytes[at]), PRIME_5)), 11), PRIME_1)
  h = mul32(h ^ (h >> 15n), PRIME_2)
  h = mul32(h ^ (h >> 13n), PRIME_3)
  return h ^ (h >> 16n)
}

export function etagOracle(text) {
  const bytes = Buffer.from(text, 'utf8')
  return `"${bytes.length.toString(36)}-${xxh32(bytes, 0).toString(16).padStart(8, '0')}"`
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) console.log(etagOracle(process.argv[2] ?? ''))
