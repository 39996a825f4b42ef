/**
 * Independent rendering of the entity tag src/runtime/etag.ts states in its header: two 32-bit
 * multiply-xorshift streams over the UTF-16 code units, combined into 53 bits, written in base
 * 36 after the text's length in base 36, the whole in double quotes. The two streams are
 * cyrb53 with seed 0 (bryc, public domain:
 * https://github.com/bryc/code/blob/master/jshash/experimental/cyrb53.js), whose seeds
 * 0xdeadbeef and 0x41c6ce57 the header names.
 *
 * Written in BigInt, not Math.imul: every value is an unsigned 32-bit integer, a multiply keeps
 * the low 32 bits of the exact product, and base 36 is BigInt#toString(36). Run
 * `node test/support/etag-oracle.mjs TEXT` to print the tag of TEXT.
 */
const MASK = 0xffffffffn

/** The low 32 bits of a × b (what a 32-bit multiply keeps). */
function mul32(a, b) {
  return (a * b) & MASK
}

export function etagOracle(text) {
  let h1 = 0xdeadbeefn
  let h2 = 0x41c6ce57n
  for (let i = 0; i < text.length; i++) {
    const c = BigInt(text.charCodeAt(i)) // a UTF-16 code unit, 0 … 65535
    h1 = mul32(h1 ^ c, 2654435761n)
    h2 = mul32(h2 ^ c, 1597334677n)
  }
  h1 = mul32(h1 ^ (h1 >> 16n), 2246822507n) ^ mul32(h2 ^ (h2 >> 13n), 3266489909n)
  h2 = mul32(h2 ^ (h2 >> 16n), 2246822507n) ^ mul32(h1 ^ (h1 >> 13n), 3266489909n)
  // 53 bits: the low 21 bits of h2 above the 32 of h1.
  const hash = ((h2 & 0x1fffffn) << 32n) | h1
  return `"${BigInt(text.length).toString(36)}-${hash.toString(36)}"`
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) console.log(etagOracle(process.argv[2] ?? ''))
