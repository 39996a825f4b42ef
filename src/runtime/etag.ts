/**
 * A strong entity tag from the exact bytes of a body's text: two independent 32-bit
 * multiply-xorshift streams over the UTF-16 code units, combined into 53 bits, plus the length.
 * Deterministic on every runtime and synchronous (crypto.subtle is asynchronous and costs more).
 */
export function entityTag(text: string): string {
  // The seeds are 0xdeadbeef and 0x41c6ce57 as signed 32-bit integers, so that both streams stay
  // small integers from the first step (a seed above 2^31 would make the loop work in doubles).
  let h1 = -559038737
  let h2 = 1103547991
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 2654435761)
    h2 = Math.imul(h2 ^ c, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  const hash = 4294967296 * (2097151 & h2) + (h1 >>> 0)
  return `"${text.length.toString(36)}-${base36(hash)}"`
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
