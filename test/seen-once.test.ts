import { describe, expect, it } from 'vitest'
import { fnv1a, SeenOnce } from '../src/runtime/seen-once.ts'

describe('SeenOnce: targets asked for once, held by hash', () => {
  it('tells the second request for a target from the first, then forgets it', () => {
    const seen = new SeenOnce(10)
    expect([seen.askedBefore('/a'), seen.askedBefore('/a'), seen.askedBefore('/a'), seen.askedBefore('/a')]).toEqual([false, true, false, true])
  })

  it('keeps targets apart', () => {
    const seen = new SeenOnce(10)
    expect(seen.askedBefore('/api/v1/emi?principal=1')).toBe(false)
    expect(seen.askedBefore('/api/v1/emi?principal=2')).toBe(false)
    expect(seen.askedBefore('/api/v1/emi?principal=1')).toBe(true)
    expect(seen.askedBefore('/api/v1/emi?principal=2')).toBe(true)
  })

  it('starts afresh once it holds its capacity', () => {
    const seen = new SeenOnce(2)
    seen.askedBefore('/a')
    seen.askedBefore('/b')
    // full: '/c' clears '/a' and '/b' away
    expect(seen.askedBefore('/c')).toBe(false)
    expect(seen.askedBefore('/a')).toBe(false)
    expect(seen.askedBefore('/c')).toBe(true)
  })

  // Test vectors of FNV-1a 32-bit from its authors' reference (Fowler, Noll and Vo,
  // http://www.isthe.com/chongo/tech/comp/fnv/, test_fnv.c; also draft-eastlake-fnv): for
  // ASCII text the UTF-16 code units hashed here are the bytes hashed there.
  it('hashes as FNV-1a 32-bit', () => {
    expect(fnv1a('') >>> 0).toBe(0x811c9dc5)
    expect(fnv1a('a') >>> 0).toBe(0xe40c292c)
    expect(fnv1a('foobar') >>> 0).toBe(0xbf9cf968)
  })
})
