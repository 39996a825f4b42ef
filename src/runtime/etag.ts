/**
 * A strong entity tag from the exact bytes of a body's text: two independent 32-bit
 * multiply-xorshift streams over the UTF-16 code units, combined into 53 bits, plus the length.
 * Deterministic on every runtime and synchronous (crypto.subtle is asynchronous and costs more).
 */
export function entityTag(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 2654435761)
    h2 = Math.imul(h2 ^ c, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  const hash = 4294967296 * (2097151 & h2) + (h1 >>> 0)
  return `"${text.length.toString(36)}-${hash.toString(36)}"`
}

/** Whether an If-None-Match header matches this tag (weak comparison, as RFC 9110 asks). */
export function matchesIfNoneMatch(header: string | null | undefined, tag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag)
}
