/**
 * A strong entity tag from the exact bytes of a body: MurmurHash3 (x86, 32-bit) of the body's
 * UTF-8 bytes run with two seeds, the low 21 bits of the second above the 32 of the first (53
 * bits), after the byte length, both in base 36. Deterministic on every runtime and synchronous
 * (crypto.subtle is asynchronous and costs more).
 *
 * The bytes are read four at a time through an Int32Array, which reads them little-endian as
 * MurmurHash3 does on the platforms these runtimes mostly serve from (x86, ARM); on a big-endian
 * one each word's bytes are swapped first, in a copy. `entityTagOfBytes` hashes bytes already
 * written (an answer, ./json-output.ts); `entityTag` a text, through TextEncoder.encodeInto
 * into a scratch buffer. Reading a string's code units one by one costs several times more.
 */
const SEED_1 = 0
const SEED_2 = 0x9747b28c | 0
const C1 = 0xcc9e2d51 | 0
const C2 = 0x1b873593 | 0

/** Whether an Int32Array reads memory little-endian. */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1

const encoder = new TextEncoder()
/** Scratch for the bytes of bodies of up to 21,845 characters (3 bytes each at most), a whole number of words. */
const scratch = new Uint8Array(65_536)
const scratchWords = new Int32Array(scratch.buffer)

export function entityTag(text: string): string {
  if (text.length * 3 <= scratch.length - 4) return entityTagOfBytes(scratch, encoder.encodeInto(text, scratch).written)
  const encoded = encoder.encode(text)
  const bytes = new Uint8Array((encoded.length + 4) & ~3)
  bytes.set(encoded)
  return entityTagOfBytes(bytes, encoded.length)
}

/**
 * The tag of the first `length` bytes of `bytes`, which starts a buffer (a whole number of
 * words) that holds at least four bytes more: the word past the end is set to zero there.
 */
export function entityTagOfBytes(bytes: Uint8Array, length: number): string {
  // The last word's bytes past the end are zero, so that it reads as MurmurHash3's tail.
  const whole = length >> 2
  for (let i = length; i < (whole + 1) * 4; i++) bytes[i] = 0
  if (!LITTLE_ENDIAN) {
    bytes = bytes.slice(0, (whole + 1) * 4)
    swapWordBytes(bytes, (whole + 1) * 4)
  }
  const words = bytes === scratch ? scratchWords : new Int32Array(bytes.buffer, 0, whole + 1)
  let h1 = mixWords(words, whole)
  let h2 = secondHash
  if ((length & 3) !== 0) {
    const k = scrambled(words[whole]!)
    h1 ^= k
    h2 ^= k
  }
  const hash = 4294967296 * (2097151 & finalMix(h2 ^ length)) + (finalMix(h1 ^ length) >>> 0)
  return `"${length.toString(36)}-${base36(hash)}"`
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

/** The second seed's hash from the last `mixWords`. */
let secondHash = 0

/**
 * MurmurHash3's body over the first `count` words, from both seeds at once: the first seed's
 * hash is returned, the second's left in `secondHash`. A function of its own, with nothing
 * after its loop that needs V8's type feedback: the body of a large text is the loop's
 * on-stack replacement, and code after such a loop that had never run when it was compiled (as
 * on the first text hashed, the 440 kB OpenAPI document) left the optimised loop on every later
 * call of a large body (1,080 times in 3,600 calls of /combined-tax).
 */
function mixWords(words: Int32Array, count: number): number {
  let h1 = SEED_1
  let h2 = SEED_2
  for (let i = 0; i < count; i++) {
    const k = scrambled(words[i]!)
    h1 ^= k
    h1 = (Math.imul((h1 << 13) | (h1 >>> 19), 5) + 0xe6546b64) | 0
    h2 ^= k
    h2 = (Math.imul((h2 << 13) | (h2 >>> 19), 5) + 0xe6546b64) | 0
  }
  secondHash = h2
  return h1
}

/** A word as MurmurHash3 mixes it into the hash. */
function scrambled(word: number): number {
  const k = Math.imul(word, C1)
  return Math.imul((k << 15) | (k >>> 17), C2)
}

/** MurmurHash3's finalisation (fmix32). */
function finalMix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return h ^ (h >>> 16)
}

/** 36^5: below it a number is a small integer, which engines write in base 36 quickly. */
const CHUNK = 60_466_176

/**
 * `n.toString(36)` for a whole number below 2^53, five digits at a time: the general conversion
 * of a large double to another base is several times slower. `%` and the division are exact.
 */
export function base36(n: number): string {
  if (n < CHUNK) return n.toString(36)
  const low = n % CHUNK
  return base36((n - low) / CHUNK) + low.toString(36).padStart(5, '0')
}

/** Whether an If-None-Match header matches this tag (weak comparison, as RFC 9110 asks). */
export function matchesIfNoneMatch(header: string | null | undefined, tag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag)
}
