/**
 * Independent rendering of the entity tag src/runtime/etag.ts states in its header:
 * MurmurHash3 (x86, 32-bit; Austin Appleby, public domain) of the text's UTF-8 bytes with seeds
 * 0 and 0x9747b28c, the low 21 bits of the second above the 32 of the first, written in base 36
 * after the byte length in base 36, the whole in double quotes.
 *
 * Written from the algorithm's description in BigInt, byte by byte, not with Math.imul or typed
 * arrays: every value is an unsigned 32-bit integer, a multiply keeps the low 32 bits of the
 * exact product, base 36 is BigInt#toString(36). `murmur3` itself is checked against the
 * algorithm's published test vectors (test/etag.test.ts). Run
 * `node test/support/etag-oracle.mjs TEXT` to print the tag of TEXT.
 */
const MASK = 0xffffffffn

const mul32 = (a, b) => (a * b) & MASK
const rotl32 = (x, r) => ((x << BigInt(r)) | (x >> BigInt(32 - r))) & MASK

/** MurmurHash3_x86_32 of a byte array with a 32-bit seed, as an unsigned BigInt. */
export function murmur3(bytes, seed) {
  const c1 = 0xcc9e2d51n
  const c2 = 0x1b873593n
  let h = BigInt(seed) & MASK
  const blocks = Math.floor(bytes.length / 4)
  for (let b = 0; b < blocks; b++) {
    let k = 0n
    for (let j = 3; j >= 0; j--) k = (k << 8n) | BigInt(bytes[b * 4 + j]) // little-endian
    k = mul32(rotl32(mul32(k, c1), 15), c2)
    h = rotl32(h ^ k, 13)
    h = (mul32(h, 5n) + 0xe6546b64n) & MASK
  }
  const tail = bytes.length % 4
  if (tail > 0) {
    let k = 0n
    for (let j = tail - 1; j >= 0; j--) k = (k << 8n) | BigInt(bytes[blocks * 4 + j])
    h ^= mul32(rotl32(mul32(k, c1), 15), c2)
  }
  h ^= BigInt(bytes.length)
  h = mul32(h ^ (h >> 16n), 0x85ebca6bn)
  h = mul32(h ^ (h >> 13n), 0xc2b2ae35n)
  return h ^ (h >> 16n)
}

export function etagOracle(text) {
  const bytes = Buffer.from(text, 'utf8')
  const hash = ((murmur3(bytes, 0x9747b28c) & 0x1fffffn) << 32n) | murmur3(bytes, 0)
  return `"${bytes.length.toString(36)}-${hash.toString(36)}"`
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) console.log(etagOracle(process.argv[2] ?? ''))
