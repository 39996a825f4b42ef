import { describe, expect, it } from 'vitest'
import type { EngineResponse } from '../src/runtime/http.ts'
import { ResponseCache, targetHash } from '../src/runtime/response-cache.ts'

const response = (body: string): EngineResponse => ({ status: 200, headers: {}, body })

describe('ResponseCache: responses by target, kept from the second request on', () => {
  it('keeps a response once its target is answered a second time', () => {
    const cache = new ResponseCache(10, 10_000)
    const target = '/api/v1/gst?amount=1000&rate=18'
    const hash = targetHash(target)
    cache.answered(target, hash, response('first'))
    expect(cache.get(target, hash)).toBeUndefined()
    const second = response('second')
    cache.answered(target, hash, second)
    expect(cache.get(target, hash)).toBe(second)
  })

  it('never answers a target with the response of another of the same hash', () => {
    const cache = new ResponseCache(10, 10_000)
    const kept = response('a')
    cache.answered('/a', 7, kept)
    cache.answered('/a', 7, kept)
    expect(cache.get('/a', 7)).toBe(kept)
    expect(cache.get('/b', 7)).toBeUndefined()
    // the other target takes the entry over once it is asked for twice
    const other = response('b')
    cache.answered('/b', 7, other)
    cache.answered('/b', 7, other)
    expect(cache.get('/b', 7)).toBe(other)
    expect(cache.get('/a', 7)).toBeUndefined()
    expect(cache.size).toBe(1)
  })

  it('hashes a target to a non-negative small integer', () => {
    for (const target of ['', '/', '/api/v1/emi?principal=8000000&interest=8.5&years=20', 'ए'.repeat(40)]) {
      const hash = targetHash(target)
      expect(Number.isInteger(hash) && hash >= 0 && hash < 2 ** 30, target).toBe(true)
    }
  })
})
