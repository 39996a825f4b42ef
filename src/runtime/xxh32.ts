/**
 * XXH32 (Yann Collet), seed 0: the hash of the entity tags (./etag.ts) and of the response
 * cache's targets (./response-cache.ts).
 *
 * XXH32 runs four independent lanes over 16-byte stripes, which a CPU works on together, so a
 * large answer hashes faster than with a hash whose every word waits for the word before
 * (MurmurHash3 run with two seeds, for 53 bits).
 *
 * The bytes are read four at a time through an Int32Array, which reads them little-endian as
 * XXH32 does on the platforms these runtimes mostly serve from (x86, ARM); on a big-endian one
 * each word's bytes are swapped first, in a copy. A text is encoded with TextEncoder.encodeInto
 * into a scratch buffer: reading a string's code units one by one costs several times more.
 */
const PRIME_1 = 0x9e3779b1 | 0
const PRIME_2 = 0x85ebca77 | 0
const PRIME_3 = 0xc2b2ae3d | 0
const PRIME_4 = 0x27d4eb2f | 0
const PRIME_5 = 0x165667b1 | 0

/** Whether an Int32Array reads memory little-endian. */
export const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1

const encoder = new TextEncoder()
/** Scratch for the bytes of bodies of up to 21,845 characters (3 bytes each at most), a whole number of words. */
export const scratch = new Uint8Array(65_536)
export const scratchWords = new Int32Array(scratch.buffer)

/** Writes a text's UTF-8 bytes into `scratch` and returns their number, or -1 when it may not fit. */
export function textBytes(text: string): number {
  return text.length * 3 <= scratch.length - 4 ? encoder.encodeInto(text, scratch).written : -1
}

/**
 * XXH32 of a text's UTF-8 bytes as a signed 32-bit integer (of the first 65,536 bytes; of its
 * words as the platform reads them, so a big-endian one hashes to other values), for tables in
 * memory: encoded and read four bytes at a time, a request target hashes faster than with a
 * hash that reads it a character at a time.
 */
export function textHash(text: string): number {
  return xxh32(scratch, encoder.encodeInto(text, scratch).written, scratchWords)
}

/** XXH32 (seed 0) of the first `length` bytes of `bytes`, read as little-endian `words` where they are whole. */
export function xxh32(bytes: Uint8Array, length: number, words: Int32Array): number {
  const whole = length >> 2
  const stripes = length >> 4
  let h = stripes > 0 ? mixStripes(words, stripes) : PRIME_5
  h = (h + length) | 0
  // the words after the last stripe, then the bytes after the last word
  for (let i = stripes * 4; i < whole; i++) h = Math.imul(rotateLeft((h + Math.imul(words[i]!, PRIME_3)) | 0, 17), PRIME_4)
  for (let at = whole * 4; at < length; at++) h = Math.imul(rotateLeft((h + Math.imul(bytes[at]!, PRIME_5)) | 0, 11), PRIME_1)
  h = Math.imul(h ^ (h >>> 15), PRIME_2)
  h = Math.imul(h ^ (h >>> 13), PRIME_3)
  return h ^ (h >>> 16)
}

/** Reverses the bytes of each 4-byte word below `end`, so that a big-endian read gives the little-endian word. */
export function swapWordBytes(bytes: Uint8Array, end: number): void {
  for (let i = 0; i < end; i += 4) {
    const b0 = bytes[i]!
    const b1 = bytes[i + 1]!
    bytes[i] = bytes[i + 3]!
    bytes[i + 1] = bytes[i + 2]!
    bytes[i + 2] = b1
    bytes[i + 3] = b0
  }
}

/**
 * XXH32's four lanes (seed 0) over the first `stripes` 16-byte stripes, merged. A function of
 * its own whose rotations are written out, with no call in it: the body of a large text is the
 * loop's on-stack replacement, and a call after such a loop that had never run when it was
 * compiled (as on the first text hashed, the OpenAPI document) left the optimised loop again
 * and again, on many later calls of a large body (bench/README.md, "No deoptimisation loop in
 * the ETag's hash"). `(x << r) | (x >>> (32 - r))` is x rotated left by r bits.
 */
function mixStripes(words: Int32Array, stripes: number): number {
  let v1 = (PRIME_1 + PRIME_2) | 0
  let v2 = PRIME_2
  let v3 = 0
  let v4 = -PRIME_1 | 0
  for (let s = 0, i = 0; s < stripes; s++, i += 4) {
    v1 = (v1 + Math.imul(words[i]!, PRIME_2)) | 0
    v1 = Math.imul((v1 << 13) | (v1 >>> 19), PRIME_1)
    v2 = (v2 + Math.imul(words[i + 1]!, PRIME_2)) | 0
    v2 = Math.imul((v2 << 13) | (v2 >>> 19), PRIME_1)
    v3 = (v3 + Math.imul(words[i + 2]!, PRIME_2)) | 0
    v3 = Math.imul((v3 << 13) | (v3 >>> 19), PRIME_1)
    v4 = (v4 + Math.imul(words[i + 3]!, PRIME_2)) | 0
    v4 = Math.imul((v4 << 13) | (v4 >>> 19), PRIME_1)
  }
  return (((v1 << 1) | (v1 >>> 31)) + ((v2 << 7) | (v2 >>> 25)) + ((v3 << 12) | (v3 >>> 20)) + ((v4 << 18) | (v4 >>> 14))) | 0
}

function rotateLeft(x: number, r: number): number {
  return (x << r) | (x >>> (32 - r))
}

