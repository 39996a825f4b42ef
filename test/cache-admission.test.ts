import { describe, expect, it } from 'vitest'
import { textHash } from '../src/runtime/xxh32.ts'
import { targetHash } from '../src/runtime/response-cache.ts'
import { CacheAdmission } from '../src/runtime/cache-admission.ts'
import { xxh32 } from './support/etag-oracle.mjs'

describe('CacheAdmission: targets asked for once, held by hash', () => {
  const asked = (seen: CacheAdmission, target: string) => seen.askedBefore(targetHash(target))

  it('tells the second request for a target from the first, then forgets it', () => {
    const seen = new CacheAdmission(10)
    expect([asked(seen, '/a'), asked(seen, '/a'), asked(seen, '/a'), asked(seen, '/a')]).toEqual([false, true, false, true])
  })

  it('keeps targets apart', () => {
    const seen = new CacheAdmission(10)
    expect(asked(seen, '/api/v1/emi?principal=1')).toBe(false)
    expect(asked(seen, '/api/v1/emi?principal=2')).toBe(false)
    expect(asked(seen, '/api/v1/emi?principal=1')).toBe(true)
    expect(asked(seen, '/api/v1/emi?principal=2')).toBe(true)
  })

  it('finds most of a capacity of targets asked twice, and holds no more than its slots', () => {
    const seen = new CacheAdmission(10_000)
    const targets = Array.from({ length: 10_000 }, (_, i) => `/api/v1/emi?principal=${1_000_000 + i}&interest=8.5&years=20`)
    for (const target of targets) expect(asked(seen, target)).toBe(false)
    const remembered = targets.filter((target) => asked(seen, target)).length
    // 65,536 slots: a target shares its slot with none of the 9,999 others with chance
    // (1 - 2^-16)^9999 ≈ 0.86, and only those are found the second time
    expect(remembered).toBeGreaterThan(8_000)
    expect(remembered).toBeLessThan(10_000)
    // a table of four slots holds at most four targets
    const small = new CacheAdmission(1)
    for (const target of targets.slice(0, 20)) asked(small, target)
    expect(targets.slice(0, 20).filter((target) => asked(small, target)).length).toBeLessThanOrEqual(4)
  })

  // the oracle is the XXH32 of test/support/etag-oracle.mjs, itself checked against the
  // reference implementation's vectors in test/etag.test.ts
  it('hashes a text as XXH32 of its UTF-8 bytes', () => {
    for (const text of ['', 'a', 'abcd', '/api/v1/emi?principal=8000000&interest=8.5&years=20', 'ए'.repeat(40), 'x'.repeat(1000)]) {
      expect(textHash(text) >>> 0, text.slice(0, 20)).toBe(Number(xxh32(Buffer.from(text), 0)))
    }
  })
})
