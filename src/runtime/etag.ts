/**
 * A strong entity tag from the exact bytes of a body: XXH32 (./xxh32.ts) of the body's UTF-8
 * bytes with seed 0, written as eight hexadecimal digits after the byte length in base 36.
 * Deterministic on every runtime and synchronous (crypto.subtle is asynchronous and costs
 * more). Two different bodies of one resource share a tag only when they have the same length
 * and the same 32-bit hash: about once in 4 × 10^9 changes.
 *
 * `entityTagOfBytes` hashes bytes already written (an answer, ./json-output.ts); `entityTag` a
 * text, through TextEncoder.encodeInto into a scratch buffer.
 */
import { LITTLE_ENDIAN, scratch, scratchWords, swapWordBytes, textBytes, xxh32 } from './xxh32.ts'

export function entityTag(text: string): string {
  const written = textBytes(text)
  if (written >= 0) return entityTagOfBytes(scratch, written, scratchWords)
  const encoded = new TextEncoder().encode(text)
  const bytes = new Uint8Array((encoded.length + 4) & ~3)
  bytes.set(encoded)
  return entityTagOfBytes(bytes, encoded.length)
}

/**
 * The tag of the first `length` bytes of `bytes`, which starts a buffer (a whole number of
 * words) that holds them; `words`, when given, is that buffer read as 32-bit words (a caller
 * that hashes the same buffer again and again keeps one, so that no view is made per call).
 */
export function entityTagOfBytes(bytes: Uint8Array, length: number, words?: Int32Array): string {
  const whole = length >> 2
  if (!LITTLE_ENDIAN) {
    bytes = bytes.slice(0, whole * 4 + 4)
    swapWordBytes(bytes, whole * 4)
    words = undefined
  }
  return `"${length.toString(36)}-${hex32(xxh32(bytes, length, words ?? new Int32Array(bytes.buffer, 0, whole)))}"`
}

/** The two hexadecimal digits of each byte value. */
const HEX_BYTE = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'))

/**
 * The eight hexadecimal digits of a 32-bit integer's bits, from a table of bytes: a third of
 * the time of `toString(36)`, whose conversion of a number beyond 2^31 is the general one for
 * doubles.
 */
export function hex32(n: number): string {
  return HEX_BYTE[n >>> 24]! + HEX_BYTE[(n >>> 16) & 255]! + HEX_BYTE[(n >>> 8) & 255]! + HEX_BYTE[n & 255]!
}

/** Whether an If-None-Match header matches this tag (weak comparison, as RFC 9110 asks). */
export function matchesIfNoneMatch(header: string | null | undefined, tag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag)
}
